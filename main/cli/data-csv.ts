import path from 'node:path';
import { cardsFromCsv, mergeImported } from '../../core/db/cards-csv';
import { formatProblem } from '../../core/files/problems';
import { serializeWithSchema } from '../../core/files/serialize';
import { cardFileSchema } from '../../core/model/card';
import { defaultUserDataDir, userCardsDir } from '../services/paths';
import { readTextFile } from '../services/read-file';
import { makeFolder, safeWrite } from '../services/safe-write';
import { reason } from './errors';
import { cardFileBefore } from './card-target';
import { checkOutput } from './output';
import type { CliIO } from './io';
import { EXIT_OK, EXIT_USAGE } from './io';

/** Biggest CSV file read. */
const MAX_CSV_BYTES = 32 * 1024 * 1024;

/**
 * `muster data import csv FILE [--out DIR]`: card rows from a spreadsheet into card files,
 * `<DIR>/<system>/<faction>.json` (default: your cards folder). Cards already in a file keep their
 * place; a row with the same id replaces its card. Rows that are not valid cards are named with
 * line and column on stderr (exit 1); the others are written.
 */
export async function importCsv(target: string, outOption: string | undefined, force: boolean, json: boolean, io: CliIO): Promise<number> {
  const input = path.resolve(io.cwd, target);
  let text: string;
  try {
    text = await readTextFile(input, MAX_CSV_BYTES);
  } catch (err) {
    io.stderr(`muster data: ${err instanceof Error ? err.message : String(err)}\n`);
    return EXIT_USAGE;
  }
  const { files, problems, rows } = cardsFromCsv(text, path.relative(io.cwd, input) || input);
  for (const p of problems) io.stderr(`muster data: ${formatProblem(p)}\n`);
  if (files.length === 0) {
    io.stderr(`muster data: no card could be read from ${input}\n`);
    return EXIT_USAGE;
  }
  const out = path.resolve(io.cwd, outOption ?? userCardsDir(defaultUserDataDir()));
  const targets = files.map((f) => ({ file: path.join(out, f.system, `${f.faction.id}.json`), content: f }));
  for (const t of targets) {
    if (path.resolve(t.file) === input) {
      io.stderr(`muster data: ${t.file} is the CSV file being read; choose another --out folder\n`);
      return EXIT_USAGE;
    }
    const why = await checkOutput(t.file, [input], 'cards', force);
    if (why) {
      io.stderr(`muster data: ${why}\n`);
      return EXIT_USAGE;
    }
  }
  const written: { file: string; cards: number }[] = [];
  for (const t of targets) {
    const before = await cardFileBefore(t.file, io);
    if (!before.ok) return EXIT_USAGE;
    const checked = cardFileSchema.parse(mergeImported(before.current, t.content));
    try {
      await makeFolder(path.dirname(t.file));
      // A card file (by default in your cards folder) is never written through a link.
      await safeWrite(t.file, serializeWithSchema(cardFileSchema, checked), { links: 'refuse' });
    } catch (err) {
      io.stderr(`muster data: cannot write ${t.file}: ${reason(err, t.file)}\n`);
      return EXIT_USAGE;
    }
    written.push({ file: t.file, cards: t.content.cards.length });
  }
  const imported = written.reduce((n, w) => n + w.cards, 0);
  if (json) io.stdout(JSON.stringify({ rows, imported, refused: rows - imported, written, problems }, null, 2) + '\n');
  else io.stdout(`${imported} of ${rows} cards written to ${written.length} card file(s) in ${out}\n`);
  return problems.length > 0 ? 1 : EXIT_OK;
}
