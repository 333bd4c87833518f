import { stat } from 'node:fs/promises';
import path from 'node:path';
import { problemLine } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import { parseListOrOwbFile } from '../../core/list/load-owb';
import { serializeList } from '../../core/list/serialize';
import { readTextFile } from '../services/read-file';
import { safeWrite } from '../services/safe-write';
import { cannotReadFile, cannotWrite, notAFolder } from './errors';
import { parseCommandArgs, OUT_OPTION, langOption, usageError } from './args';
import { CARD_OPTIONS, cardFolders, cardOptionsHelp, loadCommandCards, readFolders } from './card-sources';
import { checkOutput, insideFolders } from './output';
import type { CliCommand, CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './io';
import { helpText } from './help';
import type { Lang } from '../../core/model/system';

/** The --help of `muster import` in `lang`. */
const usage = (lang: Lang): string => helpText(lang, 'import', { cardOptions: cardOptionsHelp(18, lang) });

/** The default output: `army.owb.json` -> `army.muster` beside it. */
function defaultOut(file: string): string {
  const base = path.basename(file).replace(/\.owb\.json$|\.json$|\.muster$/i, '') || 'list';
  const name = path.basename(file).toLowerCase().endsWith('.muster') ? `${base}-imported.muster` : `${base}.muster`;
  return path.join(path.dirname(file), name);
}

export async function runImport(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    ...OUT_OPTION,
    ...CARD_OPTIONS,
    lang: { type: 'string' },
    force: { type: 'boolean' },
  });
  if (positionals.length !== 1) throw usageError(positionals.length === 0 ? 'import.missingFile' : 'import.oneFile');
  const lang = langOption(values.lang, io);
  const arg = positionals[0] ?? '';
  const file = path.resolve(io.cwd, arg);
  const folders = cardFolders(values, io.cwd);
  for (const dir of folders.db) {
    if (!(await stat(dir).then((s) => s.isDirectory(), () => false))) {
      io.stderr(`muster import: ${notAFolder(dir, lang)}\n`);
      return EXIT_USAGE;
    }
  }
  const out = path.resolve(io.cwd, values.out ?? defaultOut(file));
  const refused = (await checkOutput(out, [file], 'list', values.force === true, lang)) ?? (await insideFolders(out, readFolders(folders), lang));
  if (refused) {
    io.stderr(`muster import: ${refused}\n`);
    return EXIT_USAGE;
  }
  let text: string;
  try {
    text = await readTextFile(file);
  } catch (err) {
    io.stderr(`muster import: ${cannotReadFile(file, err, lang)}\n`);
    return EXIT_USAGE;
  }
  const { db, problems: dbProblems } = await loadCommandCards(folders);
  const line = problemLine(lang);
  for (const p of dbProblems) io.stderr(`muster import: ${line(p)}\n`);
  const parsed = parseListOrOwbFile(text, arg, db);
  for (const p of parsed.problems) io.stderr(`muster import: ${line(p)}\n`);
  for (const n of parsed.notes) io.stderr(`muster import: ${line(n)}\n`);
  if (!parsed.list) {
    if (parsed.problems.length === 0) io.stderr(`muster import: ${translate(lang, 'cli.read.unusable', { file: arg })}\n`);
    return EXIT_USAGE;
  }
  try {
    await safeWrite(out, serializeList(parsed.list));
  } catch (err) {
    io.stderr(`muster import: ${cannotWrite(out, err, lang)}\n`);
    return EXIT_USAGE;
  }
  io.stdout(`${out}\n`);
  return parsed.problems.length > 0 ? EXIT_FAILED : EXIT_OK;
}

export const command: CliCommand = { summary: 'make a Muster list from an Old World Builder list file', usage, run: runImport };
