import { createTestingPinia } from '@pinia/testing';
import { setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/error';
import type { Card, DbCard } from '../../core/model/card';
import { api } from '../api';
import { useCardGridStore } from './card-grid';

vi.mock('../api', () => ({
  api: { openFactionCards: vi.fn(), saveFactionCards: vi.fn(), queryCards: vi.fn(), getCardCounts: vi.fn(), getDatabaseProblems: vi.fn(), getAppInfo: vi.fn(), listFactions: vi.fn() },
}));

const mocked = vi.mocked(api);
const GOBLINS = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' } };

function card(id: string, over: Partial<Card> = {}): Card {
  return { id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points: 10, personality: false, figures: 1, mount: false, throne: false, stats: { MOV: 10 }, abilities: [], ...over };
}
const shipped: DbCard = { ...card('goblin-warrior'), source: 'sample', system: 'confrontation', faction: 'goblins-no-dan-kar' };
const mineA: DbCard = { ...card('my-a'), system: 'confrontation', faction: 'goblins-no-dan-kar' };

beforeEach(() => {
  setActivePinia(createTestingPinia({ createSpy: vi.fn, stubActions: false }));
  vi.clearAllMocks();
  vi.useRealTimers();
  mocked.openFactionCards.mockResolvedValue({ system: 'confrontation', faction: GOBLINS, cards: [card('my-a'), card('my-b')], version: 'v1' });
  // The faction's cards (the database, filtered by source as it does) and the ids looked up in it.
  mocked.queryCards.mockImplementation(async (q) =>
    q.ids ? [shipped].filter((c) => q.ids!.includes(c.id)) : q.offset ? [] : [shipped, mineA].filter((c) => !q.source || c.source === q.source),
  );
  mocked.saveFactionCards.mockImplementation(async ({ cards }) => ({ saved: true, written: 'cards/confrontation/goblins-no-dan-kar.json', added: cards.length, changed: 0, removed: 0, unchanged: 0, version: 'v2' }));
  mocked.getCardCounts.mockResolvedValue({ confrontation: 1, oldworld: 0, chronopia: 0 });
  mocked.getDatabaseProblems.mockResolvedValue([]);
  mocked.listFactions.mockResolvedValue([]);
});

async function opened() {
  const store = useCardGridStore();
  await store.open('confrontation', 'goblins-no-dan-kar');
  return store;
}
const col = (store: ReturnType<typeof useCardGridStore>, name: string): number => store.state.columns.indexOf(name);

describe('card grid store', () => {
  it('opens the faction’s own cards; the shipped ones are offered to copy, not shown as rows', async () => {
    const store = await opened();
    expect(store.state.rows.map((r) => r.cells.id)).toEqual(['my-a', 'my-b']);
    expect(store.shipped.map((c) => c.id)).toEqual(['goblin-warrior']);
    expect(store.dirty).toBe(false);
  });

  it('asks the database only for the cards that are not the player’s own (the file brings those), of every such source', async () => {
    const dataset: DbCard = { ...shipped, id: 'goblin-from-a-dataset', source: 'dataset' };
    const rules: DbCard = { ...shipped, id: 'goblin-from-the-rules', source: 'seed' };
    mocked.queryCards.mockImplementation(async (q) => (q.offset ? [] : [rules, shipped, mineA, dataset].filter((c) => !q.source || c.source === q.source)));
    const store = await opened();
    expect(store.shipped.map((c) => c.id).sort()).toEqual(['goblin-from-a-dataset', 'goblin-from-the-rules', 'goblin-warrior']);
    const asked = mocked.queryCards.mock.calls.map(([q]) => q);
    expect(asked.every((q) => q.system === 'confrontation' && q.faction === 'goblins-no-dan-kar' && q.source !== undefined && q.source !== 'user')).toBe(true);
    expect(asked.map((q) => q.source).sort()).toEqual(['dataset', 'sample', 'seed']);
  });

  it('edits, pastes and row changes are undone and redone one step at a time, and the selection goes back with them', async () => {
    const store = await opened();
    store.select({ anchor: { row: 0, col: col(store, 'points') }, cursor: { row: 0, col: col(store, 'points') } });
    store.setCell({ row: 0, col: col(store, 'points') }, '12');
    store.select({ anchor: { row: 2, col: 0 }, cursor: { row: 2, col: 0 } });
    store.paste('Neu\tNew\tmy-new\tfighter\t\t\t7\n');
    store.select({ anchor: { row: 1, col: 0 }, cursor: { row: 1, col: 0 } });
    store.deleteRows();
    expect(store.state.rows.map((r) => r.cells.id)).toEqual(['my-a', 'my-new']);
    expect(store.dirty).toBe(true);
    store.undo();
    expect(store.state.rows.map((r) => r.cells.id)).toEqual(['my-a', 'my-b', 'my-new']);
    expect(store.selection.cursor).toEqual({ row: 1, col: 0 });
    store.undo();
    expect(store.state.rows).toHaveLength(2);
    store.undo();
    expect(store.state.rows[0]!.cells.points).toBe('10');
    expect(store.dirty).toBe(false);
    expect(store.undo()).toBe(false);
    store.redo();
    store.redo();
    expect(store.state.rows.map((r) => [r.cells.id, r.cells.points])).toEqual([['my-a', '12'], ['my-b', '10'], ['my-new', '7']]);
  });

  it('an id of a shipped card is looked up and marked; Save writes only the good rows and says which rows were left out', async () => {
    vi.useFakeTimers();
    const store = await opened();
    store.select({ anchor: { row: 2, col: 0 }, cursor: { row: 2, col: 0 } });
    store.paste('Krieger\tWarrior\tgoblin-warrior\tfighter\t\t\t5\nGut\tGood\tmy-good\tfighter\t\t\t6\n');
    await vi.runAllTimersAsync();
    expect(store.taken.get('goblin-warrior')).toBe('shipped');
    expect(store.check.problems).toBe(1);
    vi.useRealTimers();
    expect(await store.save()).toBe(true);
    expect(mocked.saveFactionCards.mock.calls[0]?.[0].cards.map((c) => c.id)).toEqual(['my-a', 'my-b', 'my-good']);
    expect(store.lastSave).toMatchObject({ skipped: [3], kept: [] });
    // The left-out row is not saved yet: leaving would lose it.
    expect(store.dirty).toBe(true);
    store.select({ anchor: { row: 2, col: 0 }, cursor: { row: 2, col: 0 } });
    store.deleteRows();
    expect(await store.save()).toBe(true);
    expect(store.dirty).toBe(false);
  });

  it('a saved card whose row now has a problem stays as it was saved, rather than being deleted', async () => {
    const store = await opened();
    store.setCell({ row: 1, col: col(store, 'points') }, '-1');
    await store.save();
    const sent = mocked.saveFactionCards.mock.calls[0]?.[0].cards ?? [];
    expect(sent.map((c) => [c.id, c.points])).toEqual([['my-a', 10], ['my-b', 10]]);
    expect(store.lastSave?.kept).toEqual(['my-b']);
  });

  it('ids the save refuses are marked on their rows; nothing counts as saved', async () => {
    const store = await opened();
    mocked.saveFactionCards.mockResolvedValueOnce({ saved: false, problems: [{ index: 1, id: 'my-b', code: 'elsewhere' }] });
    store.setCell({ row: 0, col: col(store, 'points') }, '11');
    expect(await store.save()).toBe(false);
    expect(store.dirty).toBe(true);
    const b = store.state.rows[1]!;
    expect(store.check.rows.get(b.key)?.issues).toEqual([{ cell: 'id', path: 'id', code: 'idTaken', params: { value: 'my-b' } }]);
  });

  it('a shipped card is copied in as the player’s own under a free id', async () => {
    const store = await opened();
    store.copyShipped(shipped);
    store.copyShipped(shipped);
    const ids = store.state.rows.map((r) => r.cells.id);
    expect(ids).toContain('goblin-warrior-copy');
    expect(ids).toContain('goblin-warrior-copy-2');
    expect(store.check.problems).toBe(0);
  });
  it('a saved version’s cards come into the grid as one edit: Undo brings back the grid as it was, nothing is written until Save', async () => {
    const store = await opened();
    store.setCell({ row: 0, col: col(store, 'points') }, '12');
    expect(store.restoreVersion([card('my-old', { points: 7, stats: { MOV: 10, XTRA: 2 } })])).toBe(true);
    expect(store.state.rows.map((r) => [r.cells.id, r.cells.points])).toEqual([['my-old', '7']]);
    expect(store.state.columns).toContain('stat:XTRA');
    expect(store.dirty).toBe(true);
    expect(mocked.saveFactionCards).not.toHaveBeenCalled();
    store.undo();
    expect(store.state.rows.map((r) => [r.cells.id, r.cells.points])).toEqual([['my-a', '12'], ['my-b', '10']]);
    store.redo();
    expect(await store.save()).toBe(true);
    expect(mocked.saveFactionCards.mock.calls[0]?.[0].cards.map((c) => [c.id, c.points, c.stats])).toEqual([['my-old', 7, { MOV: 10, XTRA: 2 }]]);
  });

  it('each save is based on the version opened, then on the version saved', async () => {
    const store = await opened();
    store.setCell({ row: 0, col: col(store, 'points') }, '12');
    expect(await store.save()).toBe(true);
    store.setCell({ row: 0, col: col(store, 'points') }, '13');
    expect(await store.save()).toBe(true);
    expect(mocked.saveFactionCards.mock.calls.map((c) => c[0].basedOn)).toEqual(['v1', 'v2']);
  });

  describe('a save refused because the file was changed elsewhere', () => {
    const ELSEWHERE = '2026-11-28T09:00:00.000Z';
    const refuse = () => mocked.saveFactionCards.mockRejectedValueOnce(new ApiError({ code: 'conflict', message: 'cards/confrontation/goblins-no-dan-kar.json: saved elsewhere', savedAt: ELSEWHERE, version: 'v9' }));

    it('keeps the edits, shows no error, and asks; replacing saves based on the version on disk', async () => {
      const store = await opened();
      store.setCell({ row: 0, col: col(store, 'points') }, '12');
      refuse();
      expect(await store.save()).toBe(false);
      expect(store.conflict).toEqual({ savedAt: ELSEWHERE, version: 'v9' });
      expect(store.saveError).toBeNull();
      expect(store.dirty).toBe(true);
      expect(store.lastSave).toBeNull();
      expect(await store.replaceSaved()).toBe(true);
      expect(mocked.saveFactionCards.mock.calls.map((c) => c[0].basedOn)).toEqual(['v1', 'v9']);
      expect(store.conflict).toBeNull();
      expect(store.dirty).toBe(false);
    });

    it('opening the saved version is one edit: Undo brings the grid’s edits back, unsaved; the next save is based on that version', async () => {
      const store = await opened();
      store.setCell({ row: 0, col: col(store, 'points') }, '12');
      refuse();
      await store.save();
      mocked.openFactionCards.mockResolvedValueOnce({ system: 'confrontation', faction: GOBLINS, cards: [card('my-a'), card('my-b'), card('my-c')], version: 'v9' });
      expect(await store.takeSaved()).toBe(true);
      expect(store.state.rows.map((r) => [r.cells.id, r.cells.points])).toEqual([['my-a', '10'], ['my-b', '10'], ['my-c', '10']]);
      expect(store.dirty).toBe(false);
      expect(store.conflict).toBeNull();
      store.undo();
      expect(store.state.rows.map((r) => [r.cells.id, r.cells.points])).toEqual([['my-a', '12'], ['my-b', '10']]);
      expect(store.dirty).toBe(true);
      expect(await store.save()).toBe(true);
      expect(mocked.saveFactionCards.mock.calls.at(-1)?.[0]).toMatchObject({ basedOn: 'v9', cards: [{ id: 'my-a', points: 12 }, { id: 'my-b' }] });
    });

    it('an id another tab added to the file meanwhile is the grid’s own once the saved version is open, no longer marked as taken', async () => {
      vi.useFakeTimers();
      const store = await opened();
      const theirs: DbCard = { ...card('my-c'), system: 'confrontation', faction: 'goblins-no-dan-kar' };
      mocked.queryCards.mockImplementation(async (q) => (q.ids ? [shipped, theirs].filter((c) => q.ids!.includes(c.id)) : []));
      store.select({ anchor: { row: 2, col: 0 }, cursor: { row: 2, col: 0 } });
      store.paste('C\tC\tmy-c\tfighter\t\t\t5\n');
      await vi.runAllTimersAsync();
      vi.useRealTimers();
      expect(store.taken.get('my-c')).toBe('elsewhere');
      refuse();
      await store.save();
      mocked.openFactionCards.mockResolvedValueOnce({ system: 'confrontation', faction: GOBLINS, cards: [card('my-a'), card('my-b'), card('my-c')], version: 'v9' });
      expect(await store.takeSaved()).toBe(true);
      expect(store.taken.has('my-c')).toBe(false);
      expect(store.check.problems).toBe(0);
    });

    it('keeping on editing saves nothing; the next save asks again', async () => {
      const store = await opened();
      store.setCell({ row: 0, col: col(store, 'points') }, '12');
      refuse();
      await store.save();
      store.keepEditing();
      expect(store.conflict).toBeNull();
      refuse();
      expect(await store.save()).toBe(false);
      expect(mocked.saveFactionCards.mock.calls.map((c) => c[0].basedOn)).toEqual(['v1', 'v1']);
      expect(store.conflict).not.toBeNull();
    });
  });
});
