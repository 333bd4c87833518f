import path from 'node:path';
import { cardFileOfPack, factionPackSchema, packDiff, packOf, parsePack, type PackDiff } from '../../core/db/faction-pack';
import { parseCardFile } from '../../core/db/load';
import { problemLine } from '../../core/files/problems';
import { serializeWithSchema } from '../../core/files/serialize';
import { translate } from '../../core/i18n/translate';
import { cardFileSchema, type Card, type DbCard, type Faction } from '../../core/model/card';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION } from '../../core/model/card-terms';
import type { Lang, SystemId } from '../../core/model/system';
import { defaultUserDataDir, userCardsDir } from '../services/paths';
import { MAX_CARD_FILE_BYTES, readTextFile, readTextFileIfExists } from '../services/read-file';
import { makeFolder, safeWrite } from '../services/safe-write';
import { cannotReadFile, cannotWrite } from './errors';
import { cardFileBefore } from './card-target';
import { checkOutput } from './output';
import type { CliIO } from './io';
import { EXIT_OK, EXIT_USAGE } from './io';

/** `muster cards --system S --faction F --format pack`: the faction's cards as one pack (JSON text). */
export function packText(system: SystemId, faction: Faction, cards: readonly DbCard[], now = new Date()): string {
  const own: Card[] = cards.map(({ system: _s, faction: _f, ...card }) => card);
  return serializeWithSchema(factionPackSchema, packOf({ format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system, faction, cards: own }, now));
}

/** The preview of a pack's import in `lang`: how many cards it adds, changes and removes, then each of them (`+`, `~` with the fields, `-`). */
function previewLines(diff: PackDiff, lang: Lang): string[] {
  const name = (c: Card): string => `${c.id} (${c.name[lang]})`;
  return [
    translate(lang, 'cli.data.pack.summary', { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged }),
    ...diff.added.map((c) => `  + ${name(c)}`),
    ...diff.changed.map((c) => `  ~ ${name(c.after)}: ${c.fields.join(', ')}`),
    ...diff.removed.map((c) => `  - ${name(c)}`),
  ];
}

/**
 * `muster data import pack FILE [--out DIR] [--dry-run]`: a faction pack replaces that faction's
 * own cards in `<DIR>/<system>/<faction>.json` (default: your cards folder). The preview (added,
 * changed, removed cards) is printed first; with --dry-run nothing is written.
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
  const { pack, problems } = parsePack(text, path.relative(io.cwd, input) || input);
  const line = problemLine(lang);
  for (const p of problems) io.stderr(`muster data: ${line(p)}\n`);
  if (!pack) return EXIT_USAGE;
  const out = path.resolve(io.cwd, outOption ?? userCardsDir(defaultUserDataDir()));
  const file = path.join(out, pack.system, `${pack.faction.id}.json`);
  const before = dryRun ? { ok: true, current: (await readTextFileIfExists(file, MAX_CARD_FILE_BYTES, { links: 'refuse' }).then((t) => (t === undefined ? undefined : parseCardFile(t, file).file), () => undefined)) } : await cardFileBefore(file, io, lang);
  if (!before.ok) return EXIT_USAGE;
  const diff = packDiff(before.current?.cards ?? [], pack.cards);
  if (!dryRun) {
    const why = await checkOutput(file, [input], 'cards', force, lang);
    if (why) {
      io.stderr(`muster data: ${why}\n`);
      return EXIT_USAGE;
    }
    try {
      await makeFolder(path.dirname(file));
      // A card file (by default in your cards folder) is never written through a link.
      await safeWrite(file, serializeWithSchema(cardFileSchema, cardFileOfPack(pack)), { links: 'refuse' });
    } catch (err) {
      io.stderr(`muster data: ${cannotWrite(file, err, lang)}\n`);
      return EXIT_USAGE;
    }
  }
  if (json) {
    const ids = (cards: Card[]): string[] => cards.map((c) => c.id);
    io.stdout(JSON.stringify({ file, written: !dryRun, added: ids(diff.added), changed: diff.changed.map((c) => ({ id: c.after.id, fields: c.fields })), removed: ids(diff.removed), unchanged: diff.unchanged, problems }, null, 2) + '\n');
  } else {
    io.stdout(previewLines(diff, lang).join('\n') + '\n');
    io.stdout(`${dryRun ? translate(lang, 'cli.data.pack.dryRun', { file }) : translate(lang, 'cli.data.pack.written', { count: pack.cards.length, file })}\n`);
  }
  return problems.length > 0 ? 1 : EXIT_OK;
}
