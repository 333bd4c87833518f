import { flushPromises, mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CardDatabase } from '../../../core/db/database';
import { pickSummaries } from '../../../core/db/types';
import type { CardFile, DbCard } from '../../../core/model/card';
import { FIX } from '../../../core/checks/test-fixtures';
import { api } from '../../api';
import CardPicker from './CardPicker.vue';
import { askAhead } from './pick-query';
import { editorAnnouncement } from './announcer';
import { editorWith, sayEdits } from './test-support';
import { createTestingPinia } from '@pinia/testing';
import { ARMY, OW, owList } from '../../../core/systems/oldworld/test-fixtures';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import { useSettingsStore } from '../../stores/settings';

/** The picker's API answered by a real card database (as the main process does). */
const state = vi.hoisted(() => ({ db: undefined as unknown as CardDatabase }));
vi.mock('../../api', () => ({
  api: {
    pickCards: vi.fn(async (q: Parameters<CardDatabase['pick']>[0]) => {
      return pickSummaries(state.db.pick(q));
    }),
    queryCards: vi.fn(async (q: Parameters<CardDatabase['query']>[0]) => state.db.query(q)),
  },
}));

function fileOf(faction: string, cards: readonly DbCard[]): CardFile {
  return { format: 'muster-cards', version: 2, system: 'confrontation', faction: { id: faction, name: { de: faction, en: faction } }, cards: [...cards] };
}
const filler = (i: number): DbCard => ({ ...FIX.small, id: `filler-${i}`, name: { de: `Füller ${i}`, en: `Filler ${i}` }, faction: 'filler' });

beforeEach(() => {
  state.db = CardDatabase.fromFiles([fileOf('test', Object.values(FIX))]);
});

