import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createMusterI18n } from '../../i18n';
import { useCardsStore } from '../../stores/cards';
import { emptyDraft } from './card-form';
import CardBasicsFields from './CardBasicsFields.vue';
import CardNotesFields from './CardNotesFields.vue';

const GOBLINS = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' }, system: 'confrontation', cardCount: 13 };

function render(lang: 'de' | 'en', factions: unknown[] = [GOBLINS]) {
  const draft = { ...emptyDraft(), id: 'goblin-roller', name: { de: 'Walze', en: 'Roller' }, points: -5 };
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { cards: { draft, factions, factionId: 'goblins-no-dan-kar' }, settings: { lang } } });
  const wrapper = mount(CardBasicsFields, { global: { plugins: [pinia, createMusterI18n(lang)] } });
  return { wrapper, store: useCardsStore(pinia) };
}

describe('CardBasicsFields', () => {
  it('labels every control and shows a problem beside its field once touched', async () => {
    const { wrapper, store } = render('de');
    const points = wrapper.find('input[data-field="points"]');
    const label = wrapper.findAll('label').find((l) => l.attributes('for') === points.attributes('id'));
    expect(label?.text()).toBe('Punkte');
    expect(points.attributes('aria-invalid')).toBeUndefined();
    store.touch('points');
    await wrapper.vm.$nextTick();
    expect(points.attributes('aria-invalid')).toBe('true');
    const error = wrapper.find(`#${points.attributes('aria-describedby')}`);
    expect(error.text()).toBe('Mindestens 0.');
    expect(error.attributes('data-error-for')).toBe('points');
  });

  it('tells an army from its magic item list, which share a name (German)', () => {
    const empire = { id: 'empire-of-man', name: { de: 'Imperium der Menschen', en: 'Empire of Man' }, system: 'oldworld', cardCount: 80 };
    const items = { id: 'magic-empire-of-man', name: { de: 'Imperium der Menschen', en: 'Empire of Man' }, system: 'oldworld', cardCount: 20, itemList: true };
    const { wrapper } = render('de', [empire, items]);
    const options = wrapper.findAll('select[data-field="faction.id"] option').map((o) => o.text());
    expect(options.slice(0, 2)).toEqual(['Imperium der Menschen', 'Imperium der Menschen (magische Gegenstände)']);
  });

  it('offers a new faction with its own id and names', async () => {
    const { wrapper, store } = render('en');
    await wrapper.find('select[data-field="faction.id"]').setValue('__new');
    expect(store.factionMode).toBe('new');
    const labels = wrapper.findAll('label').map((l) => l.text());
    expect(labels).toContain('Id of the new faction');
    expect(labels).toContain('Faction name (English)');
    expect(labels).toContain('Faction name (German)');
  });
});

