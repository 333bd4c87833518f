import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Component } from 'vue';
import type { FactionInfo } from '../../../core/db/types';
import type { DbCard } from '../../../core/model/card';
import type { SystemId } from '../../../core/model/system';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import { useCardsStore } from '../../stores/cards';
import CardEditorView from '../../views/CardEditorView.vue';
import { cardToDraft, emptyDraft, type CardDraft } from './card-form';
import { fieldLabel } from '../../../core/i18n/card-field-labels';
import OwChoiceFields from './OwChoiceFields.vue';
import OwItemsFields from './OwItemsFields.vue';
import OwProfileFields from './OwProfileFields.vue';
import OwUnitFields from './OwUnitFields.vue';

vi.mock('vue-router', async (original) => ({
  ...(await original<typeof import('vue-router')>()),
  useRoute: () => ({ name: 'card-new', query: {} }),
  useRouter: () => ({ push: vi.fn() }),
}));
vi.mock('../../api', () => ({
  api: { getCard: vi.fn(), listFactions: vi.fn(), queryCards: vi.fn(), openUserCard: vi.fn(), saveUserCard: vi.fn() },
}));
const mocked = vi.mocked(api);

const EMPIRE: FactionInfo = {
  id: 'empire-of-man',
  name: { de: 'Imperium', en: 'Empire of Man' },
  system: 'oldworld',
  cardCount: 60,
  oldworld: {
    army: 'empire-of-man',
    itemLists: ['general'],
    allies: [],
    compositions: [
      { id: 'empire-of-man', name: { de: 'Imperium', en: 'Empire of Man' }, categories: {} },
      { id: 'city-state-of-nuln', name: { de: 'Stadtstaat Nuln', en: 'City-State of Nuln' }, categories: {} },
    ],
  },
};
const GOBLINS: FactionInfo = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' }, system: 'confrontation', cardCount: 13 };

let wrapper: VueWrapper | undefined;
beforeEach(() => {
  vi.clearAllMocks();
  mocked.listFactions.mockImplementation(async ({ system }) => (system === 'oldworld' ? [EMPIRE] : [GOBLINS]));
  mocked.queryCards.mockResolvedValue([]);
  mocked.getCard.mockResolvedValue(null);
});
afterEach(() => {
  wrapper?.unmount();
  wrapper = undefined;
  document.body.innerHTML = '';
});

function render(component: Component, draft: Partial<CardDraft> = {}, lang: 'de' | 'en' = 'en', props: Record<string, unknown> = {}, system: SystemId = 'oldworld') {
  const pinia = createTestingPinia({
    createSpy: vi.fn,
    stubActions: false,
    initialState: { cards: { draft: { ...emptyDraft(), ...draft }, system, factions: [EMPIRE], factionId: 'empire-of-man' }, settings: { lang } },
  });
  wrapper = mount(component, { props, global: { plugins: [pinia, createMusterI18n(lang)] }, attachTo: document.body });
  return { wrapper, store: useCardsStore(pinia) };
}

const active = (): string => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '';

async function press(w: VueWrapper, label: string): Promise<void> {
  const button = w.findAll('button').find((b) => b.attributes('aria-label') === label || b.text() === label);
  expect(button, label).toBeDefined();
  (button!.element as HTMLButtonElement).focus();
  await button!.trigger('click');
  await w.vm.$nextTick();
}

