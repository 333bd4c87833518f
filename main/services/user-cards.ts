import { createHash } from 'node:crypto';
import { parseCardFile } from '../../core/db/load';
import { canonicalJson } from '../../core/files/canonical';
import { serializeWithSchema } from '../../core/files/serialize';
import { cardFileSchema, type Card, type CardFile, type DbCard, type Faction } from '../../core/model/card';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION } from '../../core/model/card-terms';
import type { Lang, SystemId } from '../../core/model/system';
import { problemLine } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import { SaveConflictError } from '../../core/api/error';
import { createFileStore, fileStamp, type BrokenFile } from './file-store';
import { MAX_CARD_FILE_BYTES } from './read-file';
import { withFileLock } from './safe-write';

/**
 * Where a store of card files keeps them: the user data folder and its `cards` folder, with the
 * history in its `history/` folder (the default), or another folder of card files (the command
 * line's `--out DIR`: `folder` '' and no history, which Muster keeps in the user data folder only).
 */
interface CardFolder {
  folder?: string;
  history?: number;
}

/**
 * The user's own cards: one card file per system and faction, `cards/<system>/<faction>.json`
 * in the user data folder (a file store: safe writes, history). Files are the same format as
 * the shipped database and overlay it. The app and the command line write card files with this.
 */