describe('CardBasicsFields: the id follows the name', () => {
  function renderNew(lang: 'de' | 'en', cards: Record<string, unknown> = {}) {
    const pinia = createTestingPinia({
      createSpy: vi.fn,
      stubActions: false,
      initialState: { cards: { draft: emptyDraft(), factions: [GOBLINS], factionId: 'goblins-no-dan-kar', ...cards }, settings: { lang } },
    });
    const wrapper = mount(CardBasicsFields, { global: { plugins: [pinia, createMusterI18n(lang)] } });
    return { wrapper, store: useCardsStore(pinia) };
  }
  const value = (wrapper: ReturnType<typeof renderNew>['wrapper'], field: string): string => (wrapper.get(`input[data-field="${field}"]`).element as HTMLInputElement).value;

  it('a new card named in German gets its id from the name as it is typed (umlauts and ß written out), until the id is typed by hand', async () => {
    const { wrapper, store } = renderNew('de');
    await wrapper.get('input[data-field="name.de"]').setValue('Sumpfgoblin-Kriegswagen „Größenwahn“');
    expect(value(wrapper, 'id')).toBe('sumpfgoblin-kriegswagen-groessenwahn');
    expect(store.issues.filter((i) => i.field === 'id')).toEqual([]);
    await wrapper.get('input[data-field="name.de"]').setValue('Sumpfgoblin-Kriegswagen „Übermut“');
    expect(store.draft.id).toBe('sumpfgoblin-kriegswagen-uebermut');
    // Passing through the id field changes nothing; typing in it does.
    await wrapper.get('input[data-field="id"]').trigger('focusout');
    await wrapper.get('input[data-field="name.de"]').setValue('Kriegswagen');
    expect(store.draft.id).toBe('kriegswagen');
    await wrapper.get('input[data-field="id"]').setValue('mein-wagen');
    await wrapper.get('input[data-field="name.de"]').setValue('Kriegswagen der Sümpfe');
    expect(store.draft.id).toBe('mein-wagen');
    // An emptied id follows the name again.
    await wrapper.get('input[data-field="id"]').setValue('');
    await wrapper.get('input[data-field="name.de"]').setValue('Größter Wagen');
    expect(store.draft.id).toBe('groesster-wagen');
    // An English name, when there is one, names the id.
    await wrapper.get('input[data-field="name.en"]').setValue('Swamp War Wagon');
    expect(store.draft.id).toBe('swamp-war-wagon');
  });

  it('never changes the id of a card being edited, nor of a copy', async () => {
    const draft = { ...emptyDraft(), id: 'goblin-roller', name: { de: 'Walze', en: '' } };
    const { wrapper, store } = renderNew('de', { draft, previousId: 'goblin-roller' });
    await wrapper.get('input[data-field="name.de"]').setValue('Große Walze');
    expect(store.draft.id).toBe('goblin-roller');
    const copy = renderNew('de', { draft: { ...draft, id: 'goblin-roller-copy' }, copyOf: { de: 'Walze', en: 'Roller' } });
    await copy.wrapper.get('input[data-field="name.de"]').setValue('Große Walze');
    expect(copy.store.draft.id).toBe('goblin-roller-copy');
  });

  it('a refused id names the characters allowed (German and English)', async () => {
    for (const [lang, text] of [['de', 'Nur Kleinbuchstaben a–z, Ziffern 0–9 und Bindestriche'], ['en', 'Use only lower-case letters a–z, digits 0–9 and dashes']] as const) {
      const { wrapper, store } = renderNew(lang);
      await wrapper.get('input[data-field="id"]').setValue('kriegswagen-größe');
      store.touch('id');
      await wrapper.vm.$nextTick();
      expect(wrapper.get('[data-error-for="id"]').text()).toContain(text);
    }
  });

  it('a new faction needs its name in one language only; its id follows that name until typed by hand', async () => {
    const { wrapper, store } = renderNew('de');
    await wrapper.get('select[data-field="faction.id"]').setValue('__new');
    await wrapper.get('input[data-field="faction.name.de"]').setValue('Sümpfe-Goblins');
    expect(value(wrapper, 'faction.id')).toBe('suempfe-goblins');
    // The English field says the German name is used, and nothing is missing.
    const en = wrapper.get('input[data-field="faction.name.en"]');
    expect(wrapper.get(`#${en.attributes('aria-describedby')!.split(' ')[0]}`).text()).toBe('Leer: Der deutsche Text wird verwendet.');
    store.showAll = true;
    await wrapper.vm.$nextTick();
    expect(store.issues.filter((i) => i.field.startsWith('faction.'))).toEqual([]);
    expect(store.faction).toEqual({ id: 'suempfe-goblins', name: { de: 'Sümpfe-Goblins', en: 'Sümpfe-Goblins' } });
    await wrapper.get('input[data-field="faction.id"]').setValue('sumpf');
    await wrapper.get('input[data-field="faction.name.de"]').setValue('Sumpfgoblins');
    expect(store.newFaction.id).toBe('sumpf');
  });

  it('a card name the same in both languages is shown once, in the UI’s language, the other field saying it is used', async () => {
    const { wrapper } = renderNew('en', { draft: { ...emptyDraft(), id: 'wagon', name: { de: '', en: 'Größenwahn' }, notes: { de: '', en: 'Rolls.' } }, previousId: 'wagon' });
    expect(value(wrapper, 'name.en')).toBe('Größenwahn');
    expect(value(wrapper, 'name.de')).toBe('');
    const de = wrapper.get('input[data-field="name.de"]');
    expect(de.attributes('placeholder')).toBe('Größenwahn');
    expect(wrapper.get(`#${de.attributes('aria-describedby')!.split(' ')[0]}`).text()).toBe('Empty: the English text is used.');
    // So do the notes.
    const notes = mount(CardNotesFields, { global: { plugins: [wrapper.vm.$pinia, createMusterI18n('en')] } });
    const notesDe = notes.get('textarea[data-field="notes.de"]');
    expect(notesDe.attributes('placeholder')).toBe('Rolls.');
    expect(notes.get(`#${notesDe.attributes('aria-describedby')!.split(' ')[0]}`).text()).toBe('Empty: the English text is used.');
    expect(notes.get('textarea[data-field="notes.en"]').attributes('aria-describedby')).toBeUndefined();
  });
});

