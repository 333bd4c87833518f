import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEvent } from '../../../core/systems/confrontation/tjost/organiser/new';
import type { EventFile } from '../../../core/systems/confrontation/tjost/organiser/event';
import { createMusterI18n } from '../../i18n';
import { useOrganiserStore } from '../../stores/organiser';
import EventSettings from './EventSettings.vue';

vi.mock('../../api', () => ({ api: {} }));
afterEach(() => {
  document.body.innerHTML = '';
});

function mountWith(event: EventFile, lang: 'de' | 'en' = 'en') {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: true, initialState: { settings: { lang }, organiser: { event } } });
  const wrapper = mount(EventSettings, { global: { plugins: [pinia, createMusterI18n(lang)] }, attachTo: document.body });
  return { wrapper, store: useOrganiserStore() };
}

const cup = (): EventFile => ({ ...newEvent({ id: 'cup', name: 'Spring Cup', seed: 7, now: new Date(0), settings: { rounds: 4 } }) });
const inputOf = (w: ReturnType<typeof mountWith>['wrapper'], label: string) => w.findAll('label').find((l) => l.text().startsWith(label))!.get('input');

describe('event settings', () => {
  it('a value the event cannot take is not saved: the box shows the event’s value again and says what it takes', async () => {
    const event = cup();
    event.rounds = [{ number: 1, pairings: [] }, { number: 2, pairings: [] }, { number: 3, pairings: [] }] as unknown as EventFile['rounds'];
    const { wrapper, store } = mountWith(event);
    const rounds = inputOf(wrapper, 'Rounds');
    await rounds.setValue('2');
    expect(store.updateInfo).not.toHaveBeenCalled();
    expect((rounds.element as HTMLInputElement).value).toBe('4');
    expect(wrapper.get('[data-testid=event-settings-refused]').text()).toBe('Rounds: enter a whole number from 3 to 20 (3 are paired already).');
    const minutes = inputOf(wrapper, 'Game length');
    await minutes.setValue('5');
    expect(store.updateInfo).not.toHaveBeenCalled();
    expect((minutes.element as HTMLInputElement).value).toBe('90');
    expect(wrapper.get('[role=alert]').text()).toBe('Game length (minutes): enter a whole number from 15 to 600.');
    // A value taken is saved and the message goes.
    await minutes.setValue('120');
    expect(store.updateInfo).toHaveBeenCalledWith({ settings: { ...event.settings, gameMinutes: 120 } });
    expect(wrapper.find('[data-testid=event-settings-refused]').exists()).toBe(false);
  });

  it('an emptied name is not saved (German)', async () => {
    const { wrapper, store } = mountWith(cup(), 'de');
    const name = inputOf(wrapper, 'Name des Turniers');
    await name.setValue('  ');
    expect(store.updateInfo).not.toHaveBeenCalled();
    expect((name.element as HTMLInputElement).value).toBe('Spring Cup');
    expect(wrapper.get('[role=alert]').text()).toBe('Ein Turnier braucht einen Namen: Es behält „Spring Cup“.');
  });
});
