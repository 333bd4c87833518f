import { migrationProblem } from '../files/migrate';
import { z } from 'zod';
import type { CardLookup, FileIssue, LoadProblem } from '../db/types';
import { armyListSchema, assignmentSchema, entrySchema, type ArmyList, type Assignment, type Entry } from '../model/list';
import { MAX_LIST_ENTRIES } from '../model/list-format';
import { parseJsonText } from '../files/json';
import { coded, formatPath, zodProblems, type FileProblemCode } from '../files/problems';
import { assignmentTarget, assignmentTargetField, sameAssignment, withEntryNumber } from './assignments';
import { migrateListFile } from './migrate';

interface ParsedListFile {
  /** The list, repaired where needed (see parseListFile); absent when the file is unusable. */
  list?: ArmyList;
  problems: LoadProblem[];
}

const envelopeSchema = armyListSchema.extend({ entries: z.array(z.unknown()).max(MAX_LIST_ENTRIES, `a list holds at most ${MAX_LIST_ENTRIES} entries`) });
const looseEntrySchema = entrySchema.extend({ assignments: z.array(z.unknown()).default([]) });

/**
 * Reads a list file (`muster-list`). Never throws. Beyond the schema it checks, each reported
 * as a problem naming the file and field:
 * - a bad entry (`entries[2].count`) is skipped, a bad assignment is dropped;
 * - a duplicate entry id keeps the first entry and gives the later one a new `eN` id;
 * - an assignment to an entry that does not exist, to the entry itself, or the same
 *   assignment twice is dropped (`entries[2].assignments[0].machine`);
 * - with `cards`, an unknown card id is reported (`entries[4].cardId`); the entry is kept so
 *   that nothing is lost when a card folder is missing.
 */
export function parseListFile(text: string, file: string, cards?: CardLookup): ParsedListFile {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem] };
  return validateListFile(json.value, file, cards);
}

/** Like parseListFile, for data that is already parsed JSON. */
export function validateListFile(raw: unknown, file: string, cards?: CardLookup): ParsedListFile {
  const migrated = migrateListFile(raw);
  if (!migrated.ok) return { problems: [migrationProblem(file, migrated)] };
  const envelope = envelopeSchema.safeParse(migrated.value);
  if (!envelope.success) return { problems: zodProblems(file, envelope.error) };

  const problems: LoadProblem[] = [];
  // Pass 1: entries on their own; remember where each kept entry came from.
  const kept: { entry: Entry; index: number; rawAssignments: unknown[] }[] = [];
  envelope.data.entries.forEach((rawEntry, i) => {
    const parsed = looseEntrySchema.safeParse(rawEntry);
    if (!parsed.success) {
      problems.push(...zodProblems(file, parsed.error, formatPath(['entries', i])));
      return;
    }
    const { assignments, ...rest } = parsed.data;
    kept.push({ entry: { ...rest, assignments: [] }, index: i, rawAssignments: assignments });
  });

  // Pass 2: unique ids; later duplicates get fresh ids after the highest number in use (one pass, then a counter).
  let list: ArmyList = withEntryNumber({ ...envelope.data, entries: kept.map((k) => k.entry) });
  let last = list.lastEntryNumber ?? 0;
  const firstAt = new Map<string, number>();
  for (const k of kept) {
    const first = firstAt.get(k.entry.id);
    if (first === undefined) {
      firstAt.set(k.entry.id, k.index);
      continue;
    }
    const id = `e${++last}`;
    problems.push(coded(file, `entries[${k.index}].id`, 'entry-renamed', { id: k.entry.id, first, renamed: id }));
    k.entry.id = id;
    firstAt.set(id, k.index);
  }
  list = { ...list, lastEntryNumber: last };

  // Pass 3: cards and assignments.
  for (const k of kept) {
    const at = `entries[${k.index}]`;
    if (cards && !cards.card(k.entry.cardId)) {
      problems.push(coded(file, `${at}.cardId`, 'unknown-card', { cardId: k.entry.cardId }));
    }
    k.rawAssignments.forEach((rawA, j) => {
      const aAt = `${at}.assignments[${j}]`;
      const parsed = assignmentSchema.safeParse(rawA);
      if (!parsed.success) {
        problems.push(...zodProblems(file, parsed.error, aAt).map((p) => coded(file, p.path, 'assignment-invalid', {}, p.issue)));
        return;
      }
      const reason = assignmentProblem(parsed.data, k.entry, firstAt);
      if (reason) {
        problems.push(coded(file, `${aAt}.${assignmentTargetField(parsed.data)}`, ...reason));
        return;
      }
      k.entry.assignments.push(parsed.data);
    });
  }
  return { list: { ...list, entries: kept.map((k) => k.entry) }, problems };
}

function assignmentProblem(a: Assignment, entry: Entry, ids: Map<string, number>): [FileProblemCode, FileIssue['params']?] | undefined {
  const target = assignmentTarget(a);
  if (target === entry.id) return ['assignment-self'];
  if (!ids.has(target)) return ['assignment-missing', { target }];
  if (entry.assignments.some((x) => sameAssignment(x, a))) return ['assignment-twice'];
  return undefined;
}