/** A shipped unit as the editor opens it (a copy): the Empire's Captain with per-composition placements. */
const CAPTAIN: DbCard = {
  id: 'empire-of-man-captain-of-the-empire',
  kind: 'fighter',
  name: { de: 'Hauptmann des Imperiums', en: 'Captain of the Empire' },
  source: 'dataset',
  points: 45,
  personality: false,
  figures: 1,
  mount: false,
  throne: false,
  stats: {},
  abilities: [],
  troopType: 'regular-infantry',
  unitSize: { min: 1 },
  oldworld: {
    category: 'characters',
    troopType: 'RI',
    compositions: { 'empire-of-man': { category: 'characters' }, 'city-state-of-nuln': { category: 'characters' } },
    profiles: [{ name: 'Captain', stats: { M: '4', WS: '5', BS: '5', S: '4', T: '4', W: '2', I: '5', A: '3', Ld: '8' } }],
    equipment: [{ id: 'equipment.hand-weapon', name: { de: 'Handwaffe', en: 'Hand weapon', fr: 'Arme de base' }, points: 0, default: true }],
    armour: [],
    mounts: [],
    options: [],
    command: [{ id: 'command.general', name: { de: 'General', en: 'General' }, points: 0, exclusive: false, notes: [{ de: 'x', en: 'x' }] }],
    items: [{ id: 'items.magic-items', name: { de: 'Magische Gegenstände', en: 'Magic Items' }, types: ['weapon', 'armor'], maxPoints: 50 }],
    lores: ['battle-magic'],
  },
  system: 'oldworld',
  faction: 'empire-of-man',
};

