import { translate } from '../../../../i18n/translate';
import type { Lang } from '../../../../model/system';
import type { GameResult } from '../results';
import { PH, rankPlayers, scoreGames, type Totals } from '../scoring';
import type { EventFile } from './event';
import { tableGames, tableWalkovers } from './table-games';
import { walkoverScore, type WalkoverGame } from './walkover';

type ResultsOf = Pick<EventFile, 'name' | 'date' | 'players' | 'rounds'>;

/** Every player's games with a result, in round order (byes and walkovers are not games). */
export function playerGames(event: ResultsOf, throughRound = Infinity): Map<string, GameResult[]> {
  const games = new Map<string, GameResult[]>(event.players.map((p) => [p.id, []]));
  for (const round of event.rounds) {
    if (round.number > throughRound) continue;
    for (const pairing of round.pairings) {
      if (!pairing.result || pairing.result.walkover) continue;
      const { a, b } = tableGames(event, round.number, { ...pairing, result: pairing.result });
      games.get(pairing.a)?.push(a);
      games.get(pairing.b)?.push(b);
    }
  }
  return games;
}

/** Every player's walkovers (tables decided without a game, walkover.ts), won or lost, in round order. */
export function playerWalkovers(event: ResultsOf, throughRound = Infinity): Map<string, WalkoverGame[]> {
  const out = new Map<string, WalkoverGame[]>();
  const add = (id: string, w: WalkoverGame): void => void out.set(id, [...(out.get(id) ?? []), w]);
  for (const round of event.rounds) {
    if (round.number > throughRound) continue;
    for (const pairing of round.pairings) {
      if (!pairing.result?.walkover) continue;
      const { a, b } = tableWalkovers(event, round.number, { ...pairing, result: pairing.result });
      add(pairing.a, a);
      add(pairing.b, b);
    }
  }
  return out;
}

interface StandingRow extends Totals {
  playerId: string;
  name: string;
  faction?: string;
  /** Byes received (each scored as the event's bye setting says). */
  byes: number;
  /** Tables decided by a walkover, won or lost (scored as walkover.ts says; not among the games). */
  walkovers: number;
  dropped: boolean;
  rank: number;
}

/** The rounds each player has a table or the bye in (every active player gets one of them in every round). */
function roundsIn(event: Pick<EventFile, 'rounds'>): Map<string, number[]> {
  const seen = new Map<string, number[]>();
  const add = (id: string, n: number): void => void seen.set(id, [...(seen.get(id) ?? []), n]);
  for (const round of event.rounds) {
    for (const p of round.pairings) {
      add(p.a, round.number);
      add(p.b, round.number);
    }
    if (round.bye !== undefined) add(round.bye, round.number);
  }
  return seen;
}

/** The players with a table with a result or the bye in a round up to `throughRound`: those the standings score. */
function scoredPlayers(event: Pick<EventFile, 'rounds'>, throughRound: number): Set<string> {
  const seen = new Set<string>();
  for (const round of event.rounds) {
    if (round.number > throughRound) continue;
    for (const p of round.pairings) {
      if (p.result) seen.add(p.a).add(p.b);
    }
    if (round.bye !== undefined) seen.add(round.bye);
  }
  return seen;
}

/**
 * The standings after `throughRound` (every round when absent): per player PH and PF added up
 * over the games with a result (PF with the mission bonus) plus the byes and the walkovers
 * (walkover.ts), ranked by PH, then PF
 * (rankPlayers: equal scores share a rank). Players with equal scores stay in registration order.
 *
 * After a given round the players are those who played then: a player is listed once they have
 * a table with a result (a game or a walkover) or a bye in a round up to N (the bye scores like a
 * game, so it counts).
 * One registered later, dropped before playing, or still waiting for the first result is not
 * listed, and gets no rank. The event file records neither when a player registered nor when one
 * dropped out, but every active player has a table or the bye in every round paired: so a player
 * counts as dropped out only when dropped now and in no later round (one who played on after
 * round N had not dropped out by then). The app, the command line, the printed standings and the
 * results export (eventResults) all list these players. Without a round every player is listed
 * as now (what the pairing of the next round ranks).
 */
