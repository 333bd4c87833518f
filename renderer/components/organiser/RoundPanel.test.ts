import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventFile } from '../../../core/systems/confrontation/tjost/organiser/event';
import { enterResult } from '../../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound, setDropped } from '../../../core/systems/confrontation/tjost/organiser/rounds';
import { standings } from '../../../core/systems/confrontation/tjost/organiser/standings';
import { eventWith, T0, win } from '../../../core/systems/confrontation/tjost/organiser/test-support';
import { ApiError } from '../../../core/api/contract';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import { useOrganiserStore } from '../../stores/organiser';
import RoundPanel from './RoundPanel.vue';

vi.mock('../../api', () => ({ api: { saveEvent: vi.fn() } }));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.saveEvent.mockImplementation(async ({ event }) => ({ event: event as EventFile, warnings: [] }));
});
afterEach(() => {
  document.body.innerHTML = '';
});

function mountWith(event: EventFile, lang: 'de' | 'en' = 'de') {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang }, organiser: { event } } });
  const wrapper = mount(RoundPanel, { global: { plugins: [pinia, createMusterI18n(lang)] }, attachTo: document.body });
  return { wrapper, store: useOrganiserStore(pinia) };
}

const row = (w: VueWrapper, table: number) => w.get(`tr[data-table="${table}"]`);
const box = (w: VueWrapper, table: number, label: string) => row(w, table).get<HTMLInputElement>(`[aria-label="${label}"]`);
const choose = async (w: VueWrapper, table: number, value: string) => row(w, table).get<HTMLSelectElement>('select[aria-label^="Ausgang"], select[aria-label^="Outcome"]').setValue(value);
const submit = async (w: VueWrapper, table: number) => {
  await row(w, table).get('form').trigger('submit');
  await flushPromises();
};

describe('rounds and results: what a result scored', () => {
  it('a draw turned into a win by the PF tiebreak says so beside its score, in German and English', async () => {
    let event = addNextRound(eventWith(2), T0).event!;
    // Both missions in round 3: a draw; 125 PF to 40 is double and 20 more, so the draw is won (with the mission's 50 PF).
    event = enterResult(event, 1, 1, { outcome: 'draw', a: { pf: 125, missionRound: 3 }, b: { pf: 40, missionRound: 3 } }, T0).event!;
    const de = mountWith(event, 'de').wrapper;
    const score = row(de, 1).get('td.score');
    expect(score.get('.outcome').text()).toBe(`Unentschieden, nach PF gewonnen: ${event.players.find((p) => p.id === event.rounds[0]!.pairings[0]!.a)!.name}`);
    expect(score.text()).toContain('3 PH / 175 PF · 0 PH / 40 PF');
    de.unmount();
    const en = mountWith(event, 'en').wrapper;
    expect(row(en, 1).get('td.score .outcome').text()).toMatch(/^Draw, won on PF: P[12]$/);
  });
});

describe('rounds and results: a PF box that holds no number', () => {
  it('says why at the box, tied to it (aria-invalid, aria-describedby), moves the focus there and saves nothing', async () => {
    const event = addNextRound(eventWith(2), T0).event!;
    const { wrapper } = mountWith(event);
    const p = event.rounds[0]!.pairings[0]!;
    const nameA = event.players.find((x) => x.id === p.a)!.name;
    const pf = box(wrapper, 1, `PF von ${nameA}`);
    await pf.setValue('8O');
    await box(wrapper, 1, `PF von ${event.players.find((x) => x.id === p.b)!.name}`).setValue('40');
    await row(wrapper, 1).get<HTMLSelectElement>(`select[aria-label="Runde, in der ${nameA} die Mission erfüllte"]`).setValue('4');
    await submit(wrapper, 1);
    expect(mocked.saveEvent).not.toHaveBeenCalled();
    expect(pf.attributes('aria-invalid')).toBe('true');
    const described = document.getElementById(pf.attributes('aria-describedby')!);
    expect(described?.textContent).toBe(`PF von ${nameA}: Gib eine ganze Zahl von 0 bis 10000 ein.`);
    expect(row(wrapper, 1).get('[role=alert]').text()).toContain('ganze Zahl von 0 bis 10000');
    expect(document.activeElement).toBe(pf.element);
    // Corrected, the result is saved and the box is no longer marked.
    await pf.setValue('80');
    await submit(wrapper, 1);
    expect(mocked.saveEvent).toHaveBeenCalledTimes(1);
    expect(pf.attributes('aria-invalid')).toBeUndefined();
    expect(pf.attributes('aria-describedby')).toBeUndefined();
  });
});

