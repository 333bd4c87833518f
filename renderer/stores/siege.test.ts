import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListSummary } from '../../core/api/contract';
import type { ArmyList } from '../../core/model/list';
import type { SiegeRoster } from '../../core/systems/oldworld/siege/model';
import { addDevice, addElement, assignDevice, placeOccupant } from '../../core/systems/oldworld/siege';
import { FORT, OW, owList, rosterOf } from '../../core/systems/oldworld/siege/test-fixtures';
import { api } from '../api';
import { ApiError } from '../../core/api/error';
import { useSiegeStore } from './siege';
import { useSettingsStore } from './settings';

vi.mock('../api', () => ({
  api: {
    listSieges: vi.fn(),
    listLists: vi.fn(),
    openSiege: vi.fn(),
    createSiege: vi.fn(),
    saveSiege: vi.fn(),
    listHistory: vi.fn(),
    getHistoryVersion: vi.fn(),
    deleteSiege: vi.fn(),
    restoreSiege: vi.fn(),
    listTrashedSieges: vi.fn(),
    queryCards: vi.fn(),
    listFactions: vi.fn(),
    openList: vi.fn(),
    restoreList: vi.fn(),
    preparePrint: vi.fn(),
    startPrint: vi.fn(),
    getPrintStatus: vi.fn(),
    getPrintResult: vi.fn(),
  },
}));

const mocked = vi.mocked(api);
const elves = owList('elves', 'high-elf-realms', [['e1', 'spears', 10], ['e2', 'knights', 5]]);
const orcs = owList('orcs', 'orc-tribes', [['a1', 'cannon']]);
const summary = (l: ArmyList): ListSummary => ({ id: l.id, name: l.name, system: l.system, faction: l.faction, pointsLimit: l.pointsLimit, kind: l.kind, updatedAt: l.updatedAt, entries: l.entries.length });
let stored: SiegeRoster;

beforeEach(() => {
  setActivePinia(createPinia());
  vi.clearAllMocks();
  stored = rosterOf({ fortress: FORT, garrison: [{ entry: 'e1', element: 'w1' }] });
  mocked.preparePrint.mockResolvedValue(true);
  mocked.openSiege.mockImplementation(async () => ({ siege: stored, attacker: null, defender: elves, problems: [], missing: [] }));
  mocked.queryCards.mockResolvedValue(Object.values(OW));
  mocked.listFactions.mockResolvedValue([{ id: 'high-elf-realms', name: { de: 'Hochelfen', en: 'High Elf Realms' }, system: 'oldworld', cardCount: 3 }]);
  mocked.listLists.mockResolvedValue({ lists: [summary(elves), summary(orcs), { ...summary(elves), id: 'conf', system: 'confrontation' }], problems: [], repaired: [] });
  mocked.saveSiege.mockImplementation(async ({ siege }) => ({ siege: { ...siege, updatedAt: '2025-01-01T00:00:00.000Z' }, warnings: [] }));
  mocked.openList.mockImplementation(async ({ id }) => (id === 'orcs' ? orcs : elves));
});