describe('the card editor for an Old World card', () => {
  it('shows the unit’s fields and none of another game’s; a Confrontation card none of the unit’s', async () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { library: { system: 'oldworld', faction: 'empire-of-man' }, settings: { lang: 'de' } } });
    wrapper = mount(CardEditorView, { global: { plugins: [pinia, createMusterI18n('de')] }, attachTo: document.body });
    await flushPromises();
    const store = useCardsStore(pinia);
    expect(store.system).toBe('oldworld');
    const legends = (): string[] => wrapper!.findAll('legend').map((l) => l.text());
    expect(legends()).toEqual(['Karte', 'Old-World-Einheit', 'Magische Gegenstände', 'Profil', 'Waffen', 'Rüstung', 'Reittier', 'Optionen', 'Kommando', 'Notizen']);
    const labels = wrapper.findAll('label').map((l) => l.text());
    expect(labels).toContain('Punkte je Modell');
    for (const other of ['Rang (Deutsch)', 'Figuren pro Karte', 'Persönlichkeit', 'Größe', 'Beritten']) expect(labels).not.toContain(other);
    expect(wrapper.find('[data-field="kind"]').findAll('option').map((o) => o.text())).toEqual(['Einheit', 'Kriegsmaschine', 'Magischer Gegenstand']);
    // A magic item is no unit: it has the fields of a magic item.
    await wrapper.find('select[data-field="kind"]').setValue('artifact');
    expect(legends()).toEqual(['Karte', 'Magischer Gegenstand', 'Notizen']);
    await store.changeSystem('confrontation');
    await flushPromises();
    expect(legends()).toEqual(['Karte', 'Größe und Eigenschaften', 'Profil', 'Fähigkeiten', 'Notizen']);
  });

  it('labels every control in both languages: categories, troop types, unit size, named character, rules and notes', () => {
    const { wrapper: de } = render(OwUnitFields, { oldworld: cardToDraft(CAPTAIN, 'en').oldworld }, 'de');
    const labels = de.findAll('label').map((l) => l.text());
    expect(labels).toEqual([
      'Kategorie',
      'Kategorie in Imperium',
      'Kategorie in Stadtstaat Nuln',
      'Truppentyp',
      'Modelle mindestens',
      'Modelle höchstens',
      'Namhafter Charakter (einzigartig)',
      'Sonderregeln (Englisch)',
      'Sonderregeln (Deutsch)',
      'Hinweise in der Liste (Englisch)',
      'Hinweise in der Liste (Deutsch)',
    ]);
    expect(de.find('select[data-field="oldworld.category"]').findAll('option').map((o) => o.text())).toEqual(['Charaktere', 'Kern', 'Elite', 'Selten', 'Söldner', 'Verbündete']);
    expect(de.find('select[data-field="troopType"]').findAll('option').map((o) => o.text()).slice(0, 3)).toEqual(['Nicht angegeben', 'Reguläre Infanterie', 'Schwere Infanterie']);
    expect(de.text()).toContain('Außerdem unverändert behalten: lores.');
    de.unmount();
    const { wrapper: en } = render(OwUnitFields, {}, 'en');
    expect(en.findAll('label').map((l) => l.text())).toEqual([
      'Category',
      'Troop type',
      'Models at least',
      'Models at most',
      'Named character (one of a kind)',
      'Special rules (English)',
      'Special rules (German)',
      'List notes (English)',
      'List notes (German)',
    ]);
  });

  it('what is set in the fields is what the card saves: category, troop type, size, named character', async () => {
    const { wrapper: w, store } = render(OwUnitFields, { id: 'my-hero', name: { de: 'Held', en: 'Hero' }, points: 60 });
    await w.find('select[data-field="oldworld.category"]').setValue('characters');
    await w.find('select[data-field="troopType"]').setValue('monstrous-infantry');
    await w.find('input[data-field="unitSize.max"]').setValue(1);
    await w.find('input[data-field="oldworld.named"]').setValue(true);
    await w.find('textarea[data-field="oldworld.specialRules.en"]').setValue('Fear');
    expect(store.input).toMatchObject({ troopType: 'monstrous-infantry', unitSize: { min: 1, max: 1 }, personality: true, oldworld: { category: 'characters', named: true, specialRules: { de: 'Fear', en: 'Fear' } } });
    expect(store.check.success).toBe(true);
    await w.find('input[data-field="oldworld.named"]').setValue(false);
    expect(store.input.oldworld).not.toHaveProperty('named');
    expect(store.input.personality).toBe(false);
  });

  it('choices: names, points, per model, chosen when added, exclusive, and a command entry’s magic items', async () => {
    const { wrapper: w, store } = render(OwChoiceFields, {}, 'en', { group: 'options' });
    await press(w, 'Add option');
    expect(active()).toBe('Option 1: name (English)');
    await w.find('input[aria-label="Option 1: name (English)"]').setValue('Shields');
    await w.find('input[aria-label="Option 1: points"]').setValue(1);
    await w.find('input[aria-label="Option 1: points per model"]').setValue(true);
    await w.find('input[aria-label="Option 1: excludes the other exclusive options"]').setValue(true);
    const options = (): unknown => (store.input.oldworld as Record<string, unknown>).options;
    expect(options()).toEqual([{ id: 'options.shields', name: { de: 'Shields', en: 'Shields' }, points: 1, perModel: true, exclusive: true }]);
    await w.find('input[aria-label="Option 1: points per model"]').setValue(false);
    expect(options()).toEqual([{ id: 'options.shields', name: { de: 'Shields', en: 'Shields' }, points: 1, exclusive: true }]);
    expect(w.find('input[aria-label="Option 1: may take magic items"]').exists()).toBe(false);

    await w.setProps({ group: 'command' });
    await press(w, 'Add command entry');
    await w.find('input[aria-label="Command entry 1: name (English)"]').setValue('Champion');
    await w.find('input[aria-label="Command entry 1: may take magic items"]').setValue(true);
    const types = w.find('[role="group"][aria-label="Command entry 1: item types"]');
    expect(types.exists()).toBe(true);
    await types.findAll('label').find((l) => l.text() === 'Weapon')!.find('input').setValue(true);
    await w.find('input[data-field="oldworld.command.0.magic.maxPoints"]').setValue(25);
    expect((store.input.oldworld as Record<string, unknown>).command).toEqual([
      { id: 'command.champion', name: { de: 'Champion', en: 'Champion' }, points: 0, magic: { id: 'command.champion.magic', types: ['weapon'], maxPoints: 25 } },
    ]);
    expect(w.text()).toContain('Command entry 1: item types: Weapon');
    expect(store.issues.filter((i) => i.field.startsWith('oldworld'))).toEqual([]);
  });

  it('keyboard focus in the unit’s rows: after a remove the row that took its place, else the row before, else the add button; after an add, the new row', async () => {
    const { wrapper: w, store } = render(OwProfileFields, { name: { de: 'Hauptmann', en: 'Captain' } }, 'de');
    await press(w, 'Profilzeile hinzufügen');
    expect(active()).toBe('Profilzeile 1: Name');
    expect(store.draft.oldworld.profiles[0]!.name).toBe('Hauptmann');
    await press(w, 'Profilzeile hinzufügen');
    await press(w, 'Profilzeile hinzufügen');
    expect(w.findAll('input').map((i) => i.attributes('aria-label')).slice(0, 10)).toEqual([
      'Profilzeile 1: Name', 'Profilzeile 1: B', 'Profilzeile 1: KG', 'Profilzeile 1: BF', 'Profilzeile 1: S', 'Profilzeile 1: W', 'Profilzeile 1: LP', 'Profilzeile 1: I', 'Profilzeile 1: A', 'Profilzeile 1: MW',
    ]);
    await press(w, 'Profilzeile 2 entfernen');
    expect(active()).toBe('Profilzeile 2 entfernen');
    await press(w, 'Profilzeile 2 entfernen');
    expect(active()).toBe('Profilzeile 1 entfernen');
    await press(w, 'Profilzeile 1 entfernen');
    expect(active()).toBe('Profilzeile hinzufügen');
    w.unmount();

    const { wrapper: items } = render(OwItemsFields, {}, 'en');
    await press(items, 'Add magic item allowance');
    expect(active()).toBe('Allowance 1: name (English)');
    await press(items, 'Remove Allowance 1');
    expect(active()).toBe('Add magic item allowance');
    items.unmount();

    const { wrapper: weapons } = render(OwChoiceFields, {}, 'de', { group: 'equipment' });
    await press(weapons, 'Waffe hinzufügen');
    await press(weapons, 'Waffe hinzufügen');
    expect(active()).toBe('Waffe 2: Name (Englisch)');
    await press(weapons, 'Waffe 1 entfernen');
    expect(active()).toBe('Waffe 1 entfernen');
    await press(weapons, 'Waffe 1 entfernen');
    expect(active()).toBe('Waffe hinzufügen');
  });

  it('names the unit’s fields in the list of problems', () => {
    const { t } = createMusterI18n('de').global;
    expect(fieldLabel('oldworld.profiles.1.stats.WS', t)).toBe('Profilzeile 2: KG');
    expect(fieldLabel('oldworld.equipment.0.name.en', t)).toBe('Waffe 1: Name (Englisch)');
    expect(fieldLabel('oldworld.command.2.magic.maxPoints', t)).toBe('Magische Gegenstände von Kommando 3: höchstens Punkte');
    expect(fieldLabel('oldworld.items.0.types', t)).toBe('Gegenstandsbudget 1: Arten von Gegenständen');
    expect(fieldLabel('unitSize.max', t)).toBe('Modelle höchstens');
    expect(fieldLabel('oldworld.category', createMusterI18n('en').global.t)).toBe('Category');
  });

  it('a new unit without a name for a choice or a profile line is refused, the fields named', async () => {
    const { store } = render(OwChoiceFields, { id: 'my-unit', name: { de: 'Einheit', en: 'Unit' }, points: 5 }, 'en', { group: 'mounts' });
    store.draft.oldworld.choices.mounts.push({ id: '', name: { de: '', en: '', other: {} }, points: '', magic: null, extra: {} });
    store.draft.oldworld.profiles.push({ name: '', stats: {} });
    store.draft.oldworld.unitMin = '';
    store.draft.oldworld.unitMax = 3;
    expect(store.issues.map((i) => [i.field, i.code])).toEqual([
      ['unitSize.min', 'required'],
      ['oldworld.profiles.0.name', 'required'],
      ['oldworld.mounts.0.name.de', 'required'],
      ['oldworld.mounts.0.name.en', 'required'],
      ['oldworld.mounts.0.points', 'required'],
    ]);
  });
});
