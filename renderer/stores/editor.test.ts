import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/contract';
import { newList } from '../../core/list/new';
import type { ArmyList } from '../../core/model/list';
import { FIX } from '../../core/checks/test-fixtures';
import { api } from '../api';
import { cardLookup } from '../../core/db/lookup';
import { listTotals } from '../../core/list/totals';
import { errorText } from '../util/errors';
import { useDatabaseStore } from './database';
import { AUTOSAVE_DELAY_MS, HISTORY_LIMIT, useEditorStore } from './editor';

vi.mock('../api', () => ({
  api: {
    openList: vi.fn(),
    queryCards: vi.fn(),
    listFactions: vi.fn(),
    saveList: vi.fn(),
    autosaveList: vi.fn(),
    discardRecovery: vi.fn(),
    getRecovery: vi.fn(),
    getCardCounts: vi.fn(),
    getDatabaseProblems: vi.fn(),
    getAppInfo: vi.fn(),
  },
}));

const CARDS = Object.values(FIX);
const mocked = vi.mocked(api);

function goblins(): ArmyList {
  return newList({ id: 'l1', name: 'Siege', system: 'confrontation', faction: 'test', pointsLimit: 300, now: new Date('2024-05-01T10:00:00Z') });
}

async function opened(list = goblins()) {
  mocked.openList.mockResolvedValue(list);
  const store = useEditorStore();
  await store.open(list.id);
  return store;
}

beforeEach(() => {
  setActivePinia(createPinia());
  vi.clearAllMocks();
  mocked.queryCards.mockImplementation(async (q) => (q.ids ? CARDS.filter((c) => q.ids?.includes(c.id)) : CARDS));
  mocked.listFactions.mockResolvedValue([{ id: 'test', name: { de: 'Test', en: 'Test' }, system: 'confrontation', cardCount: CARDS.length }]);
  mocked.saveList.mockImplementation(async ({ list }) => ({ list: { ...list, updatedAt: '2024-05-02T09:00:00.000Z' }, warnings: [] }));
  mocked.autosaveList.mockResolvedValue(true);
  mocked.discardRecovery.mockResolvedValue(true);
  mocked.getRecovery.mockResolvedValue([]);
});
afterEach(() => {
  // A test's pending autosave must not fire into the next test's counts (on a busy machine it would).
  useEditorStore().cancelAutosave();
  vi.useRealTimers();
});