describe('rounds and results: a player who drops out mid-round', () => {
  /** Four players, round 1 paired; table 1 played; the second player of table 2 dropped out before its result. */
  function dropped(): { event: EventFile; present: string; gone: string } {
    let event = addNextRound({ ...eventWith(4, { rounds: 3 }), settings: { rounds: 3, gameMinutes: 90, bye: { outcome: 'win', pf: 0 } } }, T0).event!;
    event = enterResult(event, 1, 1, win(120, 30), T0).event!;
    const t2 = event.rounds[0]!.pairings[1]!;
    return { event: setDropped(event, t2.b, true, T0), present: t2.a, gone: t2.b };
  }

  it('the table says so and takes a walkover: the player present wins, the round can be finished and the next paired; Undo takes it back', async () => {
    const { event, present, gone } = dropped();
    const name = (id: string) => event.players.find((p) => p.id === id)!.name;
    const { wrapper, store } = mountWith(event);
    expect(row(wrapper, 2).text()).toContain(`${name(gone)} ist ausgeschieden: Trage das Ergebnis des Spiels ein, oder als Ausgang „${name(present)} gewinnt kampflos“.`);
    const select = row(wrapper, 2).get<HTMLSelectElement>('select[aria-label="Ausgang an Tisch 2"]');
    expect(select.findAll('option').map((o) => o.text())).toContain(`${name(present)} gewinnt kampflos`);
    await choose(wrapper, 2, 'walkover-a');
    // No game was played: the mission boxes are off; an empty PF box scores as a bye.
    expect(row(wrapper, 2).get(`select[aria-label="Mission von ${name(present)}"]`).attributes('disabled')).toBeDefined();
    expect(box(wrapper, 2, `PF von ${name(present)}`).attributes('placeholder')).toBe('0');
    await submit(wrapper, 2);
    expect(row(wrapper, 2).findAll('[role=alert]')).toEqual([]);
    expect(store.event!.rounds[0]!.pairings[1]!.result).toMatchObject({ outcome: 'a', walkover: true, a: { pf: 0 }, b: { pf: 0 } });
    const score = row(wrapper, 2).get('td.score');
    expect(score.get('.outcome').text()).toBe(`${name(present)} gewinnt kampflos`);
    expect(score.text()).toContain('3 PH / 0 PF · 0 PH / 0 PF');
    expect(standings(store.event!).find((r) => r.playerId === present)).toMatchObject({ ph: 3, games: 0, walkovers: 1 });
    // The round is finished: round 2 is paired, without the player who dropped out.
    await wrapper.get('[data-testid=pair]').trigger('click');
    await flushPromises();
    expect(store.event!.rounds).toHaveLength(2);
    expect(store.event!.rounds[1]!.pairings.flatMap((p) => [p.a, p.b])).not.toContain(gone);
    // Undo goes back one change at a time: the pairing, then the walkover.
    await store.undo();
    await store.undo();
    expect(store.event!.rounds[0]!.pairings[1]!.result).toBeUndefined();
  });
});

