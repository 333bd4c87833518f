import type { MusterApi } from '../../core/api/contract';
import type { CardDatabase } from '../../core/db/database';
import { formatProblem } from '../../core/files/problems';
import { newSiege } from '../../core/siege/new';
import { parseSiegeFile } from '../../core/siege/load';
import { SAFE_ID } from '../services/list-store';
import { createSiegeStore, SiegeFileError } from '../services/siege-store';

type SiegeMethods = Pick<MusterApi, 'listSieges' | 'openSiege' | 'createSiege' | 'saveSiege' | 'deleteSiege' | 'importSiege'>;

/** The siege roster handlers: rosters live in `sieges/` of the user data folder. */
export function createSiegeHandlers(userDataDir: string, now: () => Date, database: () => Promise<{ db: CardDatabase }>): SiegeMethods {
  const sieges = createSiegeStore(userDataDir, now);
  return {
    async listSieges() {
      return sieges.list((await database()).db);
    },
    async openSiege({ id }) {
      const loaded = await sieges.read(id, (await database()).db);
      return { siege: loaded.roster, attacker: loaded.attacker ?? null, defender: loaded.defender ?? null, problems: loaded.problems.map(formatProblem) };
    },
    async createSiege({ name }) {
      return sieges.save(newSiege({ name, now: now() }));
    },
    saveSiege: ({ siege }) => sieges.save(siege),
    async deleteSiege({ id }) {
      await sieges.remove(id);
      return true;
    },
    async importSiege({ fileName, text }) {
      const parsed = parseSiegeFile(text, fileName, (await database()).db);
      if (!parsed.roster || parsed.problems.length > 0) throw new SiegeFileError(fileName, parsed.problems);
      let roster = parsed.roster;
      if (!SAFE_ID.test(roster.id) || (await sieges.exists(roster.id))) roster = { ...roster, id: globalThis.crypto.randomUUID() };
      return sieges.save(roster);
    },
  };
}
