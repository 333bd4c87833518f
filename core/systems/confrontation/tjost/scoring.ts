import { BOUNDARY_STONES_BONUS, CRUSADE_PF, EARLIEST_ROUND, MISSION_BONUS_BY_ROUND, type MissionId } from './missions';
import type { GameResult, Outcome } from './results';
import { TJOST } from './limits';

/** PH (Points d'Honneur) per final outcome. */
export const PH: Readonly<Record<Outcome, number>> = { win: 3, draw: 1, loss: 0, 'both-lose': 0 };
/** An army that lost this many AP or more is broken. */
export const BROKEN_AT = 200;
/** Lead in PF that decides a game against a broken army, and that a draw tiebreak needs. */
export const PF_LEAD = 20;
/** League: only this many best games count. */
export const LEAGUE_BEST = 12;

/** Fields of a game as typed in (numbers may still be anything). */
export interface GameFields {
  pf?: number;
  opponentPf?: number;
  losses?: number;
  opponentLosses?: number;
  missionRound?: number;
  mission?: MissionId;
  extended?: boolean;
}

export type GameProblemCode = 'not-whole' | 'negative' | 'mission-round' | 'mission-round-early' | 'boundary-stones-round' | 'extended-needs-boundary-stones' | 'crusade-pf';

/**
 * A result that cannot have happened; `field` names the input, `earliest` the first round a
 * mission can be fulfilled in, `needed` the PF Kreuzzug needs by the end of `round`.
 */
export interface GameProblem {
  code: GameProblemCode;
  field: keyof GameFields;
  earliest?: number;
  needed?: number;
  round?: number;
}

/**
 * The most AP a game list holds: 300 AP and the allowance over them (at most 10). PF and losses
 * may go past it: figures that came into play during the game (spells, miracles, items,
 * abilities) or were taken over from the opponent bring PF too (TJOST, "Points de Fauchage"), so a
 * value above it is only worth a second look (tjost.result-value-high), never refused.
 */
export const MAX_ARMY_AP = TJOST.gameBase + TJOST.allowanceCap;

const NUMBER_FIELDS = ['pf', 'opponentPf', 'losses', 'opponentLosses'] as const;

/**
 * Impossible results, as data: PF or losses not whole or negative; a mission fulfilled in a
 * round other than 1-4, or before it can be (Durchbruch from round 2, Für die Ehre from 3); Grenzsteine fulfilled before the end of round 3, or in round 4
 * without holding on (`extended`); `extended` for another mission; Kreuzzug fulfilled in a round
 * with fewer PF than it needs by then (90, 120, 150, 170: the game ends with that round).
 */
export function gameProblems(g: GameFields): GameProblem[] {
  const out: GameProblem[] = [];
  for (const field of NUMBER_FIELDS) {
    const v = g[field];
    if (v === undefined) continue;
    if (!Number.isInteger(v)) out.push({ code: 'not-whole', field });
    else if (v < 0) out.push({ code: 'negative', field });
  }
  const r = g.missionRound;
  if (r !== undefined && (!Number.isInteger(r) || r < 1 || r > 4)) out.push({ code: 'mission-round', field: 'missionRound' });
  else if (g.mission === 'boundary-stones' && r !== undefined && r !== (g.extended ? 4 : 3)) {
    out.push({ code: 'boundary-stones-round', field: 'missionRound' });
  } else if (g.mission !== undefined && r !== undefined && r < (EARLIEST_ROUND[g.mission] ?? 1)) {
    out.push({ code: 'mission-round-early', field: 'missionRound', earliest: EARLIEST_ROUND[g.mission] ?? 1 });
  } else if (g.mission === 'crusade' && (r === 1 || r === 2 || r === 3 || r === 4) && g.pf !== undefined && Number.isInteger(g.pf) && g.pf >= 0 && g.pf < CRUSADE_PF[r]) {
    out.push({ code: 'crusade-pf', field: 'pf', needed: CRUSADE_PF[r], round: r });
  }
  if (g.extended && g.mission !== 'boundary-stones') out.push({ code: 'extended-needs-boundary-stones', field: 'extended' });
  return out;
}

/** Mission bonus PF for a win by a mission fulfilled in `round` (Grenzsteine: 50 at round 3, 75 extended). */
export function missionBonus(round: number | undefined, mission?: MissionId, extended = false): number {
  if (round === undefined) return 0;
  if (mission === 'boundary-stones') {
    if (extended) return round === 4 ? BOUNDARY_STONES_BONUS.extended : 0;
    return round === 3 ? BOUNDARY_STONES_BONUS.round3 : 0;
  }
  return round === 1 || round === 2 || round === 3 || round === 4 ? MISSION_BONUS_BY_ROUND[round] : 0;
}

/**
 * The draw tiebreak: a draw is won by the player with at least double the opponent's PF and
 * at least 20 PF more. 'won' or 'lost' from the player's view, undefined when it stays a draw.
 */
export function drawTiebreak(pf: number, opponentPf: number): 'won' | 'lost' | undefined {
  if (pf >= 2 * opponentPf && pf - opponentPf >= PF_LEAD) return 'won';
  if (opponentPf >= 2 * pf && opponentPf - pf >= PF_LEAD) return 'lost';
  return undefined;
}

