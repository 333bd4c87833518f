import type { Issue } from '../../../../checks/types';
import type { EventFile, TableResult } from './event';
import { checkTableResult } from './result-rules';

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
