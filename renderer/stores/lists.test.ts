import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListSummary } from '../../core/api/contract';
import { newList } from '../../core/list/new';
import type { ArmyList } from '../../core/model/list';
import { api } from '../api';
import { ApiError } from '../../core/api/error';
import { useDatabaseStore } from './database';
import { useListsStore } from './lists';
import { useSettingsStore } from './settings';

vi.mock('../api', () => ({
  api: {
    listLists: vi.fn(),
    getRecovery: vi.fn(),
    listFactions: vi.fn(),
    createList: vi.fn(),
    openList: vi.fn(),
    saveList: vi.fn(),
    deleteList: vi.fn(),
    restoreList: vi.fn(),
    importList: vi.fn(),
    openListFile: vi.fn(),
    discardRecovery: vi.fn(),
    getCardCounts: vi.fn(),
    getDatabaseProblems: vi.fn(),
    getAppInfo: vi.fn(),
    listSieges: vi.fn(),
  },
}));

const mocked = vi.mocked(api);
const STAMP = new Date('2024-05-01T10:00:00Z');

function list(id: string, name: string): ArmyList {
  return {
    ...newList({ id, name, system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 300, kind: 'tjost-game', now: STAMP }),
    lastEntryNumber: 1,
    entries: [{ id: 'e1', cardId: 'goblin-minelayer', count: 2, assignments: [] }],
  };
}

function summary(l: ArmyList): ListSummary {
  return { id: l.id, name: l.name, system: l.system, faction: l.faction, pointsLimit: l.pointsLimit, kind: l.kind, updatedAt: l.updatedAt, entries: l.entries.length };
}

let disk: ArmyList[];

