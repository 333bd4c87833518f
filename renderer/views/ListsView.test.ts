import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils';
import type { Pinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListSummary } from '../../core/api/contract';
import type { FactionInfo } from '../../core/db/types';
import { api } from '../api';
import { createMusterI18n } from '../i18n';
import ListsView from './ListsView.vue';

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../api', () => ({ api: { listLists: vi.fn(), getRecovery: vi.fn(), deleteList: vi.fn(), restoreList: vi.fn(), openList: vi.fn(), saveList: vi.fn(), listSieges: vi.fn() } }));
const mocked = vi.mocked(api);

const FACTIONS: FactionInfo[] = [
  { id: 'dwarves-tir-na-bor', system: 'confrontation', name: { de: 'Zwerge von Tir-Nâ-Bor', en: 'Dwarves of Tir-Nâ-Bor' }, cardCount: 3 },
  { id: 'goblins-no-dan-kar', system: 'confrontation', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' }, cardCount: 3 },
  { id: 'empire', system: 'oldworld', name: { de: 'Imperium', en: 'Empire of Man' }, cardCount: 3 },
];
const summary = (id: string, name: string, system: ListSummary['system'], faction: string, extra: Partial<ListSummary> = {}): ListSummary => ({
  id, name, system, faction, pointsLimit: 300, kind: 'standard', updatedAt: `2025-01-0${id.slice(1)}T00:00:00.000Z`, entries: 1, ...extra,
});
const LISTS: ListSummary[] = [
  summary('l1', 'Mountain guard', 'confrontation', 'dwarves-tir-na-bor', { errors: 0, warnings: 0 }),
  summary('l2', 'Mine layers', 'confrontation', 'goblins-no-dan-kar', { errors: 1, warnings: 0, player: 'Jürgen' }),
  summary('l3', 'Forge', 'confrontation', 'dwarves-tir-na-bor', { errors: 0, warnings: 2 }),
  summary('l4', 'Altdorf', 'oldworld', 'empire', { errors: 0, warnings: 0 }),
  summary('l5', 'Reikland', 'oldworld', 'empire'),
];

beforeEach(() => {
  mocked.listLists.mockResolvedValue({ lists: LISTS, problems: [], repaired: [] });
  mocked.getRecovery.mockResolvedValue([]);
});
afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

function piniaFor(lang: 'de' | 'en'): Pinia {
  return createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang }, database: { factions: FACTIONS } } });
}

async function mountView(pinia: Pinia, lang: 'de' | 'en' = 'en') {
  const wrapper = mount(ListsView, { global: { plugins: [pinia, createMusterI18n(lang)], stubs: { RouterLink: RouterLinkStub } }, attachTo: document.body });
  await flushPromises();
  return wrapper;
}
type View = Awaited<ReturnType<typeof mountView>>;
const names = (w: View): string[] => w.findAll('tbody tr').map((tr) => tr.get('.list-link').text()).sort();
const count = (w: View): string => w.get('[data-testid=list-count]').text();

