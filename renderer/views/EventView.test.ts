import { createTestingPinia } from '@pinia/testing';
import { enableAutoUnmount, flushPromises, mount, RouterLinkStub } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppInfo } from '../../core/api/contract';
import type { EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { newEvent } from '../../core/systems/confrontation/tjost/organiser/new';
import { addNextRound } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { eventWith, T0 } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { createMusterI18n } from '../i18n';
import { useOrganiserStore } from '../stores/organiser';
import PlayersPanel from '../components/organiser/PlayersPanel.vue';
import EventView from './EventView.vue';

/** The view's route guards, as vue-router would call them before leaving (newest last). */
const leaveGuards: (() => boolean | Promise<boolean>)[] = [];
vi.mock('vue-router', async (original) => ({
  ...(await original<typeof import('vue-router')>()),
  onBeforeRouteLeave: (guard: () => boolean | Promise<boolean>) => leaveGuards.push(guard),
  onBeforeRouteUpdate: vi.fn(),
}));
vi.mock('../api', () => ({ api: { saveEvent: vi.fn(async ({ event }: { event: EventFile }) => ({ event, warnings: [] })) } }));

// Each test's page is unmounted after it: a page left mounted would still answer the window's beforeunload.
enableAutoUnmount(afterEach);
afterEach(() => {
  document.body.innerHTML = '';
  leaveGuards.length = 0;
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
      // The rounds' panel has nothing typed: what the page asks of it before leaving.
      stubs: {
        RouterLink: RouterLinkStub,
        PlayersPanel: { template: '<div><button type="button">Dateien wählen</button></div>' },
        RoundPanel: { template: '<div class="round-panel-stub" />', setup: (_: unknown, { expose }: { expose: (api: object) => void }) => expose({ typedTables: () => [], saveTyped: async () => true }) },
        StandingsTable: true,
        EventPrint: true,
        EventSettings: true,
      },
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
    expect(panel.querySelector('.round-panel-stub')).not.toBeNull();

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

/** Round 1 of four players paired: two tables, no result yet. The rounds panel and its rows are the real ones. */
async function mountPaired(lang: 'de' | 'en' = 'en') {
  const paired = addNextRound(eventWith(4), T0).event!;
  const info = { version: '1', mode: 'browser', nativeDialogs: false, userDataDir: '/data', defaultLang: 'en' } as AppInfo;
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang }, database: { info }, organiser: { event: paired } } });
  const wrapper = mount(EventView, {
    props: { id: paired.id },
    attachTo: document.body,
    global: { plugins: [pinia, createMusterI18n(lang)], stubs: { RouterLink: RouterLinkStub, PlayersPanel: true, StandingsTable: true, EventPrint: true, EventSettings: true, HistoryDialog: true } },
  });
  await flushPromises();
  return { wrapper, store: useOrganiserStore(pinia) };
}

