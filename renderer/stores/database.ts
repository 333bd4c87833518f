import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { AppInfo } from '../../core/api/contract';
import type { CardCounts, FactionInfo, LoadProblem } from '../../core/db/types';
import type { DbCard } from '../../core/model/card';
import type { Lang, SystemId } from '../../core/model/system';
import { api } from '../api';
import { queryAllCards } from './card-pages';

/** What the app knows about the card database and the running app. */
export const useDatabaseStore = defineStore('database', () => {
  const counts = ref<CardCounts | null>(null);
  const problems = ref<LoadProblem[]>([]);
  const info = ref<AppInfo | null>(null);
  const error = ref<string | null>(null);
  /** Problems with the user's own files (e.g. a settings.json that could not be read), shown until dismissed. */
  const dataProblems = ref<string[]>([]);
  /** Every faction that has cards, of every system (armies and Old World item lists); set by `load`. */
  const factions = shallowRef<FactionInfo[] | null>(null);
  const total = computed(() => (counts.value ? Object.values(counts.value).reduce((a, b) => a + b, 0) : 0));
  let loading: Promise<void> | null = null;
  /** Set when the last `load` has ended. */
  let loaded = false;
  /** The Old World magic items, asked for once until the cards change (see `magicItems`). */
  let items: Promise<DbCard[]> | null = null;

  /** Loads (again, after the cards changed) what the app shows about the database; the calls run in parallel. */
  function load(): Promise<void> {
    items = null;
    loaded = false;
    loading = (async () => {
      error.value = null;
      try {
        const [c, p, i, f] = await Promise.all([api.getCardCounts({}), api.getDatabaseProblems({}), api.getAppInfo({}), api.listFactions({})]);
        counts.value = c;
        problems.value = p;
        info.value = i;
        factions.value = f;
      } catch (err) {
        error.value = err instanceof Error ? err.message : String(err);
      }
      loaded = true;
    })();
    return loading;
  }

  /**
   * The factions of a system that have cards. Taken from what `load` fetched (no call per
   * system); asked for only when the database was not loaded.
   */
  async function factionsOf(system: SystemId): Promise<FactionInfo[]> {
    if (loading) await loading;
    return factionsNow(system) ?? api.listFactions({ system });
  }

  /** The same at once, when `load` has fetched them and is not fetching them again (undefined otherwise). */
  function factionsNow(system: SystemId): FactionInfo[] | undefined {
    return loaded && factions.value ? factions.value.filter((f) => f.system === system) : undefined;
  }

  /**
   * Every Old World magic item (the cards an Old World unit's options offer), asked for once
   * and shared by every Old World list opened until the cards change; a failed request is asked
   * again next time.
   */
  function magicItems(): Promise<DbCard[]> {
    if (items) return items;
    const asked = queryAllCards({ system: 'oldworld', kind: 'artifact' }).then((all) => all.filter((c) => c.item));
    items = asked;
    asked.catch(() => {
      if (items === asked) items = null;
    });
    return asked;
  }

  /** A faction's name in `lang`, looked up in its game (the same id may be a faction of two games); its id while loading or when unknown. */
  function factionName(system: SystemId, id: string, lang: Lang): string {
    return factions.value?.find((f) => f.system === system && f.id === id)?.name[lang] ?? id;
  }

  async function loadDataProblems(): Promise<void> {
    dataProblems.value = await api.getDataProblems({}).catch(() => []);
  }

  return { counts, problems, info, error, factions, total, dataProblems, load, factionsOf, factionsNow, factionName, magicItems, loadDataProblems };
});
