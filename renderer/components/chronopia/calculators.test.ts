import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { createMusterI18n } from '../../i18n';
import FallCalculator from './FallCalculator.vue';
import MeleeCalculator from './MeleeCalculator.vue';
import SizeLimitCalculator from './SizeLimitCalculator.vue';

const opts = (lang: 'de' | 'en' = 'en') => ({ global: { plugins: [createMusterI18n(lang)] } });

function input(wrapper: ReturnType<typeof mount>, label: string) {
  const l = wrapper.findAll('label').find((x) => x.text().includes(label));
  if (!l) throw new Error(`no label ${label}`);
  return l.find('input');
}

describe('FallCalculator', () => {
  it('starts with the rulebook example and updates on input', async () => {
    const w = mount(FallCalculator, opts());
    expect(w.get('[data-testid="fall-result"]').text()).toContain('Damage 13 (x3)');
    await input(w, 'Height fallen').setValue('1.5');
    expect(w.get('[data-testid="fall-result"]').text()).toContain('No damage: a figure of this size drops up to 1.5 inches safely.');
    // Exactly half the size: safe, and the calculator says why (the rulebook contradicts itself).
    expect(w.get('[data-testid="fall-half"]').text()).toContain('Exactly half the size is safe');
    await input(w, 'Height fallen').setValue('1.6');
    expect(w.get('[data-testid="fall-result"]').text()).toContain('Damage 7 (x1)');
    expect(w.find('[data-testid="fall-half"]').exists()).toBe(false);
    await input(w, 'Height fallen').setValue('4');
    await input(w, 'LD of a figure').setValue('12');
    expect(w.text()).toContain('Size of the figure (SZ)');
    expect(w.get('[data-testid="fall-result"]').text()).toContain('Damage 9 (x1)');
    expect(w.get('[data-testid="fall-result"]').text()).toContain('rolling under 9 (LD test)');
  });
  it('names the limits it takes, says one inch in the singular and when a figure cannot dodge', async () => {
    const w = mount(FallCalculator, opts());
    await input(w, 'Size of the figure').setValue('200');
    expect(w.get('[data-testid="fall-result"]').text()).toBe('Enter a size from 1 to 10 (whole numbers) and a height from 0 to 100 inches.');
    await input(w, 'Size of the figure').setValue('2.5');
    expect(w.get('[data-testid="fall-result"]').text()).toContain('from 1 to 10 (whole numbers)');
    await input(w, 'Size of the figure').setValue('2');
    await input(w, 'Height fallen').setValue('1');
    expect(w.get('[data-testid="fall-result"]').text()).toContain('drops up to 1 inch safely.');
    await input(w, 'Height fallen').setValue('2');
    expect(w.get('[data-testid="fall-result"]').text()).toContain('1 whole inch beyond half the size.');
    await input(w, 'Size of the figure').setValue('5');
    await input(w, 'Height fallen').setValue('8');
    await input(w, 'LD of a figure').setValue('3');
    expect(w.get('[data-testid="fall-result"]').text()).toContain('cannot dodge (-2 is its LD less');
    await input(w, 'LD of a figure').setValue('7');
    expect(w.get('[data-testid="fall-result"]').text()).toContain('rolling under 2 (LD test)');
  });
  it('labels every input and speaks German', () => {
    const w = mount(FallCalculator, opts('de'));
    expect(w.findAll('input').length).toBe(w.findAll('label input').length);
    expect(w.text()).toContain('Schaden 13 (x3)');
  });
});