export function createUserCards(userDataDir: string, now: () => Date = () => new Date(), where: CardFolder = {}) {
  const files = createFileStore<CardFile>({
    root: userDataDir,
    folder: where.folder ?? 'cards',
    ...(where.history !== undefined ? { history: where.history } : {}),
    nested: true,
    maxBytes: MAX_CARD_FILE_BYTES,
    now,
    format: {
      ext: '.json',
      parse: (text, file) => {
        const parsed = parseCardFile(text, file);
        return { value: parsed.file, problems: parsed.problems };
      },
      serialize: (value) => serializeWithSchema(cardFileSchema, value),
    },
  });
  const idOf = (system: SystemId, faction: string): string => `${system}/${faction}`;
  /**
   * Changes of the user's cards read files and write them back (a card may move between
   * files); they run one after another, so two saves at the same moment both keep their card.
   */
  const exclusive = <R>(task: () => Promise<R>): Promise<R> => withFileLock(`${files.dir}\0cards`, task);

  /**
   * Writes a card file; a file without cards is removed (its history stays). A file it replaces
   * that does not parse is kept as a copy first, and `broken` says so.
   */
  async function put(id: string, content: CardFile): Promise<{ broken?: BrokenFile }> {
    if (content.cards.length > 0) return files.write(id, content);
    await files.delete(id);
    return {};
  }

  /** Every readable user card file; a broken one is left alone (saving into it is refused with its problems). */
  async function all(): Promise<{ id: string; content: CardFile }[]> {
    const out: { id: string; content: CardFile }[] = [];
    for (const read of await files.readAll()) if ('value' in read) out.push({ id: read.id, content: read.value });
    return out;
  }

  /**
   * The user card files as last read, by id, with the stamp each file had before that read (see
   * fileStamp). Opening one card (the card editor, a delete in the library) read and checked every
   * file each time: about 150 ms with 454 own Old World cards in 18 files. What is kept is never
   * changed: a change builds a new file.
   */
  const kept = new Map<string, { stamp: string; content: CardFile }>();

  /**
   * Every readable user card file, as `all` reads them, but a file is read and checked again
   * only once its stamp changed. For opening a card only: changes read every file anew, so a
   * change the stamp missed (a file system with coarse times) can only refuse a later save as a
   * conflict, never let it replace unseen what is on disk.
   */
  async function allKept(): Promise<{ id: string; content: CardFile }[]> {
    const ids = await files.ids();
    const present = new Set(ids);
    for (const id of kept.keys()) if (!present.has(id)) kept.delete(id);
    const out: { id: string; content: CardFile }[] = [];
    for (const id of ids) {
      const content = await keptFile(id);
      if (content) out.push({ id, content });
    }
    return out;
  }

  /** One user card file as `allKept` reads it: read and checked again only once its stamp changed; undefined when there is none or it cannot be read. */
  async function keptFile(id: string): Promise<CardFile | undefined> {
    const stamp = (await fileStamp(files.fileOf(id)))?.key;
    const hit = kept.get(id);
    if (stamp !== undefined && hit?.stamp === stamp) return hit.content;
    kept.delete(id);
    const content = await files.read(id).catch(() => undefined);
    if (content && stamp !== undefined) kept.set(id, { stamp, content });
    return content;
  }

  /** The user card with this id and the file that holds it, or undefined. */
  const findCard = (read: readonly { id: string; content: CardFile }[], cardId: string): { id: string; content: CardFile; card: Card } | undefined => {
    for (const file of read) {
      const card = file.content.cards.find((c) => c.id === cardId);
      if (card) return { ...file, card };
    }
    return undefined;
  };

  /**
   * The user card with this id and its file: looked for first in the file `where` names (the
   * faction the card database found it in), read by `readOne`, and in every file (`readAll`) only
   * when it is not there. Opening or deleting a card read every file: 18 files of 30 cards took
   * 160-260 ms. A hint from a database out of date costs one file more.
   */
  async function locate(
    cardId: string,
    where: { system: SystemId; faction: string } | undefined,
    readOne: (id: string) => Promise<CardFile | undefined>,
    readAll: () => Promise<{ id: string; content: CardFile }[]>,
  ): Promise<{ id: string; content: CardFile; card: Card } | undefined> {
    if (where) {
      const id = idOf(where.system, where.faction);
      const content = await readOne(id);
      const found = content ? findCard([{ id, content }], cardId) : undefined;
      if (found) return found;
    }
    return findCard(await readAll(), cardId);
  }

  /** Throws SaveConflictError when a card as its file holds it now is not the version `basedOn`. */
  async function refuseIfChanged(found: { id: string; content: CardFile; card: Card }, basedOn: string): Promise<void> {
    const version = cardVersion(found.content.system, found.content.faction.id, found.card);
    if (version === basedOn) return;
    const stamp = await fileStamp(files.fileOf(found.id));
    throw new SaveConflictError(`cards/${found.id}.json`, (stamp?.modified ?? now()).toISOString(), basedOn, version);
  }

  /**
   * Saves a user card (new or edited); `previousId` names the card it replaces when renamed.
   * With `basedOn` (the card's version as the editor opened it, see cardVersion; '' for a card
   * that did not exist) a card changed since (another tab, the card grid, an import, another
   * program) is not replaced: `SaveConflictError` with its version, nothing written. A card that no
   * file holds any more (deleted, or renamed in another tab, which no file tells apart) is not
   * written again unasked either: `SaveConflictError` with the version '' (saving it again knowingly
   * is a save based on ''). A new id already held by another of the user's cards is refused.
   */
  async function save(system: SystemId, faction: Faction, card: Card, previousId?: string, basedOn?: string): Promise<void> {
    const userCard: Card = { ...card, source: 'user' };
    const read = await all();
    const target = previousId ?? card.id;
    if (basedOn !== undefined) {
      const current = findCard(read, target);
      if (current) await refuseIfChanged(current, basedOn);
      else if (basedOn !== '') throw new SaveConflictError(`cards/${idOf(system, faction.id)}.json`, now().toISOString(), basedOn, '');
    }
    if (card.id !== target && findCard(read, card.id)) throw new Error(`The id '${card.id}' is taken by another of your cards; choose another id`);
    const id = idOf(system, faction.id);
    // Drop the old version wherever else it was (the faction may have changed); in its own file it is replaced where it stands.
    for (const file of read) {
      if (file.id === id) continue;
      const kept = file.content.cards.filter((c) => c.id !== target && c.id !== card.id);
      if (kept.length !== file.content.cards.length) await put(file.id, { ...file.content, cards: kept });
    }
    const current = read.find((f) => f.id === id)?.content ?? (await files.readIfExists(id)) ?? { format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system, faction, cards: [] };
    const at = current.cards.findIndex((c) => c.id === target || c.id === card.id);
    const cards = current.cards.filter((c) => c.id !== target && c.id !== card.id);
    cards.splice(at < 0 ? cards.length : at, 0, userCard);
    await put(id, { ...current, cards });
  }

  /**
   * Removes a user card; false when no user file holds it. With `basedOn` (its version as it was
   * shown, see cardVersion) a card changed since is not removed: `SaveConflictError`. `where`: the
   * file to look in first (where the card database found it).
   */
  async function remove(id: string, basedOn?: string, where?: { system: SystemId; faction: string }): Promise<boolean> {
    // Read anew, as for every change.
    const found = await locate(id, where, (file) => files.read(file).catch(() => undefined), all);
    if (!found) return false;
    if (basedOn !== undefined) await refuseIfChanged(found, basedOn);
    await put(found.id, { ...found.content, cards: found.content.cards.filter((c) => c.id !== id) });
    return true;
  }

  /** The version of a card file on disk now (see fileStamp), '' when there is none. */
  const versionOf = async (id: string): Promise<string> => (await fileStamp(files.fileOf(id)))?.key ?? '';

  return {
    /**
     * A whole card file by id, or undefined when there is none, with its `version` on disk ('' for
     * none): what a later `replace` is based on. Taken before the read, so a file changed in
     * between is refused at that save rather than replaced unseen.
     */
    async readVersion(id: string): Promise<{ file: CardFile | undefined; version: string }> {
      const version = await versionOf(id);
      return { file: await files.readIfExists(id), version };
    },
    /**
     * Writes what `make` makes of a whole card file as it is now (undefined: none), after every
     * other change of the user's cards, as `write` does; `make` returns undefined to write nothing.
     * With `basedOn` (a version from readVersion or an earlier replace) only over that version: a
     * file changed on disk since (another tab, window or program) is not replaced,
     * `SaveConflictError` (when it was changed, and its version), nothing written. A file deleted
     * meanwhile is written again. Returns the file as it was, whether it was written, and the
     * version on disk afterwards.
     */
    replace: (
      id: string,
      basedOn: string | undefined,
      make: (current: CardFile | undefined) => CardFile | undefined | Promise<CardFile | undefined>,
    ): Promise<{ previous: CardFile | undefined; written: boolean; version: string }> =>
      exclusive(async () => {
        const onDisk = await fileStamp(files.fileOf(id));
        if (basedOn !== undefined && onDisk && onDisk.key !== basedOn) {
          throw new SaveConflictError(`cards/${id}.json`, onDisk.modified.toISOString(), basedOn, onDisk.key);
        }
        const previous = await files.readIfExists(id);
        const next = await make(previous);
        if (next === undefined) return { previous, written: false, version: onDisk?.key ?? '' };
        await put(id, next);
        return { previous, written: true, version: await versionOf(id) };
      }),
    save: (system: SystemId, faction: Faction, card: Card, previousId?: string, basedOn?: string): Promise<void> =>
      exclusive(() => save(system, faction, card, previousId, basedOn)),
    /**
     * One of the user's cards as its file holds it now, with its version (what a later `save` is
     * based on); undefined when no readable user file holds it.
     */
    async openCard(cardId: string, where?: { system: SystemId; faction: string }): Promise<{ card: DbCard; version: string } | undefined> {
      const found = await locate(cardId, where, keptFile, allKept);
      if (!found) return undefined;
      const { system, faction } = found.content;
      return { card: { ...found.card, system, faction: faction.id }, version: cardVersion(system, faction.id, found.card) };
    },
    remove: (id: string, basedOn?: string, where?: { system: SystemId; faction: string }): Promise<boolean> => exclusive(() => remove(id, basedOn, where)),
    /**
     * Writes what `change` makes of a card file, after every other change of the user's cards.
     * `change` gets undefined when there is no such file or it cannot be read; a broken file is
     * kept as a copy first, and `broken` says so (its problems and the copy's name; see brokenLine).
     */
    merge: (id: string, change: (current: CardFile | undefined) => CardFile): Promise<{ broken?: BrokenFile }> =>
      exclusive(async () => {
        // A file too large or not a regular file refuses the change (readForReplace throws).
        const { value, broken } = await files.readForReplace(id);
        await put(id, change(value));
        return broken ? { broken } : {};
      }),
    /** A whole card file by id (`<system>/<faction>`). */
    read: files.read,
    /** A whole card file by id, or undefined when there is none. */
    readIfExists: files.readIfExists,
    /**
     * Writes a whole card file (safe write, history), after every other change of the user's
     * cards; a file without cards is removed (its history stays). A file it replaces that does
     * not parse is kept as a copy first, and `broken` says so.
     */
    write: (id: string, content: CardFile): Promise<{ broken?: BrokenFile }> => exclusive(() => put(id, content)),
    /** The card file a change would replace (see the file store's readForReplace). */
    readForReplace: files.readForReplace,
    /** Saved versions of a card file, newest first. */
    history: files.history,
    /** The path of a card file by id (`<system>/<faction>`). */
    fileOf: files.fileOf,
    /** One saved version of a card file, parsed. */
    version: files.version,
  };
}