beforeEach(() => {
  setActivePinia(createPinia());
  vi.clearAllMocks();
  disk = [list('a', 'Goblins'), list('b', 'Dwarves')];
  mocked.listLists.mockImplementation(async () => ({ lists: disk.map(summary), problems: ['lists/bad.muster: entries[0].count: Too small'], repaired: [] }));
  mocked.getRecovery.mockResolvedValue([]);
  mocked.listFactions.mockResolvedValue([{ id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' }, system: 'confrontation', cardCount: 13 }]);
  mocked.openList.mockImplementation(async ({ id }) => disk.find((l) => l.id === id) ?? Promise.reject(new Error('not found')));
  mocked.saveList.mockImplementation(async ({ list: l }) => {
    disk = [...disk.filter((x) => x.id !== l.id), l];
    return { list: l, warnings: [] };
  });
});

describe('lists store', () => {
  it('loads the lists, the unreadable files, recovered edits and faction names', async () => {
    const store = useListsStore();
    await store.load();
    expect(store.lists.map((l) => l.id)).toEqual(['a', 'b']);
    expect(store.problems).toEqual(['lists/bad.muster: entries[0].count: Too small']);
    expect(useDatabaseStore().factionName('confrontation', 'unknown', 'en')).toBe('unknown');
    expect(store.loaded).toBe(true);
  });

  it('keeps the error when the lists cannot be read', async () => {
    mocked.listLists.mockRejectedValue(new Error('EACCES'));
    const store = useListsStore();
    await store.load();
    expect(store.error).toBe('EACCES');
    expect(store.loaded).toBe(false);
  });

  it('renames a list by saving it under the new name', async () => {
    const store = useListsStore();
    await store.rename('a', '  Siege train ');
    expect(mocked.saveList).toHaveBeenCalledWith({ list: { ...list('a', 'Goblins'), name: 'Siege train' }, basedOn: STAMP.toISOString() });
    expect(store.lists.find((l) => l.id === 'a')?.name).toBe('Siege train');
  });

  it('renames the list as saved elsewhere meanwhile, not the version read before that save', async () => {
    // Between reading the list and saving it renamed, an editor elsewhere saves an entry more.
    const elsewhere = { ...list('a', 'Goblins'), updatedAt: '2024-05-02T09:00:00.000Z', entries: [...list('a', 'Goblins').entries, { id: 'e2', cardId: 'goblin-scout', count: 1, assignments: [] }] };
    let first = true;
    mocked.saveList.mockImplementation(async ({ list: l, basedOn }) => {
      if (first) {
        first = false;
        disk = [...disk.filter((x) => x.id !== l.id), elsewhere];
      }
      const current = disk.find((x) => x.id === l.id);
      if (basedOn !== undefined && current && current.updatedAt !== basedOn) throw new ApiError({ code: 'conflict', message: 'saved elsewhere', savedAt: current.updatedAt });
      disk = [...disk.filter((x) => x.id !== l.id), l];
      return { list: l, warnings: [] };
    });
    const store = useListsStore();
    await store.rename('a', 'Siege train');
    expect(mocked.saveList).toHaveBeenCalledTimes(2);
    expect(disk.find((l) => l.id === 'a')).toEqual({ ...elsewhere, name: 'Siege train' });
  });

  it('gives up renaming after three saves elsewhere in a row, with the conflict', async () => {
    mocked.saveList.mockRejectedValue(new ApiError({ code: 'conflict', message: 'saved elsewhere', savedAt: '2024-05-02T09:00:00.000Z' }));
    const store = useListsStore();
    await expect(store.rename('a', 'Siege train')).rejects.toMatchObject({ code: 'conflict' });
    expect(mocked.saveList).toHaveBeenCalledTimes(3);
  });

  it('duplicates a list with its entries under a new id', async () => {
    const fresh = { ...newList({ id: 'c', name: 'Goblins (copy)', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 300, kind: 'tjost-game', now: new Date('2024-06-01T00:00:00Z') }) };
    mocked.createList.mockImplementation(async () => {
      disk = [...disk, fresh];
      return fresh;
    });
    const store = useListsStore();
    const copy = await store.duplicate('a', 'Goblins (copy)');
    expect(mocked.createList).toHaveBeenCalledWith({ name: 'Goblins (copy)', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 300, kind: 'tjost-game' });
    expect(copy.id).toBe('c');
    expect(copy.entries).toEqual(list('a', 'Goblins').entries);
    expect(copy.createdAt).toBe('2024-06-01T00:00:00.000Z');
    expect(store.lists.map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });

  it('words the files it could not read again when the language changes (and reads nothing again without any)', async () => {
    const store = useListsStore();
    const settings = useSettingsStore();
    await store.load();
    expect(mocked.listLists).toHaveBeenLastCalledWith({ lang: 'en' });
    settings.lang = 'de';
    await vi.waitFor(() => expect(mocked.listLists).toHaveBeenLastCalledWith({ lang: 'de' }));
    expect(mocked.listLists).toHaveBeenCalledTimes(2);
    mocked.listLists.mockImplementation(async () => ({ lists: disk.map(summary), problems: [], repaired: [] }));
    await store.load();
    settings.lang = 'en';
    await new Promise((r) => setTimeout(r, 10));
    expect(mocked.listLists).toHaveBeenCalledTimes(3);
  });

  it('deleting an Old World list names the siege rosters that use it (none for another game\'s list, whose rosters are not read)', async () => {
    const nuln: ArmyList = { ...newList({ id: 'ow', name: 'Nuln', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, now: STAMP }) };
    disk = [...disk, nuln];
    mocked.deleteList.mockImplementation(async ({ id }) => {
      disk = disk.filter((l) => l.id !== id);
      return true;
    });
    const siege = (name: string, lists: string[]) => ({ id: name, name, updatedAt: STAMP.toISOString(), elements: 1, nightBattle: false, lists });
    mocked.listSieges.mockResolvedValue({ sieges: [siege('Helmgart', ['x', 'ow']), siege('Karak', ['x']), siege('Nuln Walls', ['ow'])], problems: [], repaired: [] });
    const store = useListsStore();
    await store.load();
    expect(await store.remove('ow')).toEqual({ usedBySieges: ['Helmgart', 'Nuln Walls'] });
    expect(await store.remove('a')).toEqual({ usedBySieges: [] });
    expect(mocked.listSieges).toHaveBeenCalledOnce();
    // Rosters that cannot be read: the list is deleted all the same.
    disk = [...disk, nuln];
    await store.load();
    mocked.listSieges.mockRejectedValue(new Error('unreadable'));
    expect(await store.remove('ow')).toEqual({ usedBySieges: [] });
  });

  it('deletes to the trash and undoes the deletion', async () => {
    mocked.deleteList.mockImplementation(async ({ id }) => {
      disk = disk.filter((l) => l.id !== id);
      return true;
    });
    mocked.restoreList.mockImplementation(async ({ id }) => {
      const back = list(id, 'Goblins');
      disk = [...disk, back];
      return back;
    });
    const store = useListsStore();
    await store.load();
    await store.remove('a');
    expect(store.lists.map((l) => l.id)).toEqual(['b']);
    expect(store.lastDeleted?.name).toBe('Goblins');
    const back = await store.undoRemove();
    expect(mocked.restoreList).toHaveBeenCalledWith({ id: 'a' });
    expect(back?.id).toBe('a');
    expect(store.lastDeleted).toBeNull();
    expect(store.lists.map((l) => l.id).sort()).toEqual(['a', 'b']);
    expect(await store.undoRemove()).toBeNull();
  });

  it('imports list files (upload) and opens them (desktop dialog, may be cancelled)', async () => {
    const imported = { list: list('x', 'Imported'), notes: ['core[0].id: unknown unit'] };
    mocked.importList.mockResolvedValue(imported);
    const store = useListsStore();
    expect(await store.importText('army.muster', '{}')).toBe(imported);
    expect(mocked.importList).toHaveBeenCalledWith({ fileName: 'army.muster', text: '{}', lang: 'en' });
    mocked.openListFile.mockResolvedValue(null);
    expect(await store.openFile()).toBeNull();
  });

  it('discards recovered edits', async () => {
    mocked.getRecovery.mockResolvedValue([list('a', 'Goblins')]);
    mocked.discardRecovery.mockResolvedValue(true);
    const store = useListsStore();
    await store.load();
    expect(store.recovery.map((l) => l.id)).toEqual(['a']);
    await store.discardRecovery('a');
    expect(mocked.discardRecovery).toHaveBeenCalledWith({ id: 'a' });
    expect(store.recovery).toEqual([]);
  });

  it('takes the factions of a system from the loaded database, without a call per system', async () => {
    mocked.getCardCounts.mockResolvedValue({ confrontation: 13, oldworld: 0, chronopia: 0 });
    mocked.getDatabaseProblems.mockResolvedValue([]);
    mocked.getAppInfo.mockResolvedValue({ version: '1', mode: 'browser', nativeDialogs: false, userDataDir: '/u', defaultLang: 'en' });
    const store = useListsStore();
    expect(store.factionsNow('confrontation')).toBeUndefined();
    await useDatabaseStore().load();
    expect(store.factionsNow('confrontation')?.map((f) => f.id)).toEqual(['goblins-no-dan-kar']);
    expect((await store.factionsOf('confrontation')).map((f) => f.id)).toEqual(['goblins-no-dan-kar']);
    expect(await store.factionsOf('oldworld')).toEqual([]);
    expect(mocked.listFactions.mock.calls).toEqual([[{}]]);
    expect(useDatabaseStore().factionName('confrontation', 'goblins-no-dan-kar', 'de')).toBe('Goblins von No-Dan-Kar');
    // The same id in another game is not this faction.
    expect(useDatabaseStore().factionName('chronopia', 'goblins-no-dan-kar', 'de')).toBe('goblins-no-dan-kar');
  });

  it('creates a list without reading the overview again, and reads it only once the list is saved', async () => {
    const created = list('n', 'New');
    let save!: (l: ArmyList) => void;
    mocked.createList.mockReturnValue(new Promise<ArmyList>((resolve) => (save = resolve)));
    mocked.listLists.mockResolvedValue({ lists: [], problems: [], repaired: [] });
    mocked.getRecovery.mockResolvedValue([]);
    const store = useListsStore();
    const made = store.create({ name: 'New', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 300, kind: 'standard' });
    expect(made.list).toMatchObject({ name: 'New', faction: 'goblins-no-dan-kar', entries: [] });
    // Main is asked once the editor has been drawn, not in the same task.
    expect(mocked.createList).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(mocked.createList).toHaveBeenCalledTimes(1));
    expect(mocked.createList).toHaveBeenCalledWith({ name: 'New', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 300, kind: 'standard', id: made.list.id });
    expect(mocked.listLists).not.toHaveBeenCalled();
    // The overview shown meanwhile waits for the new list's file.
    const loading = store.load();
    await Promise.resolve();
    expect(mocked.listLists).not.toHaveBeenCalled();
    save(created);
    await loading;
    expect(await made.stored).toBe(created);
    expect(mocked.listLists).toHaveBeenCalledTimes(1);
  });
});
