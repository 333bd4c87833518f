import type { MusterApi } from '../../core/api/contract';
import type { CardDatabase } from '../../core/db/database';
import { SAFE_ID } from '../../core/files/names';
import { FileProblemsError, formatProblem, problemLine } from '../../core/files/problems';
import { siegeChanges } from '../../core/systems/oldworld/siege/changes';
import { newSiege } from '../../core/systems/oldworld/siege/new';
import { parseSiegeFile } from '../../core/systems/oldworld/siege/load';
import type { SiegeStore } from '../services/siege-store';
import { trashOf } from './trash';
import { readAsWindows1252 } from '../services/read-file';

type SiegeMethods = Pick<MusterApi, 'listSieges' | 'openSiege' | 'createSiege' | 'saveSiege' | 'deleteSiege' | 'restoreSiege' | 'listTrashedSieges' | 'importSiege'>;

/** The siege roster handlers: rosters live in `sieges/` of the user data folder and link the user's lists by id. */
export function createSiegeHandlers(sieges: SiegeStore, now: () => Date, database: () => Promise<{ db: CardDatabase }>): SiegeMethods {
  const trash = trashOf(sieges, 'siege roster');
  return {
    listSieges: ({ lang }) => sieges.list(lang),
    async openSiege({ id }) {
      const loaded = await sieges.read(id, (await database()).db);
      // A list link the loader removed (a version-1 path naming none of the user's lists) is named with the lists that cannot be read.
      return { siege: loaded.roster, attacker: loaded.attacker ?? null, defender: loaded.defender ?? null, problems: [...loaded.notes, ...loaded.problems].map(formatProblem) };
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
      if (!SAFE_ID.test(roster.id) || (await sieges.exists(roster.id))) roster = { ...roster, id: globalThis.crypto.randomUUID() };
      return { siege: (await sieges.save(roster)).value, notes, ...(held ? { existing: { name: held.name, same: false } } : {}) };
    },
  };
}
