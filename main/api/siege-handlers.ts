import type { MusterApi, TrashedList } from '../../core/api/contract';
import type { CardDatabase } from '../../core/db/database';
import { SAFE_ID } from '../../core/files/names';
import { FileProblemsError, problemLine, problemMessage } from '../../core/files/problems';
import type { LoadProblem } from '../../core/db/types';
import type { Lang } from '../../core/model/system';
import { siegeChanges } from '../../core/systems/oldworld/siege/changes';
import { newSiege } from '../../core/systems/oldworld/siege/new';
import { parseSiegeFile } from '../../core/systems/oldworld/siege/load';
import type { SiegeStore } from '../services/siege-store';
import { trashOf } from './trash';
import { readAsWindows1252 } from '../services/read-file';

type SiegeMethods = Pick<MusterApi, 'listSieges' | 'openSiege' | 'createSiege' | 'saveSiege' | 'deleteSiege' | 'restoreSiege' | 'listTrashedSieges' | 'importSiege'>;

/** A problem of the open roster for its editor: the roster is the one open, so its file is not named (nor its path on disk). */
const rosterLine =
  (lang: Lang) =>
  (p: LoadProblem): string =>
    // A side's list problem names the side in its words; other fields are named by their path.
    p.issue?.code.startsWith('siege-') && p.path.endsWith('.listId') ? problemMessage(p, lang) : p.path ? `${p.path}: ${problemMessage(p, lang)}` : problemMessage(p, lang);

/**
 * The siege roster handlers: rosters live in `sieges/` of the user data folder and link the user's
 * lists by id; `trashedLists` finds a deleted linked list in the trash.
 */
export function createSiegeHandlers(sieges: SiegeStore, now: () => Date, database: () => Promise<{ db: CardDatabase }>, trashedLists: () => Promise<TrashedList[]>, defaultLang: Lang = 'en'): SiegeMethods {
  const trash = trashOf(sieges, 'siege roster');
  return {
    listSieges: ({ lang }) => sieges.list(lang),
    async openSiege({ id, lang = defaultLang }) {
      const loaded = await sieges.read(id, (await database()).db, lang);
      // A side whose list was deleted is named by the editor beside its choice (with the list's name while it is in the trash), not as a problem.
      const gone = loaded.missing ?? [];
      const inTrash = gone.length > 0 ? await trashedLists().catch(() => []) : [];
      const missing = gone.map(({ side, listId }) => {
        const trashed = inTrash.find((l) => l.id === listId);
        return { side, listId, ...(trashed ? { trashed: { name: trashed.name } } : {}) };
      });
      const problems = loaded.problems.filter((p) => !gone.some((g) => p.path === `${g.side}.listId`));
      // A list link the loader removed (a version-1 path naming none of the user's lists) is named with the lists that cannot be read.
      return { siege: loaded.roster, attacker: loaded.attacker ?? null, defender: loaded.defender ?? null, problems: [...loaded.notes, ...problems].map(rosterLine(lang)), missing };
    },
    async createSiege({ name }) {
      return (await sieges.save(newSiege({ name, now: now() }))).value;
    },
    async saveSiege({ siege, basedOn }) {
      const { value, warnings } = await sieges.save(siege, { basedOn });
      return { siege: value, warnings };
    },
    deleteSiege: trash.remove,
    restoreSiege: trash.restore,
    listTrashedSieges: trash.trashed,
    async importSiege({ fileName, text, lang = 'en', encoding }) {
      const parsed = parseSiegeFile(text, fileName, (await database()).db);
      if (!parsed.roster) throw new FileProblemsError(fileName, parsed.problems, undefined, lang);
      let roster = parsed.roster;
      // What the loader left out to read the file (an occupant of a missing element) is named with the notes.
      // A file a Windows editor saved is read as Windows-1252 (never into replacement characters), said first.
      const notes = [...(encoding === 'windows-1252' ? [readAsWindows1252(fileName)] : []), ...parsed.problems, ...parsed.notes].map(problemLine(lang));
      // A file of a roster the user has: the same is not added twice, a changed one comes in beside it (as lists).
      const held = SAFE_ID.test(roster.id) && (await sieges.exists(roster.id)) ? (await sieges.read(roster.id, (await database()).db).catch(() => undefined))?.roster : undefined;
      if (held && siegeChanges(held, roster).length === 0) return { siege: held, notes, existing: { name: held.name, same: true } };
      // A roster in the trash keeps its id too (restorable, not hidden behind the import).
      if (!SAFE_ID.test(roster.id) || (await sieges.exists(roster.id)) || (await sieges.inTrash(roster.id))) roster = { ...roster, id: globalThis.crypto.randomUUID() };
      return { siege: (await sieges.save(roster)).value, notes, ...(held ? { existing: { name: held.name, same: false } } : {}) };
    },
  };
}
