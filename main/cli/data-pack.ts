import path from 'node:path';
import { csvKnown } from '../../core/db/cards-csv';
import { cardFileOfPack, factionPackSchema, packImportDiff, packOf, parsePack, type PackDiff } from '../../core/db/faction-pack';
import { problemLine } from '../../core/files/problems';
import { serializeWithSchema } from '../../core/files/serialize';
import { translate } from '../../core/i18n/translate';
import { type Card, type DbCard, type Faction } from '../../core/model/card';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION } from '../../core/model/card-terms';
import type { Lang, SystemId } from '../../core/model/system';
import { defaultUserDataDir, userCardsDir } from '../services/paths';
import { MAX_CARD_FILE_BYTES, readTextFile } from '../services/read-file';
import { cannotReadFile } from './errors';
import { cardFileBefore, cardStore, writeCardFile } from './card-target';
import { cardFolders, loadCommandCards } from './card-sources';
import { checkOutput } from './output';
import type { CliIO } from './io';
import { EXIT_OK, EXIT_USAGE } from './io';

/** `muster cards --system S --faction F --format pack`: the faction's cards as one pack (JSON text). */
export function packText(system: SystemId, faction: Faction, cards: readonly DbCard[], now = new Date()): string {
  const own: Card[] = cards.map(({ system: _s, faction: _f, ...card }) => card);
  return serializeWithSchema(factionPackSchema, packOf({ format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system, faction, cards: own }, now));
}

/**
 * The preview of a pack's import in `lang`: how many cards it adds, changes and removes (and keeps,
 * when it left out cards the user has), then each of them (`+`, `~` with the fields, `-`, `=`).
 */
function previewLines(diff: PackDiff, lang: Lang): string[] {
  const name = (c: Card): string => `${c.id} (${c.name[lang]})`;
  const counts = { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged, kept: diff.kept.length };
  return [
    translate(lang, diff.kept.length > 0 ? 'cli.data.pack.summaryKept' : 'cli.data.pack.summary', counts),
    ...diff.added.map((c) => `  + ${name(c)}`),
    ...diff.changed.map((c) => `  ~ ${name(c.after)}: ${c.fields.join(', ')}`),
    ...diff.removed.map((c) => `  - ${name(c)}`),
    ...diff.kept.map((c) => `  = ${name(c)}: ${translate(lang, 'cli.data.pack.kept')}`),
  ];
}

/**
 * `muster data import pack FILE [--out DIR] [--dry-run]`: a faction pack replaces that faction's
 * own cards in `<DIR>/<system>/<faction>.json` (default: your cards folder), as the app's Import
 * pack does: its cards are checked against the cards the app reads (a card with a shipped card's
 * id, or your card's in another faction, is left out, as the CSV import refuses its row), and your
 * cards the pack holds but could not read are kept. The preview (added, changed, removed, kept
 * cards) is printed first; with --dry-run nothing is written. A pack without a card to import
 * changes nothing (exit 2, the problems on stderr). Written through the app's store of your
 * cards (cardStore: the previous version stays in the history).
 */
export async function importPack(target: string, outOption: string | undefined, force: boolean, dryRun: boolean, json: boolean, io: CliIO, lang: Lang): Promise<number> {
  const input = path.resolve(io.cwd, target);
  let text: string;
  try {
    text = await readTextFile(input, MAX_CARD_FILE_BYTES);
  } catch (err) {
    io.stderr(`muster data: ${cannotReadFile(input, err, lang)}\n`);
    return EXIT_USAGE;
  }
  // The cards the app reads (shipped, then your own): what the pack's ids are checked against.
  const loaded = await loadCommandCards(cardFolders({}, io.cwd));
  // The file as the user named it.
  const { pack, problems, leftOut } = parsePack(text, target, csvKnown(loaded.db));
  const line = problemLine(lang);
  for (const p of problems) io.stderr(`muster data: ${line(p)}\n`);
  // Nothing to import (no pack, or none of its cards): nothing is changed, as the app refuses it.
  if (!pack || pack.cards.length === 0) return EXIT_USAGE;
  const out = path.resolve(io.cwd, outOption ?? userCardsDir(defaultUserDataDir()));
  const file = path.join(out, pack.system, `${pack.faction.id}.json`);
  const before = await cardFileBefore(file, io, lang);
  if (!before.ok) return EXIT_USAGE;
  const diff = packImportDiff({ pack, leftOut }, before.current?.cards ?? []);
  // The pack's cards, then yours that it holds but could not read.
  const content = cardFileOfPack(pack, diff.kept);
  if (!dryRun) {
    const why = await checkOutput(file, [input], 'cards', force, lang);
    if (why) {
      io.stderr(`muster data: ${why}\n`);
      return EXIT_USAGE;
    }
    if (!(await writeCardFile(cardStore(out), content, io, lang))) return EXIT_USAGE;
  }
  if (json) {
    const ids = (cards: Card[]): string[] => cards.map((c) => c.id);
    io.stdout(JSON.stringify({ file, written: !dryRun, added: ids(diff.added), changed: diff.changed.map((c) => ({ id: c.after.id, fields: c.fields })), removed: ids(diff.removed), kept: ids(diff.kept), unchanged: diff.unchanged, problems }, null, 2) + '\n');
  } else {
    io.stdout(previewLines(diff, lang).join('\n') + '\n');
    io.stdout(`${dryRun ? translate(lang, 'cli.data.pack.dryRun', { file }) : translate(lang, 'cli.data.pack.written', { count: content.cards.length, file })}\n`);
  }
  return problems.length > 0 ? 1 : EXIT_OK;
}
