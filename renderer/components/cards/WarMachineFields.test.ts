import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { cardFileSchema, type DbCard } from '../../../core/model/card';
import goblinFile from '../../../resources/cards/confrontation/goblins-no-dan-kar.json';
import { createMusterI18n } from '../../i18n';
import { useCardsStore } from '../../stores/cards';
import { cardToDraft } from './card-form';
import WarMachineFields from './WarMachineFields.vue';

const goblins = cardFileSchema.parse(goblinFile);
const GOBLINS = { id: 'goblins-no-dan-kar', name: goblins.faction.name, system: 'confrontation', cardCount: goblins.cards.length };
const systemCards: DbCard[] = goblins.cards.map((c) => ({ ...c, system: 'confrontation', faction: GOBLINS.id }));
const cannon = systemCards.find((c) => c.id === 'goblin-cannon')!;
/** A fighter of another faction with a long name, as the tester's library had one. */
const TINKERER: DbCard = { ...systemCards.find((c) => c.kind === 'fighter')!, id: 'goblin-tinkerer', faction: 'dwarves-tir-na-bor', name: { de: 'Goblin-Bastler aus der Tir-Nâ-Bor-Clanbox', en: 'Goblin Tinkerer from the Tir-Nâ-Bor clan box' } };

/** The Goblin Cannon (immobile, Crew 2, a servant card, substitutes need AIM 2) in the card editor. */
function render(lang: 'de' | 'en') {
  const draft = cardToDraft(cannon, lang);
  const pinia = createTestingPinia({
    createSpy: vi.fn,
    stubActions: false,
    initialState: { cards: { draft, system: 'confrontation', factions: [GOBLINS], factionId: GOBLINS.id, systemCards: [...systemCards, TINKERER] }, settings: { lang } },
  });
  const wrapper = mount(WarMachineFields, { global: { plugins: [pinia, createMusterI18n(lang)] }, attachTo: document.body });
  return { wrapper, store: useCardsStore(pinia) };
}

const statField = (i: number) => `input[data-field="warMachine.substitute.${i}.stat"]`;
/** The saved card's substitute conditions (what `cardSchema` makes of the form). */
const savedConditions = (store: ReturnType<typeof useCardsStore>) => (store.check.success ? store.check.data.warMachine?.substitute : 'not valid');

describe('WarMachineFields: substitute conditions by a profile value’s abbreviation', () => {
  it('English UI: "MUT" (German for COU) becomes COU when the field is left and is saved as COU', async () => {
    const { wrapper, store } = render('en');
    const add = wrapper.findAll('button').find((b) => b.text() === 'Add condition')!;
    await add.trigger('click');
    await wrapper.get(statField(1)).setValue('MUT');
    await wrapper.get(`input[data-field="warMachine.substitute.1.min"]`).setValue(4);
    await wrapper.get(statField(1)).trigger('change');
    expect((wrapper.get(statField(1)).element as HTMLInputElement).value).toBe('COU');
    expect(savedConditions(store)).toEqual([{ stat: 'AIM', min: 2 }, { stat: 'COU', min: 4 }]);
    wrapper.unmount();
  });

  it('German UI: "WK" is RES; the suggestions name the German abbreviations', async () => {
    const { wrapper, store } = render('de');
    await wrapper.get(statField(0)).setValue('wk');
    await wrapper.get(statField(0)).trigger('change');
    expect(store.draft.warMachine.substitute[0]?.stat).toBe('RES');
    expect(savedConditions(store)).toEqual([{ stat: 'RES', min: 2 }]);
    expect(wrapper.findAll('#card-wm-stats option').map((o) => [o.attributes('value'), o.text()]).find(([v]) => v === 'RES')).toEqual(['RES', 'WK']);
    wrapper.unmount();
  });

  it('a stat that is no profile value is refused with a message at its field', async () => {
    const { wrapper, store } = render('en');
    await wrapper.get(statField(0)).setValue('XYZ');
    await wrapper.get(statField(0)).trigger('change');
    store.touch('warMachine.substitute.0.stat');
    await wrapper.vm.$nextTick();
    expect(store.valid).toBe(false);
    expect(wrapper.get('[data-error-for="warMachine.substitute.0.stat"]').text()).toBe(
      'XYZ is not a profile value: use one of MOV, INI, ATT, STR, DEF, RES, AIM, COU, FEAR, DIS, POW, FAITH, or its abbreviation as the screens show it.',
    );
    expect(wrapper.get(statField(0)).attributes('aria-invalid')).toBe('true');
    wrapper.unmount();
  });
});

describe('WarMachineFields: a mobile machine has no crew', () => {
  it('switching to Mobile hides the crew fields and does not save them; switching back brings back what was typed', async () => {
    const { wrapper, store } = render('en');
    await wrapper.get('input[data-field="warMachine.fullOperationCrew"]').setValue(3);
    await wrapper.get('select[data-field="warMachine.mobility"]').setValue('mobile');
    for (const field of ['warMachine.crew', 'warMachine.fullOperationCrew', 'warMachine.substitute.0.stat']) expect(wrapper.find(`[data-field="${field}"]`).exists()).toBe(false);
    expect(wrapper.text()).not.toContain('Servant cards');
    expect(wrapper.get('[data-testid=wm-mobile-crew]').text()).toBe(
      'A mobile machine has no Crew value, servant cards or substitutes: its crew is part of its card. What was typed there is kept while you edit and comes back when you switch to Immobile; it is not saved while the machine is mobile.',
    );
    const mobile = store.check.success ? store.check.data.warMachine : undefined;
    expect(mobile).toMatchObject({ mobility: 'mobile', servants: [], substitute: [] });
    expect(mobile).not.toHaveProperty('crew');
    expect(mobile).not.toHaveProperty('fullOperationCrew');

    await wrapper.get('select[data-field="warMachine.mobility"]').setValue('immobile');
    expect((wrapper.get('input[data-field="warMachine.crew"]').element as HTMLInputElement).value).toBe('2');
    expect((wrapper.get('input[data-field="warMachine.fullOperationCrew"]').element as HTMLInputElement).value).toBe('3');
    expect(wrapper.find('[data-testid=wm-mobile-crew]').exists()).toBe(false);
    expect(store.check.success ? store.check.data.warMachine : undefined).toMatchObject({ crew: 2, fullOperationCrew: 3, servants: ['goblin-gunner'], substitute: [{ stat: 'AIM', min: 2 }] });
    wrapper.unmount();
  });
});

describe('WarMachineFields: the servant card select', () => {
  it('is held to the width of its block, whatever the length of a card’s name', () => {
    const { wrapper } = render('en');
    const select = wrapper.get('select[aria-label="Card to add as servant"]');
    expect(select.findAll('option').map((o) => o.text())).toContain('Goblin Tinkerer from the Tir-Nâ-Bor clan box');
    expect(select.classes()).toContain('servant-pick');
    wrapper.unmount();
  });
});
