import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiegeSummary, TrashedSiege } from '../../core/api/contract';
import { newSiege } from '../../core/systems/oldworld/siege/new';
import type { SiegeRoster } from '../../core/systems/oldworld/siege/model';
import { api } from '../api';
import { createMusterI18n } from '../i18n';
import { formatDateTime } from '../util/dates';
import SiegesView from './SiegesView.vue';

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../api', () => ({
  api: { listSieges: vi.fn(), listLists: vi.fn(), deleteSiege: vi.fn(), restoreSiege: vi.fn(), listTrashedSieges: vi.fn() },
}));

const mocked = vi.mocked(api);
const DELETED_AT = '2025-03-04T05:06:07.000Z';
const roster = (id: string, name: string): SiegeRoster => newSiege({ id, name, now: new Date('2025-01-01T00:00:00.000Z') });
const summary = (r: SiegeRoster): SiegeSummary => ({ id: r.id, name: r.name, updatedAt: r.updatedAt, elements: r.fortress.elements.length, nightBattle: r.nightBattle, lists: [] });
/** What the API holds: the rosters, and those in the trash. */
let disk: SiegeRoster[];
let trash: SiegeRoster[];

beforeEach(() => {
  disk = [roster('karak', 'Karak'), roster('tor', 'Tor Elyr')];
  trash = [];
  mocked.listSieges.mockImplementation(async () => ({ sieges: disk.map(summary), problems: [], repaired: [] }));
  mocked.listLists.mockResolvedValue({ lists: [], problems: [], repaired: [] });
  mocked.deleteSiege.mockImplementation(async ({ id }) => {
    trash = [...disk.filter((r) => r.id === id), ...trash];
    disk = disk.filter((r) => r.id !== id);
    return true;
  });
  mocked.listTrashedSieges.mockImplementation(async (): Promise<TrashedSiege[]> => trash.map((r) => ({ ...summary(r), deletedAt: DELETED_AT })));
  mocked.restoreSiege.mockImplementation(async ({ id }) => {
    const back = trash.find((r) => r.id === id);
    if (!back) throw new Error(`There is no siege roster '${id}' in the trash to restore`);
    trash = trash.filter((r) => r.id !== id);
    disk = [...disk, back];
    return back;
  });
});
afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

async function mountView() {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
  const wrapper = mount(SiegesView, { global: { plugins: [pinia, createMusterI18n('en')], stubs: { RouterLink: RouterLinkStub } }, attachTo: document.body });
  await flushPromises();
  return wrapper;
}

const names = (wrapper: Awaited<ReturnType<typeof mountView>>): string[] => wrapper.findAll('table.siege-table:not([data-testid]) tbody tr td:first-child').map((td) => td.text());
const toast = (): string => document.querySelector('.toast span')?.textContent ?? '';

/** Waits for the trash dialog (its code is loaded when it is first opened) and what it reads. */
async function openTrash(wrapper: Awaited<ReturnType<typeof mountView>>): Promise<void> {
  await wrapper.get('[data-testid="siege-trash-open"]').trigger('click');
  await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
  await flushPromises();
}

describe('Sieges page: delete to the trash and restore', () => {
  it('delete moves a roster to the trash; the trash lists it with when it was deleted; Restore brings it back', async () => {
    const wrapper = await mountView();
    expect(names(wrapper)).toEqual(['Karak', 'Tor Elyr']);
    await wrapper.get('button[aria-label="Delete Karak"]').trigger('click');
    await flushPromises();
    expect(mocked.deleteSiege).toHaveBeenCalledWith({ id: 'karak' });
    expect(names(wrapper)).toEqual(['Tor Elyr']);
    expect(toast()).toBe('Deleted “Karak”. Undo or Trash brings it back.');

    await openTrash(wrapper);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('Deleted siege rosters');
    const cells = [...dialog.querySelectorAll('[data-testid="siege-trash"] tbody tr td')].map((td) => td.textContent?.trim());
    expect(cells).toEqual(['Karak', 'No elements', formatDateTime(DELETED_AT, 'en'), 'Restore']);
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Restore “Karak”"]')!.click();
    await flushPromises();
    expect(mocked.restoreSiege).toHaveBeenCalledWith({ id: 'karak' });
    expect(names(wrapper).sort()).toEqual(['Karak', 'Tor Elyr']);
    expect(toast()).toBe('Restored “Karak”.');
    expect(document.querySelector('[data-testid="siege-trash-empty"]')?.textContent).toBe('The trash is empty.');
  });

  it('Undo in the message after a delete brings the roster back', async () => {
    const wrapper = await mountView();
    await wrapper.get('button[aria-label="Delete Tor Elyr"]').trigger('click');
    await flushPromises();
    expect(names(wrapper)).toEqual(['Karak']);
    document.querySelector<HTMLButtonElement>('.toast button.primary')!.click();
    await flushPromises();
    expect(mocked.restoreSiege).toHaveBeenCalledWith({ id: 'tor' });
    expect(names(wrapper).sort()).toEqual(['Karak', 'Tor Elyr']);
    expect(toast()).toBe('Restored “Tor Elyr”.');
  });

  it('an empty trash says so; a restore that fails says why and keeps the roster listed in the trash', async () => {
    const wrapper = await mountView();
    await openTrash(wrapper);
    expect(document.querySelector('[data-testid="siege-trash-empty"]')?.textContent).toBe('The trash is empty.');
    document.querySelector<HTMLButtonElement>('[role="dialog"] [data-autofocus]')!.click();
    await flushPromises();
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    await wrapper.get('button[aria-label="Delete Karak"]').trigger('click');
    await flushPromises();
    mocked.restoreSiege.mockRejectedValueOnce(new Error('a document with this id exists already'));
    await openTrash(wrapper);
    document.querySelector<HTMLButtonElement>('button[aria-label="Restore “Karak”"]')!.click();
    await flushPromises();
    expect(document.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe('The siege roster could not be restored: a document with this id exists already');
    expect(document.querySelectorAll('[data-testid="siege-trash"] tbody tr')).toHaveLength(1);
    expect(names(wrapper)).toEqual(['Tor Elyr']);
  });
});
