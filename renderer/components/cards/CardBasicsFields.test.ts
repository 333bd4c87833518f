import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createMusterI18n } from '../../i18n';
import { useCardsStore } from '../../stores/cards';
import { emptyDraft } from './card-form';
import CardBasicsFields from './CardBasicsFields.vue';

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
