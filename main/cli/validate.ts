import { stat } from 'node:fs/promises';
import path from 'node:path';
import { summarize } from '../../core/checks/engine';
import type { CardDatabase } from '../../core/db/database';
import type { CardLookup, LoadProblem } from '../../core/db/types';
import { problemLine } from '../../core/files/problems';
import { issueMessage, translate } from '../../core/i18n';
import { type Lang, type SystemId } from '../../core/model/system';
import { readAsWindows1252, readDecodedText, type DecodedText } from '../services/read-file';
import { isSiegeFile } from '../siege/files';
import { oneOf, parseCommandArgs, langOption, usageError } from './args';
import { CARD_OPTIONS, cardFolders, cardOptionsHelp, loadCommandCards, type CardRequest } from './card-sources';
import { systemOfFile } from './system-of';
import { cannotRead, notAFolder } from './errors';
import type { CliCommand, CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './io';
import { checkList, checkSiege, type Checked } from './validate-formats';
import { helpText } from './help';

export type { ValidateJson, ValidateSiegeJson } from './validate-formats';

/** The --help of `muster validate` in `lang`. */
const usage = (lang: Lang): string => helpText(lang, 'validate', { cardOptions: cardOptionsHelp(18, lang), jsonFields: '{ file, readable, valid, errors, warnings, issues, ... }' });

const FORMATS = ['text', 'json'] as const;

/** What the command needs from outside; tests may replace the card database. */
export interface ValidateDeps {
  /** The cards of the request: with a `system`, only that system's shipped cards (a list needs no other unless it names another game's card). */
  loadCards(request: CardRequest): Promise<{ db: CardLookup & Pick<CardDatabase, 'query' | 'factions'>; problems: LoadProblem[] }>;
}

export const defaultDeps: ValidateDeps = { loadCards: loadCommandCards };

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** Most files one call checks (each is read, checked and let go before the next). */
export const MAX_VALIDATE_FILES = 1000;

/** The outcome of one file: its exit code and, when it could be checked, its JSON record. */
interface FileOutcome {
  code: number;
  json: Record<string, unknown>;
}

export async function runValidate(argv: string[], io: CliIO, deps: ValidateDeps = defaultDeps): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    ...CARD_OPTIONS,
    lang: { type: 'string' },
    format: { type: 'string' },
    selection: { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
  });
  if (positionals.length === 0) throw usageError('validate.missingFile');
  if (positionals.length > MAX_VALIDATE_FILES) throw usageError('validate.maxFiles', { max: String(MAX_VALIDATE_FILES), count: String(positionals.length) });
  if (values.selection !== undefined && positionals.length > 1) throw usageError('validate.selection');
  const lang: Lang = langOption(values.lang, io);
  const format = oneOf('format', values.format, FORMATS, 'text');

  const folders = cardFolders(values, io.cwd);
  for (const dir of folders.db) {
    if (!(await isDirectory(dir))) {
      io.stderr(`muster validate: ${notAFolder(dir, lang)}\n`);
      return EXIT_USAGE;
    }
  }

  // One card database per game system, loaded when the first file of that system comes (and
  // every system's for a list naming a card its own lacks). A problem of a card file read by
  // several of them (your own cards) is named once.
  const databases = new Map<SystemId | 'all', ReturnType<ValidateDeps['loadCards']>>();
  const named = new Set<string>();
  const database = (system: SystemId | undefined) => {
    const key = system ?? 'all';
    let loading = databases.get(key);
    if (!loading) {
      loading = deps.loadCards({ ...folders, system }).then((loaded) => {
        for (const p of loaded.problems) {
          const line = `muster validate: ${translate(lang, 'cli.read.cards', { problem: problemLine(lang)(p) })}\n`;
          if (!named.has(line)) io.stderr(line);
          named.add(line);
        }
        return loaded;
      });
      databases.set(key, loading);
    }
    return loading;
  };

  const one = positionals.length === 1;
  const outcomes: FileOutcome[] = [];
  for (const listArg of positionals) {
    const outcome = await validateFile(listArg, { io, lang, format, quiet: !one && values.quiet === true, several: !one, selection: values.selection, database });
    outcomes.push(outcome);
  }
  const worst = Math.max(...outcomes.map((o) => o.code));
  if (!one) {
    if (format === 'json') io.stdout(JSON.stringify(outcomes.map((o) => o.json)) + '\n');
    const count = (code: number) => outcomes.filter((o) => o.code === code).length;
    io.stderr(translate(lang, 'cli.files', { files: outcomes.length, valid: count(EXIT_OK), invalid: count(EXIT_FAILED), unreadable: count(EXIT_USAGE) }) + '\n');
  }
  return worst;
}

