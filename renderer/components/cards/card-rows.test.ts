import { createTestingPinia } from '@pinia/testing';
import { mount, type VueWrapper } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Component } from 'vue';
import type { SystemId } from '../../../core/model/system';
import { createMusterI18n } from '../../i18n';
import { useCardsStore } from '../../stores/cards';
import { emptyDraft, type AbilityRow, type CardDraft } from './card-form';
import CardAbilitiesFields from './CardAbilitiesFields.vue';
import CardStatsFields from './CardStatsFields.vue';
import CardTraitsFields from './CardTraitsFields.vue';
import ChariotFields from './ChariotFields.vue';
import WarMachineFields from './WarMachineFields.vue';

let wrapper: VueWrapper | undefined;
afterEach(() => {
  wrapper?.unmount();
  wrapper = undefined;
});

function render(component: Component, draft: Partial<CardDraft>, system: SystemId = 'confrontation', lang: 'de' | 'en' = 'de') {
  const pinia = createTestingPinia({
    createSpy: vi.fn,
    stubActions: false,
    initialState: { cards: { draft: { ...emptyDraft(), ...draft }, system }, settings: { lang } },
  });
  wrapper = mount(component, { global: { plugins: [pinia, createMusterI18n(lang)] }, attachTo: document.body });
  return { wrapper, store: useCardsStore(pinia) };
}

const active = (): string => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '';

async function press(w: VueWrapper, label: string): Promise<void> {
  const button = w.find(`button[aria-label="${label}"]`);
  expect(button.exists(), label).toBe(true);
  (button.element as HTMLButtonElement).focus();
  await button.trigger('click');
  await w.vm.$nextTick();
}

async function pressText(w: VueWrapper, text: string): Promise<void> {
  const button = w.findAll('button').find((b) => b.text() === text);
  expect(button, text).toBeDefined();
  (button!.element as HTMLButtonElement).focus();
  await button!.trigger('click');
  await w.vm.$nextTick();
}

const ability = (id: string): AbilityRow => ({ id, custom: true, value: '', access: '', name: { de: id, en: id } });

describe('keyboard focus in the card editor’s rows', () => {
  it('profile values: after a remove, the row that took its place, else the row before, else the add button; after an add, the new row', async () => {
    const { wrapper: w, store } = render(CardStatsFields, { stats: [{ key: 'BW', value: 10 }, { key: 'NK', value: 4 }, { key: 'FK', value: 3 }] }, 'chronopia');
    await press(w, 'Profilwert 1 entfernen');
    expect(store.draft.stats.map((r) => r.key)).toEqual(['NK', 'FK']);
    expect(active()).toBe('Profilwert 1 entfernen');
    await press(w, 'Profilwert 2 entfernen');
    expect(store.draft.stats.map((r) => r.key)).toEqual(['NK']);
    expect(active()).toBe('Profilwert 1 entfernen');
    await press(w, 'Profilwert 1 entfernen');
    expect(store.draft.stats).toEqual([]);
    expect(active()).toBe('Profilwert hinzufügen');
    await pressText(w, 'Profilwert hinzufügen');
    expect(store.draft.stats).toEqual([{ key: 'BW', value: '' }]);
    expect(active()).toBe('Profilwert 1: Kürzel');
    await pressText(w, 'Profilwert hinzufügen');
    expect(active()).toBe('Profilwert 2: Kürzel');
    expect((document.activeElement as HTMLInputElement).value).toBe('NK');
  });

  it('abilities: the same, with the first control of a new row', async () => {
    const { wrapper: w, store } = render(CardAbilitiesFields, { abilities: [ability('a'), ability('b')] });
    await press(w, 'Fähigkeit 1 entfernen');
    expect(store.draft.abilities.map((a) => a.id)).toEqual(['b']);
    expect(active()).toBe('Fähigkeit 1 entfernen');
    await press(w, 'Fähigkeit 1 entfernen');
    expect(active()).toBe('Fähigkeit hinzufügen');
    await pressText(w, 'Fähigkeit hinzufügen');
    expect(active()).toBe('Fähigkeit 1');
    expect(document.activeElement?.tagName).toBe('SELECT');
    await pressText(w, 'Fähigkeit hinzufügen');
    await press(w, 'Fähigkeit 2 entfernen');
    expect(active()).toBe('Fähigkeit 1 entfernen');
  });

  it('war-machine substitute conditions: the same', async () => {
    const { wrapper: w, store } = render(WarMachineFields, { kind: 'war-machine' }, 'confrontation', 'en');
    await pressText(w, 'Add condition');
    expect(active()).toBe('Condition 1: stat');
    await pressText(w, 'Add condition');
    await press(w, 'Remove condition 2');
    expect(store.draft.warMachine.substitute).toHaveLength(1);
    expect(active()).toBe('Remove condition 1');
    await press(w, 'Remove condition 1');
    expect(active()).toBe('Add condition');
  });

  it('chariot crew and draught animals: the same', async () => {
    const { wrapper: w } = render(ChariotFields, { chariot: { on: true, crew: [{ cardId: 'a', count: 1 }], animals: [] } }, 'chronopia', 'en');
    await press(w, 'Remove crew 1');
    expect(active()).toBe('Add crew');
    await pressText(w, 'Add draught animal');
    expect(active()).toBe('Draught animal 1: name (English)');
    await press(w, 'Remove draught animal 1');
    expect(active()).toBe('Add draught animal');
  });
});

