import type { GameResult, Outcome } from '../results';
import { scoreGame, type GameScore } from '../scoring';
import type { EventFile, Pairing, SideResult, TableOutcome, TableResult } from './event';
import { walkoverScore, walkoverWinner, type WalkoverGame } from './walkover';

type Side = 'a' | 'b';
type TableEvent = Pick<EventFile, 'name' | 'date' | 'players'>;
type ResultPairing = Pairing & { result: TableResult };

/** The outcome of a table from one side's view. */
function sideOutcome(outcome: TableOutcome, side: Side): Outcome {
  if (outcome === 'draw' || outcome === 'both-lose') return outcome;
  return outcome === side ? 'win' : 'loss';
}

/** A player's name and people as the results name an opponent. */
function playerInfo(event: TableEvent, id: string): { name: string; faction?: string } {
  const p = event.players.find((x) => x.id === id);
  return { name: p?.name ?? id, ...(p?.faction ? { faction: p.faction } : {}) };
}

/** One side's game as the player's results format has it (results.ts), to be scored by scoreGame. */
function sideGame(result: TableResult, side: Side, base: Omit<GameResult, 'outcome' | 'pf' | 'opponent'>, opponent: { name: string; faction?: string }): GameResult {
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
 * (scoring.ts: PH, PF, mission bonus, broken armies, draw tiebreak) scores them. A walkover is
 * no game (tableWalkovers).
 */
export function tableGames(event: TableEvent, round: number, pairing: ResultPairing): { a: GameResult; b: GameResult } {
  const base: Omit<GameResult, 'outcome' | 'pf' | 'opponent'> = { round, table: String(pairing.table) };
  if (event.name) base.event = event.name;
  if (event.date) base.date = event.date;
  return {
    a: sideGame(pairing.result, 'a', base, playerInfo(event, pairing.b)),
    b: sideGame(pairing.result, 'b', base, playerInfo(event, pairing.a)),
  };
}

/** Both players' sides of a table decided by a walkover (walkover.ts), as the results export lists them. */
export function tableWalkovers(event: TableEvent, round: number, pairing: ResultPairing): { a: WalkoverGame; b: WalkoverGame } {
  const winner = walkoverWinner(pairing.result);
  const side = (s: Side, opponentId: string): WalkoverGame => {
    const opponent = playerInfo(event, opponentId);
    const w: WalkoverGame = { round, table: String(pairing.table), opponent: opponent.name, won: winner === s, pf: pairing.result[s].pf, opponentPf: pairing.result[s === 'a' ? 'b' : 'a'].pf };
    if (opponent.faction) w.opponentFaction = opponent.faction;
    return w;
  };
  return { a: side('a', pairing.b), b: side('b', pairing.a) };
}

/** What one side of a table scored: the outcome entered (`agreed`) and the one scored (after the draw's PF tiebreak), PH and PF. */
export type SideScore = Pick<GameScore, 'agreed' | 'outcome' | 'tiebreak' | 'ph' | 'pf' | 'bonus' | 'total'>;

/** What both sides of a table with a result scored; `walkover` when it was decided without a game. */
export interface TableScore {
  walkover: boolean;
  a: SideScore;
  b: SideScore;
}

/**
 * Scores a table with a result: a game by the one TJOST scoring (scoreGame), a walkover as
 * walkover.ts scores it. What the app's rounds, the command line's result line and anything else
 * showing a table's score use.
 */
export function scoreTable(event: TableEvent, round: number, pairing: ResultPairing): TableScore {
  if (pairing.result.walkover) {
    const w = tableWalkovers(event, round, pairing);
    const side = (x: WalkoverGame): SideScore => {
      const s = walkoverScore(x.won, x.pf);
      return { ...s, agreed: s.outcome };
    };
    return { walkover: true, a: side(w.a), b: side(w.b) };
  }
  const g = tableGames(event, round, pairing);
  const side = (game: GameResult): SideScore => {
    const { agreed, outcome, tiebreak, ph, pf, bonus, total } = scoreGame(game);
    return { agreed, outcome, ph, pf, bonus, total, ...(tiebreak ? { tiebreak } : {}) };
  };
  return { walkover: false, a: side(g.a), b: side(g.b) };
}