interface FileContext {
  io: CliIO;
  lang: Lang;
  format: (typeof FORMATS)[number];
  /** Only the verdict line per file (several files in text). */
  quiet: boolean;
  /** Several files: an unreadable one gets a summary line too. */
  several: boolean;
  selection: string | undefined;
  database(system: SystemId | undefined): ReturnType<ValidateDeps['loadCards']>;
}

/**
 * Checks one file and prints its issues and verdict (one file: text or JSON; several: the text
 * goes to stdout as it comes, the JSON records are printed together at the end).
 */
async function validateFile(listArg: string, ctx: FileContext): Promise<FileOutcome> {
  const { io, lang } = ctx;
  const listFile = path.resolve(io.cwd, listArg);
  const unreadable = (messages: string[]): FileOutcome => {
    for (const m of messages) io.stderr(`muster validate: ${m}\n`);
    if (ctx.several && ctx.format === 'text') io.stdout(translate(lang, 'cli.unreadable', { file: listArg }) + '\n');
    return { code: EXIT_USAGE, json: { file: listArg, readable: false, problems: messages } };
  };
  let decoded: DecodedText;
  try {
    decoded = await readDecodedText(listFile);
  } catch (err) {
    return unreadable([cannotRead('list', listArg, err, lang, listFile)]);
  }
  const { text } = decoded;
  // Not UTF-8: read as Windows-1252 (never into replacement characters), a repair named first.
  const encoding = decoded.encoding === 'utf-8' ? [] : [problemLine(lang)(readAsWindows1252(listArg))];
  const system = systemOfFile(listFile, text);
  const { db } = await ctx.database(system);
  // A list naming a card its system's shipped cards lack gets every system's (a card of another game is named so).
  const everySystem = system === undefined ? undefined : async () => (await ctx.database(undefined)).db;
  const input = { file: listFile, fileArg: listArg, text, db, lang, cwd: io.cwd, selection: ctx.selection, ...(everySystem ? { everySystem } : {}) };
  const result = isSiegeFile(listFile, text) ? await checkSiege(input) : await checkList(input);
  if ('unusable' in result) return unreadable([...encoding, ...result.unusable]);
  result.checked.repaired.unshift(...encoding);
  for (const n of [...result.checked.repaired, ...result.checked.notices]) io.stderr(`muster validate: ${n}\n`);
  const json = report(result.checked, listArg, lang, ctx.format === 'json' && ctx.several ? 'none' : ctx.format, ctx.quiet, io);
  return { code: json.valid ? EXIT_OK : EXIT_FAILED, json: { file: listArg, readable: true, ...json } };
}

/**
 * Prints the issues of a checked document: one line each and a verdict (only the verdict when
 * `quiet`), or one JSON object, or nothing (`none`: several files in JSON, printed together);
 * returns the JSON record either way.
 */
function report(checked: Checked, fileArg: string, lang: Lang, format: (typeof FORMATS)[number] | 'none', quiet: boolean, io: CliIO): Record<string, unknown> & { valid: boolean } {
  const { issues, names, repaired, notices } = checked;
  // A file read only with repairs is not valid as written, whatever the rest gives; the record
  // names the repairs and what did not carry over (notices), as stderr does.
  const summary = { ...summarize(issues), ...(repaired.length ? { valid: false, repaired } : {}), ...(notices.length ? { notices } : {}) };
  const out = {
    ...summary,
    issues: issues.map((i) => ({ code: i.code, severity: i.severity, ...checked.where(i), message: issueMessage(i, lang, names) })),
    ...checked.extra,
  };
  if (format === 'json') io.stdout(JSON.stringify(out) + '\n');
  if (format !== 'text') return out;
  const sevWidth = Math.max(...(['error', 'warning'] as const).map((s) => translate(lang, `cli.severity.${s}`).length));
  const idWidth = Math.max(1, ...issues.map((i) => (checked.at(i) ?? '-').length));
  for (const i of quiet ? [] : issues) {
    const sev = translate(lang, `cli.severity.${i.severity}`).padEnd(sevWidth);
    io.stdout(`${sev}  ${(checked.at(i) ?? '-').padEnd(idWidth)}  ${issueMessage(i, lang, names)}\n`);
  }
  const params = { file: fileArg, errors: summary.errors, warnings: summary.warnings };
  io.stdout(translate(lang, summary.valid ? 'cli.valid' : repaired.length && summarize(issues).valid ? 'cli.repaired' : 'cli.invalid', { ...params, repairs: repaired.length }) + '\n');
  return out;
}

export const command: CliCommand = {
  summary: 'check a list file against the rules',
  usage,
  run: (argv, io) => runValidate(argv, io),
};
