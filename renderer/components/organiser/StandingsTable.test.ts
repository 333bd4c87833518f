import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { EventFile } from '../../../core/systems/confrontation/tjost/organiser/event';
import { enterResult } from '../../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound } from '../../../core/systems/confrontation/tjost/organiser/rounds';
import { eventWith, playRounds, T0, win } from '../../../core/systems/confrontation/tjost/organiser/test-support';
import { createMusterI18n } from '../../i18n';
import StandingsTable from './StandingsTable.vue';

vi.mock('../../api', () => ({ api: {} }));

/** Seven players, 3 rounds: rounds 1 and 2 played, round 3 paired (three tables and a bye) with results at the tables given. */
const thirdRound = (entered: number[]): EventFile => {
  let e = addNextRound(playRounds(eventWith(7, { rounds: 3 }), 2), T0).event!;
  for (const table of entered) e = enterResult(e, 3, table, win(90, 30), T0).event!;
  return e;
};

async function heading(event: EventFile, lang: 'de' | 'en'): Promise<string> {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang }, organiser: { event } } });
  const wrapper = mount(StandingsTable, { global: { plugins: [pinia, createMusterI18n(lang)] } });
  await flushPromises();
  const text = wrapper.get('[data-testid=standings-heading]').text();
  wrapper.unmount();
  return text;
}

describe('the app’s standings: provisional while tables of the round have no result', () => {
  it('names the open table, in English and German, as the printed standings and the command line do', async () => {
    const open = thirdRound([1, 2]);
    expect(await heading(open, 'en')).toBe('After round 3 – provisional: table 3 has no result yet');
    expect(await heading(open, 'de')).toBe('Nach Runde 3 – vorläufig: Tisch 3 hat noch kein Ergebnis');
  });

  it('the last table entered makes them final; a round just paired (with its bye) leaves them after the round before', async () => {
    expect(await heading(thirdRound([1, 2, 3]), 'de')).toBe('Endstand');
    expect(await heading(thirdRound([]), 'en')).toBe('After round 2');
  });
});
