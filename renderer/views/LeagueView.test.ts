import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { EventSummary } from '../../core/api/contract';
import { newLeague } from '../../core/systems/confrontation/tjost/organiser/league';
import { T0 } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { createMusterI18n } from '../i18n';
import LeagueView from './LeagueView.vue';

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../api', () => ({ api: {} }));

const EVENTS: EventSummary[] = [
  { id: 'e5', name: 'Liga Turnier 5', date: '2025-05-01', updatedAt: T0.toISOString(), players: 8, rounds: 3, plannedRounds: 3 },
  { id: 'e6', name: 'Liga Turnier 6', updatedAt: T0.toISOString(), players: 8, rounds: 0, plannedRounds: 3 },
];

function mountLeague() {
  const league = newLeague({ id: 'season', name: 'Season', now: T0 });
  const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang: 'en' }, organiser: { league, events: EVENTS } } });
  return mount(LeagueView, { props: { id: 'season' }, global: { plugins: [pinia, createMusterI18n('en')], stubs: { RouterLink: RouterLinkStub } } });
}

/** The picker of the organiser's events never shows an event that is not the one "Add" would add. */
describe('League: event of this organiser', () => {
  it('starts with an explicit "choose an event" entry, so what it shows is what it holds', async () => {
    const wrapper = mountLeague();
    await flushPromises();
    const select = wrapper.get<HTMLSelectElement>('section select').element;
    const add = wrapper.get('section button.primary');
    expect(select.value).toBe('');
    expect(select.selectedIndex).toBe(0);
    expect(select.options[select.selectedIndex]?.textContent).toBe('Choose an event…');
    expect(select.options[0]?.disabled).toBe(true);
    expect(add.attributes('disabled')).toBeDefined();
  });

  it('enables "Add" for the event chosen', async () => {
    const wrapper = mountLeague();
    await flushPromises();
    await wrapper.get('section select').setValue('e6');
    const select = wrapper.get<HTMLSelectElement>('section select').element;
    expect(select.options[select.selectedIndex]?.textContent?.trim()).toBe('Liga Turnier 6');
    expect(wrapper.get('section button.primary').attributes('disabled')).toBeUndefined();
  });
});
