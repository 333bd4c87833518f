import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter, createMemoryHistory } from 'vue-router';
import type { DbCard } from '../../../core/model/card';
import type { ArmyList } from '../../../core/model/list';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import { selectionIdOf } from '../../../core/systems/confrontation/tjost/selection-link';
import { tjostPickerScope } from './picker-scope';
import TjostListPanel from './TjostListPanel.vue';

const api = vi.hoisted(() => ({ openList: vi.fn(), listLists: vi.fn(), createList: vi.fn(), saveList: vi.fn() }));
vi.mock('../../api', () => ({ api }));

const card = (id: string, points: number, kind: DbCard['kind'] = 'fighter'): DbCard =>
  ({ id, kind, name: { de: id, en: id }, source: 'sample', points, personality: false, figures: 1, mount: false, throne: false, stats: {}, abilities: [], system: 'confrontation', faction: 'griffins' }) as DbCard;
const CARDS = [card('hero', 60), card('knight', 44), card('spell', 15, 'spell')];
const list = (over: Partial<ArmyList>): ArmyList => ({
  format: 'muster-list', version: 2, id: 'g1', name: 'Game', system: 'confrontation', faction: 'griffins', pointsLimit: 300, kind: 'tjost-game',
  createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z', entries: [], ...over,
});
const selection = list({ id: 'sel1', name: 'Holy Flame', kind: 'tjost-selection', pointsLimit: 400, entries: [
  { id: 'e1', cardId: 'hero', count: 1, assignments: [] },
  { id: 'e2', cardId: 'knight', count: 2, assignments: [] },
] });

function mountPanel(game: ArmyList, lang: 'en' | 'de' = 'en') {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false });
  const editor = useEditorStore(pinia);
  editor.cards = CARDS;
  editor.list = game;
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:p(.*)*', component: { template: '<div />' } }] });
  const wrapper = mount(TjostListPanel, { global: { plugins: [pinia, router, createMusterI18n(lang)] } });
  return { wrapper, editor };
}

describe('TjostListPanel', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.listLists.mockResolvedValue({ lists: [{ id: 'sel1', name: 'Holy Flame', system: 'confrontation', faction: 'griffins', pointsLimit: 400, kind: 'tjost-selection', updatedAt: '', entries: 2 }], problems: [] });
  });

  it('loads the linked selection list into the editor and shows the copies left', async () => {
    api.openList.mockResolvedValue(selection);
    const { wrapper, editor } = mountPanel(list({ selectionList: 'sel1.muster', entries: [{ id: 'e1', cardId: 'knight', count: 1, assignments: [] }] }));
    await flushPromises();
    expect(api.openList).toHaveBeenCalledWith({ id: 'sel1' });
    expect(editor.selection).toEqual(selection);
    expect(wrapper.text()).toContain('Chosen from the selection list Holy Flame');
    expect(wrapper.findAll('.tj-coverage li').map((li) => li.findAll('span').map((s) => s.text()).join(' '))).toEqual(['hero 1 left', 'knight 1 left']);
    expect(wrapper.find('[data-testid="tjost-limits"]').text()).toBe('44 AP of at most 310 (at least 275) · 1 of 20 figures');
  });

  it('asks to link the game list again when its selection list is missing, and links it', async () => {
    api.openList.mockImplementation(async ({ id }: { id: string }) => (id === 'sel1' ? selection : Promise.reject(new Error('no such list'))));
    const { wrapper, editor } = mountPanel(list({ selectionList: 'gone.muster' }));
    await flushPromises();
    expect(wrapper.find('[role="alert"]').text()).toContain('The selection list of this game list cannot be found (gone.muster). Link the game list to its selection list again.');
    expect(editor.selection).toBeNull();
    await wrapper.find('select').setValue('sel1');
    await wrapper.findAll('button').find((b) => b.text() === 'Link')!.trigger('click');
    await flushPromises();
    expect(editor.list?.selectionList).toBe('sel1.muster');
    expect(editor.dirty).toBe(true);
    expect(editor.selection?.id).toBe('sel1');
    expect(wrapper.text()).toContain('Chosen from the selection list Holy Flame');
  });

  it('derives a saved game list from a selection list', async () => {
    api.createList.mockImplementation(async (input: Partial<ArmyList>) => list({ id: 'new', ...input }));
    api.saveList.mockImplementation(async ({ list: l }: { list: ArmyList }) => ({ list: l, warnings: [] }));
    const { wrapper } = mountPanel(selection, 'de');
    expect(wrapper.text()).toContain('148 von 400 A.P.');
    await wrapper.find('button').trigger('click');
    await flushPromises();
    expect(api.createList).toHaveBeenCalledWith({ name: 'Holy Flame – Spiel', system: 'confrontation', faction: 'griffins', pointsLimit: 300, kind: 'tjost-game' });
    // The unsaved selection list is saved first, then the new game list linked to it.
    expect(api.saveList.mock.calls.map((c) => (c[0] as { list: ArmyList }).list.id)).toEqual(['sel1', 'new']);
    expect(api.saveList.mock.calls[1]?.[0].list).toMatchObject({ id: 'new', kind: 'tjost-game', selectionList: 'sel1.muster' });
  });
});

describe('TJOST picker scope', () => {
  it('offers a game list only the cards of its selection list, with the copies left; nothing without a selection', () => {
    const game = list({ entries: [{ id: 'e1', cardId: 'knight', count: 2, assignments: [] }] });
    const scope = tjostPickerScope(game, selection);
    expect(scope?.ids).toEqual(['hero', 'knight']);
    expect([...(scope?.remaining ?? [])]).toEqual([['hero', 1], ['knight', 0]]);
    expect(tjostPickerScope(game, null)).toEqual({ ids: [], remaining: new Map() });
    expect(tjostPickerScope(selection, null)).toBeNull();
    expect(selectionIdOf('../lists/sel1.muster')).toBe('sel1');
    expect(selectionIdOf('bad name.muster')).toBeUndefined();
  });
});
