import type { MusterApi } from '../../core/api/contract';
import type { CardDatabase } from '../../core/db/database';
import { formatProblem } from '../../core/files/problems';
import { newSiege } from '../../core/siege/new';
import { createSiegeStore } from '../services/siege-store';

type SiegeMethods = Pick<MusterApi, 'listSieges' | 'openSiege' | 'createSiege' | 'saveSiege' | 'deleteSiege'>;

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
  };
}