describe('CardPicker', () => {
  it('searches the cards of the system and adds the active one with the arrow keys and Enter', async () => {
    const { plugins, editor } = editorWith([]);
    sayEdits(plugins);
    const wrapper = mount(CardPicker, { global: { plugins } });
    const input = wrapper.get('input[type="search"]');
    await input.setValue('thallion');
    await flushPromises();
    const options = wrapper.findAll('[role="option"]');
    expect(options.map((o) => o.text().split(/\s+/)[0])).toEqual(['thallion', 'thallion-dis2']);
    expect(options[0]?.attributes('aria-selected')).toBe('true');
    expect(options[0]?.text()).toContain('15 AP');
    await input.trigger('keydown', { key: 'ArrowDown' });
    expect(wrapper.findAll('[role="option"]')[1]?.attributes('aria-selected')).toBe('true');
    expect(input.attributes('aria-activedescendant')).toBe(wrapper.findAll('[role="option"]')[1]?.attributes('id'));
    await input.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(editor.list?.entries.map((e) => e.cardId)).toEqual(['thallion-dis2']);
    expect(wrapper.emitted('added')).toEqual([['e1']]);
    // Said by the editor's one announcer (its live region is the editor's), with the new total.
    expect(editorAnnouncement.value).toBe('Added thallion-dis2. 10 of 300 AP.');
  });

  it('announces no card as chosen while the search is empty; the first arrow key chooses the first card, and Enter adds it', async () => {
    const { plugins, editor } = editorWith([]);
    const wrapper = mount(CardPicker, { global: { plugins } });
    await flushPromises();
    const input = wrapper.get('input[type="search"]');
    const options = () => wrapper.findAll('[role="option"]');
    await vi.waitFor(() => expect(options().length).toBeGreaterThan(1));
    expect(input.attributes('aria-activedescendant')).toBeUndefined();
    expect(options().filter((o) => o.attributes('aria-selected') === 'true')).toHaveLength(0);
    await input.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(editor.list?.entries).toEqual([]);
    await input.trigger('keydown', { key: 'ArrowDown' });
    expect(input.attributes('aria-activedescendant')).toBe(options()[0]?.attributes('id'));
    expect(options()[0]?.attributes('aria-selected')).toBe('true');
    const first = options()[0]?.text().split(/\s+/)[0];
    await input.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(editor.list?.entries).toHaveLength(1);
    expect(first).toBeTruthy();
  });

  it('makes the card named exactly as typed the active one, wherever it comes in the results', async () => {
    // The leader's id mentions the herd, so a search for the herd finds the leader first.
    const leader = { ...filler(0), id: 'wargor-of-the-gor-herd', name: { de: 'Wargor', en: 'Wargor' }, faction: 'test' };
    const herd = { ...filler(1), id: 'gor-herd', name: { de: 'Gor-Herde', en: 'Gor Herd' }, faction: 'test' };
    leader.name = { de: 'Wargor der Gor-Herde', en: 'Wargor' };
    state.db = CardDatabase.fromFiles([fileOf('test', [leader, herd])]);
    const { plugins, editor } = editorWith([]);
    const wrapper = mount(CardPicker, { global: { plugins } });
    const input = wrapper.get('input[type="search"]');
    await input.setValue('gor herd');
    await flushPromises();
    const options = wrapper.findAll('[role="option"]');
    expect(options.map((o) => o.text().split(/\s+/)[0])).toEqual(['Wargor', 'Gor']);
    expect(options[1]?.attributes('aria-selected')).toBe('true');
    await input.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(editor.list?.entries.map((e) => e.cardId)).toEqual(['gor-herd']);
    // A name in German counts too; with no exact name the first card stays the active one.
    await input.setValue('wargor');
    await flushPromises();
    expect(wrapper.findAll('[role="option"]').map((o) => o.attributes('aria-selected'))).toEqual(['true']);
    useSettingsStore().lang = 'de';
    await input.setValue('gor herde');
    await flushPromises();
    expect(wrapper.findAll('[role="option"]').map((o) => o.attributes('aria-selected'))).toEqual(['false', 'true']);
    await input.setValue('gor');
    await flushPromises();
    expect(wrapper.findAll('[role="option"]')[0]?.attributes('aria-selected')).toBe('true');
  });

  it("shows the army's cards once the editor has been drawn, asked for once, and asks again when the faction changes", async () => {
    vi.mocked(api.pickCards).mockClear();
    const { plugins, editor } = editorWith([]);
    const wrapper = mount(CardPicker, { global: { plugins } });
    await flushPromises();
    // Not in the task that mounts the picker: the request waits for the next frame.
    expect(api.pickCards).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(wrapper.findAll('[role="option"]').length).toBeGreaterThan(0));
    expect(api.pickCards).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.pickCards).mock.calls[0]?.[0]).toMatchObject({ system: 'confrontation', faction: 'test', text: '', offset: 0 });
    expect(wrapper.findAll('[role="option"]').length).toBe(Object.keys(FIX).length);
    editor.list = { ...editor.list!, faction: 'other' };
    await flushPromises();
    expect(api.pickCards).toHaveBeenCalledTimes(2);
    expect(vi.mocked(api.pickCards).mock.calls[1]?.[0]).toMatchObject({ faction: 'other', offset: 0 });
    expect(wrapper.findAll('[role="option"]')).toHaveLength(0);
  });

  it('asks nothing when it is gone before the editor was drawn, and once when the player searched first', async () => {
    vi.mocked(api.pickCards).mockClear();
    const gone = mount(CardPicker, { global: { plugins: editorWith([]).plugins } });
    gone.unmount();
    const { plugins } = editorWith([]);
    const typed = mount(CardPicker, { global: { plugins } });
    await typed.get('input[type="search"]').setValue('thallion');
    await vi.waitFor(() => expect(typed.findAll('[role="option"]')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(vi.mocked(api.pickCards).mock.calls.map((c) => c[0].text)).toEqual(['thallion']);
  });

  it("shows the answer asked for ahead (while the New list dialog was open) without asking again", async () => {
    vi.mocked(api.pickCards).mockClear();
    askAhead({ system: 'confrontation', faction: 'test' });
    expect(api.pickCards).toHaveBeenCalledTimes(1);
    vi.mocked(api.pickCards).mockClear();
    const wrapper = mount(CardPicker, { global: { plugins: editorWith([]).plugins } });
    await vi.waitFor(() => expect(wrapper.findAll('[role="option"]').length).toBe(Object.keys(FIX).length));
    expect(api.pickCards).not.toHaveBeenCalled();
    // Searching asks as always.
    await wrapper.get('input[type="search"]').setValue('thallion');
    await vi.waitFor(() => expect(wrapper.findAll('[role="option"]')).toHaveLength(2));
    expect(vi.mocked(api.pickCards).mock.calls.map((c) => c[0].text)).toEqual(['thallion']);
  });

  it('says "No card matches." to a screen reader when a search finds nothing, and the search box then says its list is collapsed', async () => {
    const { plugins } = editorWith([]);
    const wrapper = mount(CardPicker, { global: { plugins } });
    const input = wrapper.get('input[type="search"]');
    await flushPromises();
    expect(wrapper.get('[data-testid="picker-status"]').text()).toBe('');
    await input.setValue('xyzq');
    await flushPromises();
    expect(wrapper.findAll('[role="option"]')).toHaveLength(0);
    expect(wrapper.get('[data-testid="picker-status"]').attributes('role')).toBe('status');
    expect(wrapper.get('[data-testid="picker-status"]').text()).toBe('No card matches.');
    expect(input.attributes('aria-expanded')).toBe('false');
    await input.setValue('thallion');
    await flushPromises();
    expect(wrapper.get('[data-testid="picker-status"]').text()).toBe('');
    expect(input.attributes('aria-expanded')).toBe('true');
  });

  it('marks sample cards and adds a card on click', async () => {
    const { plugins, editor } = editorWith([]);
    const wrapper = mount(CardPicker, { global: { plugins } });
    await wrapper.get('input[type="search"]').setValue('chariot');
    await flushPromises();
    const option = wrapper.get('[role="option"]');
    expect(option.find('.badge.sample').text()).toBe('sample');
    await option.trigger('click');
    await flushPromises();
    expect(editor.list?.entries.map((e) => e.cardId)).toEqual(['chariot']);
  });

  it('a faction whose cards come after the first 10,000 of its system can be found and added in the editor', async () => {
    state.db = CardDatabase.fromFiles([fileOf('filler', Array.from({ length: 12000 }, (_, i) => filler(i))), fileOf('test', Object.values(FIX))]);
    const { plugins, editor } = editorWith([]);
    // The editor holds no card yet: the chosen one is fetched from the database when added.
    editor.cards = [];
    const wrapper = mount(CardPicker, { global: { plugins } });
    const input = wrapper.get('input[type="search"]');
    await input.setValue('mountain breaker');
    await flushPromises();
    expect(wrapper.findAll('[role="option"]').map((o) => o.text().split(/\s+/)[0])).toEqual(['mountain-breaker']);
    await input.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(editor.list?.entries.map((e) => e.cardId)).toEqual(['mountain-breaker']);
    // Validated with the whole card and its servants' card: the machine lacks its crew.
    expect(editor.issues.map((i) => i.code)).toEqual(['crew.below-minimum']);
    expect(editor.lookup.card('minelayer')?.id).toBe('minelayer');
  });

  it('shows how many cards match and pages through them', async () => {
    state.db = CardDatabase.fromFiles([fileOf('test', Array.from({ length: 150 }, (_, i) => ({ ...filler(i), faction: 'test' })))]);
    const { plugins } = editorWith([]);
    const wrapper = mount(CardPicker, { global: { plugins } });
    await wrapper.get('input[type="search"]').setValue('filler');
    await flushPromises();
    expect(wrapper.findAll('[role="option"]')).toHaveLength(60);
    expect(wrapper.text()).toContain('Showing 60 of 150 cards.');
    await wrapper.get('.picker-more button').trigger('click');
    await flushPromises();
    expect(wrapper.findAll('[role="option"]')).toHaveLength(120);
    expect(wrapper.findAll('[role="option"]')[119]?.text()).toContain('Filler 119');
  });

  it('groups the cards by rank under headings, with a filter chip per group that narrows the search to it', async () => {
    const ranked = (id: string, en: string, de: string, extra: Partial<DbCard> = {}): DbCard => ({ ...FIX.small, id, name: { de: id, en: id }, faction: 'test', rank: { en, de }, ...extra });
    state.db = CardDatabase.fromFiles([
      fileOf('test', [ranked('vet-a', 'Veteran', 'Veteran'), ranked('reg-a', 'Regular', 'Regulär'), ranked('vet-b', 'Veteran', 'Veteran'), { ...FIX.small, id: 'relic', faction: 'test', kind: 'artifact' }]),
    ]);
    const { plugins } = editorWith([], 'de');
    const wrapper = mount(CardPicker, { global: { plugins } });
    await vi.waitFor(() => expect(wrapper.findAll('.pick-group-head').map((h) => h.text())).toEqual(['Veteran', 'Regulär', 'Artefakte']));
    expect(wrapper.findAll('[role="group"][aria-labelledby]').map((g) => g.findAll('[role="option"]').length)).toEqual([2, 1, 1]);
    const chips = wrapper.get('.filter-chips');
    expect(chips.attributes('aria-label')).toBe('Karten eines Rangs zeigen');
    expect(chips.findAll('button').map((b) => b.text())).toEqual(['Alle', 'Veteran 2', 'Regulär 1', 'Artefakte 1']);
    await chips.get('[data-group="rank:regular"]').trigger('click');
    await flushPromises();
    expect(chips.get('[data-group="rank:regular"]').attributes('aria-pressed')).toBe('true');
    expect(wrapper.findAll('[role="option"]').map((o) => o.text().split(/\s+/)[0])).toEqual(['reg-a']);
    // A search that the chosen group does not match says so, and keeps its chip to go back.
    await wrapper.get('input[type="search"]').setValue('vet');
    await flushPromises();
    expect(wrapper.findAll('[role="option"]')).toHaveLength(0);
    expect(wrapper.text()).toContain('Keine Karte dieser Gruppe passt.');
    await chips.get('button').trigger('click');
    await flushPromises();
    expect(wrapper.findAll('[role="option"]').map((o) => o.text().split(/\s+/)[0])).toEqual(['vet-a', 'vet-b']);
  });
});

