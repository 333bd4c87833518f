import type { GameResult, Outcome } from '../results';
import type { EventFile, Pairing, SideResult, TableOutcome, TableResult } from './event';

/** The outcome of a table from one side's view. */
function sideOutcome(outcome: TableOutcome, side: 'a' | 'b'): Outcome {
  if (outcome === 'draw' || outcome === 'both-lose') return outcome;
  return outcome === side ? 'win' : 'loss';
}

/** One side's game as the player's results format has it (results.ts), to be scored by scoreGame. */
function sideGame(result: TableResult, side: 'a' | 'b', base: Omit<GameResult, 'outcome' | 'pf' | 'opponent'>, opponent: { name: string; faction?: string }): GameResult {
  const own: SideResult = result[side];
  const other: SideResult = result[side === 'a' ? 'b' : 'a'];
  const game: GameResult = { ...base, opponent: opponent.name, outcome: sideOutcome(result.outcome, side), pf: own.pf, opponentPf: other.pf };
  if (opponent.faction) game.opponentFaction = opponent.faction;
  if (own.mission) game.mission = own.mission;
  if (own.missionRound !== undefined) game.missionRound = own.missionRound;
  if (own.extended) game.extended = true;
  if (own.losses !== undefined) game.losses = own.losses;
  if (other.losses !== undefined) game.opponentLosses = other.losses;
  return game;
}

/**
 * Both players' games of a table with a result, in the results format, so the one TJOST scoring
 * (scoring.ts: PH, PF, mission bonus, broken armies, draw tiebreak) scores them.
 */
export function tableGames(event: Pick<EventFile, 'name' | 'date' | 'players'>, round: number, pairing: Pairing & { result: TableResult }): { a: GameResult; b: GameResult } {
  const player = (id: string) => {
    const p = event.players.find((x) => x.id === id);
    return { name: p?.name ?? id, ...(p?.faction ? { faction: p.faction } : {}) };
  };
  const base: Omit<GameResult, 'outcome' | 'pf' | 'opponent'> = { round, table: String(pairing.table) };
  if (event.name) base.event = event.name;
  if (event.date) base.date = event.date;
  return {
    a: sideGame(pairing.result, 'a', base, player(pairing.b)),
    b: sideGame(pairing.result, 'b', base, player(pairing.a)),
  };
}
