import path from 'node:path';
import { parseCardFile } from '../../core/db/load';
import { problemLine } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import type { CardFile } from '../../core/model/card';
import type { Lang } from '../../core/model/system';
import { defaultUserDataDir, userCardsDir } from '../services/paths';
import { MAX_CARD_FILE_BYTES, readTextFileIfExists } from '../services/read-file';
import { createUserCards } from '../services/user-cards';
import { cannotReadFile, cannotWrite } from './errors';
import type { CliIO } from './io';

/** The card files of a folder as the command line writes them (cardStore). */
export type CardStore = ReturnType<typeof createUserCards>;

/**
 * Where `muster data import` writes card files into `out`: your cards folder (the default) as the
 * app keeps it, the one store of the user's cards (safe writes, and the history of each file in
 * the user data folder's `history/`, which the app's History shows); another folder given with
 * --out through the same store without a history (Muster keeps histories in the user data folder
 * only). Either way a file on disk with problems is copied aside before it is replaced.
 */
export function cardStore(out: string, userDataDir: string = defaultUserDataDir()): CardStore {
  return path.resolve(out) === path.resolve(userCardsDir(userDataDir)) ? createUserCards(userDataDir) : createUserCards(path.resolve(out), undefined, { folder: '', history: 0 });
}

/**
 * The card file an import is about to replace or merge into. A file with problems has them named
 * on stderr (file, field, reason, in `lang`); `current` then holds only the cards that could be
 * read, so an import keeps them, and the write (writeCardFile) keeps a copy of the file as it
 * was. A file that cannot be read at all (too large, not a regular file, a link) refuses the
 * import: `ok` is false.
 */
export async function cardFileBefore(file: string, io: CliIO, lang: Lang): Promise<{ ok: boolean; current?: CardFile }> {
  let text: string | undefined;
  try {
    // Your card files are never read through a link (nor written through one: the store refuses links).
    text = await readTextFileIfExists(file, MAX_CARD_FILE_BYTES, { links: 'refuse' });
  } catch (err) {
    io.stderr(`muster data: ${translate(lang, 'cli.output.nothingWritten', { problem: cannotReadFile(file, err, lang) })}\n`);
    return { ok: false };
  }
  if (text === undefined) return { ok: true };
  const parsed = parseCardFile(text, file);
  const line = problemLine(lang);
  for (const p of parsed.problems) io.stderr(`muster data: ${line(p)}\n`);
  return { ok: true, current: parsed.file };
}

/**
 * Writes a card file (`<system>/<faction>` in `store`) as the app writes one: the safe write, the
 * version kept in the file's history (your cards folder), and a file on disk with problems copied
 * to `<name>.broken-<time>` first (named on stderr). False, said on stderr, when it could not be written.
 */
export async function writeCardFile(store: CardStore, content: CardFile, io: CliIO, lang: Lang): Promise<boolean> {
  const id = `${content.system}/${content.faction.id}`;
  let file = id;
  try {
    file = store.fileOf(id);
    const { broken } = await store.write(id, content);
    if (broken?.copy) io.stderr(`muster data: ${translate(lang, 'cli.data.kept', { file, copy: broken.copy })}\n`);
    return true;
  } catch (err) {
    io.stderr(`muster data: ${cannotWrite(file, err, lang)}\n`);
    return false;
  }
}