describe('FallCalculator reads numbers as players write them', () => {
  const result = (w: ReturnType<typeof mount>) => w.get('[data-testid="fall-result"]').text();
  it('German: "1,5" is one and a half (the safe height of size 3), "2,5" is STR 8 (x1), not 15 and 25', async () => {
    const w = mount(FallCalculator, opts('de'));
    const height = input(w, 'Fallhöhe (Zoll)');
    await height.setValue('1,5');
    expect(result(w)).toContain('Kein Schaden: Eine Figur dieser Größe fällt bis 1,5 Zoll gefahrlos.');
    await height.setValue('2,5');
    expect(result(w)).toContain('Schaden 8 (x1)');
    expect(result(w)).toContain('1 ganzer Zoll über der halben Größe.');
    // A dot is read too, and shown with the comma once the box is left.
    await height.setValue('1.5');
    expect(result(w)).toContain('bis 1,5 Zoll gefahrlos');
    await height.trigger('change');
    expect((height.element as HTMLInputElement).value).toBe('1,5');
    expect(w.find('[data-testid="number-error"]').exists()).toBe(false);
  });
  it('English: "1.5" and "1,5" both; the box shows 1.5', async () => {
    const w = mount(FallCalculator, opts('en'));
    const height = input(w, 'Height fallen');
    await height.setValue('1,5');
    expect(result(w)).toContain('drops up to 1.5 inches safely.');
    await height.trigger('change');
    expect((height.element as HTMLInputElement).value).toBe('1.5');
    await height.setValue('2.5');
    expect(result(w)).toContain('Damage 8 (x1)');
  });
  it('↑ and ↓ step by half an inch, in the language’s way, within the limits', async () => {
    const w = mount(FallCalculator, opts('de'));
    const height = input(w, 'Fallhöhe (Zoll)');
    const box = height.element as HTMLInputElement;
    await height.setValue('1');
    await height.trigger('keydown', { key: 'ArrowUp' });
    expect(box.value).toBe('1,5');
    expect(result(w)).toContain('bis 1,5 Zoll gefahrlos');
    await height.trigger('keydown', { key: 'ArrowUp' });
    expect(box.value).toBe('2');
    expect(result(w)).toContain('Schaden 7 (x1)');
    // Off the grid: up to the next half inch, down to the one before.
    await height.setValue('1,3');
    await height.trigger('keydown', { key: 'ArrowUp' });
    expect(box.value).toBe('1,5');
    await height.setValue('1,3');
    await height.trigger('keydown', { key: 'ArrowDown' });
    expect(box.value).toBe('1');
    await height.setValue('0');
    await height.trigger('keydown', { key: 'ArrowDown' });
    expect(box.value).toBe('0');
    await height.setValue('100');
    await height.trigger('keydown', { key: 'ArrowUp' });
    expect(box.value).toBe('100');
    expect(box.getAttribute('role')).toBe('spinbutton');
    expect(box.getAttribute('aria-valuenow')).toBe('100');
    // The size steps by whole numbers.
    const size = input(w, 'Größe der Figur');
    await size.trigger('keydown', { key: 'ArrowUp' });
    expect((size.element as HTMLInputElement).value).toBe('4');
  });
  it('says when the text is no number, under the box that holds it, and gives no result', async () => {
    const w = mount(FallCalculator, { ...opts('de'), attachTo: document.body });
    const height = input(w, 'Fallhöhe (Zoll)');
    await height.setValue('abc');
    const error = w.get('[data-testid="number-error"]');
    expect(error.text()).toBe('„abc“ ist keine Zahl von 0 bis 100 (Kommazahlen wie 1,5 oder 1.5).');
    expect(height.attributes('aria-invalid')).toBe('true');
    expect(height.attributes('aria-describedby')).toBe(error.attributes('id'));
    expect(result(w)).toBe('Gib eine Größe von 1 bis 10 (ganze Zahlen) und eine Höhe von 0 bis 100 Zoll ein.');
    // "2," is a number still being typed: said only once the box is left (setValue would leave it too).
    (height.element as HTMLInputElement).value = '2,';
    await height.trigger('input');
    expect(w.find('[data-testid="number-error"]').exists()).toBe(false);
    await height.trigger('change');
    expect(w.get('[data-testid="number-error"]').text()).toContain('„2,“ ist keine Zahl');
    // A size must be whole: 2,5 is not read as 25.
    await height.setValue('8');
    await input(w, 'Größe der Figur').setValue('2,5');
    expect(w.get('[data-testid="number-error"]').text()).toBe('„2,5“ ist keine ganze Zahl von 1 bis 10.');
    expect(result(w)).toContain('Gib eine Größe von 1 bis 10');
    w.unmount();
  });
});

describe('the other calculators take no "1,5" for 15', () => {
  it('Melee: friends "1,5" is no whole number (no +15 outnumbering); a negative defence may be typed with either minus', async () => {
    const w = mount(MeleeCalculator, opts('de'));
    await input(w, 'Verbündete, die schon').setValue('1,5');
    expect(w.get('[data-testid="number-error"]').text()).toBe('„1,5“ ist keine ganze Zahl von 0 bis 39.');
    expect(w.get('[data-testid="melee-result"]').text()).toBe(
      'Gib ganze Zahlen ein: Verbündete von 0 bis 39, Verteidigung des Ziels von −10 bis 10, NK des Angreifers und Schaden des Angriffs von 0 bis 30 (oder lass diese beiden leer).',
    );
    await input(w, 'Verbündete, die schon').setValue('1');
    expect(w.get('[data-testid="melee-nk"]').text()).toBe('+1');
    await input(w, 'Verteidigung des Ziels').setValue('\u22122');
    expect(w.find('[data-testid="number-error"]').exists()).toBe(false);
    expect(w.get('[data-testid="melee-nk"]').text()).toBe('−1');
  });
  it('Size limit: "1,5" for an attacker is no whole number, and no check is made', async () => {
    const w = mount(SizeLimitCalculator, opts('de'));
    await input(w, 'Größe von Angreifer 1').setValue('1,5');
    expect(w.get('[data-testid="number-error"]').text()).toBe('„1,5“ ist keine ganze Zahl von 1 bis 20.');
    expect(w.get('[data-testid="limit-result"]').text()).not.toContain('Gesamtgröße');
  });
});

