import { defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';
import type { ApiInput, ImportedList, ListSummary, TrashedList } from '../../core/api/contract';
import type { FactionInfo } from '../../core/db/types';
import { newList } from '../../core/list/new';
import { defaultListSort, noListFilter, type ListFilter, type ListSort } from '../components/lists/list-filter';
import type { ArmyList } from '../../core/model/list';
import type { SystemId } from '../../core/model/system';
import { api } from '../api';
import { againOnConflict, errorText } from '../util/errors';
import { nextFrame } from '../util/frames';
import { useDatabaseStore } from './database';
import { recoverableDrafts } from '../util/open-lists';
import { useSettingsStore } from './settings';
import type { TextEncoding } from '../../core/files/encoding';

type CreateListInput = ApiInput<'createList'>;

/** The list overview: every saved list, unreadable list files, recovered edits, and the last deletion (for undo). */
export const useListsStore = defineStore('lists', () => {
  const settings = useSettingsStore();
  const lists = shallowRef<ListSummary[]>([]);
  /** Unreadable list files, each naming the file and the field. */
  const problems = ref<string[]>([]);
  /** What was left out of list files to read them (file and field): those lists open, repaired. */
  const repaired = ref<string[]>([]);
  /** Autosaved edits newer than their saved lists (after a crash). */
  const recovery = shallowRef<ArmyList[]>([]);
  const loading = ref(false);
  const loaded = ref(false);
  const error = ref<string | null>(null);
  /** The list deleted last, until it is restored or another one is deleted. */
  const lastDeleted = ref<ListSummary | null>(null);
  /** Lists in the trash, the last deleted first (loaded when the trash is opened). */
  const trashed = shallowRef<TrashedList[]>([]);
  /** The overview's search and filters: kept while the player goes elsewhere in the app and comes back. */
  const filter = ref<ListFilter>(noListFilter());
  /** The table's sort order: kept the same way as the filter. */
  const sort = ref<ListSort>(defaultListSort());
  const database = useDatabaseStore();

  async function load(): Promise<void> {
    loading.value = true;
    try {
      await Promise.all(creating);
      const [found, recovered] = await Promise.all([api.listLists({ lang: settings.lang }), recoverableDrafts()]);
      lists.value = found.lists;
      problems.value = found.problems;
      repaired.value = found.repaired;
      recovery.value = recovered;
      error.value = null;
      loaded.value = true;
    } catch (err) {
      error.value = errorText(err);
    } finally {
      loading.value = false;
    }
  }

  // The files it could not read (or read only with repairs) are worded in the language: read again in the new one.
  watch(
    () => settings.lang,
    () => {
      if (loaded.value && (problems.value.length > 0 || repaired.value.length > 0)) void load();
    },
  );

  // Magic item lists are factions of their own in the card data, but no army to build a list for.
  const armies = (all: readonly FactionInfo[]): FactionInfo[] => all.filter((f) => !f.itemList);

  /** Factions of a system a list can be built for (those with cards), from what the app already holds. */
  async function factionsOf(system: SystemId): Promise<FactionInfo[]> {
    return armies(await database.factionsOf(system));
  }

  /** The same at once, when the database store has its factions already (undefined otherwise). */
  function factionsNow(system: SystemId): FactionInfo[] | undefined {
    const now = database.factionsNow(system);
    return now && armies(now);
  }

  /** Lists being created, which the overview waits for before it reads the lists again. */
  const creating = new Set<Promise<unknown>>();

  /**
   * Creates a list: the new list at once (made here, as main makes it, under a fresh id) and
   * `stored`, the list as main saved it, for the editor to take over when it arrives. Main is
   * asked once the editor has been drawn: the request does not hold up its first frame. The
   * overview is read again when it is shown next, after every creation has ended.
   */
  function create(input: Omit<CreateListInput, 'id'>): { list: ArmyList; stored: Promise<ArmyList> } {
    const list = newList(input);
    const stored = nextFrame().then(() => api.createList({ ...input, id: list.id }));
    const settled = stored.then(
      () => undefined,
      () => undefined,
    );
    creating.add(settled);
    void settled.then(() => creating.delete(settled));
    return { list, stored };
  }

  /**
   * Renames a list as saved. The save is based on the version just read, so a save made elsewhere
   * in between is not replaced: the list is read again and renamed once more.
   */
  async function rename(id: string, name: string): Promise<void> {
    await againOnConflict(async () => {
      const list = await api.openList({ id });
      await api.saveList({ list: { ...list, name: name.trim().slice(0, 200) }, basedOn: list.updatedAt });
    });
    await load();
  }

  /** A copy of a list under a new id and name, entries and assignments included. */
  async function duplicate(id: string, name: string): Promise<ArmyList> {
    const original = await api.openList({ id });
    const fresh = await api.createList({
      name: name.trim().slice(0, 200),
      system: original.system,
      faction: original.faction,
      pointsLimit: original.pointsLimit,
      kind: original.kind,
      ...(original.player !== undefined ? { player: original.player } : {}),
    });
    const { list: copy } = await api.saveList({
      list: { ...original, id: fresh.id, name: fresh.name, createdAt: fresh.createdAt, updatedAt: fresh.updatedAt },
    });
    await load();
    return copy;
  }

  /** Moves a list to the trash; `undoRemove` brings it back. */
  /**
   * Moves a list to the trash; resolves with the names of the siege rosters that link it (they
   * show it as deleted until it is restored), so the player is told at once.
   */
  async function remove(id: string): Promise<{ usedBySieges: string[] }> {
    const summary = lists.value.find((l) => l.id === id) ?? null;
    await api.deleteList({ id });
    lastDeleted.value = summary;
    lists.value = lists.value.filter((l) => l.id !== id);
    const [sieges] = await Promise.all([summary?.system === 'oldworld' ? Promise.resolve().then(() => api.listSieges({})).catch(() => null) : null, load()]);
    return { usedBySieges: (sieges?.sieges ?? []).filter((s) => s.lists.includes(id)).map((s) => s.name) };
  }

  async function undoRemove(): Promise<ArmyList | null> {
    const deleted = lastDeleted.value;
    if (!deleted) return null;
    const list = await api.restoreList({ id: deleted.id });
    lastDeleted.value = null;
    await load();
    return list;
  }

  /** Reads what the trash holds. */
  async function loadTrash(): Promise<void> {
    trashed.value = await api.listTrashedLists({});
  }

  /** Brings a list back from the trash; the overview and the trash are read again. */
  async function restoreTrashed(id: string): Promise<ArmyList> {
    const list = await api.restoreList({ id });
    if (lastDeleted.value?.id === id) lastDeleted.value = null;
    trashed.value = trashed.value.filter((l) => l.id !== id);
    await load();
    return list;
  }

  /** Imports a list file's text (browser upload: a Muster list or an Old World Builder list); the file is checked and saved as a list. */
  async function importText(fileName: string, text: string, encoding?: TextEncoding): Promise<ImportedList> {
    const imported = await api.importList({ fileName, text, lang: settings.lang, ...(encoding ? { encoding } : {}) });
    await load();
    return imported;
  }

  /** Desktop: the native Open dialog; null when cancelled. */
  async function openFile(): Promise<ImportedList | null> {
    const imported = await api.openListFile({ lang: settings.lang });
    if (imported) await load();
    return imported;
  }

  function clearFilter(): void {
    filter.value = noListFilter();
  }

  async function discardRecovery(id: string): Promise<void> {
    await api.discardRecovery({ id });
    recovery.value = recovery.value.filter((l) => l.id !== id);
  }

  return {
    lists, problems, repaired, recovery, loading, loaded, error, lastDeleted, trashed, filter, sort,
    load, clearFilter, factionsOf, factionsNow, create, rename, duplicate, remove, undoRemove, loadTrash, restoreTrashed, importText, openFile, discardRecovery,
  };
});
