import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Component } from 'vue';
import { FORT, rosterOf } from '../../../core/systems/oldworld/siege/test-fixtures';
import { createMusterI18n } from '../../i18n';
import { useSiegeStore } from '../../stores/siege';
import DevicePanel from './DevicePanel.vue';
import EquipmentPanel from './EquipmentPanel.vue';
import FortressTable from './FortressTable.vue';
import SiegeHeader from './SiegeHeader.vue';
import VictoryPanel from './VictoryPanel.vue';

vi.mock('../../api', () => ({ api: { saveSiege: vi.fn(async ({ siege }: { siege: unknown }) => ({ siege, warnings: [] })) } }));

/** A siege editor panel over a roster with two walls and two towers (t1: 2 storeys), in `lang`. */
function mounted(component: Component, lang: 'en' | 'de' = 'en') {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
  const siege = useSiegeStore(pinia);
  siege.roster = rosterOf({ fortress: FORT, victory: { elements: [], rounds: 3 } });
  const wrapper = mount(component, { global: { plugins: [pinia, createMusterI18n(lang)] }, attachTo: document.body });
  return { wrapper, siege };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('siege editor: number fields say what they take and keep the last valid value', () => {
  it('the rounds the defender must hold them: 0, -1, 2.5, 99 and text are refused, with the allowed range; a valid value and empty are taken', async () => {
    const { wrapper, siege } = mounted(VictoryPanel);
    const field = wrapper.get<HTMLInputElement>('[data-testid="siege-victory-rounds"]');
    for (const typed of ['0', '-1', '2.5', '99']) {
      await field.setValue(typed);
      expect(siege.roster?.victory?.rounds, typed).toBe(3);
      expect(field.element.value, typed).toBe('3');
      expect(wrapper.get('[role="alert"]').text()).toBe('Rounds the defender must hold them: enter a whole number from 1 to 12, or leave it empty.');
      expect(field.attributes('aria-invalid')).toBe('true');
      expect(field.attributes('aria-describedby')).toBe('siege-victory-rounds-problem');
    }
    // Text in a number field reads as empty; the field's validity tells it from an emptied one.
    Object.defineProperty(field.element, 'validity', { configurable: true, value: { badInput: true } });
    await field.setValue('');
    expect(siege.roster?.victory?.rounds).toBe(3);
    expect(field.element.value).toBe('3');
    Object.defineProperty(field.element, 'validity', { configurable: true, value: { badInput: false } });
    await field.setValue('5');
    expect(siege.roster?.victory?.rounds).toBe(5);
    expect(wrapper.find('[role="alert"]').exists()).toBe(false);
    expect(field.attributes('aria-invalid')).toBeUndefined();
    await field.setValue('');
    expect(siege.roster?.victory?.rounds).toBeUndefined();
  });

  it('says it in German in the German interface', async () => {
    const { wrapper } = mounted(VictoryPanel, 'de');
    await wrapper.get('[data-testid="siege-victory-rounds"]').setValue('0');
    expect(wrapper.get('[role="alert"]').text()).toBe('Runden, die der Verteidiger halten muss: Bitte eine ganze Zahl von 1 bis 12 eingeben oder das Feld leer lassen.');
  });

  it('storeys: 2.5, 99, 0, -3 and empty are refused (not rounded or cut), naming the tower; 4 is taken', async () => {
    const { wrapper, siege } = mounted(FortressTable);
    const field = wrapper.get<HTMLInputElement>('tr[data-element-id="t1"] input.storeys');
    const storeys = () => siege.roster?.fortress.elements.find((e) => e.id === 't1')?.storeys;
    for (const typed of ['2.5', '99', '0', '-3', '']) {
      await field.setValue(typed);
      expect(storeys(), typed).toBe(2);
      expect(field.element.value, typed).toBe('2');
      expect(wrapper.get('#siege-storeys-problem').text()).toBe('Storeys of Tower 1: enter a whole number from 1 to 10.');
      expect(field.attributes('aria-invalid')).toBe('true');
      expect(field.attributes('aria-describedby')).toBe('siege-storeys-problem');
    }
    await field.setValue('4');
    expect(storeys()).toBe(4);
    expect(wrapper.find('#siege-storeys-problem').exists()).toBe(false);
    expect(field.attributes('aria-invalid')).toBeUndefined();
  });
});

describe('siege editor: an add button moves the focus to the new row', () => {
  it('Add wall and Add tower: the new row\'s name field', async () => {
    const { wrapper, siege } = mounted(FortressTable);
    const [addWall, addTower] = wrapper.findAll('.siege-add button');
    await addWall!.trigger('click');
    await flushPromises();
    const wall = siege.roster!.fortress.elements.at(-1)!;
    expect(wall.kind).toBe('wall');
    expect(document.activeElement).toBe(wrapper.get(`tr[data-element-id="${wall.id}"] input.element-name`).element);
    expect(siege.selectedElement).toBe(wall.id);
    await addTower!.trigger('click');
    await flushPromises();
    const tower = siege.roster!.fortress.elements.at(-1)!;
    expect(tower.kind).toBe('tower');
    expect(document.activeElement).toBe(wrapper.get(`tr[data-element-id="${tower.id}"] input.element-name`).element);
  });

  it('Add device: the new device\'s element; siege ammunition: its war machine; a ram has no field, the focus stays', async () => {
    const devices = mounted(DevicePanel);
    await devices.wrapper.get('.siege-add button').trigger('click');
    await flushPromises();
    const device = devices.siege.roster!.devices.at(-1)!;
    expect(document.activeElement).toBe(devices.wrapper.get(`li[data-device-id="${device.id}"] select`).element);
    devices.wrapper.unmount();

    const equipment = mounted(EquipmentPanel);
    const buttons = equipment.wrapper.findAll('.siege-add button');
    const ammunition = buttons.find((b) => b.text().startsWith('Add Siege ammunition'))!;
    await ammunition.trigger('click');
    await flushPromises();
    const item = equipment.siege.roster!.equipment.at(-1)!;
    expect(item.item).toBe('siege-ammunition');
    expect(document.activeElement).toBe(equipment.wrapper.get(`li[data-equipment-id="${item.id}"] select`).element);
    const ram = buttons.find((b) => b.text().startsWith('Add Ram'))!;
    (ram.element as HTMLButtonElement).focus();
    await ram.trigger('click');
    await flushPromises();
    expect(equipment.siege.roster!.equipment.at(-1)!.item).toBe('ram');
    expect(document.activeElement).toBe(ram.element);
  });
});

describe('siege editor: the keyboard focus stays when rows go or move', () => {
  const row = (w: ReturnType<typeof mounted>['wrapper'], id: string) => w.get(`tr[data-element-id="${id}"]`);
  it('✕ of a wall: to ✕ of the row that took its place, else of the row before, else to Add wall', async () => {
    const { wrapper, siege } = mounted(FortressTable);
    const remove = (id: string) => row(wrapper, id).get<HTMLButtonElement>('[data-remove]');
    remove('w1').element.focus();
    await remove('w1').trigger('click');
    await flushPromises();
    expect(siege.roster?.fortress.elements.map((e) => e.id)).toEqual(['w2', 't1', 'g']);
    expect(document.activeElement).toBe(remove('w2').element);
    await remove('g').trigger('click');
    await flushPromises();
    expect(document.activeElement).toBe(remove('t1').element);
    for (const id of ['t1', 'w2']) {
      await remove(id).trigger('click');
      await flushPromises();
    }
    expect(siege.roster?.fortress.elements).toEqual([]);
    expect(document.activeElement?.textContent).toBe('Add wall');
  });

  it('↑ keeps the focus on the moved row’s ↑, unavailable at the top but still focusable', async () => {
    const { wrapper, siege } = mounted(FortressTable);
    const up = () => row(wrapper, 'w2').get<HTMLButtonElement>('[data-up]');
    up().element.focus();
    await up().trigger('click');
    await flushPromises();
    expect(siege.roster?.fortress.elements.map((e) => e.id)).toEqual(['w2', 'w1', 't1', 'g']);
    expect(document.activeElement).toBe(up().element);
    expect(up().attributes('aria-disabled')).toBe('true');
    expect(up().attributes('disabled')).toBeUndefined();
    await up().trigger('click');
    expect(siege.roster?.fortress.elements.map((e) => e.id)).toEqual(['w2', 'w1', 't1', 'g']);
  });
});

describe('siege editor: Print keeps the focus while the sheet is made', () => {
  it('busy, it says so (aria-disabled, aria-busy) instead of being disabled, and a click does nothing', async () => {
    const { wrapper, siege } = mounted(SiegeHeader);
    const print = () => wrapper.findAll<HTMLButtonElement>('button').find((b) => b.classes('primary'))!;
    print().element.focus();
    siege.printState = 'running';
    await wrapper.vm.$nextTick();
    expect(print().text()).toBe('Printing… 0 of 1');
    expect(print().attributes('disabled')).toBeUndefined();
    expect(print().attributes('aria-disabled')).toBe('true');
    expect(print().attributes('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(print().element);
    await print().trigger('click');
    expect(wrapper.emitted('print')).toBeUndefined();
    siege.printState = 'done';
    await wrapper.vm.$nextTick();
    await print().trigger('click');
    expect(wrapper.emitted('print')).toHaveLength(1);
  });
});
