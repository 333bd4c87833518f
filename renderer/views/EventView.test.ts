import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEvent } from '../../core/systems/confrontation/tjost/organiser/new';
import { T0 } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { createMusterI18n } from '../i18n';
import EventView from './EventView.vue';

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), onBeforeRouteLeave: vi.fn() }));
vi.mock('../api', () => ({ api: {} }));

afterEach(() => {
  document.body.innerHTML = '';
});

/** The event view on a new event (the panels stubbed: the tabs are what is looked at). */
async function mountEvent(lang: 'de' | 'en' = 'de') {
  const event = newEvent({ id: 'cup', name: 'Frühjahrscup', seed: 1, now: T0 });
  const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang }, organiser: { event } } });
  const wrapper = mount(EventView, {
    props: { id: 'cup' },
    attachTo: document.body,
    global: {
      plugins: [pinia, createMusterI18n(lang)],
      // The players' panel starts with a button, as the real one starts with text: which the panel's own tab stop depends on.
      stubs: { RouterLink: RouterLinkStub, PlayersPanel: { template: '<div><button type="button">Dateien wählen</button></div>' }, RoundPanel: true, StandingsTable: true, EventPrint: true, EventSettings: true },
    },
  });
  await flushPromises();
  return wrapper;
}

const tabs = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]'));
const selectedTab = (): string | undefined => tabs().find((t) => t.getAttribute('aria-selected') === 'true')?.textContent?.trim();

async function press(key: string): Promise<void> {
  (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  await flushPromises();
}

describe('Event view: the tabs by keyboard', () => {
  it('→ selects the next tab and focuses it, its panel shown and labelled by it; every tab is reached so', async () => {
    await mountEvent();
    expect(tabs().map((t) => t.textContent?.trim())).toEqual(['Spieler', 'Runden und Ergebnisse', 'Tabelle', 'Drucken und Export', 'Turnier']);
    expect(selectedTab()).toBe('Spieler');
    tabs()[0]!.focus();

    await press('ArrowRight');
    expect(document.activeElement?.textContent?.trim()).toBe('Runden und Ergebnisse');
    expect(selectedTab()).toBe('Runden und Ergebnisse');
    expect(tabs().filter((t) => t.tabIndex === 0).map((t) => t.textContent?.trim())).toEqual(['Runden und Ergebnisse']);
    const panel = document.querySelector<HTMLElement>('[role="tabpanel"]')!;
    expect(panel.getAttribute('aria-labelledby')).toBe((document.activeElement as HTMLElement).id);
    expect(panel.querySelector('round-panel-stub')).not.toBeNull();

    for (const name of ['Tabelle', 'Drucken und Export', 'Turnier', 'Spieler']) {
      await press('ArrowRight');
      expect(document.activeElement?.textContent?.trim()).toBe(name);
      expect(selectedTab()).toBe(name);
    }
    await press('End');
    expect(selectedTab()).toBe('Turnier');
    expect(document.querySelector('[role="tabpanel"] event-settings-stub')).not.toBeNull();
    await press('Home');
    expect(selectedTab()).toBe('Spieler');
  });

  it('the panel is a tab stop of its own only when it does not start with a control', async () => {
    await mountEvent();
    const panel = () => document.querySelector<HTMLElement>('[role="tabpanel"]')!;
    // Players: starts with a button, which Tab from the tab reaches.
    expect(panel().hasAttribute('tabindex')).toBe(false);
    tabs()[0]!.focus();
    await press('ArrowRight');
    // Rounds (stubbed: nothing focusable): Tab from the tab goes to the panel itself.
    expect(panel().getAttribute('tabindex')).toBe('0');
  });
});