describe('the card editor’s fields by game system', () => {
  it('Chronopia: warband and chariot, no size, mount or throne, a hint with Chronopia’s profile values; nothing hidden is saved', async () => {
    const { wrapper: w, store } = render(CardTraitsFields, { id: 'my-warriors', name: { de: 'Krieger', en: 'Warriors' }, points: 9, mount: true }, 'chronopia');
    const labels = w.findAll('label').map((l) => l.text());
    expect(labels).toEqual(['Figuren pro Karte', 'Persönlichkeit', 'Kampfverband (keine Einzelfigur)', 'Streitwagen']);
    expect(w.find('legend').text()).toBe('Eigenschaften');
    expect(w.find('select').exists()).toBe(false);
    await w.find('input[data-field="warband"]').setValue(true);
    expect(store.draft.warband).toBe(true);
    expect(store.input).toMatchObject({ warband: true, mount: false, throne: false });
    expect(store.input).not.toHaveProperty('size');
    expect(store.check.success).toBe(true);
  });

  it('Confrontation: size, mount and throne, no warband', () => {
    const { wrapper: w } = render(CardTraitsFields, {}, 'confrontation', 'en');
    expect(w.findAll('label').map((l) => l.text())).toEqual(['Size', 'Figures per card', 'Personality', 'Mounted', 'On a throne']);
  });

  it('names the profile values of the system in the hint, as the profile shows them', () => {
    expect(render(CardStatsFields, {}, 'chronopia', 'de').wrapper.find('p.muted').text()).toBe(
      'Profilwerte mit ihrer Chronopia-Abkürzung: BW, NK, FK, ST, R, SCH, VER, FG, G, HDL, MG. Die englische Abkürzung eines Werts geht auch und wird als die deutsche gespeichert.',
    );
    wrapper?.unmount();
    expect(render(CardStatsFields, {}, 'chronopia', 'en').wrapper.find('p.muted').text()).toBe(
      'Profile values by their German Chronopia abbreviation, as card files hold them: BW (MV), NK (CC), FK (RC), ST, R (AR), SCH (DMG), VER (DEF), FG (LD), G (SZ), HDL (ACT), MG (MAG). A value’s English abbreviation (in brackets) is taken too and saved as the German one.',
    );
  });

  it('offers no FORTIFICATION abilities outside Confrontation: every ability is the player’s own, with names and no access side', async () => {
    const { wrapper: w, store } = render(CardAbilitiesFields, {}, 'chronopia', 'en');
    await w.findAll('button').find((b) => b.text() === 'Add ability')!.trigger('click');
    expect(w.find('select').exists()).toBe(false);
    expect(store.draft.abilities).toEqual([{ id: '', custom: true, value: '', access: '', name: { de: '', en: '' } }]);
    await w.find('input[aria-label="Ability 1: id"]').setValue('fearless');
    await w.find('input[aria-label="Ability 1: name (English)"]').setValue('Fearless');
    expect(store.input.abilities).toEqual([{ id: 'fearless', name: { de: 'Fearless', en: 'Fearless' } }]);
  });
});