export function isBroken(lossesAp: number): boolean {
  return lossesAp >= BROKEN_AT;
}

export interface GameScore {
  /** The outcome as entered. */
  agreed: Outcome;
  /** The outcome after the draw tiebreak. */
  outcome: Outcome;
  /** Set when a draw was turned into a win or a loss by the PF tiebreak. */
  tiebreak?: 'won' | 'lost';
  ph: number;
  /** Enemy AP destroyed. */
  pf: number;
  /** Mission bonus PF (only for a win with the player's mission fulfilled). */
  bonus: number;
  /** pf + bonus: what counts for the totals. */
  total: number;
  /** Own army broken (lost 200 AP or more). */
  broken: boolean;
  opponentBroken: boolean;
  /** From the end of round 4 without missions: the opponent is broken and the player leads by 20 PF. */
  breakWin: boolean;
  /** The other way round: the player is broken and trails by 20 PF. */
  breakLoss: boolean;
  problems: GameProblem[];
}

/**
 * Scores one game. PH by the final outcome (win 3, draw 1, loss 0); PF plus the mission bonus
 * when the player won with the mission fulfilled (also after a won draw tiebreak). Games with
 * problems (see gameProblems) score nothing but keep their problems.
 */
export function scoreGame(g: GameResult): GameScore {
  const problems = gameProblems(g);
  const losses = g.losses ?? g.opponentPf ?? 0;
  const opponentLosses = g.opponentLosses ?? g.pf;
  const broken = isBroken(losses);
  const opponentBroken = isBroken(opponentLosses);
  const lead = g.opponentPf === undefined ? undefined : g.pf - g.opponentPf;
  const base = { agreed: g.outcome, broken, opponentBroken, breakWin: opponentBroken && lead !== undefined && lead >= PF_LEAD, breakLoss: broken && lead !== undefined && -lead >= PF_LEAD, problems };
  if (problems.length > 0) return { ...base, outcome: g.outcome, ph: 0, pf: 0, bonus: 0, total: 0 };

  let outcome = g.outcome;
  let tiebreak: 'won' | 'lost' | undefined;
  if (outcome === 'draw' && g.opponentPf !== undefined) {
    tiebreak = drawTiebreak(g.pf, g.opponentPf);
    if (tiebreak) outcome = tiebreak === 'won' ? 'win' : 'loss';
  }
  const bonus = outcome === 'win' ? missionBonus(g.missionRound, g.mission, g.extended ?? false) : 0;
  const score: GameScore = { ...base, outcome, ph: PH[outcome], pf: g.pf, bonus, total: g.pf + bonus };
  if (tiebreak) score.tiebreak = tiebreak;
  return score;
}

export interface Totals {
  games: number;
  ph: number;
  pf: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface ScoredGame {
  game: GameResult;
  score: GameScore;
  /** Running totals after this game. */
  running: { ph: number; pf: number };
}

const ZERO: Totals = { games: 0, ph: 0, pf: 0, wins: 0, draws: 0, losses: 0 };

function add(t: Totals, s: GameScore): Totals {
  return {
    games: t.games + 1,
    ph: t.ph + s.ph,
    pf: t.pf + s.total,
    wins: t.wins + (s.outcome === 'win' ? 1 : 0),
    draws: t.draws + (s.outcome === 'draw' ? 1 : 0),
    losses: t.losses + (s.outcome === 'loss' || s.outcome === 'both-lose' ? 1 : 0),
  };
}

/** Scores games in order with running totals (PH and PF added up from game to game). */
export function scoreGames(games: readonly GameResult[]): { rows: ScoredGame[]; totals: Totals } {
  let totals = ZERO;
  const rows = games.map((game) => {
    const score = scoreGame(game);
    totals = add(totals, score);
    return { game, score, running: { ph: totals.ph, pf: totals.pf } };
  });
  return { rows, totals };
}

/** Better first: more PH, then more PF. */
export function compareScores(a: { ph: number; pf: number }, b: { ph: number; pf: number }): number {
  return b.ph - a.ph || b.pf - a.pf;
}

/** League totals: only the `best` games with the most PH (ties: more PF) count. `counted` are their indexes. */
export function leagueTotals(games: readonly GameResult[], best = LEAGUE_BEST): Totals & { counted: number[] } {
  const scored = games.map((g, i) => ({ i, s: scoreGame(g) }));
  const picked = [...scored].sort((a, b) => compareScores({ ph: a.s.ph, pf: a.s.total }, { ph: b.s.ph, pf: b.s.total }) || a.i - b.i).slice(0, best);
  const totals = picked.reduce((t, x) => add(t, x.s), ZERO);
  return { ...totals, counted: picked.map((x) => x.i).sort((a, b) => a - b) };
}

/** Ranks players by PH, then PF; equal scores share a rank (1, 2, 2, 4). */
export function rankPlayers<T extends { ph: number; pf: number }>(players: readonly T[]): (T & { rank: number })[] {
  const sorted = [...players].sort(compareScores);
  let rank = 0;
  return sorted.map((p, i) => {
    const prev = sorted[i - 1];
    if (!prev || compareScores(prev, p) !== 0) rank = i + 1;
    return { ...p, rank };
  });
}
