import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { MachineTrack, TableMachine } from '../../../core/systems/confrontation/fortification/at-the-table';
import { createMusterI18n } from '../../i18n';
import MachinePanel from './MachinePanel.vue';

/** A steam chariot of 8 SP with a Mechanic / 4 in its crew. */
const MACHINE: TableMachine = {
  key: 'e1:1',
  entryId: 'e1',
  figure: 1,
  cardId: 'chariot',
  structurePoints: 8,
  immobile: false,
  stats: { RES: 14, MOV: 20 },
  irrepressible: false,
  equipment: 'steam',
  zone: true,
  mechanic: 4,
};

function panel(track: MachineTrack) {
  const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang: 'en' } } });
  return mount(MachinePanel, { props: { machine: MACHINE, name: 'Chariot', track, edition: 'en' }, global: { plugins: [pinia, createMusterI18n('en')] } });
}
const button = (w: ReturnType<typeof panel>, label: string) => w.findAll('button').find((b) => b.attributes('aria-label') === label || b.text() === label)!;
const section = (w: ReturnType<typeof panel>, title: string) => w.findAll('section').find((s) => s.get('h3').text().startsWith(title))!;

describe('MachinePanel', () => {
  it('Impact: one section of 10 cm is one section, not "1 sections"', async () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang: 'en' } } });
    const w = mount(MachinePanel, { props: { machine: { ...MACHINE, impact: 3 }, name: 'Chariot', track: { lost: 0 }, edition: 'en' }, global: { plugins: [pinia, createMusterI18n('en')] } });
    const impact = w.findAll('section').find((s) => s.get('h3').text().startsWith('Impact'))!;
    await impact.get('input').setValue('5');
    expect(impact.get('.tb-out').text()).toBe('1 section of 10 cm: Impact STR 3.');
    await impact.get('input').setValue('25');
    expect(impact.get('.tb-out').text()).toBe('3 sections of 10 cm: Impact STR 9.');
  });

  it('a destroyed machine gets no SP back, by hand or by its Mechanic', async () => {
    const w = panel({ lost: 8, worst: 8 });
    // Said to be unavailable, yet it keeps the focus (aria-disabled): a click does nothing.
    const back = button(w, 'Give back 1 SP to Chariot');
    expect(back.attributes('aria-disabled')).toBe('true');
    await back.trigger('click');
    const mechanic = section(w, 'Mechanic');
    await mechanic.findAll('input')[1]!.setValue('5');
    expect(mechanic.get('button').attributes('disabled')).toBeDefined();
    expect(w.emitted('sp')).toBeUndefined();
  });

  it('the Mechanic applies a repair or a lost SP, never "No effect"', async () => {
    const mechanic = section(panel({ lost: 3 }), 'Mechanic');
    const die = mechanic.findAll('input')[1]!;
    await die.setValue('2');
    expect(mechanic.get('.tb-out').text()).toBe('No effect.');
    expect(mechanic.get('button').attributes('disabled')).toBeDefined();
    await die.setValue('5');
    expect(mechanic.get('button').attributes('disabled')).toBeUndefined();
    await die.setValue('1');
    expect(mechanic.get('button').attributes('disabled')).toBeUndefined();
  });

  it('its two Apply buttons have names of their own, and after a damage roll the focus goes on to the first die', async () => {
    const w = mount(MachinePanel, {
      props: { machine: MACHINE, name: 'Chariot', track: { lost: 0 }, edition: 'en' },
      global: { plugins: [createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang: 'en' } } }), createMusterI18n('en')] },
      attachTo: document.body,
    });
    const applies = w.findAll('button').filter((b) => b.text() === 'Apply');
    expect(applies.map((b) => b.attributes('aria-label'))).toEqual(['Apply damage to Chariot', 'Apply repair of Chariot']);
    const damage = section(w, 'Damage roll');
    const [strIn, , first, second] = damage.findAll('input');
    await strIn!.setValue('10');
    await first!.setValue('5');
    await second!.setValue('3');
    const apply = damage.get('button');
    apply.element.focus();
    await apply.trigger('click');
    expect(w.emitted('sp')).toEqual([[1]]);
    // The button is disabled now that the dice are cleared: the focus is on the first die, not the page's body.
    expect(apply.attributes('disabled')).toBeDefined();
    expect(document.activeElement).toBe(first!.element);
    w.unmount();
  });

  it('says so when a die is not 1 to 6', async () => {
    const w = panel({ lost: 0 });
    const damage = section(w, 'Damage roll');
    const [strIn, , first, second] = damage.findAll('input');
    await strIn!.setValue('10');
    await first!.setValue('7');
    await second!.setValue('3');
    expect(damage.get('.tb-out').text()).toBe('Enter whole numbers; dice from 1 to 6.');
    await first!.setValue('5');
    expect(damage.get('.tb-out').text()).toContain('1 SP lost');
    const stray = section(w, 'Stray roll');
    await stray.findAll('input')[0]!.setValue('0');
    expect(stray.get('.tb-out').text()).toBe('Enter whole numbers; dice from 1 to 6.');
    const roll = section(w, 'Pressure Roll');
    await roll.get('input').setValue('4 9');
    expect(roll.get('.tb-out').text()).toBe('Enter whole numbers; dice from 1 to 6.');
  });

  it('lists lasting markers only: a spent Cracked structure is gone', () => {
    // A state kept before: the one-roll incidents were listed as markers.
    const w = panel({ lost: 0, markers: ['overheating', 'cracked-structure', 'damaged-valve'] });
    expect(w.get('header').text()).toContain('Markers: Overheating');
    expect(w.get('header').text()).not.toContain('Cracked');
    expect(w.get('header').text()).not.toContain('valve');
  });
});
