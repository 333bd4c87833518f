import type { DrawContext } from '../../context';
import { drawMissionCards } from '../tjost/missions';
import { drawTournamentForm } from '../tjost/form';
import { jobEvent, jobRound, playerOf } from './event';

/** Every paired player of the round with the opponent and table (the organiser hands these out). */
function seats(ctx: DrawContext): { player: string; opponent: string; table: number }[] {
  const event = jobEvent(ctx);
  const round = jobRound(ctx, event);
  if (!round) return [];
  return round.pairings.flatMap((p) => [
    { player: p.a, opponent: p.b, table: p.table },
    { player: p.b, opponent: p.a, table: p.table },
  ]);
}

/**
 * A tournament form per player of the round, its head filled in: event, round, table, player,
 * people and opponent. The game list stays for the player to write: it is chosen from the
 * selection list before each game (TJOST).
 */
export function drawEventForms(ctx: DrawContext): void {
  const event = jobEvent(ctx);
  const round = jobRound(ctx, event);
  for (const seat of seats(ctx)) {
    const player = playerOf(ctx, event, seat.player);
    const opponent = playerOf(ctx, event, seat.opponent);
    const { list: _none, ...rest } = ctx.job;
    const options = {
      ...ctx.job.options,
      player: player.name,
      tournament: {
        event: event.name,
        round: String(round?.number ?? ''),
        table: String(seat.table),
        opponent: opponent.name,
        opponentFaction: opponent.faction,
        faction: player.faction,
        ...(event.date ? { date: event.date } : {}),
      },
    };
    const { validation: _v, ...base } = ctx;
    drawTournamentForm({ ...base, job: { ...rest, options } });
  }
}

/** A set of mission cards per player of the round (each player chooses a mission for every game). */
export function drawEventMissions(ctx: DrawContext): void {
  for (const _seat of seats(ctx)) drawMissionCards(ctx);
}
