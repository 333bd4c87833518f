import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { summarize } from '../../core/checks/engine';
import type { CardDatabase } from '../../core/db/database';
import type { CardLookup, LoadProblem } from '../../core/db/types';
import { formatProblem } from '../../core/files/problems';
import { issueMessage, translate } from '../../core/i18n';
import { LANGS, type Lang, type SystemId } from '../../core/model/system';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { isSiegeFile } from '../siege/files';
import { oneOf, parseCommandArgs } from './args';
import { systemOfFile } from './system-of';
import type { CliCommand, CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError } from './io';
import { checkList, checkSiege, type Checked } from './validate-formats';

export type { ValidateJson, ValidateSiegeJson } from './validate-formats';

const USAGE = `Usage: muster validate LIST [--db DIR]... [--lang de|en] [--format text|json] [--selection FILE]

Checks a list file against the rules of its game system.
A siege roster (.muster-siege, format muster-siege) is checked against the siege rules,
with the attacker's and defender's lists it links.
  --db DIR        a folder of your own card files, laid over the shipped cards (repeatable)
  --selection F   TJOST game lists: their selection list file (default: the file the game list names)
  --lang de|en    language of the messages (default en)
  --format F      text (default) or json

Exit code: 0 no errors (warnings allowed), 1 the list has errors, 2 bad usage or unreadable input.`;

const FORMATS = ['text', 'json'] as const;

/** What the command needs from outside; tests may replace the card database. */
export interface ValidateDeps {
  loadCards(dirs: string[]): Promise<{ db: CardLookup & Pick<CardDatabase, 'query' | 'factions'>; problems: LoadProblem[] }>;
  /** The shipped card folders: with `system`, only that system's (a list needs no other). */
  shippedDirs(system?: SystemId): string[];
}

export const defaultDeps: ValidateDeps = {
  loadCards: (dirs) => loadCardDatabase(dirs),
  shippedDirs: (system) => [shippedCardsDir(defaultResourcesDir(), system)],
};

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

function reason(err: unknown): string {
  if (err && typeof err === 'object' && 'code' in err) {
    const code = (err as { code: unknown }).code;
    if (code === 'ENOENT') return 'no such file';
    if (code === 'EISDIR') return 'is a folder, not a list file';
    if (code === 'EACCES') return 'permission denied';
  }
  return err instanceof Error ? err.message : String(err);
}

export async function runValidate(argv: string[], io: CliIO, deps: ValidateDeps = defaultDeps): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    db: { type: 'string', multiple: true },
    lang: { type: 'string' },
    format: { type: 'string' },
    selection: { type: 'string' },
  });
  if (positionals.length !== 1) {
    throw new UsageError(positionals.length === 0 ? 'missing the list file' : `one list file only (got ${positionals.length})`);
  }
  const lang: Lang = oneOf('lang', values.lang, LANGS, 'en');
  const format = oneOf('format', values.format, FORMATS, 'text');
  const listArg = positionals[0] ?? '';
  const listFile = path.resolve(io.cwd, listArg);

  const userDirs = (values.db ?? []).map((d) => path.resolve(io.cwd, d));
  for (const dir of userDirs) {
    if (!(await isDirectory(dir))) {
      io.stderr(`muster validate: --db ${dir}: not a readable folder\n`);
      return EXIT_USAGE;
    }
  }

  let text: string;
  try {
    text = await readFile(listFile, 'utf8');
  } catch (err) {
    io.stderr(`muster validate: ${listArg}: cannot read the list file: ${reason(err)}\n`);
    return EXIT_USAGE;
  }

  const { db, problems: dbProblems } = await deps.loadCards([...deps.shippedDirs(systemOfFile(listFile, text)), ...userDirs]);
  for (const p of dbProblems) io.stderr(`muster validate: card database: ${formatProblem(p)}\n`);
  const input = { file: listFile, fileArg: listArg, text, db, lang, cwd: io.cwd, selection: values.selection };
  const result = isSiegeFile(listFile, text) ? await checkSiege(input) : await checkList(input);
  if ('unusable' in result) {
    for (const m of result.unusable) io.stderr(`muster validate: ${m}\n`);
    return EXIT_USAGE;
  }
  for (const n of result.checked.notices) io.stderr(`muster validate: ${n}\n`);
  report(result.checked, listArg, lang, format, io);
  return summarize(result.checked.issues).valid ? EXIT_OK : EXIT_FAILED;
}

/** Prints the issues of a checked document: one line each and a verdict, or one JSON object. */
function report(checked: Checked, fileArg: string, lang: Lang, format: (typeof FORMATS)[number], io: CliIO): void {
  const { issues, names } = checked;
  const summary = summarize(issues);
  if (format === 'json') {
    const out = {
      ...summary,
      issues: issues.map((i) => ({ code: i.code, severity: i.severity, ...checked.where(i), message: issueMessage(i, lang, names) })),
      ...checked.extra,
    };
    io.stdout(JSON.stringify(out) + '\n');
    return;
  }
  const sevWidth = Math.max(...(['error', 'warning'] as const).map((s) => translate(lang, `cli.severity.${s}`).length));
  const idWidth = Math.max(1, ...issues.map((i) => (checked.at(i) ?? '-').length));
  for (const i of issues) {
    const sev = translate(lang, `cli.severity.${i.severity}`).padEnd(sevWidth);
    io.stdout(`${sev}  ${(checked.at(i) ?? '-').padEnd(idWidth)}  ${issueMessage(i, lang, names)}\n`);
  }
  const params = { file: fileArg, errors: summary.errors, warnings: summary.warnings };
  io.stdout(translate(lang, summary.valid ? 'cli.valid' : 'cli.invalid', params) + '\n');
}

export const command: CliCommand = {
  summary: 'check a list file against the rules',
  usage: USAGE,
  run: (argv, io) => runValidate(argv, io),
};
