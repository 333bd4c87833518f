import Papa from 'papaparse';
import { scoreGame } from '../scoring';
import type { EventResultsBody } from './event-results';

/** Columns of the CSV export, one row per game (stable names for spreadsheets and league tools). */
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

/**
 * The event's results as CSV (RFC 4180, via Papa Parse): one row per player and game with the
 * computed PH, bonus and total PF, and the player's final rank and totals. Cells that a
 * spreadsheet would run as a formula (=, +, -, @ at the start) are escaped.
 */
export function eventResultsCsv(results: EventResultsBody): string {
  const rows = results.players.flatMap((p) =>
    p.games.map((g) => {
      const s = scoreGame(g);
      return [
        results.event.name,
        results.event.date ?? '',
        p.rank,
        p.name,
        p.faction ?? '',
        p.ph,
        p.pf,
        g.round,
        g.table ?? '',
        g.opponent,
        g.opponentFaction ?? '',
        s.outcome,
        s.pf,
        g.opponentPf ?? '',
        g.mission ?? '',
        g.missionRound ?? '',
        s.bonus,
        s.ph,
        s.total,
      ];
    }),
  );
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' }) + '\r\n';
}