describe('the list overview’s search and filters', () => {
  it('finds lists by faction without accents, by player, and says how many of all it shows', async () => {
    const w = await mountView(piniaFor('en'));
    expect(count(w)).toBe('5 lists');
    await w.get('[data-testid=list-search]').setValue('tir-na-bor');
    expect(names(w)).toEqual(['Forge', 'Mountain guard']);
    expect(count(w)).toBe('2 of 5 lists shown');
    await w.get('[data-testid=list-search]').setValue('jurgen');
    expect(names(w)).toEqual(['Mine layers']);
    expect(w.get('[data-testid=list-player]').text()).toBe('· Jürgen');
    w.unmount();
  });

  it('filters by system and by the check', async () => {
    const w = await mountView(piniaFor('en'));
    await w.get('[data-testid=list-system]').setValue('oldworld');
    expect(names(w)).toEqual(['Altdorf', 'Reikland']);
    await w.get('[data-testid=list-check-filter]').setValue('valid');
    expect(names(w)).toEqual(['Altdorf']);
    await w.get('[data-testid=list-system]').setValue('');
    expect(names(w)).toEqual(['Altdorf', 'Mountain guard']);
    await w.get('[data-testid=list-check-filter]').setValue('problems');
    expect(names(w)).toEqual(['Forge', 'Mine layers']);
    await w.get('[data-testid=list-check-filter]').setValue('errors');
    expect(names(w)).toEqual(['Mine layers']);
    w.unmount();
  });

  it('shows an empty result with Clear filters, which brings every list back and returns to the search', async () => {
    const w = await mountView(piniaFor('en'));
    await w.get('[data-testid=list-search]').setValue('nothing like this');
    expect(w.find('tbody').exists()).toBe(false);
    expect(w.get('[data-testid=empty-state]').text()).toContain('No list matches the search and the filters.');
    expect(count(w)).toBe('0 of 5 lists shown');
    const clear = w.findAll('button').find((b) => b.text() === 'Clear filters');
    expect(clear).toBeDefined();
    await clear!.trigger('click');
    expect(names(w)).toHaveLength(5);
    expect(count(w)).toBe('5 lists');
    expect((w.get('[data-testid=list-search]').element as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(w.get('[data-testid=list-search]').element);
    w.unmount();
  });

  it('keeps the search and filters when the page is left and opened again', async () => {
    const pinia = piniaFor('en');
    const first = await mountView(pinia);
    await first.get('[data-testid=list-search]').setValue('goblins');
    await first.get('[data-testid=list-system]').setValue('confrontation');
    first.unmount();
    const again = await mountView(pinia);
    expect((again.get('[data-testid=list-search]').element as HTMLInputElement).value).toBe('goblins');
    expect((again.get('[data-testid=list-system]').element as HTMLSelectElement).value).toBe('confrontation');
    expect(names(again)).toEqual(['Mine layers']);
    again.unmount();
  });

  it('keeps the table sorted as the player left it: by name, reversed, after leaving the page and coming back', async () => {
    const pinia = piniaFor('en');
    const order = (w: View): string[] => w.findAll('tbody tr').map((tr) => tr.get('.list-link').text());
    const first = await mountView(pinia);
    expect(order(first)).toEqual(['Reikland', 'Altdorf', 'Forge', 'Mine layers', 'Mountain guard']);
    const heading = (w: View) => w.findAll('thead button').find((b) => b.text() === 'Name')!;
    await heading(first).trigger('click');
    await heading(first).trigger('click');
    expect(order(first)).toEqual(['Reikland', 'Mountain guard', 'Mine layers', 'Forge', 'Altdorf']);
    first.unmount();
    const again = await mountView(pinia);
    expect(order(again)).toEqual(['Reikland', 'Mountain guard', 'Mine layers', 'Forge', 'Altdorf']);
    expect(again.findAll('thead th').find((th) => th.text() === 'Name')!.attributes('aria-sort')).toBe('descending');
    again.unmount();
  });

  it('names each column header by its text, as the library does: its sort button by the column, the order in aria-sort', async () => {
    const w = await mountView(piniaFor('en'));
    const sortable = w.findAll('thead th').filter((th) => th.find('button').exists());
    expect(sortable.map((th) => th.text())).toEqual(['Name', 'System', 'Faction', 'Points', 'Check', 'Last change']);
    for (const th of sortable) {
      // The button is named by its text alone (no "Sort by …" to read before every cell of the column).
      expect(th.get('button').attributes('aria-label')).toBeUndefined();
    }
    expect(sortable.map((th) => th.attributes('aria-sort'))).toEqual(['none', 'none', 'none', 'none', 'none', 'descending']);
    await sortable[3]!.get('button').trigger('click');
    expect(w.findAll('thead th')[3]!.attributes('aria-sort')).not.toBe('none');
    w.unmount();
  });

  it('/ outside a text field goes to the search', async () => {
    const w = await mountView(piniaFor('en'));
    (document.activeElement as HTMLElement | null)?.blur();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(w.get('[data-testid=list-search]').element);
    w.unmount();
  });

  it('German: labelled controls and the count', async () => {
    const w = await mountView(piniaFor('de'), 'de');
    await w.get('[data-testid=list-check-filter]').setValue('errors');
    expect(count(w)).toBe('1 von 5 Listen gezeigt');
    const labels = w.findAll('.list-filters label > span').map((s) => s.text());
    expect(labels).toEqual(['Listen durchsuchen', 'System', 'Prüfung']);
    expect(w.findAll('[data-testid=list-check-filter] option').map((o) => o.text())).toEqual(['Jedes Ergebnis', 'Gültig', 'Mit Fehlern oder Warnungen', 'Mit Fehlern']);
    w.unmount();
  });
});

describe('the lists page keeps the keyboard focus (never thrown to the page’s body)', () => {
  /** The lists the server has; a delete, restore or rename changes them, as the file store does. */
  let held: ListSummary[] = [];
  beforeEach(() => {
    held = LISTS.slice(0, 3);
    mocked.listLists.mockImplementation(async () => ({ lists: held, problems: [], repaired: [] }));
    mocked.deleteList.mockImplementation(async ({ id }) => {
      held = held.filter((l) => l.id !== id);
      return undefined as never;
    });
    mocked.restoreList.mockImplementation(async ({ id }) => {
      const back = LISTS.find((l) => l.id === id)!;
      held = [...held, back];
      return { id, name: back.name } as never;
    });
    mocked.openList.mockImplementation(async ({ id }) => ({ ...LISTS.find((l) => l.id === id)!, entries: [] }) as never);
    mocked.saveList.mockImplementation(async ({ list }) => {
      // The renamed list is the newest: it sorts first.
      held = held.map((l) => (l.id === list.id ? { ...l, name: list.name, updatedAt: '2025-02-01T00:00:00.000Z' } : l));
      return { list } as never;
    });
  });
  const action = (w: View, id: string, which: string) => w.get<HTMLButtonElement>(`tr[data-list-id="${id}"] [data-action="${which}"]`);
  const settle = async () => {
    await flushPromises();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushPromises();
  };

  it('Delete: to the name of the row that took its place (never its Delete: Enter again would delete it too), else of the row before; the last list gone, to the heading', async () => {
    const w = await mountView(piniaFor('en'));
    const link = (id: string) => w.get(`tr[data-list-id="${id}"] .list-link`).element;
    // Newest first: l3, l2, l1.
    expect(w.findAll('tbody tr').map((tr) => tr.attributes('data-list-id'))).toEqual(['l3', 'l2', 'l1']);
    action(w, 'l2', 'delete').element.focus();
    await action(w, 'l2', 'delete').trigger('click');
    await settle();
    expect(document.activeElement).toBe(link('l1'));
    action(w, 'l1', 'delete').element.focus();
    await action(w, 'l1', 'delete').trigger('click');
    await settle();
    expect(document.activeElement).toBe(link('l3'));
    action(w, 'l3', 'delete').element.focus();
    await action(w, 'l3', 'delete').trigger('click');
    await settle();
    expect(w.find('tbody').exists()).toBe(false);
    expect(document.activeElement).toBe(w.get('h1').element);
  });

  it('a deleted list its sieges use: the toast names them quoted and joined as the language does', async () => {
    held = LISTS.slice(3);
    const siege = (name: string, lists: string[]) => ({ id: name, name, lists }) as never;
    mocked.listSieges.mockResolvedValue({ sieges: [siege('Burg Drachenfels', ['l4']), siege('Middenheim', ['l4']), siege('Nuln', ['l5'])], problems: [] } as never);
    const w = await mountView(piniaFor('de'), 'de');
    await action(w, 'l4', 'delete').trigger('click');
    await settle();
    expect(w.get('.toast').text()).toContain('„Altdorf“ gelöscht. Die Belagerungen „Burg Drachenfels“ und „Middenheim“ nutzen sie');
    w.unmount();
    held = LISTS.slice(3);
    const en = await mountView(piniaFor('en'));
    await action(en, 'l5', 'delete').trigger('click');
    await settle();
    expect(en.get('.toast').text()).toContain('Deleted “Reikland”. The siege “Nuln” uses it');
  });

  it('Undo in the toast: the list brought back has the focus', async () => {
    const w = await mountView(piniaFor('en'));
    await action(w, 'l2', 'delete').trigger('click');
    await settle();
    const undo = w.get<HTMLButtonElement>('.toast button.primary');
    undo.element.focus();
    await undo.trigger('click');
    await settle();
    expect(document.activeElement).toBe(w.get('tr[data-list-id="l2"] .list-link').element);
  });

  it('Rename, then Enter or Esc: the focus is back on Rename, also when the renamed list sorts elsewhere', async () => {
    const w = await mountView(piniaFor('en'));
    await action(w, 'l1', 'rename').trigger('click');
    const field = () => w.get<HTMLInputElement>('.inline-form input');
    expect(document.activeElement).toBe(field().element);
    await field().trigger('keydown', { key: 'Escape' });
    await settle();
    expect(document.activeElement).toBe(action(w, 'l1', 'rename').element);

    await action(w, 'l1', 'rename').trigger('click');
    await field().setValue('Iron guard');
    await w.get('.inline-form').trigger('submit');
    await settle();
    expect(w.findAll('tbody tr').map((tr) => tr.attributes('data-list-id'))).toEqual(['l1', 'l3', 'l2']);
    expect(document.activeElement).toBe(action(w, 'l1', 'rename').element);
  });

  it('while the page works the actions say so but keep the focus (aria-disabled, not disabled)', async () => {
    let finish!: () => void;
    mocked.deleteList.mockImplementation(() => new Promise((resolve) => (finish = () => resolve(undefined as never))));
    const w = await mountView(piniaFor('en'));
    const dup = action(w, 'l1', 'duplicate');
    await action(w, 'l2', 'delete').trigger('click');
    await flushPromises();
    expect(dup.attributes('disabled')).toBeUndefined();
    expect(dup.attributes('aria-disabled')).toBe('true');
    finish();
    await settle();
  });
});

describe('the Check column', () => {
  it('words errors and warnings each with its own plural, as the Problems panel does', async () => {
    mocked.listLists.mockResolvedValue({
      lists: [
        summary('l1', 'Two and one', 'confrontation', 'dwarves-tir-na-bor', { errors: 2, warnings: 1 }),
        summary('l2', 'One and two', 'confrontation', 'dwarves-tir-na-bor', { errors: 1, warnings: 2 }),
        summary('l3', 'Only one warning', 'confrontation', 'dwarves-tir-na-bor', { errors: 0, warnings: 1 }),
      ],
      problems: [],
      repaired: [],
    });
    for (const [lang, expected] of [
      ['en', ['✖ 2 errors, 1 warning', '✖ 1 error, 2 warnings', '⚠ 1 warning']],
      ['de', ['✖ 2 Fehler, 1 Warnung', '✖ 1 Fehler, 2 Warnungen', '⚠ 1 Warnung']],
    ] as const) {
      const w = await mountView(piniaFor(lang), lang);
      const byName = (n: string) => w.findAll('tbody tr').find((tr) => tr.get('.list-link').text() === n)!;
      expect(['Two and one', 'One and two', 'Only one warning'].map((n) => byName(n).get('[data-testid=list-check]').text())).toEqual(expected);
      w.unmount();
    }
  });
});
