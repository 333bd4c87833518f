import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEvent } from '../../../core/systems/confrontation/tjost/organiser/new';
import type { EventFile } from '../../../core/systems/confrontation/tjost/organiser/event';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import { useOrganiserStore } from '../../stores/organiser';
import EventSettings from './EventSettings.vue';

vi.mock('../../api', () => ({ api: { saveEvent: vi.fn() } }));
const mocked = vi.mocked(api);
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
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

  it('Escape in the name, place or organiser box puts the event’s value back; leaving the box then saves nothing', async () => {
    const { wrapper, store } = mountWith({ ...cup(), place: 'Bonn' });
    for (const [label, was] of [['Event name', 'Spring Cup'], ['Place', 'Bonn'], ['Organiser', '']] as const) {
      const box = inputOf(wrapper, label);
      const input = box.element as HTMLInputElement;
      input.value = 'Typed by mistake';
      await box.trigger('input');
      await box.trigger('keydown', { key: 'Escape' });
      expect(input.value, label).toBe(was);
      await box.trigger('change');
      await box.trigger('blur');
      expect(input.value, label).toBe(was);
    }
    expect(store.updateInfo).not.toHaveBeenCalled();
  });
});

describe('event settings: what is typed is never overwritten by a save', () => {
  /** The form on the real store, whose saves wait until `answer()` is called (in the order they were made). */
  function mountSaving(lang: 'de' | 'en' = 'de') {
    const answers: (() => void)[] = [];
    mocked.saveEvent.mockImplementation(({ event }) => new Promise((resolve) => answers.push(() => resolve({ event: { ...(event as EventFile), updatedAt: new Date(Date.parse(event.updatedAt) + 1000).toISOString() }, warnings: [] }))));
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang }, organiser: { event: cup() } } });
    const wrapper = mount(EventSettings, { global: { plugins: [pinia, createMusterI18n(lang)] }, attachTo: document.body });
    return { wrapper, store: useOrganiserStore(pinia), answer: async () => { answers.shift()?.(); await flushPromises(); } };
  }
  /** Types `text` into `input` key by key, as a browser does: the value grows, an input event each; `between` runs after each key. */
  async function type(input: HTMLInputElement, text: string, between: (i: number) => Promise<void> = async () => {}): Promise<void> {
    for (const [i, ch] of [...text].entries()) {
      input.value += ch;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await between(i);
    }
  }
  const leave = async (input: HTMLInputElement): Promise<void> => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    input.dispatchEvent(new Event('blur'));
    await flushPromises();
  };

  it('the answer of the place’s save comes while the organiser is typed: every character stays, and both are saved', async () => {
    const { wrapper, store, answer } = mountSaving();
    const place = inputOf(wrapper, 'Ort').element as HTMLInputElement;
    const organiser = inputOf(wrapper, 'Turnierleitung').element as HTMLInputElement;
    place.focus();
    await type(place, 'Spielstätte Königsallee, Düsseldorf');
    await leave(place);
    expect(mocked.saveEvent).toHaveBeenCalledTimes(1);
    organiser.focus();
    // The place's save answers after the third key of the next box, while it is typed.
    await type(organiser, 'Günther Schröder', async (i) => {
      await flushPromises();
      if (i === 2) await answer();
    });
    expect(organiser.value).toBe('Günther Schröder');
    expect(place.value).toBe('Spielstätte Königsallee, Düsseldorf');
    await leave(organiser);
    await answer();
    expect(organiser.value).toBe('Günther Schröder');
    expect(store.event).toMatchObject({ place: 'Spielstätte Königsallee, Düsseldorf', organiser: 'Günther Schröder' });
    expect(mocked.saveEvent.mock.calls.map(([c]) => [c.event.place, c.event.organiser])).toEqual([
      ['Spielstätte Königsallee, Düsseldorf', undefined],
      ['Spielstätte Königsallee, Düsseldorf', 'Günther Schröder'],
    ]);
  });

  it('a date typed digit by digit is saved once, when its box is left; a date not complete is not saved and says so', async () => {
    const { wrapper, store, answer } = mountSaving('en');
    const date = inputOf(wrapper, 'Date').element as HTMLInputElement;
    const place = inputOf(wrapper, 'Place').element as HTMLInputElement;
    date.focus();
    // A date box takes a value with each digit of the year once day and month are there (Chromium: input and change each time).
    for (const value of ['0002-10-18', '0020-10-18', '0202-10-18', '2025-10-18']) {
      date.value = value;
      date.dispatchEvent(new Event('input', { bubbles: true }));
      date.dispatchEvent(new Event('change', { bubbles: true }));
      await flushPromises();
      expect(date.value).toBe(value);
    }
    expect(mocked.saveEvent).not.toHaveBeenCalled();
    date.dispatchEvent(new Event('blur'));
    await flushPromises();
    expect(mocked.saveEvent).toHaveBeenCalledTimes(1);
    expect(mocked.saveEvent.mock.calls[0]![0].event.date).toBe('2025-10-18');
    // Typed at once after Tab: the date's save answering keeps what the place box holds.
    place.focus();
    await type(place, 'Town hall', async (i) => {
      if (i === 1) await answer();
    });
    expect(place.value).toBe('Town hall');
    await leave(place);
    await answer();
    expect(store.event).toMatchObject({ date: '2025-10-18', place: 'Town hall' });

    // Left with the day cleared: the box's value is empty and its input is bad (Chromium), which is no date to save.
    date.focus();
    date.value = '';
    Object.defineProperty(date, 'validity', { configurable: true, value: { badInput: true } });
    date.dispatchEvent(new Event('input', { bubbles: true }));
    date.dispatchEvent(new Event('blur'));
    await flushPromises();
    expect(mocked.saveEvent).toHaveBeenCalledTimes(2);
    expect(wrapper.get('[data-testid=event-settings-refused]').text()).toBe('The date is not complete and was not saved: enter day, month and year.');
    expect(date.value).toBe('2025-10-18');
  });
});