describe('CardPicker (Old World allies of the army\'s own compositions)', () => {
  it('shows them as a group named after the composition, and adds one as an ally from it', async () => {
    const army = { ...ARMY, oldworld: { ...ARMY.oldworld!, allies: [{ army: 'other-army' }, { army: 'test-army', composition: 'test-guard' }] } };
    state.db = CardDatabase.fromFiles([{ format: 'muster-cards', version: 2, system: 'oldworld', faction: army, cards: Object.values(OW).filter((c) => c.faction === 'test-army') }]);
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const editor = useEditorStore(pinia);
    editor.cards = Object.values(OW);
    editor.factions = [army];
    const list = owList(2000, []);
    editor.list = list;
    editor.saved = list;
    const wrapper = mount(CardPicker, { global: { plugins: [pinia, createMusterI18n('en')] } });
    await wrapper.get('.picker-scope select').setValue('true');
    await wrapper.get('input[type="search"]').setValue('royal');
    await vi.waitFor(() => expect(wrapper.findAll('[role="option"]')).toHaveLength(1));
    expect(wrapper.get('.pick-group-head').text()).toBe('Allies: Royal Guard');
    expect(wrapper.find('[data-group="ally:test-guard"]').text()).toContain('Allies: Royal Guard');
    await wrapper.get('[role="option"]').trigger('click');
    await flushPromises();
    expect(editor.list?.entries.map((e) => [e.cardId, e.allyFrom, e.count])).toEqual([['test-guard-unit', 'test-guard', 10]]);
  });
});

