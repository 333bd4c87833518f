import type { MusterApi } from '../../core/api/contract';
import type { CardDatabase } from '../../core/db/database';
import type { LoadProblem } from '../../core/db/types';
import type { Lang } from '../../core/model/system';
import { loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { userCardsDir } from '../services/paths';
import { createSettingsStore } from '../services/settings-store';

export interface HandlerDeps {
  mode: 'desktop' | 'browser';
  version: string;
  resourcesDir: string;
  userDataDir: string;
  defaultLang: Lang;
  /** Opens a link in the system browser after checking it; false when refused or unavailable. */
  openLink(url: string): Promise<boolean>;
}

interface LoadedDb {
  db: CardDatabase;
  problems: LoadProblem[];
}

/**
 * The API handlers: plain functions over their dependencies, used by IPC and by browser mode.
 * The card database is loaded once, on first use.
 */
export function createHandlers(deps: HandlerDeps): MusterApi {
  let loading: Promise<LoadedDb> | undefined;
  const database = (): Promise<LoadedDb> => {
    loading ??= loadCardDatabase([shippedCardsDir(deps.resourcesDir), userCardsDir(deps.userDataDir)]);
    return loading;
  };

  const settings = createSettingsStore(deps.userDataDir, deps.defaultLang);

  return {
    async getAppInfo() {
      return { version: deps.version, mode: deps.mode, userDataDir: deps.userDataDir, defaultLang: deps.defaultLang };
    },
    async getCardCounts() {
      return (await database()).db.counts();
    },
    async queryCards(query) {
      return (await database()).db.query(query);
    },
    async getCard({ id }) {
      return (await database()).db.card(id) ?? null;
    },
    async listFactions({ system }) {
      return (await database()).db.factions(system);
    },
    async getDatabaseProblems() {
      return (await database()).problems;
    },
    openExternal: ({ url }) => deps.openLink(url),
    getSettings: () => settings.read(),
    saveSettings: (patch) => settings.update(patch),
  };
}