describe('rounds and results: keyboard entry', () => {
  /** Round 1 of four players, nothing entered. */
  const paired = () => addNextRound(eventWith(4, { rounds: 3 }), T0).event!;
  const nameOf = (event: EventFile, id: string) => event.players.find((p) => p.id === id)!.name;
  const enter = async (el: Element) => {
    const key = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    el.dispatchEvent(key);
    await flushPromises();
    return key;
  };

  it('Enter in the outcome select saves the table, as the hint says, and goes on to the next table; Enter in any other select of the row too', async () => {
    const event = paired();
    const { wrapper, store } = mountWith(event);
    expect(wrapper.text()).toContain('Enter speichert den Tisch und springt zum nächsten.');
    const [t1, t2] = event.rounds[0]!.pairings;
    await box(wrapper, 1, `PF von ${nameOf(event, t1!.a)}`).setValue('120');
    await box(wrapper, 1, `PF von ${nameOf(event, t1!.b)}`).setValue('30');
    await row(wrapper, 1).get<HTMLSelectElement>(`select[aria-label="Runde, in der ${nameOf(event, t1!.a)} die Mission erfüllte"]`).setValue('4');
    const outcome = row(wrapper, 1).get<HTMLSelectElement>('select[aria-label="Ausgang an Tisch 1"]');
    await outcome.setValue('a');
    outcome.element.focus();
    const key = await enter(outcome.element);
    expect(key.defaultPrevented).toBe(true);
    expect(mocked.saveEvent).toHaveBeenCalledTimes(1);
    expect(store.event!.rounds[0]!.pairings[0]!.result).toMatchObject({ outcome: 'a', a: { pf: 120, missionRound: 4 }, b: { pf: 30 } });
    // On to the next table still open.
    expect(document.activeElement).toBe(box(wrapper, 2, `PF von ${nameOf(event, t2!.a)}`).element);

    // The mission round's select of table 2: Enter saves that table (its outcome suggested by the missions).
    await box(wrapper, 2, `PF von ${nameOf(event, t2!.a)}`).setValue('90');
    await box(wrapper, 2, `PF von ${nameOf(event, t2!.b)}`).setValue('40');
    const mission = row(wrapper, 2).get<HTMLSelectElement>(`select[aria-label="Runde, in der ${nameOf(event, t2!.b)} die Mission erfüllte"]`);
    await mission.setValue('3');
    await enter(mission.element);
    expect(mocked.saveEvent).toHaveBeenCalledTimes(2);
    expect(store.event!.rounds[0]!.pairings[1]!.result).toMatchObject({ outcome: 'b', a: { pf: 90 }, b: { pf: 40, missionRound: 3 } });
  });

  it('Enter on a button is the button’s own: Remove is not a save', async () => {
    let event = paired();
    event = enterResult(event, 1, 1, win(120, 30), T0).event!;
    const { wrapper } = mountWith(event);
    const remove = row(wrapper, 1).findAll('button').at(-1)!;
    const key = await enter(remove.element);
    expect(key.defaultPrevented).toBe(false);
    expect(mocked.saveEvent).not.toHaveBeenCalled();
  });

  it('Save, Correct and Remove name their table (German and English)', async () => {
    let event = paired();
    event = enterResult(event, 1, 2, win(120, 30), T0).event!;
    const names = (w: VueWrapper, table: number) => row(w, table).findAll('button').map((b) => [b.attributes('aria-label'), b.text()]);
    const de = mountWith(event, 'de').wrapper;
    expect(names(de, 1)).toEqual([[undefined, 'Speichern: Ergebnis von Tisch 1']]);
    expect(names(de, 2)).toEqual([
      [undefined, 'Korrigieren: Ergebnis von Tisch 2'],
      [undefined, 'Entfernen: Ergebnis von Tisch 2'],
    ]);
    de.unmount();
    const en = mountWith(event, 'en').wrapper;
    expect(names(en, 2)).toEqual([
      [undefined, 'Correct: Result of table 2'],
      [undefined, 'Remove: Result of table 2'],
    ]);
  });
});

