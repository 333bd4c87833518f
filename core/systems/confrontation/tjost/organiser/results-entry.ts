import type { Issue } from '../../../../checks/types';
import { parseDecimal } from '../../../../files/numbers';
import { pfSchema } from '../results';
import type { EventFile, TableResult } from './event';
import { checkTableResult } from './result-rules';

const AP_VALUE = pfSchema('pf');

/** What a table's PF or AP-lost box may hold (the event file's schema of them): a whole number from 0 to 10000. */
export const AP_RANGE: { readonly min: number; readonly max: number } = { min: AP_VALUE.minValue ?? 0, max: AP_VALUE.maxValue ?? 10000 };

/**
 * A PF or AP-lost value as typed (the app's boxes): read strictly (parseDecimal: "0x50", "1e2",
 * "8O" are no numbers) and within AP_RANGE, whole; undefined otherwise, and for an empty box.
 */
export function readAp(text: string): number | undefined {
  const n = parseDecimal(text.trim());
  return n !== undefined && AP_VALUE.safeParse(n).success ? n : undefined;
}

export type ResultEntryProblem = { code: 'no-round'; round: number } | { code: 'no-table'; round: number; table: number };

interface ResultEntry {
  /** The event with the result, when it was accepted. */
  event?: EventFile;
  problems: ResultEntryProblem[];
  /** What the result rules found; any error refuses the result. */
  issues: Issue[];
}

function findTable(event: EventFile, round: number, table: number): ResultEntryProblem | undefined {
  const r = event.rounds.find((x) => x.number === round);
  if (!r) return { code: 'no-round', round };
  if (!r.pairings.some((p) => p.table === table)) return { code: 'no-table', round, table };
  return undefined;
}

/** Names of a table's players, for the result rules' messages. */
function tableNames(event: EventFile, round: number, table: number): { a: string; b: string } {
  const p = event.rounds.find((x) => x.number === round)?.pairings.find((x) => x.table === table);
  const name = (id: string | undefined): string => event.players.find((x) => x.id === id)?.name ?? id ?? '?';
  return { a: name(p?.a), b: name(p?.b) };
}

/**
 * Enters (or corrects) the result of a table. Impossible combinations (result rules) refuse it
 * with their issues and leave the event as it was.
 */
export function enterResult(event: EventFile, round: number, table: number, result: TableResult, now: Date): ResultEntry {
  const missing = findTable(event, round, table);
  if (missing) return { problems: [missing], issues: [] };
  const issues = checkTableResult(result, tableNames(event, round, table));
  if (issues.some((i) => i.severity === 'error')) return { problems: [], issues };
  const stamped: TableResult = { ...result, enteredAt: now.toISOString() };
  const rounds = event.rounds.map((r) => (r.number !== round ? r : { ...r, pairings: r.pairings.map((p) => (p.table === table ? { ...p, result: stamped } : p)) }));
  return { event: { ...event, rounds, updatedAt: now.toISOString() }, problems: [], issues };
}

/** Removes a table's result (a correction; the app offers undo). */
export function clearResult(event: EventFile, round: number, table: number, now: Date): ResultEntry {
  const missing = findTable(event, round, table);
  if (missing) return { problems: [missing], issues: [] };
  const rounds = event.rounds.map((r) =>
    r.number !== round
      ? r
      : {
          ...r,
          pairings: r.pairings.map((p) => {
            if (p.table !== table) return p;
            const { result: _gone, ...rest } = p;
            return rest;
          }),
        },
  );
  return { event: { ...event, rounds, updatedAt: now.toISOString() }, problems: [], issues: [] };
}