describe('editor store', () => {
  it('opens a list clean and without history, asking for no card an empty list does not name', async () => {
    const store = await opened();
    expect(mocked.queryCards).not.toHaveBeenCalled();
    expect(mocked.listFactions).toHaveBeenCalledWith({ system: 'confrontation' });
    expect(store.list?.id).toBe('l1');
    expect(store.dirty).toBe(false);
    expect(store.canUndo).toBe(false);
    expect(store.issues).toEqual([]);
    expect(store.totals).toEqual({ points: 0, limit: 300, figures: 0, entries: 0 });
  });

  it('validates on every edit: a machine without crew, then with a servant', async () => {
    const store = await opened();
    const machine = await store.addCardById('mountain-breaker');
    expect(machine).toBe('e1');
    expect(store.issues.map((i) => i.code)).toEqual(['crew.below-minimum']);
    expect(store.issuesByEntry.get('e1')?.[0]?.params).toEqual({ crew: 0, min: 1 });
    const miner = await store.addCardById('minelayer', 3);
    expect(miner).toBe('e2');
    expect(store.assign('e2', { type: 'crew', machine: 'e1', role: 'servant' })).toBe(true);
    expect(store.issues).toEqual([]);
    expect(store.summary).toEqual({ valid: true, errors: 0, warnings: 0 });
    expect(store.totals).toEqual({ points: 120 + 3 * 12, limit: 300, figures: 4, entries: 2 });
    expect(store.selectedId).toBe('e2');
  });

  it('undoes and redoes every edit and knows when it is back at the saved state', async () => {
    const store = await opened();
    const saved = store.list;
    await store.addCardById('chariot');
    await store.addCardById('trio', 2);
    store.assign('e2', { type: 'aboard', vehicle: 'e1' });
    expect(store.issues.map((i) => i.code)).toEqual(['transport.capacity']);
    expect(store.issues[0]?.params).toEqual({ slots: 6, capacity: 4 });
    expect(store.dirty).toBe(true);
    expect(store.undo()).toBe(true);
    expect(store.issues).toEqual([]);
    expect(store.list?.entries.map((e) => e.assignments.length)).toEqual([0, 0]);
    expect(store.redo()).toBe(true);
    expect(store.issues.map((i) => i.code)).toEqual(['transport.capacity']);
    store.undo();
    store.undo();
    store.undo();
    expect(store.list).toBe(saved);
    expect(store.dirty).toBe(false);
    expect(store.undo()).toBe(false);
    expect(store.canRedo).toBe(true);
    await store.addCardById('small-one');
    expect(store.canRedo).toBe(false);
  });

  it('removes, duplicates and counts entries through the core list operations', async () => {
    const store = await opened();
    await store.addCardById('mountain-breaker');
    await store.addCardById('minelayer');
    store.assign('e2', { type: 'crew', machine: 'e1', role: 'servant' });
    expect(store.duplicateEntry('e2')).toBe('e3');
    expect(store.list?.entries.map((e) => e.id)).toEqual(['e1', 'e2', 'e3']);
    expect(store.list?.entries[2]?.assignments).toEqual([{ type: 'crew', machine: 'e1', role: 'servant' }]);
    expect(store.setCount('e3', 4)).toBe(true);
    expect(store.setCount('e3', 0)).toBe(false);
    expect(store.lastOpError).toEqual({ code: 'invalid-count', count: 0 });
    expect(store.list?.entries[2]?.count).toBe(4);
    store.select('e1');
    expect(store.removeEntry('e1')).toBe(true);
    // Removing the machine removes the crew assignments pointing at it.
    expect(store.list?.entries.map((e) => [e.id, e.assignments.length])).toEqual([
      ['e2', 0],
      ['e3', 0],
    ]);
    expect(store.selectedId).toBe('e2');
    expect(await store.addCardById('Not An Id')).toBeUndefined();
  });

  it('moves an entry as one undoable edit: assignments stay, the save carries the new order', async () => {
    const store = await opened();
    await store.addCardById('mountain-breaker');
    await store.addCardById('minelayer');
    await store.addCardById('small-one');
    store.assign('e2', { type: 'crew', machine: 'e1', role: 'servant' });
    await store.save();
    const steps = store.past.length;
    const order = () => store.list?.entries.map((e) => e.id);
    store.select('e1');
    expect(store.moveEntry('e3', 0)).toBe(true);
    expect(order()).toEqual(['e3', 'e1', 'e2']);
    expect(store.selectedId).toBe('e3');
    expect(store.past.length).toBe(steps + 1);
    expect(store.dirty).toBe(true);
    // The crew assignment names its machine by id: still there, and no new problem.
    expect(store.list?.entries[2]?.assignments).toEqual([{ type: 'crew', machine: 'e1', role: 'servant' }]);
    expect(store.issues.filter((i) => i.code.startsWith('assignment.'))).toEqual([]);
    // At its place already, or unknown: nothing to undo.
    expect(store.moveEntry('e3', -1)).toBe(true);
    expect(store.past.length).toBe(steps + 1);
    expect(store.moveEntry('e9', 0)).toBe(false);
    expect(store.lastOpError).toEqual({ code: 'unknown-entry', entryId: 'e9' });
    expect(await store.save()).toBe(true);
    expect(mocked.saveList.mock.lastCall?.[0].list.entries.map((e) => e.id)).toEqual(['e3', 'e1', 'e2']);
    // One step back: the order as it was.
    expect(store.undo()).toBe(true);
    expect(order()).toEqual(['e1', 'e2', 'e3']);
    expect(store.redo()).toBe(true);
    expect(order()).toEqual(['e3', 'e1', 'e2']);
  });

  it('keeps at most HISTORY_LIMIT undo steps', async () => {
    const store = await opened();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) await store.addCardById('small-one');
    expect(store.past.length).toBe(HISTORY_LIMIT);
  });

  it('renames and changes the points limit as undoable edits', async () => {
    const store = await opened();
    expect(store.setName('  Goblin train  ')).toBe(true);
    expect(store.list?.name).toBe('Goblin train');
    expect(store.setPointsLimit(-1)).toBe(false);
    expect(store.setPointsLimit(400)).toBe(true);
    expect(store.totals?.limit).toBe(400);
    store.undo();
    expect(store.list?.pointsLimit).toBe(300);
    store.undo();
    expect(store.list?.name).toBe('Siege');
    expect(store.dirty).toBe(false);
  });

  it('saves: the saved list becomes the clean state; edits during a save stay unsaved', async () => {
    const store = await opened();
    await store.addCardById('small-one');
    expect(await store.save()).toBe(true);
    expect(mocked.saveList).toHaveBeenCalledTimes(1);
    expect(store.list?.updatedAt).toBe('2024-05-02T09:00:00.000Z');
    expect(store.dirty).toBe(false);
    expect(store.savedAt).toBeInstanceOf(Date);
    await store.addCardById('small-one');
    const pending = store.save();
    await store.addCardById('normal-one');
    await pending;
    expect(store.dirty).toBe(true);
    expect(store.list?.entries).toHaveLength(3);
  });

  it('a save whose history could not keep the version stands, and keeps the warning for the editor to show', async () => {
    const store = await opened();
    await store.addCardById('small-one');
    const warning = { code: 'history-not-kept' as const, file: '/data/lists/l1.muster', reason: { de: '/data/history: ist eine Datei, kein Ordner', en: '/data/history: is a file, not a folder' } };
    mocked.saveList.mockImplementationOnce(async ({ list }) => ({ list: { ...list, updatedAt: '2024-05-02T09:00:00.000Z' }, warnings: [warning] }));
    expect(await store.save()).toBe(true);
    expect([store.saveWarnings, store.saveError, store.dirty, store.list?.updatedAt]).toEqual([[warning], null, false, '2024-05-02T09:00:00.000Z']);
    // The next save that keeps its version has none.
    await store.addCardById('small-one');
    expect(await store.save()).toBe(true);
    expect(store.saveWarnings).toEqual([]);
  });

  it('a failed save shows the error and keeps the edits', async () => {
    const store = await opened();
    await store.addCardById('small-one');
    mocked.saveList.mockRejectedValueOnce(new ApiError({ code: 'failed', message: 'disk full' }));
    expect(await store.save()).toBe(false);
    expect(store.saveError).toBe('disk full');
    expect(store.dirty).toBe(true);
    expect(store.list?.entries).toHaveLength(1);
  });

  it('autosaves unsaved edits a second after the last change, and not when clean', async () => {
    vi.useFakeTimers();
    const store = await opened();
    await store.addCardById('small-one');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100);
    await store.addCardById('normal-one');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100);
    expect(mocked.autosaveList).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(mocked.autosaveList).toHaveBeenCalledTimes(1);
    expect(mocked.autosaveList.mock.calls[0]?.[0].list.entries).toHaveLength(2);
    store.undo();
    store.undo();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(mocked.autosaveList).toHaveBeenCalledTimes(1);
  });

  it('removes the autosave when undo brings the list back to its saved state, so nothing is offered after leaving', async () => {
    vi.useFakeTimers();
    const store = await opened();
    await store.addCardById('small-one');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    expect(mocked.autosaveList).toHaveBeenCalledTimes(1);
    expect(mocked.discardRecovery).not.toHaveBeenCalled();
    store.undo();
    expect(store.dirty).toBe(false);
    // At once, not after the autosave delay: the player may leave the editor right away.
    await vi.advanceTimersByTimeAsync(0);
    expect(mocked.discardRecovery).toHaveBeenCalledWith({ id: 'l1' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(mocked.autosaveList).toHaveBeenCalledTimes(1);
    expect(mocked.discardRecovery).toHaveBeenCalledTimes(1);
    // Redo: the edits are unsaved again and autosaved again.
    store.redo();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    expect(mocked.autosaveList).toHaveBeenCalledTimes(2);
  });

  it('cancels a pending autosave when undo comes before it, and removes none it never wrote', async () => {
    vi.useFakeTimers();
    const store = await opened();
    await store.addCardById('small-one');
    store.undo();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(mocked.autosaveList).not.toHaveBeenCalled();
    expect(mocked.discardRecovery).not.toHaveBeenCalled();
  });

  it('an edit put back by hand is clean: its autosave is removed', async () => {
    vi.useFakeTimers();
    const base: ArmyList = { ...goblins(), entries: [{ id: 'e1', cardId: 'trio', count: 2, assignments: [] }], lastEntryNumber: 1 };
    const store = await opened(base);
    expect(store.setCount('e1', 3)).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    expect(mocked.autosaveList).toHaveBeenCalledTimes(1);
    expect(store.setCount('e1', 2)).toBe(true);
    expect(store.list).not.toBe(base);
    expect(store.dirty).toBe(false);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(mocked.discardRecovery).toHaveBeenCalledWith({ id: 'l1' });
    expect(mocked.autosaveList).toHaveBeenCalledTimes(1);
    // The same for a name typed back.
    store.setName('Other');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    store.setName('Siege');
    expect(store.dirty).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(mocked.discardRecovery).toHaveBeenCalledTimes(2);
  });

  it('keeps the autosave of edits that are still unsaved (a crash now recovers them)', async () => {
    vi.useFakeTimers();
    const store = await opened();
    await store.addCardById('small-one');
    await store.addCardById('trio');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    store.undo();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    expect(store.dirty).toBe(true);
    expect(mocked.autosaveList).toHaveBeenCalledTimes(2);
    expect(mocked.autosaveList.mock.calls[1]?.[0].list.entries.map((e) => e.cardId)).toEqual(['small-one']);
    expect(mocked.discardRecovery).not.toHaveBeenCalled();
  });

  it('removes the autosave only after a write still under way, so the write cannot bring it back', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    let written!: () => void;
    mocked.autosaveList.mockImplementationOnce(() => new Promise<true>((resolve) => (written = () => (order.push('written'), resolve(true)))));
    mocked.discardRecovery.mockImplementation(async () => (order.push('removed'), true));
    const store = await opened();
    await store.addCardById('small-one');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    expect(mocked.autosaveList).toHaveBeenCalledTimes(1);
    store.undo();
    await vi.advanceTimersByTimeAsync(0);
    expect(mocked.discardRecovery).not.toHaveBeenCalled();
    written();
    await vi.waitFor(() => expect(order).toEqual(['written', 'removed']));
  });

  it('a save waits for an autosave write under way, which would otherwise be offered after the save', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    let written!: () => void;
    mocked.autosaveList.mockImplementationOnce(() => new Promise<true>((resolve) => (written = () => (order.push('written'), resolve(true)))));
    mocked.saveList.mockImplementation(async ({ list }) => (order.push('saved'), { list, warnings: [] }));
    const store = await opened();
    await store.addCardById('small-one');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    const saving = store.save();
    await vi.advanceTimersByTimeAsync(0);
    expect(mocked.saveList).not.toHaveBeenCalled();
    written();
    expect(await saving).toBe(true);
    expect(order).toEqual(['written', 'saved']);
    expect(store.dirty).toBe(false);
  });

  it('taking the version saved elsewhere leaves the list clean and removes the autosave of the own edits', async () => {
    vi.useFakeTimers();
    const store = await opened();
    await store.addCardById('small-one');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    mocked.saveList.mockRejectedValueOnce(new ApiError({ code: 'conflict', message: 'saved elsewhere', savedAt: '2024-05-03T08:00:00.000Z' }));
    await store.save();
    mocked.openList.mockResolvedValue({ ...goblins(), updatedAt: '2024-05-03T08:00:00.000Z', name: 'Theirs' });
    expect(await store.takeSaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(store.dirty).toBe(false);
    expect(mocked.discardRecovery).toHaveBeenCalledWith({ id: 'l1' });
  });

  it('a restored draft that holds just the saved list is not kept as an autosave', async () => {
    const saved = goblins();
    mocked.openList.mockResolvedValue(saved);
    const store = useEditorStore();
    store.restoreDraft({ ...saved, updatedAt: '2024-05-01T11:00:00.000Z' });
    await store.open('l1');
    expect(store.dirty).toBe(false);
    await vi.waitFor(() => expect(mocked.discardRecovery).toHaveBeenCalledWith({ id: 'l1' }));
  });

  it('restores a recovered draft over the saved list, dirty, and discards it on request', async () => {
    const saved = goblins();
    const draft: ArmyList = { ...saved, entries: [{ id: 'e1', cardId: 'thallion', count: 2, assignments: [] }], lastEntryNumber: 1 };
    mocked.openList.mockResolvedValue(saved);
    const store = useEditorStore();
    store.restoreDraft(draft);
    await store.open('l1');
    expect(store.list).toBe(draft);
    expect(store.dirty).toBe(true);
    await store.discard();
    expect(mocked.discardRecovery).toHaveBeenCalledWith({ id: 'l1' });
    expect(store.list).toBe(saved);
    expect(store.dirty).toBe(false);
  });

  it('discards edits together with their undo history, so undo cannot bring them back', async () => {
    const saved = goblins();
    mocked.openList.mockResolvedValue(saved);
    const store = useEditorStore();
    await store.open('l1');
    store.addCard('small-one');
    store.addCard('trio');
    store.undo();
    expect(store.canUndo).toBe(true);
    expect(store.canRedo).toBe(true);
    await store.discard();
    expect(mocked.discardRecovery).toHaveBeenCalledWith({ id: 'l1' });
    expect(store.list).toBe(saved);
    expect(store.canUndo).toBe(false);
    expect(store.canRedo).toBe(false);
    store.undo();
    store.redo();
    expect(store.list).toBe(saved);
    expect(store.dirty).toBe(false);
  });

  it('offers the autosaved edits of the list it opens, autosaves nothing over them, and restores them as an undoable edit', async () => {
    vi.useFakeTimers();
    const saved = goblins();
    const draft: ArmyList = { ...saved, entries: [{ id: 'e1', cardId: 'thallion', count: 2, assignments: [] }], lastEntryNumber: 1 };
    mocked.getRecovery.mockResolvedValue([{ ...goblins(), id: 'other' }, draft]);
    const store = await opened(saved);
    await vi.waitFor(() => expect(store.recovered).toBe(draft));
    expect(store.list).toBe(saved);
    // An edit before the player decides does not overwrite the recovered edits on disk.
    store.addCard('small-one');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(mocked.autosaveList).not.toHaveBeenCalled();
    store.undo();
    expect(await store.restoreRecovered()).toBe(true);
    expect(store.recovered).toBeNull();
    expect(store.list).toBe(draft);
    expect(store.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(mocked.autosaveList).toHaveBeenCalledWith({ list: draft });
    store.undo();
    expect(store.list).toBe(saved);
  });

  it('fetches the cards of offered edits while they are offered; a restore waits for them, so its entries are checked with their cards', async () => {
    const saved = goblins();
    const draft: ArmyList = { ...saved, entries: [{ id: 'e1', cardId: 'thallion', count: 1, assignments: [] }], lastEntryNumber: 1 };
    mocked.getRecovery.mockResolvedValue([draft]);
    let release: () => void = () => undefined;
    const store = await opened(saved);
    mocked.queryCards.mockImplementation(async (q) => {
      await new Promise<void>((r) => (release = r));
      return q.ids ? CARDS.filter((c) => q.ids?.includes(c.id)) : CARDS;
    });
    await vi.waitFor(() => expect(store.recovered).toBe(draft));
    await vi.waitFor(() => expect(mocked.queryCards).toHaveBeenCalledWith({ ids: ['thallion'] }));
    const restoring = store.restoreRecovered();
    await Promise.resolve();
    // Still offered while its cards are on the way.
    expect(store.recovered).toBe(draft);
    release();
    expect(await restoring).toBe(true);
    expect(store.list).toBe(draft);
    expect(store.cards.some((c) => c.id === 'thallion')).toBe(true);
    expect(store.issues.filter((i) => i.code === 'card.unknown')).toEqual([]);
  });

  it('discards offered edits on request; a save waits for the choice, then leaves nothing to offer', async () => {
    const saved = goblins();
    const draft: ArmyList = { ...saved, name: 'Siege (recovered)' };
    mocked.getRecovery.mockResolvedValue([draft]);
    const store = await opened(saved);
    await vi.waitFor(() => expect(store.recovered).toBe(draft));
    await store.discardRecovered();
    expect(mocked.discardRecovery).toHaveBeenCalledWith({ id: 'l1' });
    expect(store.recovered).toBeNull();
    expect(store.list).toBe(saved);

    const again = await opened(saved);
    await vi.waitFor(() => expect(again.recovered).toBe(draft));
    // Save before choosing: nothing written (it would drop the recovered edits), they are still offered.
    mocked.saveList.mockClear();
    expect(await again.save()).toBe(false);
    expect(mocked.saveList).not.toHaveBeenCalled();
    expect(again.recovered).toBe(draft);
    await again.restoreRecovered();
    mocked.saveList.mockImplementation(async ({ list }) => ({ list, warnings: [] }));
    expect(await again.save()).toBe(true);
    expect(mocked.saveList).toHaveBeenCalledWith(expect.objectContaining({ list: expect.objectContaining({ name: 'Siege (recovered)' }) }));
    expect(again.recovered).toBeNull();
  });

  it('a list open in another tab: its autosave is not offered, and the editor says it is open elsewhere, until that tab is gone', async () => {
    const saved = goblins();
    const draft: ArmyList = { ...saved, name: 'Siege (edited in the other tab)' };
    mocked.getRecovery.mockResolvedValue([draft]);
    // The browser's lock manager, with another tab's editor holding this list.
    const held = [{ name: 'muster.list-open/othertab/l1', mode: 'shared' }];
    const query = vi.fn(async () => ({ held: [...held], pending: [] }));
    vi.stubGlobal('navigator', { ...navigator, locks: { request: () => new Promise(() => undefined), query } });
    try {
      const store = await opened(saved);
      await vi.waitFor(() => expect(store.openElsewhere).toBe(true));
      await new Promise((r) => setTimeout(r, 0));
      expect(store.recovered).toBeNull();
      // One question to the browser answers both: the notice and which drafts to offer.
      expect(query).toHaveBeenCalledTimes(1);
      // The other tab closes; the window gets the focus back and asks again.
      held.length = 0;
      await store.checkOpenElsewhere();
      expect(store.openElsewhere).toBe(false);
      const again = await opened(saved);
      await vi.waitFor(() => expect(again.recovered).toBe(draft));
      expect(again.openElsewhere).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not offer again the draft the lists page restored', async () => {
    const saved = goblins();
    const draft: ArmyList = { ...saved, name: 'Siege (recovered)' };
    mocked.openList.mockResolvedValue(saved);
    mocked.getRecovery.mockResolvedValue([draft]);
    const store = useEditorStore();
    store.restoreDraft(draft);
    await store.open('l1');
    expect(store.list).toBe(draft);
    expect(mocked.getRecovery).not.toHaveBeenCalled();
    expect(store.recovered).toBeNull();
  });

  it('opens a recovered draft whose saved file is gone', async () => {
    const draft = goblins();
    mocked.openList.mockRejectedValue(new ApiError({ code: 'failed', message: 'ENOENT' }));
    const store = useEditorStore();
    store.restoreDraft(draft);
    await store.open('l1');
    expect(store.list).toBe(draft);
    expect(store.saved).toBeNull();
    expect(store.dirty).toBe(true);
  });

  it('checks a TJOST game list against its selection list once it is set', async () => {
    const game: ArmyList = { ...goblins(), kind: 'tjost-game', entries: [{ id: 'e1', cardId: 'thallion', count: 1, assignments: [] }], lastEntryNumber: 1 };
    const store = await opened(game);
    expect(store.issues.some((i) => i.code === 'tjost.not-in-selection')).toBe(false);
    store.selection = { ...goblins(), id: 'sel', kind: 'tjost-selection', entries: [{ id: 'e1', cardId: 'minelayer', count: 2, assignments: [] }] };
    expect(store.issues.filter((i) => i.code === 'tjost.not-in-selection').map((i) => i.entryId)).toEqual(['e1']);
    await store.open('l1');
    expect(store.selection).toBeNull();
  });

  it('holds the cards the list names and the cards those name, fetched by id', async () => {
    const list: ArmyList = { ...goblins(), entries: [{ id: 'e1', cardId: 'mountain-breaker', count: 1, assignments: [] }], lastEntryNumber: 1 };
    const store = await opened(list);
    // The machine, then its servants: no query for the whole system.
    expect(mocked.queryCards.mock.calls.map(([q]) => q)).toEqual([{ ids: ['mountain-breaker'] }, { ids: ['minelayer'] }]);
    expect(store.cards.map((c) => c.id).sort()).toEqual(['minelayer', 'mountain-breaker']);
    expect(store.issues.map((i) => i.code)).toEqual(['crew.below-minimum']);
  });

  it('fetches the cards of a TJOST selection list and of a restored version once they are set', async () => {
    const store = await opened({ ...goblins(), kind: 'tjost-game' });
    store.selection = { ...goblins(), id: 'sel', kind: 'tjost-selection', entries: [{ id: 'e1', cardId: 'thallion', count: 2, assignments: [] }] };
    await vi.waitFor(() => expect(store.lookup.card('thallion')?.id).toBe('thallion'));
    store.restoreVersion({ ...goblins(), entries: [{ id: 'e1', cardId: 'trio', count: 1, assignments: [] }] });
    await vi.waitFor(() => expect(store.totals?.figures).toBe(3));
    const asked = mocked.queryCards.mock.calls.flatMap(([q]) => q.ids ?? []);
    expect(asked).toEqual(['thallion', 'trio']);
  });

  it('Old World: holds the magic items, asked for page by page', async () => {
    const items = Array.from({ length: 2500 }, (_, i) => ({ ...FIX.minelayer, id: `item-${i}`, kind: 'artifact' as const, item: { type: 'weapon', list: 'general', onePerArmy: false } }));
    mocked.queryCards.mockImplementation(async (q) => (q.ids ? [] : items.slice(q.offset ?? 0, (q.offset ?? 0) + (q.limit ?? items.length))));
    const store = await opened(newList({ id: 'l1', name: 'Empire', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, now: new Date(0) }));
    // The editor is ready before the items arrive; they follow.
    expect(store.list?.system).toBe('oldworld');
    await vi.waitFor(() => expect(store.cards).toHaveLength(2500));
    expect(mocked.queryCards.mock.calls.map(([q]) => q)).toEqual([
      { system: 'oldworld', kind: 'artifact', offset: 0, limit: 2000 },
      { system: 'oldworld', kind: 'artifact', offset: 2000, limit: 2000 },
    ]);
  });

  it('Old World: the magic items are asked for once for every list opened, and again once the cards changed or a request failed', async () => {
    const item = { ...FIX.minelayer, id: 'item-1', kind: 'artifact' as const, item: { type: 'weapon', list: 'general', onePerArmy: false } };
    const notItem = { ...FIX.minelayer, id: 'relic', kind: 'artifact' as const };
    mocked.queryCards.mockImplementation(async (q) => (q.ids ? [] : [item, notItem]));
    const empire = (id: string) => newList({ id, name: 'Empire', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, now: new Date(0) });
    const itemQueries = () => mocked.queryCards.mock.calls.filter(([q]) => q.kind === 'artifact').length;
    const store = await opened(empire('l1'));
    await vi.waitFor(() => expect(store.cards.map((c) => c.id)).toEqual(['item-1']));
    await opened(empire('l2'));
    await vi.waitFor(() => expect(store.cards.map((c) => c.id)).toEqual(['item-1']));
    expect(itemQueries()).toBe(1);
    // The cards changed (an import, the card editor): the database store loads again, and so do the items.
    mocked.getCardCounts.mockResolvedValue({ confrontation: 0, chronopia: 0, oldworld: 2 });
    mocked.getDatabaseProblems.mockResolvedValue([]);
    mocked.getAppInfo.mockRejectedValue(new Error('not needed here'));
    await useDatabaseStore().load();
    mocked.queryCards.mockRejectedValueOnce(new ApiError({ code: 'failed', message: 'busy' }));
    await opened(empire('l3'));
    await vi.waitFor(() => expect(itemQueries()).toBe(2));
    expect(store.cards).toEqual([]);
    // The failed request is not kept: the next list asks again.
    await opened(empire('l4'));
    await vi.waitFor(() => expect(store.cards.map((c) => c.id)).toEqual(['item-1']));
    expect(itemQueries()).toBe(3);
  });

  it('opens a list handed over after it was created without reading it again', async () => {
    const created = goblins();
    const stored = { ...created, updatedAt: '2026-01-01T00:00:00.000Z' };
    const store = useEditorStore();
    store.handOver({ list: created, stored: Promise.resolve(stored) });
    await store.open('l1');
    expect(mocked.openList).not.toHaveBeenCalled();
    // Shown at once, then replaced by the list as main saved it.
    await vi.waitFor(() => expect(store.list).toBe(stored));
    expect(store.saved).toBe(stored);
    expect(store.dirty).toBe(false);
    // Handed over once: the next open reads the file.
    mocked.openList.mockResolvedValue(created);
    await store.open('l1');
    expect(mocked.openList).toHaveBeenCalledTimes(1);
  });

  it('shows a new list in the same update when the app holds its factions, and waits for them otherwise', async () => {
    // The database store has not loaded: the editor waits for the factions, showing "Loading".
    const store = useEditorStore();
    store.handOver({ list: goblins(), stored: new Promise<ArmyList>(() => undefined) });
    const first = store.open('l1');
    expect(store.loading).toBe(true);
    expect(store.list).toBeNull();
    await first;
    expect(store.list?.id).toBe('l1');
    expect(store.factions.map((f) => f.id)).toEqual(['test']);

    // Loaded: the next new list is there before `open` returns to the event loop.
    mocked.getCardCounts.mockResolvedValue({ confrontation: 1, chronopia: 0, oldworld: 0 });
    mocked.getDatabaseProblems.mockResolvedValue([]);
    mocked.getAppInfo.mockResolvedValue({ version: 'test', mode: 'browser', nativeDialogs: false, userDataDir: '/data', defaultLang: 'en' });
    await useDatabaseStore().load();
    const created = { ...goblins(), id: 'l2' };
    store.handOver({ list: created, stored: new Promise<ArmyList>(() => undefined) });
    void store.open('l2');
    expect(store.loading).toBe(false);
    expect(store.list).toBe(created);
    expect(store.saved).toBe(created);
    expect(store.factions.map((f) => f.id)).toEqual(['test']);
    expect(mocked.openList).not.toHaveBeenCalled();

    // A list with cards still fetches them first.
    const withCards = { ...goblins(), id: 'l3', entries: [{ id: 'e1', cardId: CARDS[0]!.id, count: 1, assignments: [] }] };
    store.handOver({ list: withCards, stored: new Promise<ArmyList>(() => undefined) });
    const third = store.open('l3');
    expect(store.loading).toBe(true);
    await third;
    expect(store.list).toBe(withCards);
    expect(store.cards.map((c) => c.id)).toContain(CARDS[0]!.id);
  });

  it('keeps edits made before a new list is saved, unsaved against the saved list', async () => {
    const created = goblins();
    let save!: (list: ArmyList) => void;
    const store = useEditorStore();
    store.handOver({ list: created, stored: new Promise<ArmyList>((resolve) => (save = resolve)) });
    await store.open('l1');
    expect(store.list).toBe(created);
    expect(store.dirty).toBe(false);
    store.setName('Renamed');
    const stored = { ...created, updatedAt: '2026-01-01T00:00:00.000Z' };
    save(stored);
    await vi.waitFor(() => expect(store.saved).toBe(stored));
    expect(store.list?.name).toBe('Renamed');
    expect(store.dirty).toBe(true);
  });

  it('keeps a new list open, unsaved and with the error, when main cannot save it', async () => {
    const created = goblins();
    const store = useEditorStore();
    store.handOver({ list: created, stored: Promise.reject(new ApiError({ code: 'failed', message: 'lists/l1.muster: disk full' })) });
    await store.open('l1');
    await vi.waitFor(() => expect(store.saveError).toBe('lists/l1.muster: disk full'));
    expect(store.list).toBe(created);
    expect(store.saved).toBeNull();
    expect(store.dirty).toBe(true);
    mocked.saveList.mockImplementation(async ({ list }) => ({ list, warnings: [] }));
    expect(await store.save()).toBe(true);
    expect(mocked.saveList).toHaveBeenCalledWith({ list: created });
    expect(store.dirty).toBe(false);
  });

  it('reports a list that cannot be opened, naming the file and field', async () => {
    mocked.openList.mockRejectedValue(new ApiError({ code: 'failed', message: 'lists/l1.muster: entries[0].cardId: unknown card' }));
    const store = useEditorStore();
    await store.open('l1');
    expect(store.list).toBeNull();
    expect(store.loadError).toBe('lists/l1.muster: entries[0].cardId: unknown card');
  });
});

describe('editor helpers', () => {
  it('sums points and figures of known cards', () => {
    const list: ArmyList = { ...goblins(), entries: [
      { id: 'e1', cardId: 'trio', count: 2, assignments: [] },
      { id: 'e2', cardId: 'mountain-breaker', count: 1, assignments: [] },
      { id: 'e3', cardId: 'gone', count: 5, assignments: [] },
    ] };
    expect(listTotals(list, cardLookup(CARDS))).toEqual({ points: 2 * 18 + 120, limit: 300, figures: 7, entries: 3 });
  });

  it('names the failing fields of invalid input', () => {
    const err = new ApiError({ code: 'invalid-input', message: 'Invalid input for saveList', fields: [{ path: 'list.name', message: 'too long' }] });
    expect(errorText(err)).toBe('Invalid input for saveList (list.name: too long)');
    expect(errorText('plain')).toBe('plain');
  });
});

describe('editor store: a list saved elsewhere meanwhile', () => {
  const OPENED = '2024-05-01T10:00:00.000Z';
  const ELSEWHERE = '2024-05-03T08:00:00.000Z';
  const conflict = () => new ApiError({ code: 'conflict', message: 'lists/l1.muster: saved elsewhere', savedAt: ELSEWHERE });

  it('bases every save on the version opened or saved last', async () => {
    const store = await opened();
    await store.addCardById('small-one');
    await store.save();
    expect(mocked.saveList).toHaveBeenLastCalledWith({ list: expect.objectContaining({ id: 'l1' }), basedOn: OPENED });
    await store.addCardById('small-one');
    await store.save();
    expect(mocked.saveList).toHaveBeenLastCalledWith({ list: expect.objectContaining({ id: 'l1' }), basedOn: '2024-05-02T09:00:00.000Z' });
  });

  it('a refused save asks (conflict with the time), shows no error, keeps the edits unsaved and autosaves them', async () => {
    vi.useFakeTimers();
    const store = await opened();
    await store.addCardById('small-one');
    const mine = store.list;
    mocked.saveList.mockRejectedValueOnce(conflict());
    expect(await store.save()).toBe(false);
    expect(store.conflict).toEqual({ savedAt: ELSEWHERE });
    expect(store.saveError).toBeNull();
    expect(store.list).toBe(mine);
    expect(store.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    expect(mocked.autosaveList).toHaveBeenCalledWith({ list: mine });
  });

  it('replacing saves over the version saved elsewhere, based on it', async () => {
    const store = await opened();
    await store.addCardById('small-one');
    mocked.saveList.mockRejectedValueOnce(conflict());
    await store.save();
    expect(await store.replaceSaved()).toBe(true);
    expect(mocked.saveList).toHaveBeenLastCalledWith({ list: expect.objectContaining({ entries: [expect.objectContaining({ cardId: 'small-one' })] }), basedOn: ELSEWHERE });
    expect(store.conflict).toBeNull();
    expect(store.dirty).toBe(false);
  });

  it('opening the version saved elsewhere is one edit: clean against it, and Undo brings the own edits back', async () => {
    const store = await opened();
    await store.addCardById('small-one');
    const mine = store.list;
    mocked.saveList.mockRejectedValueOnce(conflict());
    await store.save();
    const theirs: ArmyList = { ...goblins(), updatedAt: ELSEWHERE, name: 'Their siege', lastEntryNumber: 1, entries: [{ id: 'e1', cardId: 'normal-one', count: 2, assignments: [] }] };
    mocked.openList.mockResolvedValue(theirs);
    expect(await store.takeSaved()).toBe(true);
    expect(store.conflict).toBeNull();
    expect(store.list).toBe(theirs);
    expect(store.saved).toBe(theirs);
    expect(store.dirty).toBe(false);
    await vi.waitFor(() => expect(store.cards.some((c) => c.id === 'normal-one')).toBe(true));
    expect(store.undo()).toBe(true);
    expect(store.list).toBe(mine);
    expect(store.dirty).toBe(true);
    await store.save();
    expect(mocked.saveList).toHaveBeenLastCalledWith({ list: mine, basedOn: ELSEWHERE });
  });

  it('going on editing saves nothing, and the next save asks again', async () => {
    const store = await opened();
    await store.addCardById('small-one');
    mocked.saveList.mockRejectedValueOnce(conflict());
    await store.save();
    store.keepEditing();
    expect(store.conflict).toBeNull();
    expect(mocked.saveList).toHaveBeenCalledTimes(1);
    mocked.saveList.mockRejectedValueOnce(conflict());
    expect(await store.save()).toBe(false);
    expect(mocked.saveList).toHaveBeenLastCalledWith({ list: store.list, basedOn: OPENED });
    expect(store.conflict).toEqual({ savedAt: ELSEWHERE });
  });

  it('a list just created is saved unchecked until main has saved it, then based on that version', async () => {
    const created = goblins();
    let stored!: (list: ArmyList) => void;
    const store = useEditorStore();
    store.handOver({ list: created, stored: new Promise<ArmyList>((resolve) => (stored = resolve)) });
    await store.open('l1');
    store.setName('Early');
    await store.save();
    expect(mocked.saveList).toHaveBeenLastCalledWith({ list: expect.objectContaining({ name: 'Early' }) });
    // Main's first save of the new list comes back after the player's: the player's is the later one.
    stored({ ...created, updatedAt: '2024-05-01T10:00:00.500Z' });
    await Promise.resolve();
    store.setName('Later');
    await store.save();
    expect(mocked.saveList).toHaveBeenLastCalledWith({ list: expect.objectContaining({ name: 'Later' }), basedOn: '2024-05-02T09:00:00.000Z' });

    setActivePinia(createPinia());
    const next = useEditorStore();
    let second!: (list: ArmyList) => void;
    next.handOver({ list: created, stored: new Promise<ArmyList>((resolve) => (second = resolve)) });
    await next.open('l1');
    second({ ...created, updatedAt: '2024-05-01T10:00:00.500Z' });
    await vi.waitFor(() => expect(next.saved?.updatedAt).toBe('2024-05-01T10:00:00.500Z'));
    next.setName('After');
    await next.save();
    expect(mocked.saveList).toHaveBeenLastCalledWith({ list: expect.objectContaining({ name: 'After' }), basedOn: '2024-05-01T10:00:00.500Z' });
  });
});