describe('siege store', () => {
  it('a side whose list was deleted: restoring it from the trash makes it the side\'s list again, without changing the roster', async () => {
    const linked = { ...stored, defender: { listId: 'elves' } };
    mocked.openSiege.mockImplementation(async () => ({ siege: linked, attacker: null, defender: null, problems: [], missing: [{ side: 'defender', listId: 'elves', trashed: { name: 'Elves' } }] }));
    mocked.restoreList.mockResolvedValue(elves);
    const siege = useSiegeStore();
    await siege.open('siege-test');
    expect(siege.missingSides).toEqual([{ side: 'defender', listId: 'elves', trashed: { name: 'Elves' } }]);
    expect(vi.mocked(api.openSiege).mock.calls[0]?.[0]).toEqual({ id: 'siege-test', lang: 'en' });
    await siege.restoreMissing('defender');
    expect(mocked.restoreList).toHaveBeenCalledWith({ id: 'elves' });
    expect(siege.defender).toBe(elves);
    expect(siege.missingSides).toEqual([]);
    expect(siege.roster).toBe(linked);
    expect(mocked.saveSiege).not.toHaveBeenCalled();
  });

  it('choosing another list for a side whose list was deleted leaves the deleted one behind', async () => {
    mocked.openSiege.mockImplementation(async () => ({ siege: { ...stored, attacker: { listId: 'gone' } }, attacker: null, defender: elves, problems: [], missing: [{ side: 'attacker', listId: 'gone' }] }));
    const siege = useSiegeStore();
    await siege.open('siege-test');
    await siege.linkSide('attacker', 'orcs');
    expect(siege.missingSides).toEqual([]);
    expect(siege.roster?.attacker).toEqual({ listId: 'orcs' });
  });

  it('opens a roster with its cards, its lists and only Old World lists to pick from', async () => {
    const siege = useSiegeStore();
    await siege.open('siege-test');
    expect(siege.roster).toBe(stored);
    expect(siege.defender).toBe(elves);
    expect(siege.lists.map((l) => l.id)).toEqual(['elves', 'orcs']);
    expect(siege.issues).toEqual([]);
    expect(siege.points?.defender).toEqual({ list: 90 + 105, extras: 0, total: 195, limit: 2000 });
    expect(siege.saveState).toBe('saved');
  });

  it('checks every edit at once, saves it and reports the problem in words', async () => {
    const siege = useSiegeStore();
    await siege.open('siege-test');
    expect(siege.apply((r) => addDevice(r, 'mage-tower', 'w1'))).toBe(true);
    expect(siege.issues.map((i) => `${i.code}@${i.elementId}`)).toEqual(['siege.device-element@w1']);
    expect(siege.saveState).toBe('unsaved');
    expect(siege.apply((r) => assignDevice(r, 'nope', 't1'))).toBe(false);
    expect(siege.apply((r) => assignDevice(r, siege.roster!.devices[0]!.id, 't1'))).toBe(true);
    expect(siege.apply((r) => placeOccupant(r, 'e2', 'w2'))).toBe(true);
    expect(siege.issues.map((i) => i.code)).toEqual(['siege.occupant-type']);
    expect(siege.names('en')).not.toBeNull();
    await siege.flush();
    expect(mocked.saveSiege).toHaveBeenCalledTimes(1);
    expect(mocked.saveSiege.mock.calls[0]?.[0].siege.garrison).toEqual([{ entry: 'e1', element: 'w1' }, { entry: 'e2', element: 'w2' }]);
    expect(siege.saveState).toBe('saved');
    expect(siege.roster?.updatedAt).toBe('2025-01-01T00:00:00.000Z');
  });

  it('links lists by reference and drops garrison entries of a replaced defender', async () => {
    const siege = useSiegeStore();
    await siege.open('siege-test');
    await siege.linkSide('attacker', 'orcs');
    expect(siege.roster?.attacker).toEqual({ listId: 'orcs' });
    expect(siege.attacker).toBe(orcs);
    await siege.linkSide('defender', 'orcs');
    expect(siege.roster?.garrison).toEqual([]);
    await siege.linkSide('defender', '');
    expect(siege.defender).toBeNull();
    expect(siege.roster).not.toHaveProperty('defender');
  });

  it('prints the siege sheet with the siege quick reference, blast templates and rulers, lists embedded', async () => {
    const siege = useSiegeStore();
    await siege.open('siege-test');
    siege.apply((r) => addElement(r, 'wall'));
    mocked.startPrint.mockResolvedValue({ jobId: 'j1' });
    mocked.getPrintStatus.mockResolvedValueOnce({ state: 'running', progress: { done: 1, total: 3, label: 'x' } });
    mocked.getPrintStatus.mockResolvedValueOnce({ state: 'done', progress: { done: 3, total: 3, label: 'x' } });
    mocked.getPrintResult.mockResolvedValue({ pdfBase64: btoa('%PDF-1'), fileName: 'Test siege.pdf' });
    const out = await siege.print('de', 'letter');
    expect(mocked.saveSiege).toHaveBeenCalled();
    const job = mocked.startPrint.mock.calls[0]?.[0].job;
    expect([job?.documents, job?.paper, job?.lang]).toEqual([['siege', 'quickref', 'blast', 'rulers'], 'letter', 'de']);
    expect(job?.siege?.defender?.list).toBe(elves);
    expect(out?.fileName).toBe('Test siege.pdf');
    expect(new TextDecoder().decode(out?.bytes)).toBe('%PDF-1');
    expect(siege.printState).toBe('done');
  });

  it('reports a failed save and a roster that cannot be opened', async () => {
    const siege = useSiegeStore();
    await siege.open('siege-test');
    mocked.saveSiege.mockRejectedValueOnce(new Error('disk full'));
    siege.apply((r) => addElement(r, 'tower'));
    await siege.flush();
    expect([siege.saveState, siege.saveError]).toEqual(['failed', 'disk full']);
    mocked.openSiege.mockRejectedValueOnce(new Error('sieges/x.muster-siege: createdAt: Invalid'));
    await siege.open('x');
    expect(siege.loadError).toBe('sieges/x.muster-siege: createdAt: Invalid');
    expect(siege.roster).toBeNull();
  });
  it('restores a saved version by saving it as the newest (pending edits saved first), keeping the open roster’s id, and reads its lists again', async () => {
    const siege = useSiegeStore();
    await siege.open('siege-test');
    expect(siege.apply((r) => addElement(r, 'wall'))).toBe(true);
    expect(siege.saveState).toBe('unsaved');
    const version = { ...rosterOf({ fortress: { elements: [{ id: 'w1', kind: 'wall' }] } }), id: 'elsewhere', name: 'Older', createdAt: '2023-01-01T00:00:00.000Z', defender: { listId: 'orcs' } };
    mocked.openSiege.mockImplementation(async () => ({ siege: { ...stored, ...version, id: 'siege-test' }, attacker: null, defender: orcs, problems: [], missing: [] }));
    expect(await siege.restoreVersion(version)).toBe(true);
    // First the pending edit (it becomes a version too), then the restored version under the open roster's id.
    expect(mocked.saveSiege).toHaveBeenCalledTimes(2);
    expect(mocked.saveSiege.mock.calls[0]?.[0].siege.fortress.elements).toHaveLength(FORT.elements.length + 1);
    expect(mocked.saveSiege.mock.calls[1]?.[0].siege).toMatchObject({ id: 'siege-test', name: 'Older', createdAt: stored.createdAt, defender: { listId: 'orcs' } });
    expect(siege.roster?.name).toBe('Older');
    expect(siege.defender).toBe(orcs);
    expect(siege.saveState).toBe('saved');
  });
});