describe('pairing round 1 while lists break the rules', () => {
  const broken = { valid: false, errors: 1, warnings: 0, points: 444, codes: ['tjost.selection-points'], checkedAt: T0.toISOString() };
  const withErrors = (): EventFile => {
    const base = eventWith(4, { rounds: 3 });
    return { ...base, players: base.players.map((p, i) => (i === 1 || i === 3 ? { ...p, check: broken } : p)) };
  };
  const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]');
  const button = (text: string) => [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === text)!;

  it('asks first, naming the players, since lists can be replaced only until then; Cancel pairs nothing, "Pair anyway" pairs', async () => {
    const event = withErrors();
    const { wrapper, store } = mountWith(event, 'en');
    await wrapper.get('[data-testid=pair]').trigger('click');
    await flushPromises();
    const names = [event.players[1]!.name, event.players[3]!.name].join(', ');
    expect(dialog()?.textContent).toContain(`The selection lists of ${names} break the rules (see Players). Once round 1 is paired, lists can no longer be replaced.`);
    button('Cancel').click();
    await flushPromises();
    expect(dialog()).toBeNull();
    expect(store.event!.rounds).toEqual([]);
    await wrapper.get('[data-testid=pair]').trigger('click');
    await flushPromises();
    button('Pair anyway').click();
    await flushPromises();
    expect(store.event!.rounds).toHaveLength(1);
    expect(mocked.saveEvent).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when every list keeps the rules, or a player whose list breaks them dropped out, or for round 2', async () => {
    const clean = eventWith(4, { rounds: 3 });
    const first = mountWith(clean, 'en');
    await first.wrapper.get('[data-testid=pair]').trigger('click');
    await flushPromises();
    expect(dialog()).toBeNull();
    expect(first.store.event!.rounds).toHaveLength(1);
    first.wrapper.unmount();
    const gone = withErrors();
    const dropped = { ...gone, players: gone.players.map((p) => (p.check ? { ...p, dropped: true } : p)) };
    const second = mountWith(dropped, 'de');
    await second.wrapper.get('[data-testid=pair]').trigger('click');
    await flushPromises();
    expect(dialog()).toBeNull();
    expect(second.store.event!.rounds).toHaveLength(1);
  });
});

describe('a result saved while the event was saved elsewhere', () => {
  it('says nothing of "saved": the save was refused (the conflict notice says so)', async () => {
    const event = addNextRound(eventWith(4, { rounds: 3 }), T0).event!;
    mocked.saveEvent.mockRejectedValueOnce(new ApiError({ code: 'conflict', message: 'saved elsewhere', savedAt: '2031-01-01T00:00:00.000Z' }));
    const { wrapper, store } = mountWith(event, 'en');
    const [t1] = event.rounds[0]!.pairings;
    const name = (id: string) => event.players.find((p) => p.id === id)!.name;
    await box(wrapper, 1, `PF of ${name(t1!.a)}`).setValue('120');
    await box(wrapper, 1, `PF of ${name(t1!.b)}`).setValue('30');
    await row(wrapper, 1).get<HTMLSelectElement>(`select[aria-label="Round in which ${name(t1!.a)} fulfilled the mission"]`).setValue('4');
    await row(wrapper, 1).get<HTMLSelectElement>('select[aria-label="Outcome at table 1"]').setValue('a');
    await submit(wrapper, 1);
    expect(store.conflict).not.toBeNull();
    expect(wrapper.emitted('notice') ?? []).toEqual([]);
    // Saved as usual otherwise.
    mocked.saveEvent.mockImplementation(async ({ event: e }) => ({ event: e as EventFile, warnings: [] }));
    store.conflict = null;
    await box(wrapper, 1, `PF of ${name(t1!.b)}`).setValue('31');
    await submit(wrapper, 1);
    expect(wrapper.emitted('notice')).toEqual([['Result of table 1 saved.']]);
  });
});
