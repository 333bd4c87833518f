import path from 'node:path';
import { cardsFromCsv, csvKnown, isCsvRefusal, mergeImported } from '../../core/db/cards-csv';
import { decodeText } from '../../core/files/encoding';
import { problemLine } from '../../core/files/problems';
import { csvProblemText, type Translate } from '../../core/i18n/card-field-labels';
import { translate } from '../../core/i18n/translate';
import { cardFileSchema } from '../../core/model/card';
import type { Lang } from '../../core/model/system';
import { defaultUserDataDir, userCardsDir } from '../services/paths';
import { readFileBytes } from '../services/read-file';
import { cannotReadFile } from './errors';
import { cardFileBefore, cardStore, writeCardFile } from './card-target';
import { cardFolders, loadCommandCards } from './card-sources';
import { checkOutput } from './output';
import type { CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './io';

/** Biggest CSV file read. */
const MAX_CSV_BYTES = 32 * 1024 * 1024;

/** What `muster data import csv` was asked: where to write, whether to replace other files, JSON or text, the language of its messages. */
export interface CsvImportOptions {
  out: string | undefined;
  force: boolean;
  json: boolean;
  lang: Lang;
}

/**
 * `muster data import csv FILE [--out DIR] [--lang de|en]`: card rows from a spreadsheet into
 * card files, `<DIR>/<system>/<faction>.json` (default: your cards folder), as the app's Import
 * cards (CSV) does: the file is read as UTF-8, else as Windows-1252 (and that is said); the rows
 * are checked against the cards the app reads (the shipped cards and your own), so a shipped
 * faction keeps its names and a row with a shipped card's id, or your card's in another faction,
 * is refused; problems and notes are worded as the app words them, in `--lang`. Cards already in
 * a file keep their place; a row with the same id replaces its card. Refused rows are named with
 * line and column on stderr (exit 1), notes too (they change no count); the others are written,
 * through the app's store of your cards (cardStore: the previous version stays in the history).
 */
export async function importCsv(target: string, options: CsvImportOptions, io: CliIO): Promise<number> {
  const { lang } = options;
  const t: Translate = (key, params) => translate(lang, key, params);
  const input = path.resolve(io.cwd, target);
  let bytes: Uint8Array;
  try {
    bytes = await readFileBytes(input, MAX_CSV_BYTES);
  } catch (err) {
    io.stderr(`muster data: ${cannotReadFile(input, err, lang)}\n`);
    return EXIT_USAGE;
  }
  const { text, encoding } = decodeText(bytes);
  // The file as the user named it (problems name it so: `cards.csv, line 7, column size`).
  const name = target;
  if (encoding === 'windows-1252') io.stderr(`muster data: ${name}: ${t('cardsCsv.windows1252')}\n`);
  // The cards the app reads (shipped, then your own): what the rows are checked against.
  const loaded = await loadCommandCards(cardFolders({}, io.cwd));
  const { files, problems, rows } = cardsFromCsv(text, name, csvKnown(loaded.db));
  for (const p of problems) io.stderr(`muster data: ${csvProblemText(p, t, lang)}\n`);
  const refusals = problems.filter(isCsvRefusal);
  const notes = problems.filter((p) => !isCsvRefusal(p));
  if (rows === 0) {
    io.stderr(`muster data: ${t('cli.data.csv.none', { file: name })}\n`);
    return EXIT_USAGE;
  }
  const out = path.resolve(io.cwd, options.out ?? userCardsDir(defaultUserDataDir()));
  const targets = files.map((f) => ({ file: path.join(out, f.system, `${f.faction.id}.json`), content: f }));
  for (const tgt of targets) {
    if (path.resolve(tgt.file) === input) {
      io.stderr(`muster data: ${t('cli.output.csv', { file: tgt.file })}\n`);
      return EXIT_USAGE;
    }
    const why = await checkOutput(tgt.file, [input], 'cards', options.force, lang);
    if (why) {
      io.stderr(`muster data: ${why}\n`);
      return EXIT_USAGE;
    }
  }
  // A card file that could not be read for the check is named (the files written are named below, when they are read again).
  const targetFiles = new Set(targets.map((tgt) => path.resolve(tgt.file)));
  const line = problemLine(lang);
  for (const p of loaded.problems) if (!targetFiles.has(path.resolve(p.file))) io.stderr(`muster data: ${line(p)}\n`);
  const written: { file: string; cards: number }[] = [];
  // Written as the app writes your cards: the safe write, each file's previous version kept in its history (your cards folder).
  const store = cardStore(out);
  for (const tgt of targets) {
    const before = await cardFileBefore(tgt.file, io, lang);
    if (!before.ok) return EXIT_USAGE;
    const checked = cardFileSchema.parse(mergeImported(before.current, tgt.content));
    if (!(await writeCardFile(store, checked, io, lang))) return EXIT_USAGE;
    written.push({ file: tgt.file, cards: tgt.content.cards.length });
  }
  const imported = written.reduce((n, w) => n + w.cards, 0);
  if (options.json) io.stdout(JSON.stringify({ rows, imported, refused: rows - imported, encoding, written, problems: refusals, notes }, null, 2) + '\n');
  else io.stdout(`${t('cli.data.csv.written', { imported, rows, files: written.length, out })}\n`);
  // A note (a new faction named by its id) refuses nothing: only refused rows make the exit code 1.
  return refusals.length > 0 ? EXIT_FAILED : EXIT_OK;
}
