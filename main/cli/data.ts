import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileIssueText, problemLine, zodIssue } from '../../core/files/problems';
import { serializeWithSchema } from '../../core/files/serialize';
import { cardFileSchema } from '../../core/model/card';
import { importOwb, type OwbSourceFile } from '../../core/systems/oldworld/import/owb';
import { reportLines, storedReport } from '../../core/systems/oldworld/import/report';
import { defaultResourcesDir, IMPORT_REPORT, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { defaultUserDataDir, userCardsDir } from '../services/paths';
import { readTextFile } from '../services/read-file';
import { provenanceSchema } from '../../core/systems/oldworld/model';
import { makeFolder, safeWrite } from '../services/safe-write';
import { oneOf, parseCommandArgs, schemaOption, OUT_OPTION, langOption, usageError } from './args';
import { importCsv } from './data-csv';
import { importPack } from './data-pack';
import { checkOutput, outFolderProblem, sameFile } from './output';
import type { CliCommand, CliIO } from './io';
import { EXIT_OK, EXIT_USAGE } from './io';
import { translate } from '../../core/i18n/translate';
import { cannotReadFile, cannotWrite } from './errors';
import { helpText } from './help';
import type { Lang } from '../../core/model/system';

/** The --help of `muster data` in `lang`. */
const usage = (lang: Lang): string => helpText(lang, 'data');

/** Where the files of the dataset are in its repository. */
const REPO_FILES = ['src/assets/the-old-world.json', 'src/utils/rules.js', 'src/pages/magic/name-map.js', 'src/components/rules-index/rules-index-export.json', 'src/components/rules-index/rules-map.js'];
const ARMY_FOLDER = 'public/games/the-old-world';

async function isDir(p: string): Promise<boolean> {
  return fs.stat(p).then((s) => s.isDirectory(), () => false);
}

/** The files to read for PATH: the repository layout, a folder of army files, or one file. */
async function sourceFiles(input: string): Promise<string[]> {
  if (!(await isDir(input))) return [input];
  const armyDir = (await isDir(path.join(input, ARMY_FOLDER))) ? path.join(input, ARMY_FOLDER) : input;
  const names = (await fs.readdir(armyDir)).filter((n) => n.endsWith('.json')).sort();
  const files = names.map((n) => path.join(armyDir, n));
  for (const rel of REPO_FILES) {
    const full = path.join(input, rel);
    if (await fs.stat(full).then((s) => s.isFile(), () => false)) files.push(full);
  }
  return files;
}

/** The commit of a git checkout at `dir` (from .git/HEAD), if it is one. */
async function gitCommit(dir: string): Promise<string | undefined> {
  try {
    const head = (await readTextFile(path.join(dir, '.git', 'HEAD'))).trim();
    if (/^[0-9a-f]{40}$/.test(head)) return head;
    const ref = /^ref: (.+)$/.exec(head)?.[1];
    if (!ref) return undefined;
    const loose = await readTextFile(path.join(dir, '.git', ref)).catch(() => undefined);
    if (loose) return loose.trim();
    const packed = await readTextFile(path.join(dir, '.git', 'packed-refs')).catch(() => '');
    return packed.split('\n').find((l) => l.endsWith(` ${ref}`))?.split(' ')[0];
  } catch {
    return undefined;
  }
}

/**
 * Why the import must not write its files (checked before any is written), or undefined: a
 * target that is one of the files read, or an existing file of another kind (unless `force`).
 * In `lang`.
 */
async function refusedTarget(out: string, targets: { file: string; kind: 'cards' | 'import-report' }[], sources: string[], force: boolean, cwd: string, lang: Lang): Promise<string | undefined> {
  for (const { file } of targets) {
    for (const source of sources) {
      if (await sameFile(file, source)) return translate(lang, 'cli.output.source', { out, file, input: path.relative(cwd, source) || source });
    }
  }
  for (const { file, kind } of targets) {
    const why = await checkOutput(file, [], kind, force, lang);
    if (why) return why;
  }
  return undefined;
}

export async function runData(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    ...OUT_OPTION,
    'dataset-version': { type: 'string' },
    format: { type: 'string' },
    force: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    lang: { type: 'string' },
  });
  const [verb, kind, target, ...extra] = positionals;
  if (verb !== 'import') throw verb === undefined ? usageError('data.missingAction') : usageError('data.unknownAction', { action: verb });
  if (kind !== 'owb' && kind !== 'csv' && kind !== 'pack') throw kind === undefined ? usageError('data.missingKind') : usageError('data.unknownKind', { kind });
  if (target === undefined) throw usageError(kind === 'csv' ? 'data.missingCsv' : kind === 'pack' ? 'data.missingPack' : 'data.missingPath');
  if (extra.length) throw usageError('data.onePath', { paths: [target, ...extra].join(', ') });
  const format = oneOf('format', values.format, ['text', 'json'] as const, 'text');
  // The language of the messages (and of a CSV import's problems, as the app words them).
  const lang = langOption(values.lang, io);
  const datasetVersion = schemaOption('dataset-version', values['dataset-version'], provenanceSchema.shape.version);
  // The folder written into, named before anything is read: a file there is no folder.
  const outDir = path.resolve(io.cwd, values.out ?? (kind === 'owb' ? path.join(userCardsDir(defaultUserDataDir()), 'oldworld') : userCardsDir(defaultUserDataDir())));
  const shown = values.out !== undefined ? `--out ${values.out}` : translate(lang, 'cli.output.outFolder.cardsFolder', { dir: outDir });
  const notFolder = await outFolderProblem(outDir, shown, lang);
  if (notFolder) {
    io.stderr(`muster data: ${translate(lang, 'cli.output.nothingWritten', { problem: notFolder })}\n`);
    return EXIT_USAGE;
  }
  if (kind === 'pack') return importPack(target, values.out, values.force === true, values['dry-run'] === true, format === 'json', io, lang);
  if (kind === 'csv') return importCsv(target, { out: values.out, force: values.force === true, json: format === 'json', lang }, io);
  const input = path.resolve(io.cwd, target);
  if (!(await fs.stat(input).then(() => true, () => false))) {
    io.stderr(`muster data: ${translate(lang, 'cli.read.path', { file: input })}\n`);
    return EXIT_USAGE;
  }
  const files: OwbSourceFile[] = [];
  const sources = await sourceFiles(input);
  for (const file of sources) {
    try {
      // Named as the user named them: the path given, and a file found in a folder given under it.
      files.push({ name: file === input ? target : path.join(target, path.relative(input, file)), text: await readTextFile(file, 64 * 1024 * 1024) });
    } catch (err) {
      io.stderr(`muster data: ${cannotReadFile(file, err, lang)}\n`);
      return EXIT_USAGE;
    }
  }
  const shipped = await loadCardDatabase([shippedCardsDir(defaultResourcesDir(), 'oldworld')]);
  const known = shipped.db.factions('oldworld');
  const version = datasetVersion ?? (await gitCommit(input));
  const result = importOwb(files, { known, knownCards: shipped.db.all(), ...(version ? { version } : {}) });
  if (result.files.length === 0) {
    io.stderr(`muster data: ${translate(lang, 'cli.data.owbNone', { dir: input })}\n`);
    for (const line of reportLines(result.report, lang)) io.stderr(`  ${line}\n`);
    return EXIT_USAGE;
  }
  const out = outDir;
  const reportFile = path.join(out, IMPORT_REPORT);
  const refused = await refusedTarget(
    out,
    [...result.files.map((f) => ({ file: path.join(out, f.path), kind: 'cards' as const })), { file: reportFile, kind: 'import-report' as const }],
    sources,
    values.force === true,
    io.cwd,
    lang,
  );
  if (refused) {
    io.stderr(`muster data: ${refused}\n`);
    return EXIT_USAGE;
  }
  const written: string[] = [];
  // Card files are the user's cards (by default the cards folder of the user data folder): never written through a link.
  const write = async (target: string, text: string): Promise<boolean> => {
    try {
      await makeFolder(path.dirname(target));
      await safeWrite(target, text, { links: 'refuse' });
      return true;
    } catch (err) {
      io.stderr(`muster data: ${cannotWrite(target, err, lang)}\n`);
      return false;
    }
  };
  for (const file of result.files) {
    const target = path.join(out, file.path);
    const checked = cardFileSchema.safeParse(file.content);
    if (!checked.success) {
      io.stderr(`muster data: ${file.path}: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${fileIssueText(zodIssue(i), lang)}`).join('; ')}\n`);
      return EXIT_USAGE;
    }
    if (!(await write(target, serializeWithSchema(cardFileSchema, checked.data)))) return EXIT_USAGE;
    written.push(target);
  }
  // The report goes beside the data: what was read, mapped, filled in and dropped (a test checks the shipped one).
  const { files: read, ...counts } = storedReport(result.report);
  const stored = { dataset: 'Old World Builder', ...(version ? { version } : {}), files: read.map((f) => ({ name: path.basename(f.name), as: f.as })), ...counts };
  if (!(await write(reportFile, JSON.stringify(stored, null, 2) + '\n'))) return EXIT_USAGE;
  if (format === 'json') io.stdout(JSON.stringify({ written, report: storedReport(result.report) }, null, 2) + '\n');
  else {
    for (const line of reportLines(result.report, lang)) io.stdout(`${line}\n`);
    io.stdout(`${translate(lang, 'cli.data.owbWritten', { count: written.length, out })}\n`);
  }
  const line = problemLine(lang);
  for (const p of shipped.problems) io.stderr(`muster data: ${translate(lang, 'cli.data.shipped', { problem: line(p) })}\n`);
  return EXIT_OK;
}

export const command: CliCommand = { summary: 'import card data (Old World Builder datasets, CSV from a spreadsheet)', usage, run: runData };
