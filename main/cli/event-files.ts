import { usageError } from './args';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { CardDatabase } from '../../core/db/database';
import type { LoadProblem } from '../../core/db/types';
import { problemLine } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import type { Lang } from '../../core/model/system';
import type { EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { parseEventResultsFile, type EventResultsFile } from '../../core/systems/confrontation/tjost/organiser/event-results';
import { parseLeagueFile, serializeLeague, type LeagueFile } from '../../core/systems/confrontation/tjost/organiser/league';
import { parseEventFile } from '../../core/systems/confrontation/tjost/organiser/load';
import { serializeEvent } from '../../core/systems/confrontation/tjost/organiser/serialize';
import { readTextFile } from '../services/read-file';
import { cannotRead, cannotWrite } from './errors';
import { safeWrite } from '../services/safe-write';
import { cardFolders, loadCommandCards } from './card-sources';
import type { CliIO } from './io';

/**
 * Reading and writing the organiser's files for the command line: the event or league file the
 * user names, checked by core before anything is changed, and written back with the one safe
 * write. A file that is not a usable event (or league) is reported and never written over.
 */

/** The one event file of an action's arguments; anything else is a usage error. */
export function oneEvent(positionals: readonly string[]): string {
  if (positionals.length !== 1) throw usageError('event.oneEvent');
  return positionals[0] ?? '';
}

/** A command's failure that is already explained on stderr: the exit code to return. */
class Refused extends Error {
  constructor(readonly code: number) {
    super(`refused with exit code ${code}`);
  }
}

/** The command's name for messages, e.g. `muster event`. */
type Prefix = 'muster event' | 'muster league';

/** A refusal in words: `muster event: <text>` on stderr. */
function say(io: CliIO, prefix: Prefix, lang: Lang, id: string, params: Record<string, string | number>): void {
  io.stderr(`${prefix}: ${translate(lang, id, params)}\n`);
}

export async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined)) !== undefined;
}

/** What a document the command reads is, for `cli.read.<what>`. */
type DocumentKind = 'event' | 'league' | 'list' | 'results';

/** Reads a document the user named and checks it with core's parser; refuses (exit 2, in `lang`) when it cannot be read or used. */
async function readDocument<T>(fileArg: string, io: CliIO, prefix: Prefix, what: DocumentKind, lang: Lang, parse: (text: string, file: string) => { value?: T; problems: LoadProblem[] }): Promise<T> {
  let text: string;
  try {
    text = await readTextFile(path.resolve(io.cwd, fileArg));
  } catch (err) {
    io.stderr(`${prefix}: ${cannotRead(what, fileArg, err, lang, path.resolve(io.cwd, fileArg))}\n`);
    throw new Refused(2);
  }
  const parsed = parse(text, fileArg);
  if (parsed.value === undefined) {
    const line = problemLine(lang);
    for (const p of parsed.problems) io.stderr(`${prefix}: ${line(p)}\n`);
    throw new Refused(2);
  }
  return parsed.value;
}

/** Writes a file with the one safe write; refuses (exit 2, in `lang`) when it cannot. */
export async function writeOutput(file: string, text: string | Uint8Array, io: CliIO, prefix: Prefix, lang: Lang): Promise<void> {
  try {
    await safeWrite(file, text);
  } catch (err) {
    io.stderr(`${prefix}: ${cannotWrite(file, err, lang)}\n`);
    throw new Refused(2);
  }
}

/** Reads and checks an event file. */
export async function loadEvent(fileArg: string, io: CliIO, lang: Lang): Promise<{ file: string; event: EventFile }> {
  const event = await readDocument(fileArg, io, 'muster event', 'event', lang, (text, file) => {
    const parsed = parseEventFile(text, file);
    return { value: parsed.event, problems: parsed.problems };
  });
  return { file: path.resolve(io.cwd, fileArg), event };
}

export async function saveEvent(file: string, event: EventFile, io: CliIO, lang: Lang): Promise<void> {
  await writeOutput(file, serializeEvent(event), io, 'muster event', lang);
}

/** Reads a league file; undefined when there is none yet (`missingOk`). */
export async function loadLeague(fileArg: string, io: CliIO, missingOk: boolean, lang: Lang): Promise<{ file: string; league?: LeagueFile }> {
  const file = path.resolve(io.cwd, fileArg);
  if (missingOk && !(await exists(file))) return { file };
  const league = await readDocument(fileArg, io, 'muster league', 'league', lang, (text, name) => {
    const parsed = parseLeagueFile(text, name);
    return { value: parsed.league, problems: parsed.problems };
  });
  return { file, league };
}