describe('CardBasicsFields: ranks', () => {
  const cards = [
    { id: 'a', rank: { en: 'Regular', de: 'Regulär' } },
    { id: 'b', rank: { en: 'Living Legend', de: 'Lebende Legende' } },
    { id: 'c', rank: { en: 'Regular', de: 'Regulär' } },
  ];
  function renderRanks() {
    const draft = { ...emptyDraft(), id: 'goblin-hero', name: { de: 'Held', en: 'Hero' } };
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { cards: { draft, factions: [GOBLINS], factionId: 'goblins-no-dan-kar', systemCards: cards }, settings: { lang: 'de' } } });
    const wrapper = mount(CardBasicsFields, { global: { plugins: [pinia, createMusterI18n('de')] } });
    return { wrapper, store: useCardsStore(pinia) };
  }

  it('offers the known ranks in each language and fills the other language of one typed', async () => {
    const { wrapper, store } = renderRanks();
    expect(wrapper.findAll('#card-ranks-de option').map((o) => o.attributes('value'))).toEqual(['Regulär', 'Lebende Legende']);
    expect(wrapper.findAll('#card-ranks-en option').map((o) => o.attributes('value'))).toEqual(['Regular', 'Living Legend']);
    const en = wrapper.find('input[data-field="rank.en"]');
    await en.setValue(' living legend');
    expect(store.draft.rank).toEqual({ en: 'Living Legend', de: 'Lebende Legende' });
  });

  it('keeps what the other field holds, and a rank it does not know as typed', async () => {
    const { wrapper, store } = renderRanks();
    await wrapper.find('input[data-field="rank.en"]').setValue('Mercenary');
    expect(store.draft.rank).toEqual({ en: 'Mercenary', de: '' });
    await wrapper.find('input[data-field="rank.de"]').setValue('regulär');
    expect(store.draft.rank).toEqual({ en: 'Mercenary', de: 'Regulär' });
  });
});

describe('CardBasicsFields: the id while the card is opened', () => {
  it('cannot be typed in until the card is open (a copy’s free id would change it under the typing)', async () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { cards: { draft: emptyDraft(), factions: [GOBLINS], factionId: 'goblins-no-dan-kar', loading: true } } });
    const wrapper = mount(CardBasicsFields, { global: { plugins: [pinia, createMusterI18n('en')] } });
    const id = wrapper.find('input[data-field="id"]');
    expect(id.attributes('readonly')).toBeDefined();
    useCardsStore(pinia).loading = false;
    await wrapper.vm.$nextTick();
    expect(id.attributes('readonly')).toBeUndefined();
  });
});
