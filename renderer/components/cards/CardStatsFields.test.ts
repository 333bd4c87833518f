import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createMusterI18n } from '../../i18n';
import { useCardsStore } from '../../stores/cards';
import { emptyDraft } from './card-form';
import CardBasicsFields from './CardBasicsFields.vue';
import CardStatsFields from './CardStatsFields.vue';

function render(lang: 'de' | 'en', system: 'confrontation' | 'chronopia', stats: { key: string; value: number | '' }[]) {
  const draft = { ...emptyDraft(), id: 'lotus-witch', name: { de: 'Lotushexe', en: 'Lotus Witch' }, points: 40, stats };
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { cards: { draft, system, factions: [], factionId: '' }, settings: { lang } } });
  const wrapper = mount(CardStatsFields, { global: { plugins: [pinia, createMusterI18n(lang)] } });
  return { wrapper, store: useCardsStore(pinia) };
}

const keyField = (i: number) => `input[data-field="stats.${i}.key"]`;

describe('CardStatsFields: keys typed as the screens show them', () => {
  it('a Chronopia value typed by its English abbreviation becomes its key when the field is left, and says how it is shown', async () => {
    const { wrapper, store } = render('en', 'chronopia', [{ key: 'BW', value: 3 }]);
    await wrapper.get(keyField(0)).setValue('ld');
    await wrapper.get(keyField(0)).trigger('change');
    expect(store.draft.stats[0]?.key).toBe('FG');
    expect((wrapper.get(keyField(0)).element as HTMLInputElement).value).toBe('FG');
    const note = wrapper.get('[data-stat-note]');
    expect(note.text()).toBe('shown as LD');
    expect(note.attributes('data-stat-note')).toBe('shown');
    expect(wrapper.get(keyField(0)).attributes('aria-describedby')).toBe(note.attributes('id'));
    // The suggestions name each key's English abbreviation.
    expect(wrapper.findAll('#card-stat-names option').map((o) => [o.attributes('value'), o.text()]).slice(0, 2)).toEqual([['BW', 'MV'], ['NK', 'CC']]);
  });

  it('a key that is no profile value of the game is kept, and said so at its field', async () => {
    const { wrapper, store } = render('en', 'chronopia', [{ key: '', value: 1 }]);
    await wrapper.get(keyField(0)).setValue('XYZ');
    await wrapper.get(keyField(0)).trigger('change');
    expect(store.draft.stats[0]?.key).toBe('XYZ');
    const note = wrapper.get('[data-stat-note]');
    expect(note.attributes('data-stat-note')).toBe('other');
    expect(note.text()).toBe('Not a profile value of Chronopia: kept as written, after the profile.');
    expect(store.issues.filter((i) => i.field.startsWith('stats'))).toEqual([]);
  });

  it('in German a Confrontation value typed by its German abbreviation is its English key', async () => {
    const { wrapper, store } = render('de', 'confrontation', [{ key: '', value: 10 }]);
    await wrapper.get(keyField(0)).setValue('Bew');
    await wrapper.get(keyField(0)).trigger('change');
    expect(store.draft.stats[0]?.key).toBe('MOV');
    expect(wrapper.get('[data-stat-note]').text()).toBe('angezeigt als BEW');
  });

  it('a key the card file cannot hold shows its problem, not the note', async () => {
    const { wrapper, store } = render('en', 'chronopia', [{ key: 'x-1', value: 1 }]);
    store.touch('stats.0.key');
    await wrapper.vm.$nextTick();
    expect(wrapper.find('[data-stat-note]').exists()).toBe(false);
    expect(wrapper.get('[data-error-for="stats.0.key"]').text()).not.toBe('');
  });
});

describe('CardBasicsFields: the types of a Chronopia card', () => {
  it('offers figures, spells, artifacts and equipment; no war machines, miracles or experience', () => {
    const pinia = createTestingPinia({
      createSpy: vi.fn,
      stubActions: false,
      initialState: { cards: { draft: emptyDraft(), system: 'chronopia', factions: [], factionId: '' }, settings: { lang: 'en' } },
    });
    const wrapper = mount(CardBasicsFields, { global: { plugins: [pinia, createMusterI18n('en')] } });
    expect(wrapper.findAll('select[data-field="kind"] option').map((o) => o.attributes('value'))).toEqual(['fighter', 'spell', 'artifact', 'equipment']);
  });
});