/** Types into a table's boxes as the tester did: PF of both players; `won` names the side that fulfilled its mission in round 4 (then the outcome is suggested). */
async function typeResult(table: number, a: string, b: string, won?: 'a' | 'b'): Promise<void> {
  const row = document.querySelector<HTMLElement>(`tr[data-table="${table}"]`)!;
  const sides = Array.from(row.querySelectorAll<HTMLFieldSetElement>('fieldset'));
  for (const [side, value] of [[sides[0]!, a], [sides[1]!, b]] as const) {
    const pf = side.querySelector<HTMLInputElement>('input')!;
    pf.value = value;
    pf.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (won) {
    const round = sides[won === 'a' ? 0 : 1]!.querySelectorAll<HTMLSelectElement>('select')[1]!;
    round.value = '4';
    round.dispatchEvent(new Event('change', { bubbles: true }));
  }
  await flushPromises();
}

/** Leaves the page as vue-router would: every leave guard in turn, the first that refuses stops it. */
async function leave(): Promise<{ answer: Promise<boolean> }> {
  const answer = (async () => {
    for (const guard of leaveGuards) if (!(await guard())) return false;
    return true;
  })();
  await flushPromises();
  return { answer };
}

const dialog = (): HTMLElement | null => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (text: string): HTMLButtonElement => Array.from(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find((b) => b.textContent?.trim() === text)!;
/** What the PF boxes of a table show (player A, player B). */
const pfBoxes = (table: number): string[] => Array.from(document.querySelectorAll<HTMLElement>(`tr[data-table="${table}"] fieldset`)).map((side) => side.querySelector('input')!.value);

function unload(): Event {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e;
}

describe('Event view: a result typed and not saved', () => {
  it('leaving asks, as the list editor does: Stay keeps the typed boxes, Discard leaves', async () => {
    await mountPaired();
    await typeResult(1, '120', '30');
    let { answer } = await leave();
    expect(dialog()?.textContent).toContain('Unsaved changes');
    expect(dialog()?.textContent).toContain('Table 1 has a result typed in and not saved yet.');
    button('Stay here').click();
    expect(await answer).toBe(false);
    await flushPromises();
    expect(dialog()).toBeNull();
    expect(pfBoxes(1)).toEqual(['120', '30']);

    ({ answer } = await leave());
    button('Discard changes').click();
    expect(await answer).toBe(true);
  });

  it('closing or reloading the tab asks too (browser mode)', async () => {
    await mountPaired();
    expect(unload().defaultPrevented).toBe(false);
    await typeResult(2, '120', '30');
    const e = unload();
    expect(e.defaultPrevented).toBe(true);
    expect((e as BeforeUnloadEvent).returnValue).toBe('A typed result is not saved yet.');
  });

  it('asks nothing when nothing was typed, or once the typed result is saved', async () => {
    const { store } = await mountPaired();
    expect(await (await leave()).answer).toBe(true);
    expect(dialog()).toBeNull();

    await typeResult(1, '120', '30', 'a');
    document.querySelector<HTMLFormElement>('tr[data-table="1"] form')!.requestSubmit();
    await flushPromises();
    expect(store.event?.rounds[0]?.pairings[0]?.result).toMatchObject({ outcome: 'a', a: { pf: 120, missionRound: 4 }, b: { pf: 30 } });
    expect(await (await leave()).answer).toBe(true);
    expect(dialog()).toBeNull();
    expect(unload().defaultPrevented).toBe(false);
  });

  it('a box typed into and put back as it was is nothing unsaved; a saved result changed is', async () => {
    const { store } = await mountPaired();
    await typeResult(1, '120', '30');
    await typeResult(1, '', '');
    expect(await (await leave()).answer).toBe(true);
    expect(dialog()).toBeNull();

    await typeResult(1, '120', '30', 'a');
    document.querySelector<HTMLFormElement>('tr[data-table="1"] form')!.requestSubmit();
    await flushPromises();
    expect(store.event?.rounds[0]?.pairings[0]?.result?.a.pf).toBe(120);
    await typeResult(1, '121', '30');
    const { answer } = await leave();
    expect(dialog()?.textContent).toContain('Table 1 has a result typed in');
    button('Stay here').click();
    expect(await answer).toBe(false);
  });

  it('Save and leave saves the typed table and leaves; a result that cannot be saved keeps the page, with the reason under it', async () => {
    const { store } = await mountPaired('de');
    await typeResult(1, '120', '30');
    let { answer } = await leave();
    expect(dialog()?.textContent).toContain('An Tisch 1 ist ein Ergebnis eingetragen, aber noch nicht gespeichert.');
    button('Speichern und verlassen').click();
    // No outcome chosen and none suggested by a mission: refused, the page stays.
    expect(await answer).toBe(false);
    await flushPromises();
    expect(document.querySelector('tr[data-table="1"] [role="alert"]')?.textContent).toContain('Ergebnis abgelehnt: Ausgang');
    expect(store.event?.rounds[0]?.pairings[0]?.result).toBeUndefined();

    await typeResult(1, '120', '30', 'a');
    await typeResult(2, '40', '60', 'b');
    ({ answer } = await leave());
    expect(dialog()?.textContent).toContain('An den Tischen 1, 2 sind Ergebnisse eingetragen');
    button('Speichern und verlassen').click();
    expect(await answer).toBe(true);
    expect(store.event?.rounds[0]?.pairings.map((p) => p.result?.outcome)).toEqual(['a', 'b']);
  });

  it('switching to another tab of the event asks too; nothing is asked once the rows are left unchanged', async () => {
    await mountPaired();
    await typeResult(1, '120', '30');
    const standings = tabs().find((x) => x.textContent?.trim() === 'Standings')!;
    standings.click();
    await flushPromises();
    expect(dialog()?.textContent).toContain('Table 1 has a result typed in');
    button('Stay here').click();
    await flushPromises();
    expect(selectedTab()).toBe('Rounds and results');
    expect(pfBoxes(1)).toEqual(['120', '30']);
    standings.click();
    await flushPromises();
    button('Discard changes').click();
    await flushPromises();
    expect(selectedTab()).toBe('Standings');
    // Back on the rounds: the boxes show the event again, and leaving asks nothing.
    tabs().find((x) => x.textContent?.trim() === 'Rounds and results')!.click();
    await flushPromises();
    expect(pfBoxes(1)).toEqual(['', '']);
    expect(await (await leave()).answer).toBe(true);
  });
});

describe('Event view: what was just done', () => {
  it('a panel’s notice is shown, and a switch of the language clears it rather than leave it in the other language', async () => {
    const wrapper = await mountEvent('en');
    const notice = () => document.querySelector('.org-notice')?.textContent ?? '';
    wrapper.findComponent(PlayersPanel).vm.$emit('notice', '0 lists registered.');
    await flushPromises();
    expect(notice()).toBe('0 lists registered.');
    (wrapper.vm.$i18n as { locale: string }).locale = 'de';
    await flushPromises();
    expect(notice()).toBe('');
  });
});