/**
 * The version of one user card: a digest of what it says (its system, faction and every field but
 * `source`), the same whatever order its fields were written in. A card editor's save is based on
 * it, so a card changed elsewhere is not replaced unseen; other cards of its file do not count.
 */
export function cardVersion(system: SystemId, faction: string, card: Card): string {
  const { source: _source, ...fields } = card;
  return createHash('sha256').update(canonicalJson({ system, faction, card: fields })).digest('hex').slice(0, 32);
}

/**
 * One line for people about a user card file that did not parse when an import met it: the file
 * as the user knows it (`cards/<system>/<faction>.json`), each field with its reason, what
 * happened to it (`what`) and the name of the copy kept of it.
 */
export function brokenLine(id: string, broken: BrokenFile, what: BrokenOutcome, lang: Lang): string {
  const file = `cards/${id}.json`;
  const fields = broken.problems.map((p) => problemLine(lang)({ ...p, file })).join('; ') || translate(lang, 'api.broken.unreadable', { file });
  return [fields, translate(lang, `api.broken.${what}`), ...(broken.copy ? [translate(lang, 'api.broken.copyKept', { copy: broken.copy })] : [])].join('; ');
}

/** What an import did, or will do, with a user card file it could not read (`api.broken.<outcome>`). */
export type BrokenOutcome = 'replacedByImport' | 'replacedByPack' | 'packWillReplace';
