import Papa from 'papaparse';
import { scoreGame } from '../scoring';
import type { EventResultsBody } from './event-results';
import { walkoverScore } from './walkover';

/** Columns of the CSV export, one row per game or bye (stable names for spreadsheets and league tools). */
const CSV_COLUMNS = [
  'event',
  'date',
  'rank',
  'player',
  'faction',
  'player_ph',
  'player_pf',
  'round',
  'table',
  'opponent',
  'opponent_faction',
  'outcome',
  'pf',
  'opponent_pf',
  'mission',
  'mission_round',
  'bonus_pf',
  'ph',
  'total_pf',
] as const;

type Cell = string | number;

/**
 * The event's results as CSV (RFC 4180, via Papa Parse): one row per player and game with the
 * computed PH, bonus and total PF, and the player's final rank and totals. A bye is a row too,
 * marked `bye` in the outcome column, without table, opponent and opponent's PF, with what it
 * scored (the event's bye setting) in `ph` and `pf`, so a player's rows add up to `player_ph` and
 * `player_pf`. A walkover (walkover.ts) is a row with its table and opponent, `walkover-win` or
 * `walkover-loss` in the outcome column, the PF entered and what it scored. `outcome` is the
 * outcome scored: a draw won on PF is a `win` (the JSON keeps the outcome entered, `draw`, which
 * the league scores again). Rows are in round order per player. Cells that a spreadsheet would
 * run as a formula (=, +, -, @ at the start) are escaped.
 */
export function eventResultsCsv(results: EventResultsBody): string {
  const rows = results.players.flatMap((p) => {
    const player: Cell[] = [results.event.name, results.event.date ?? '', p.rank, p.name, p.faction ?? '', p.ph, p.pf];
    const scored = p.games.map((g) => ({ g, s: scoreGame(g) }));
    const games = scored.map(({ g, s }) => ({
      round: g.round ?? 0,
      cells: [...player, g.round ?? '', g.table ?? '', g.opponent, g.opponentFaction ?? '', s.outcome, s.pf, g.opponentPf ?? '', g.mission ?? '', g.missionRound ?? '', s.bonus, s.ph, s.total],
    }));
    const walked = (p.walkovers ?? []).map((w) => ({ w, s: walkoverScore(w.won, w.pf) }));
    const walkovers = walked.map(({ w, s }) => ({
      round: w.round,
      cells: [...player, w.round, w.table ?? '', w.opponent, w.opponentFaction ?? '', w.won ? 'walkover-win' : 'walkover-loss', s.pf, w.opponentPf, '', '', s.bonus, s.ph, s.total],
    }));
    // What one bye scored: the player's totals less the games' and walkovers' (the export adds the byes to them).
    const n = p.byes;
    const counted = [...scored, ...walked];
    const byePh = n > 0 ? (p.ph - counted.reduce((sum, x) => sum + x.s.ph, 0)) / n : 0;
    const byePf = n > 0 ? (p.pf - counted.reduce((sum, x) => sum + x.s.total, 0)) / n : 0;
    const byes = Array.from({ length: n }, (_, i) => {
      const round = p.byeRounds?.[i];
      return { round: round ?? 0, cells: [...player, round ?? '', '', '', '', 'bye', byePf, '', '', '', 0, byePh, byePf] };
    });
    return [...games, ...walkovers, ...byes].sort((x, y) => x.round - y.round).map((r) => r.cells);
  });
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' }) + '\r\n';
}
