import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { CardDatabase } from '../../core/db/database';
import type { LoadProblem } from '../../core/db/types';
import { formatProblem } from '../../core/files/problems';
import type { EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { parseLeagueFile, serializeLeague, type LeagueFile } from '../../core/systems/confrontation/tjost/organiser/league';
import { parseEventFile } from '../../core/systems/confrontation/tjost/organiser/load';
import { serializeEvent } from '../../core/systems/confrontation/tjost/organiser/serialize';
import { readTextFile } from '../services/read-file';
import { reason } from './errors';
import { safeWrite } from '../services/safe-write';
import { cardFolders, loadCommandCards } from './card-sources';
import type { CliIO } from './io';
import { UsageError } from './io';

/**
 * Reading and writing the organiser's files for the command line: the event or league file the
 * user names, checked by core before anything is changed, and written back with the one safe
 * write. A file that is not a usable event (or league) is reported and never written over.
 */

/** A command's failure that is already explained on stderr: the exit code to return. */
class Refused extends Error {
  constructor(readonly code: number) {
    super(`refused with exit code ${code}`);
  }
}

export { reason } from './errors';

/** The command's name for messages, e.g. `muster event`. */
type Prefix = 'muster event' | 'muster league';

export async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined)) !== undefined;
}

/** Reads a document the user named and checks it with core's parser; refuses (exit 2) when it cannot be read or used. */
async function readDocument<T>(fileArg: string, io: CliIO, prefix: Prefix, what: string, parse: (text: string, file: string) => { value?: T; problems: LoadProblem[] }): Promise<T> {
  let text: string;
  try {
    text = await readTextFile(path.resolve(io.cwd, fileArg));
  } catch (err) {
    io.stderr(`${prefix}: ${fileArg}: cannot read the ${what}: ${reason(err)}\n`);
    throw new Refused(2);
  }
  const parsed = parse(text, fileArg);
  if (parsed.value === undefined) {
    for (const p of parsed.problems) io.stderr(`${prefix}: ${formatProblem(p)}\n`);
    throw new Refused(2);
  }
  return parsed.value;
}

/** Writes a document with the one safe write; refuses (exit 2) when it cannot. */
async function writeDocument(file: string, text: string, io: CliIO, prefix: Prefix): Promise<void> {
  try {
    await safeWrite(file, text);
  } catch (err) {
    io.stderr(`${prefix}: cannot write ${file}: ${reason(err)}\n`);
    throw new Refused(2);
  }
}

/** Reads and checks an event file. */
export async function loadEvent(fileArg: string, io: CliIO): Promise<{ file: string; event: EventFile }> {
  const event = await readDocument(fileArg, io, 'muster event', 'event file', (text, file) => {
    const parsed = parseEventFile(text, file);
    return { value: parsed.event, problems: parsed.problems };
  });
  return { file: path.resolve(io.cwd, fileArg), event };
}

export async function saveEvent(file: string, event: EventFile, io: CliIO): Promise<void> {
  await writeDocument(file, serializeEvent(event), io, 'muster event');
}

/** Reads a league file; undefined when there is none yet (`missingOk`). */
export async function loadLeague(fileArg: string, io: CliIO, missingOk: boolean): Promise<{ file: string; league?: LeagueFile }> {
  const file = path.resolve(io.cwd, fileArg);
  if (missingOk && !(await exists(file))) return { file };
  const league = await readDocument(fileArg, io, 'muster league', 'league file', (text, name) => {
    const parsed = parseLeagueFile(text, name);
    return { value: parsed.league, problems: parsed.problems };
  });
  return { file, league };
}

export async function saveLeague(file: string, league: LeagueFile, io: CliIO): Promise<void> {
  await writeDocument(file, serializeLeague(league), io, 'muster league');
}

/**
 * The Confrontation cards (TJOST is Confrontation's) as the app has them, your own included unless
 * `--no-user-cards`, with the `--db` folders laid over them (the options of CARD_OPTIONS).
 */
export async function organiserCards(values: { db?: string[] | undefined; 'no-user-cards'?: boolean | undefined }, io: CliIO): Promise<CardDatabase> {
  const folders = cardFolders(values, io.cwd);
  for (const dir of folders.db) {
    if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
      io.stderr(`muster event: --db ${dir}: not a readable folder\n`);
      throw new Refused(2);
    }
  }
  const { db, problems } = await loadCommandCards({ ...folders, system: 'confrontation' });
  for (const p of problems) io.stderr(`muster event: card database: ${formatProblem(p)}\n`);
  return db;
}

/** Reads list files handed in (at most `max`), each with the size limit; unreadable ones are named and skipped. */
export async function readListFiles(args: readonly string[], io: CliIO): Promise<{ files: { fileName: string; text: string }[]; unreadable: number }> {
  const files: { fileName: string; text: string }[] = [];
  let unreadable = 0;
  for (const arg of args) {
    try {
      files.push({ fileName: arg, text: await readTextFile(path.resolve(io.cwd, arg)) });
    } catch (err) {
      io.stderr(`muster event: ${arg}: cannot read the list file: ${reason(err)}\n`);
      unreadable++;
    }
  }
  return { files, unreadable };
}

/** An action of `muster event` or `muster league`; `now` is the clock (tests fix it). */
export type Action = (argv: string[], io: CliIO, now: Date) => Promise<number>;

/** Runs the action named first in `argv`; a Refused failure (already explained) becomes its exit code. */
export async function runOrganiserAction(actions: Record<string, Action>, argv: string[], io: CliIO, now: Date): Promise<number> {
  const [action, ...rest] = argv;
  const run = action === undefined ? undefined : actions[action];
  if (!run) throw new UsageError(action === undefined ? `missing the action (${Object.keys(actions).join(', ')})` : `unknown action '${action}' (${Object.keys(actions).join(', ')})`);
  try {
    return await run(rest, io, now);
  } catch (err) {
    if (err instanceof Refused) return err.code;
    throw err;
  }
}