export function standings(event: Pick<EventFile, 'name' | 'date' | 'players' | 'rounds' | 'settings'>, throughRound = Infinity): StandingRow[] {
  const games = playerGames(event, throughRound);
  const walkovers = playerWalkovers(event, throughRound);
  const played = roundsIn(event);
  const asOfRound = Number.isFinite(throughRound);
  const scored = scoredPlayers(event, throughRound);
  const players = asOfRound ? event.players.filter((p) => scored.has(p.id)) : event.players;
  const byes = new Map<string, number>();
  for (const round of event.rounds) {
    if (round.number <= throughRound && round.bye !== undefined) byes.set(round.bye, (byes.get(round.bye) ?? 0) + 1);
  }
  const bye = event.settings.bye;
  const rows = players.map((p) => {
    const { totals } = scoreGames(games.get(p.id) ?? []);
    const n = byes.get(p.id) ?? 0;
    const walked = (walkovers.get(p.id) ?? []).map((w) => walkoverScore(w.won, w.pf));
    const row: Omit<StandingRow, 'rank'> = {
      ...totals,
      ph: totals.ph + n * PH[bye.outcome] + walked.reduce((sum, w) => sum + w.ph, 0),
      pf: totals.pf + n * bye.pf + walked.reduce((sum, w) => sum + w.total, 0),
      playerId: p.id,
      name: p.name,
      byes: n,
      walkovers: walked.length,
      dropped: p.dropped === true && !(asOfRound && (played.get(p.id) ?? []).some((n) => n > throughRound)),
    };
    if (p.faction) row.faction = p.faction;
    return row;
  });
  return rankPlayers(rows);
}

/**
 * The standings as the results report them (eventResults): after the last round with a result,
 * as the app, the printed standings and the command line show them (standingsRound), so exactly
 * the players who played (a game with a result, or a bye). A round just paired does not count,
 * not even its bye: its games have no result yet.
 */
export function resultStandings(event: Pick<EventFile, 'name' | 'date' | 'players' | 'rounds' | 'settings'>): StandingRow[] {
  return standings(event, standingsRound(event).round);
}

/** Through which round the standings are, as the app, the printed standings and the command line head them. */
export interface StandingsRound {
  /** The round the standings are after: 0 before any result. */
  round: number;
  /** The event is over: its last round is paired and every table of every round has its result. */
  final: boolean;
  /** The tables of that round still without a result, in order: while any is open the standings are provisional. */
  open: number[];
}

/**
 * The rounds standings can be after: those with a table with a result. A round just paired is
 * not among them even with a bye (the organiser prints a round's pairings and the standings before
 * it together).
 */
export function scoredRounds(event: Pick<EventFile, 'rounds'>): number[] {
  return event.rounds.filter((r) => r.pairings.some((p) => p.result)).map((r) => r.number);
}

/**
 * Through which round the standings go (`asked`: a round chosen; absent, the last one): never past
 * the last round with a result; final once the event is over; and the tables of that round still
 * without a result. The rulebook ranks the players after all results of a round are in, so
 * standings with a table open are provisional and say so (standingsHeading).
 */
export function standingsRound(event: Pick<EventFile, 'rounds' | 'settings'>, asked?: number): StandingsRound {
  const last = Math.max(0, ...scoredRounds(event));
  const round = Math.max(0, Math.min(asked ?? last, last));
  const open = (event.rounds.find((r) => r.number === round)?.pairings ?? []).filter((p) => !p.result).map((p) => p.table).sort((a, b) => a - b);
  const final = round > 0 && round >= event.settings.rounds && event.rounds.every((r) => r.pairings.every((p) => p.result));
  return { round, final, open };
}

/** Open tables named one by one in a heading, at most (so the printed title keeps to one line); more are counted ("12 tables have no result yet"). */
export const OPEN_TABLES_NAMED = 3;

/**
 * The standings' heading (`heading`: "After round 4", "TJOST standings – after round 4", as the
 * app, the sheet or the command line words it), with the tables of the round still without a
 * result where there are any: "After round 4 – provisional: table 11 has no result yet".
 */
export function standingsHeading(heading: string, { open }: Pick<StandingsRound, 'open'>, lang: Lang): string {
  if (open.length === 0) return heading;
  if (open.length > OPEN_TABLES_NAMED) return translate(lang, 'organiser.standings.provisionalCount', { heading, count: open.length });
  return translate(lang, 'organiser.standings.provisional', { heading, tables: open.join(', ') }, open.length);
}

/** The rounds in which each player had the bye (up to `throughRound`), in order. */
export function byeRounds(event: Pick<EventFile, 'rounds'>, throughRound = Infinity): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const round of event.rounds) if (round.bye !== undefined && round.number <= throughRound) out.set(round.bye, [...(out.get(round.bye) ?? []), round.number]);
  return out;
}
