import type { MusterApi } from '../../core/api/contract';
import { NotFoundError } from '../../core/api/error';
import type { CardDatabase } from '../../core/db/database';
import { SAFE_ID } from '../../core/files/names';
import { FileProblemsError, formatProblem, problemLine } from '../../core/files/problems';
import { newSiege } from '../../core/systems/oldworld/siege/new';
import { parseSiegeFile } from '../../core/systems/oldworld/siege/load';
import type { SiegeStore } from '../services/siege-store';

type SiegeMethods = Pick<MusterApi, 'listSieges' | 'openSiege' | 'createSiege' | 'saveSiege' | 'deleteSiege' | 'restoreSiege' | 'listTrashedSieges' | 'importSiege'>;

/** Whether a file operation failed because the file is not there (ENOENT), as the lists' handlers tell it. */
const missing = (err: unknown): boolean => typeof err === 'object' && err !== null && (err as NodeJS.ErrnoException).code === 'ENOENT';

/** The siege roster handlers: rosters live in `sieges/` of the user data folder and link the user's lists by id. */
export function createSiegeHandlers(sieges: SiegeStore, now: () => Date, database: () => Promise<{ db: CardDatabase }>): SiegeMethods {
  return {
    listSieges: ({ lang }) => sieges.list(lang),
    async openSiege({ id }) {
      const loaded = await sieges.read(id, (await database()).db);
      return { siege: loaded.roster, attacker: loaded.attacker ?? null, defender: loaded.defender ?? null, problems: loaded.problems.map(formatProblem) };
    },
    async createSiege({ name }) {
      return (await sieges.save(newSiege({ name, now: now() }))).value;
    },
    async saveSiege({ siege, basedOn }) {
      const { value, warnings } = await sieges.save(siege, { basedOn });
      return { siege: value, warnings };
    },
    async deleteSiege({ id }) {
      await sieges.remove(id).catch((err: unknown) => {
        throw missing(err) ? new NotFoundError(`There is no siege roster '${id}' to delete (deleted in another window already?)`) : err;
      });
      return true;
    },
    restoreSiege: ({ id }) =>
      sieges.restore(id).catch((err: unknown) => {
        throw missing(err) ? new NotFoundError(`There is no siege roster '${id}' in the trash to restore (restored in another window already?)`) : err;
      }),
    listTrashedSieges: () => sieges.trashed(),
    async importSiege({ fileName, text, lang = 'en' }) {
      const parsed = parseSiegeFile(text, fileName, (await database()).db);
      if (!parsed.roster) throw new FileProblemsError(fileName, parsed.problems, undefined, lang);
      let roster = parsed.roster;
      if (!SAFE_ID.test(roster.id) || (await sieges.exists(roster.id))) roster = { ...roster, id: globalThis.crypto.randomUUID() };
      // What the loader left out to read the file (an occupant of a missing element) is named with the notes.
      return { siege: (await sieges.save(roster)).value, notes: [...parsed.problems, ...parsed.notes].map(problemLine(lang)) };
    },
  };
}