describe('siege store: the overview', () => {
  it('words the roster files it could not read again when the language changes', async () => {
    mocked.listSieges.mockImplementation(async ({ lang }) => ({ sieges: [], problems: [lang === 'de' ? 'kaputt' : 'broken'], repaired: [] }));
    const siege = useSiegeStore();
    await siege.loadOverview();
    expect(siege.overviewProblems).toEqual(['broken']);
    useSettingsStore().lang = 'de';
    await vi.waitFor(() => expect(siege.overviewProblems).toEqual(['kaputt']));
  });
});

describe('siege store: the open roster', () => {
  it('words the problems reading its lists again when the language changes, and keeps its unsaved edits', async () => {
    mocked.openSiege.mockImplementation(async ({ lang }) => ({ siege: stored, attacker: null, defender: elves, problems: [lang === 'de' ? 'Liste unlesbar' : 'list unreadable'], missing: [] }));
    const siege = useSiegeStore();
    await siege.open('siege-test');
    expect(siege.sideProblems).toEqual(['list unreadable']);
    siege.apply((r) => ({ ok: true, roster: { ...r, name: 'Renamed' } }));
    useSettingsStore().lang = 'de';
    await vi.waitFor(() => expect(siege.sideProblems).toEqual(['Liste unlesbar']));
    expect(siege.roster?.name).toBe('Renamed');
    expect(mocked.openSiege).toHaveBeenLastCalledWith({ id: 'siege-test', lang: 'de' });
  });
});

