import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CardLookup, LoadProblem } from '../../core/db/types';
import { formatProblem } from '../../core/files/problems';
import { entryNamer, issueMessage, translate } from '../../core/i18n';
import type { CardDatabase } from '../../core/db/database';
import { parseListOrOwbFile } from '../../core/list/load-owb';
import { listTotals, type ListTotals } from '../../core/list/totals';
import type { ArmyList } from '../../core/model/list';
import { categoryTotals } from '../../core/oldworld/facts';
import type { OwCategory } from '../../core/oldworld/model';
import { LANGS, type Lang } from '../../core/model/system';
import { summarize, validateList } from '../../core/rules/engine';
import type { Issue } from '../../core/rules/types';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { loadSelectionFor } from '../tjost/selection-file';
import { isSiegeFile } from '../siege/files';
import { oneOf, parseCommandArgs } from './args';
import type { CliCommand, CliIO } from './io';
import { runValidateSiege } from './validate-siege';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError } from './io';

const USAGE = `Usage: muster validate LIST [--db DIR]... [--lang de|en] [--format text|json] [--selection FILE]

Checks a list file against the rules of its game system.
An Old World Builder list (.owb.json, or JSON with "game": "the-old-world") is read directly;
what cannot be taken over from it is named on standard error.
A siege roster (.muster-siege, format muster-siege) is checked against the siege rules,
with the attacker's and defender's lists it links.
  --db DIR        a folder of your own card files, laid over the shipped cards (repeatable)
  --selection F   TJOST game lists: their selection list file (default: the file the game list names)
  --lang de|en    language of the messages (default en)
  --format F      text (default) or json: {valid, errors, warnings, issues, totals} with
                  totals {points, limit, figures, entries} and, for The Old World,
                  categories {characters: {points, percent}, core: ..., ...}

Exit code: 0 no errors (warnings allowed), 1 the list has errors, 2 bad usage or unreadable input.`;

const FORMATS = ['text', 'json'] as const;

/** What the command needs from outside; tests may replace the card database. */
export interface ValidateDeps {
  loadCards(dirs: string[]): Promise<{ db: CardLookup & Pick<CardDatabase, 'query'>; problems: LoadProblem[] }>;
  shippedDirs(): string[];
}

export const defaultDeps: ValidateDeps = {
  loadCards: (dirs) => loadCardDatabase(dirs),
  shippedDirs: () => [shippedCardsDir(defaultResourcesDir())],
};

export interface ValidateJson {
  valid: boolean;
  errors: number;
  warnings: number;
  issues: { code: string; severity: Issue['severity']; entryId: string | null; message: string }[];
  totals: ListTotals & { categories?: Record<OwCategory, { points: number; percent: number }> };
}

/** The list's numbers for the JSON output: points, limit, figures, entries; for The Old World points and share per category. */
export function totalsJson(list: ArmyList, db: CardLookup): ValidateJson['totals'] {
  const totals: ValidateJson['totals'] = listTotals(list, db);
  if (list.system === 'oldworld') {
    totals.categories = Object.fromEntries(categoryTotals(list, db).map((c) => [c.category, { points: c.points, percent: c.percent }])) as Record<OwCategory, { points: number; percent: number }>;
  }
  return totals;
}

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

  const { db, problems: dbProblems } = await deps.loadCards([...deps.shippedDirs(), ...userDirs]);
  for (const p of dbProblems) io.stderr(`muster validate: card database: ${formatProblem(p)}\n`);
  if (isSiegeFile(listFile, text)) return runValidateSiege({ file: listFile, fileArg: listArg, text, db, lang, format, io });

  const parsed = parseListOrOwbFile(text, listArg, db);
  // What an Old World Builder file held that Muster cannot take over is named; the rest is checked.
  if (!parsed.list || (parsed.kind === 'muster' && parsed.problems.length > 0)) {
    for (const p of parsed.problems) io.stderr(`muster validate: ${formatProblem(p)}\n`);
    if (parsed.problems.length === 0) io.stderr(`muster validate: ${listArg}: not a usable list file\n`);
    return EXIT_USAGE;
  }
  for (const p of parsed.problems) io.stderr(`muster validate: ${formatProblem(p)}\n`);
  for (const n of parsed.notes) io.stderr(`muster validate: ${listArg}: ${n}\n`);

  const list = parsed.list;
  const linked = await loadSelectionFor({ list, listFile: listArg, override: values.selection, cwd: io.cwd, lookup: db });
  if (!linked.ok) {
    for (const m of linked.messages) io.stderr(`muster validate: ${m}\n`);
    return EXIT_USAGE;
  }
  const issues = validateList(list, db, linked.selection ? { selection: linked.selection } : {});
  const summary = summarize(issues);
  const names = { entryName: entryNamer(list, db, lang) };

  if (format === 'json') {
    const out: ValidateJson = {
      ...summary,
      issues: issues.map((i) => ({
        code: i.code,
        severity: i.severity,
        entryId: i.entryId ?? null,
        message: issueMessage(i, lang, names),
      })),
      totals: totalsJson(list, db),
    };
    io.stdout(JSON.stringify(out) + '\n');
  } else {
    const sevWidth = Math.max(...(['error', 'warning'] as const).map((s) => translate(lang, `cli.severity.${s}`).length));
    const idWidth = Math.max(1, ...issues.map((i) => (i.entryId ?? '-').length));
    for (const i of issues) {
      const sev = translate(lang, `cli.severity.${i.severity}`).padEnd(sevWidth);
      io.stdout(`${sev}  ${(i.entryId ?? '-').padEnd(idWidth)}  ${issueMessage(i, lang, names)}\n`);
    }
    const params = { file: listArg, errors: summary.errors, warnings: summary.warnings };
    io.stdout(translate(lang, summary.valid ? 'cli.valid' : 'cli.invalid', params) + '\n');
  }
  return summary.valid ? EXIT_OK : EXIT_FAILED;
}

export const command: CliCommand = {
  summary: 'check a list file (or an Old World Builder list) against the rules',
  usage: USAGE,
  run: (argv, io) => runValidate(argv, io),
};
