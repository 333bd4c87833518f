import type { LoadProblem } from '../../../../db/types';
import { parseJsonText } from '../../../../files/json';
import { migrationProblem, type FileFormat } from '../../../../files/migrate';
import { coded, zodProblems } from '../../../../files/problems';
import { eventFileSchema, type EventFile } from './event';
import { EVENT_FILE, migrateEventFile } from './migrate';

interface ParsedEventFile {
  /** The event; absent when the file cannot be used. */
  event?: EventFile;
  problems: LoadProblem[];
}

/**
 * Reads an event file (`muster-event`). Never throws. Beyond the schema, an event must hang
 * together, or it is refused with a problem naming the field: player ids unique, rounds numbered
 * 1, 2, 3 … in order, every pairing and bye naming a registered player, nobody twice in a round
 * or against themselves, table numbers unique within a round.
 */
export function parseEventFile(text: string, file: string, fmt: FileFormat = EVENT_FILE): ParsedEventFile {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem] };
  return validateEventFile(json.value, file, fmt);
}

/** Like parseEventFile, for data that is already parsed JSON. */
function validateEventFile(raw: unknown, file: string, fmt: FileFormat = EVENT_FILE): ParsedEventFile {
  const migrated = migrateEventFile(raw, fmt);
  if (!migrated.ok) return { problems: [migrationProblem(file, migrated)] };
  const parsed = eventFileSchema.safeParse(migrated.value);
  if (!parsed.success) return { problems: zodProblems(file, parsed.error) };
  const problems = eventProblems(parsed.data, file);
  return problems.length ? { problems } : { event: parsed.data, problems: [] };
}

/** Where an event does not hang together (see parseEventFile); empty when it does. */
export function eventProblems(event: EventFile, file: string): LoadProblem[] {
  const out: LoadProblem[] = [];
  const ids = new Map<string, number>();
  event.players.forEach((p, i) => {
    const first = ids.get(p.id);
    if (first !== undefined) out.push(coded(file, `players[${i}].id`, 'player-id-twice', { id: p.id, first }));
    else ids.set(p.id, i);
  });
  event.rounds.forEach((round, r) => {
    const at = `rounds[${r}]`;
    if (round.number !== r + 1) out.push(coded(file, `${at}.number`, 'round-number', { number: round.number, expected: r + 1 }));
    const seen = new Map<string, string>();
    const tables = new Set<number>();
    const place = (id: string, where: string): void => {
      if (!ids.has(id)) out.push(coded(file, where, 'player-missing', { id }));
      const before = seen.get(id);
      if (before !== undefined) out.push(coded(file, where, 'player-placed-twice', { id, before }));
      else seen.set(id, where);
    };
    round.pairings.forEach((p, t) => {
      const pAt = `${at}.pairings[${t}]`;
      if (p.a === p.b) out.push(coded(file, `${pAt}.b`, 'player-self', { id: p.a }));
      place(p.a, `${pAt}.a`);
      if (p.a !== p.b) place(p.b, `${pAt}.b`);
      if (tables.has(p.table)) out.push(coded(file, `${pAt}.table`, 'table-twice', { table: p.table, round: round.number }));
      tables.add(p.table);
    });
    if (round.bye !== undefined) place(round.bye, `${at}.bye`);
  });
  return out;
}