describe('siege store: the trash', () => {
  it('deletes to the trash, undoes the deletion, and restores from the trash', async () => {
    const karak = rosterOf({ name: 'Karak' });
    const gone = { id: karak.id, name: 'Karak', updatedAt: karak.updatedAt, elements: 0, nightBattle: false, lists: [] };
    let listed = [gone];
    mocked.listSieges.mockImplementation(async () => ({ sieges: listed, problems: [], repaired: [] }));
    mocked.deleteSiege.mockImplementation(async () => {
      listed = [];
      return true;
    });
    mocked.restoreSiege.mockImplementation(async () => {
      listed = [gone];
      return karak;
    });
    mocked.listTrashedSieges.mockResolvedValue([{ ...gone, deletedAt: '2025-02-01T00:00:00.000Z' }]);
    const siege = useSiegeStore();
    await siege.loadOverview();
    await siege.remove(karak.id);
    expect([siege.summaries, siege.lastDeleted]).toEqual([[], gone]);
    expect(await siege.undoRemove()).toBe(karak);
    expect(mocked.restoreSiege).toHaveBeenCalledWith({ id: karak.id });
    expect([siege.summaries, siege.lastDeleted]).toEqual([[gone], null]);
    expect(await siege.undoRemove()).toBeNull();
    await siege.loadTrash();
    expect(siege.trashed.map((s) => s.deletedAt)).toEqual(['2025-02-01T00:00:00.000Z']);
    await siege.restoreTrashed(karak.id);
    expect(siege.trashed).toEqual([]);
  });
});

describe('siege store: a roster saved elsewhere meanwhile', () => {
  const ELSEWHERE = '2030-01-01T00:00:00.000Z';
  const conflict = () => new ApiError({ code: 'conflict', message: 'sieges/x.muster-siege: saved elsewhere', savedAt: ELSEWHERE });

  it('bases every save on the version opened or saved last; a refused save asks and keeps the change unsaved', async () => {
    const siege = useSiegeStore();
    await siege.open('siege-test');
    siege.apply((r) => addDevice(r, 'mage-tower', 'w1'));
    await siege.flush();
    expect(mocked.saveSiege.mock.calls.at(-1)![0].basedOn).toBe(stored.updatedAt);
    siege.apply((r) => assignDevice(r, siege.roster!.devices[0]!.id, 't1'));
    mocked.saveSiege.mockRejectedValueOnce(conflict());
    await siege.flush();
    expect(mocked.saveSiege.mock.calls.at(-1)![0].basedOn).toBe('2025-01-01T00:00:00.000Z');
    expect(siege.conflict).toEqual({ savedAt: ELSEWHERE });
    expect(siege.saveError).toBeNull();
    expect(siege.saveState).toBe('failed');
    expect(siege.roster!.devices[0]!.element).toBe('t1');
  });

  it('replacing saves over the version saved elsewhere; opening it drops the changes made here', async () => {
    const siege = useSiegeStore();
    await siege.open('siege-test');
    siege.apply((r) => addDevice(r, 'mage-tower', 'w1'));
    mocked.saveSiege.mockRejectedValueOnce(conflict());
    await siege.flush();
    await siege.replaceSavedSiege();
    expect(mocked.saveSiege.mock.calls.at(-1)![0]).toEqual({ siege: expect.objectContaining({ devices: [expect.objectContaining({ device: 'mage-tower' })] }), basedOn: ELSEWHERE });
    expect(siege.conflict).toBeNull();
    expect(siege.saveState).toBe('saved');

    siege.apply((r) => assignDevice(r, siege.roster!.devices[0]!.id, 't1'));
    mocked.saveSiege.mockRejectedValueOnce(conflict());
    await siege.flush();
    const theirs = { ...stored, name: 'Their siege', updatedAt: ELSEWHERE };
    mocked.openSiege.mockResolvedValueOnce({ siege: theirs, attacker: null, defender: elves, problems: [], missing: [] });
    await siege.takeSavedSiege();
    expect(siege.roster).toBe(theirs);
    expect(siege.conflict).toBeNull();
    expect(siege.saveState).toBe('saved');
    siege.apply((r) => addDevice(r, 'mage-tower', 'w1'));
    await siege.flush();
    expect(mocked.saveSiege.mock.calls.at(-1)![0].basedOn).toBe(ELSEWHERE);
  });
});
