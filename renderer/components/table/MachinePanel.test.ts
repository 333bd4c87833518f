import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MachineTrack, TableMachine } from '../../../core/systems/confrontation/fortification/at-the-table';
import { createMusterI18n } from '../../i18n';
import MachinePanel from './MachinePanel.vue';
import { SETTLE_MS } from './settled';

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

describe('MachinePanel tells screen readers a result once, and links a wrong box to its error', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const said = (w: ReturnType<typeof panel>): string[] => (w.emitted('say') ?? []).map(([text]) => text as string);

  it('typing dice "3 3 7": the line under the box follows every key, the result is said once the typing has settled', async () => {
    vi.useFakeTimers();
    const w = panel({ lost: 0 });
    const roll = section(w, 'Pressure Roll');
    const dice = roll.get('input.dice-in');
    for (const typed of ['3', '3 3', '3 3 7']) {
      await dice.setValue(typed);
      vi.advanceTimersByTime(SETTLE_MS / 4);
    }
    expect(roll.get('.tb-out').text()).toBe('Enter whole numbers; dice from 1 to 6.');
    // No role on the line: it would be read out at every key ("Bonus 3.", "Bonus 6.", the error).
    expect(w.findAll('[role=status], [role=alert], [aria-live]')).toHaveLength(0);
    expect(said(w)).toEqual([]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(said(w)).toEqual(['Enter whole numbers; dice from 1 to 6.']);
    // The box says it is wrong and why (its description is the line under it).
    expect(dice.attributes('aria-invalid')).toBe('true');
    const describedBy = dice.attributes('aria-describedby')!;
    expect(w.get(`[id="${describedBy}"]`).element).toBe(roll.get('.tb-out').element);
    await dice.setValue('3 3');
    expect(dice.attributes('aria-invalid')).toBeUndefined();
    // Enter says it at once.
    await dice.trigger('keydown', { key: 'Enter' });
    expect(said(w)).toEqual(['Enter whole numbers; dice from 1 to 6.', 'Bonus 6.']);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(said(w)).toHaveLength(2);
  });

  it('only the box typed wrong is invalid; every box of a roll is described by its result', async () => {
    const w = panel({ lost: 0 });
    const damage = section(w, 'Damage roll');
    const [strIn, resIn, first, second] = damage.findAll('input');
    await strIn!.setValue('10');
    await first!.setValue('9');
    await second!.setValue('3');
    expect([strIn, resIn, first, second].map((i) => i!.attributes('aria-invalid'))).toEqual([undefined, undefined, 'true', undefined]);
    const out = damage.get('.tb-out');
    expect(new Set([strIn, resIn, first, second].map((i) => i!.attributes('aria-describedby')))).toEqual(new Set([out.attributes('id')]));
  });

  it('a language switch words the results anew and says none of them', async () => {
    vi.useFakeTimers();
    const w = panel({ lost: 0 });
    await section(w, 'Pressure Roll').get('input').setValue('4 5');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(said(w)).toEqual(['Bonus 9.']);
    (w.vm.$i18n as unknown as { locale: string }).locale = 'de';
    await w.vm.$nextTick();
    expect(w.get('.tb-roll:last-child .tb-out').text()).toBe('Bonus 9.');
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(said(w)).toEqual(['Bonus 9.']);
  });

  it('recording an incident says what happened and the warning it leaves for the next roll', async () => {
    vi.useFakeTimers();
    let track: MachineTrack = { lost: 0 };
    const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang: 'en' } } });
    const w = mount(MachinePanel, {
      props: {
        machine: MACHINE,
        name: 'Chariot',
        track,
        edition: 'en',
        // The page keeps the incident (recordIncident): the panel gets the machine's new track.
        onIncident: (die: number) => {
          expect(die).toBe(3);
          track = { lost: 0, equipment: { crackedStructure: true } };
          void w.setProps({ track });
        },
        onRolled: () => {
          track = { lost: 0 };
          void w.setProps({ track });
        },
      },
      global: { plugins: [pinia, createMusterI18n('en')] },
      attachTo: document.body,
    });
    const roll = section(w, 'Pressure Roll');
    await roll.get('input.dice-in').setValue('1 4');
    await roll.findAll('input')[1]!.setValue('3');
    const record = roll.findAll('button').find((b) => b.text() === 'Record the incident')!;
    await record.trigger('click');
    await flushPromises();
    expect(roll.text()).toContain('⚠ Cracked structure: the next roll has an incident on 1 or 2.');
    expect(said(w)).toEqual(['Recorded: Cracked structure. Cracked structure: the next roll has an incident on 1 or 2.']);
    // The boxes were emptied: nothing more is said after a pause.
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(said(w)).toHaveLength(1);
    // The next roll (the warning spent): its bonus.
    await roll.get('input.dice-in').setValue('4 5');
    await record.trigger('click');
    await flushPromises();
    expect(said(w)[1]).toBe('Recorded: bonus 9.');
    w.unmount();
  });

  it('an Explosion recorded (a second Overheating) says the SP it cost', async () => {
    let track: MachineTrack = { lost: 0 };
    const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang: 'de' } } });
    const w = mount(MachinePanel, {
      props: {
        machine: MACHINE,
        name: 'Chariot',
        track: { lost: 0, markers: ['overheating'] },
        edition: 'de',
        onIncident: () => {
          track = { lost: 4, worst: 4, markers: ['overheating'] };
          void w.setProps({ track });
        },
      },
      global: { plugins: [pinia, createMusterI18n('de')] },
    });
    const roll = w.findAll('section').at(-1)!;
    await roll.get('input.dice-in').setValue('1');
    // A second Overheating is an Explosion.
    await roll.findAll('input')[1]!.setValue('2');
    await roll.findAll('button').at(-1)!.trigger('click');
    await flushPromises();
    expect(said(w)).toEqual(['Eingetragen: Explosion. SP 4 von 8.']);
    expect(track.lost).toBe(4);
  });

  it('German: names of the machine need no declension; doubles are critical hits; negative numbers with a minus sign', async () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang: 'de' } } });
    const w = mount(MachinePanel, { props: { machine: MACHINE, name: 'Schwere Dampfbombarde', track: { lost: 6, worst: 6 }, edition: 'en' }, global: { plugins: [pinia, createMusterI18n('de')] } });
    const labels = w.findAll('button').map((b) => b.attributes('aria-label')).filter(Boolean);
    expect(labels).toEqual([
      'Schwere Dampfbombarde: 1 SP abziehen',
      'Schwere Dampfbombarde: 1 SP zurückgeben',
      'Schwere Dampfbombarde: Schaden übernehmen',
      'Schwere Dampfbombarde: Reparatur übernehmen',
    ]);
    // The penalty as the buttons write it ("−1"): a minus sign, not a hyphen.
    expect(w.get('[data-testid="penalty-e1:1"]').text()).toBe('⚠ Abzug \u22123 auf ihre Würfe');
    const damage = w.findAll('section').find((x) => x.get('h3').text() === 'Schadenswurf')!;
    const [strIn, , first, second] = damage.findAll('input');
    await strIn!.setValue('10');
    await first!.setValue('3');
    await second!.setValue('3');
    // The rulebook's (and the printed sheet's) word for a double.
    expect(damage.get('.tb-out').text()).toBe('Kritischer Treffer (Pasch 3): 1 SP verloren.');
    await strIn!.setValue('0');
    await first!.setValue('1');
    await second!.setValue('2');
    expect(damage.get('.tb-out').text()).toMatch(/^Schaden \u221211 am Bereich /);
  });
});