export async function saveLeague(file: string, league: LeagueFile, io: CliIO, lang: Lang): Promise<void> {
  await writeOutput(file, serializeLeague(league), io, 'muster league', lang);
}

/** Reads an event results file (`muster event export`) for the league; refuses (exit 2) when it cannot be read or used. */
export async function loadResults(fileArg: string, io: CliIO, lang: Lang): Promise<EventResultsFile> {
  return readDocument(fileArg, io, 'muster league', 'results', lang, (text, file) => {
    const parsed = parseEventResultsFile(text, file);
    return { value: parsed.results, problems: parsed.problems };
  });
}

/**
 * The cards of an event as the app has them: Confrontation's (TJOST is Confrontation's) and, when
 * a player's list is of another game (an older file: registration now refuses such lists), every
 * game's, so its points and names are those the app shows; your own cards included unless
 * `--no-user-cards`, with the `--db` folders laid over them (the options of CARD_OPTIONS).
 */
export async function organiserCards(
  values: { db?: string[] | undefined; 'no-user-cards'?: boolean | undefined },
  io: CliIO,
  lang: Lang,
  prefix: Prefix = 'muster event',
  event?: Pick<EventFile, 'players'>,
): Promise<CardDatabase> {
  const folders = cardFolders(values, io.cwd);
  for (const dir of folders.db) {
    if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
      say(io, prefix, lang, 'cli.read.db', { dir });
      throw new Refused(2);
    }
  }
  // One system's shipped cards or every system's (what the loading offers).
  const otherGame = event?.players.some((p) => p.list !== undefined && p.list.system !== 'confrontation') === true;
  const { db, problems } = await loadCommandCards({ ...folders, ...(otherGame ? {} : { system: 'confrontation' as const }) });
  const line = problemLine(lang);
  for (const p of problems) say(io, prefix, lang, 'cli.read.cards', { problem: line(p) });
  return db;
}

/** Reads list files handed in (at most `max`), each with the size limit; unreadable ones are named and skipped. */
export async function readListFiles(args: readonly string[], io: CliIO, lang: Lang): Promise<{ files: { fileName: string; text: string }[]; unreadable: number }> {
  const files: { fileName: string; text: string }[] = [];
  let unreadable = 0;
  for (const arg of args) {
    try {
      files.push({ fileName: arg, text: await readTextFile(path.resolve(io.cwd, arg)) });
    } catch (err) {
      io.stderr(`muster event: ${cannotRead('list', arg, err, lang, path.resolve(io.cwd, arg))}\n`);
      unreadable++;
    }
  }
  return { files, unreadable };
}

/** An action of `muster event` or `muster league`; `now` is the clock (tests fix it). */
export type Action = (argv: string[], io: CliIO, now: Date) => Promise<number>;

/**
 * Where the action is among the arguments: the first one that is not an option (`-x`, `--x`,
 * `--x=v`) nor an option's value, before any `--`; -1 when there is none. Which options take a
 * value is the action's to say, so an argument right after `--x` is the option's value unless it
 * names an action (`--lang de check`, `--force check`).
 */
export function actionIndex(argv: readonly string[], actions: Readonly<Record<string, Action>>): number {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') return -1;
    if (arg.startsWith('-') && arg !== '-') continue;
    const previous = i > 0 ? (argv[i - 1] ?? '') : '';
    const afterOption = previous.startsWith('--') && previous.length > 2 && !previous.includes('=');
    if (!afterOption || Object.hasOwn(actions, arg)) return i;
  }
  return -1;
}

/**
 * Runs the action named in `argv` (actionIndex: options may come before it) with the other
 * arguments; a Refused failure (already explained) becomes its exit code.
 */
export async function runOrganiserAction(actions: Record<string, Action>, argv: string[], io: CliIO, now: Date): Promise<number> {
  const at = actionIndex(argv, actions);
  const action = at < 0 ? undefined : argv[at];
  const rest = at < 0 ? argv : [...argv.slice(0, at), ...argv.slice(at + 1)];
  const run = action === undefined || !Object.hasOwn(actions, action) ? undefined : actions[action];
  const names = Object.keys(actions).join(', ');
  if (!run) throw action === undefined ? usageError('missingAction', { actions: names }) : usageError('unknownAction', { action, actions: names });
  try {
    return await run(rest, io, now);
  } catch (err) {
    if (err instanceof Refused) return err.code;
    throw err;
  }
}