describe('MeleeCalculator', () => {
  it('adds charge, hiding and friends; shows final values', async () => {
    const w = mount(MeleeCalculator, opts());
    expect(w.text()).toContain('No modifiers.');
    await input(w, 'Charge out of hiding').setValue(true);
    expect(w.text()).toContain('Out of hiding: only together with a charge.');
    await input(w, 'Charge').setValue(true);
    await input(w, 'Friends already').setValue('1');
    expect(w.get('[data-testid="melee-nk"]').text()).toBe('+3');
    expect(w.get('[data-testid="melee-sch"]').text()).toBe('+3');
    await input(w, 'Attacker CC').setValue('12');
    await input(w, 'Attack damage').setValue('4');
    expect(w.text()).toContain('Hits on 15 or less');
    expect(w.text()).toContain('damage 7.');
  });
  it('shows no result while a box holds no number in its range (not friends read as 0), as the falling damage does', async () => {
    const w = mount(MeleeCalculator, opts());
    const result = () => w.get('[data-testid="melee-result"]').text();
    const invalid = 'Enter whole numbers: friends from 0 to 39, target defence from −10 to 10, attacker CC and attack damage from 0 to 30 (or leave those two empty).';
    await input(w, 'Charge').setValue(true);
    await input(w, 'Attacker CC').setValue('12');
    await input(w, 'Attack damage').setValue('4');
    expect(result()).toContain('Hits on 13 or less');
    for (const typed of ['51', '40', '-1', 'abc', '2,5', '']) {
      await input(w, 'Friends already').setValue(typed);
      expect(result(), typed).toBe(invalid);
    }
    // The bound of the command line's --friends, from core: size-1 friends on a size-10 target, beside the attacker.
    await input(w, 'Friends already').setValue('39');
    expect(w.get('[data-testid="melee-nk"]').text()).toBe('+40');
    expect(result()).toContain('Hits on 52 or less');
    await input(w, 'Target defence').setValue('11');
    expect(result()).toBe(invalid);
    await input(w, 'Target defence').setValue('0');
    // NK and damage may stay empty (modifiers only), but not hold text that is no number.
    await input(w, 'Attacker CC').setValue('abc');
    expect(result()).toBe(invalid);
    await input(w, 'Attacker CC').setValue('');
    expect(w.get('[data-testid="melee-nk"]').text()).toBe('+40');
    expect(result()).not.toContain('Hits on');
  });
  it('a box the calculation needs, left empty, is marked and says so under it; NK and damage may stay empty', async () => {
    const w = mount(MeleeCalculator, opts('de'));
    const friends = input(w, 'Verbündete');
    await friends.setValue('');
    await friends.trigger('change');
    expect(friends.attributes('aria-invalid')).toBe('true');
    expect(friends.attributes('aria-required')).toBe('true');
    expect(w.get(`#${friends.attributes('aria-describedby')}`).text()).toBe('Gib eine Zahl von 0 bis 39 ein.');
    const nk = input(w, 'NK des Angreifers');
    await nk.setValue('');
    await nk.trigger('change');
    expect(nk.attributes('aria-invalid')).toBeUndefined();
    await friends.setValue('2');
    expect(friends.attributes('aria-invalid')).toBeUndefined();
    const fall = mount(FallCalculator, opts());
    const height = input(fall, 'Height');
    await height.setValue('');
    await height.trigger('change');
    expect(fall.get(`#${height.attributes('aria-describedby')}`).text()).toBe('Enter a number from 0 to 100.');
  });

  it('a dive attack: NK −4, SCH −2 and no charge bonus', async () => {
    const w = mount(MeleeCalculator, opts());
    await input(w, 'Dive attack').setValue(true);
    await input(w, 'Charge').setValue(true);
    expect(w.get('[data-testid="melee-nk"]').text()).toBe('−4');
    expect(w.get('[data-testid="melee-sch"]').text()).toBe('−2');
    expect(w.text()).toContain('Charge: a dive attack never gets charge bonuses.');
  });
});

describe('SizeLimitCalculator', () => {
  it('two size-1 attackers on size 1 are fine; adding three more is too many', async () => {
    const w = mount(SizeLimitCalculator, opts());
    expect(w.get('[data-testid="limit-result"]').text()).toContain('Combined size 2 of at most 4: allowed (2 left).');
    expect(w.text()).toContain('At most 4 attackers of size 1.');
    const add = w.findAll('button').find((b) => b.text() === 'Add attacker');
    for (let i = 0; i < 3; i++) await add?.trigger('click');
    expect(w.get('[data-testid="limit-result"]').text()).toContain('Combined size 5 of at most 4: too many attackers.');
    await w.get('button[aria-label="Remove attacker 5"]').trigger('click');
    expect(w.get('[data-testid="limit-result"]').text()).toContain('allowed (0 left)');
  });
});

describe('SizeLimitCalculator keeps the keyboard focus', () => {
  it('removing the last attacker: to ✕ of the one before; the only one: to Add attacker', async () => {
    const w = mount(SizeLimitCalculator, { ...opts(), attachTo: document.body });
    const remove = (n: number) => w.get<HTMLButtonElement>(`[aria-label="Remove attacker ${n}"]`);
    remove(2).element.focus();
    await remove(2).trigger('click');
    await w.vm.$nextTick();
    expect(document.activeElement).toBe(remove(1).element);
    await remove(1).trigger('click');
    await w.vm.$nextTick();
    expect(document.activeElement?.textContent).toBe('Add attacker');
    w.unmount();
  });
});
