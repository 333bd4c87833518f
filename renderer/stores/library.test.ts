import { createTestingPinia } from '@pinia/testing';
import { setActivePinia } from 'pinia';
import { nextTick } from 'vue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardSummary } from '../../core/db/types';
import { api } from '../api';
import { SEARCH_LIMIT, useLibraryStore } from './library';

vi.mock('../api', () => ({ api: { searchCards: vi.fn(), getCard: vi.fn(), listFactions: vi.fn() } }));
const mocked = vi.mocked(api);

const summary = (id: string, en: string): CardSummary => ({ id, system: 'confrontation', faction: 'goblins', kind: 'fighter', name: { de: en, en }, points: 10, source: 'sample' });
const CARDS = [summary('gunner', 'Goblin Gunner'), summary('sapper', 'Goblin Sapper')];

/** Answers like the main process: cards whose English name contains the text, of the given ids when asked. */
function answer(cards: CardSummary[]) {
  mocked.searchCards.mockImplementation(async (q) =>
    cards.filter((c) => (!q.text || c.name.en.toLowerCase().includes(q.text.toLowerCase())) && (!q.ids || q.ids.includes(c.id))).slice(0, q.limit),
  );
}

beforeEach(() => {
  setActivePinia(createTestingPinia({ createSpy: vi.fn, stubActions: false }));
  vi.clearAllMocks();
  mocked.getCard.mockImplementation(async ({ id }) => ({ ...CARDS.find((c) => c.id === id)!, personality: false, figures: 1, mount: false, throne: false, stats: {}, abilities: [] }));
});

describe('library store', () => {
  it('lets go of the card in the detail panel when the filters no longer match it', async () => {
    answer(CARDS);
    const library = useLibraryStore();
    await library.search();
    await library.select(CARDS[0]!);
    expect(library.selected?.id).toBe('gunner');
    library.text = 'sapper';
    await library.search();
    expect(library.results.map((c) => c.id)).toEqual(['sapper']);
    expect(library.selectedId).toBeNull();
    expect(library.selected).toBeNull();
  });

  it('keeps a card that matches but is not among the first results shown', async () => {
    const many = Array.from({ length: SEARCH_LIMIT }, (_, i) => summary(`goblin-${i}`, `Goblin ${i}`));
    answer([...many, CARDS[0]!]);
    const library = useLibraryStore();
    await library.select(CARDS[0]!);
    library.text = 'goblin';
    await library.search();
    expect(library.results).toHaveLength(SEARCH_LIMIT);
    expect(mocked.searchCards).toHaveBeenLastCalledWith(expect.objectContaining({ ids: ['gunner'], text: 'goblin' }));
    expect(library.selected?.id).toBe('gunner');
  });

  it('asks main to sort every match before the first results are taken (a column heading, again to turn it round)', async () => {
    answer(CARDS);
    const library = useLibraryStore();
    library.system = 'oldworld';
    library.kind = 'fighter';
    library.sortBy('points');
    await vi.waitFor(() => expect(mocked.searchCards).toHaveBeenLastCalledWith(expect.objectContaining({ system: 'oldworld', kind: 'fighter', limit: SEARCH_LIMIT, sort: { by: 'points', down: true, lang: 'en' } })));
    library.sortBy('points');
    await vi.waitFor(() => expect(mocked.searchCards).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { by: 'points', down: false, lang: 'en' } })));
    library.sortBy('name');
    await vi.waitFor(() => expect(mocked.searchCards).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { by: 'name', down: false, lang: 'en' } })));
  });

  it('lets go of a chosen kind the newly chosen game does not have, and keeps one it has', async () => {
    answer(CARDS);
    const library = useLibraryStore();
    library.kind = 'experience';
    library.system = 'chronopia';
    await vi.waitFor(() => expect(mocked.searchCards).toHaveBeenLastCalledWith(expect.objectContaining({ system: 'chronopia', kind: undefined })));
    expect(library.kind).toBe('');
    library.kind = 'spell';
    library.system = 'confrontation';
    await vi.waitFor(() => expect(mocked.searchCards).toHaveBeenLastCalledWith(expect.objectContaining({ system: 'confrontation', kind: 'spell' })));
    library.system = 'oldworld';
    await nextTick();
    expect(library.kind).toBe('');
    library.kind = 'artifact';
    library.system = '';
    await nextTick();
    expect(library.kind).toBe('artifact');
  });

  it('clears every filter at once', async () => {
    answer(CARDS);
    const library = useLibraryStore();
    library.text = 'x';
    library.source = 'user';
    library.rank = 'Regular';
    expect(library.filtered).toBe(true);
    library.clearFilters();
    await nextTick();
    expect(library.filtered).toBe(false);
    expect([library.text, library.system, library.faction, library.kind, library.source, library.rank]).toEqual(['', '', '', '', '', '']);
  });
});
