import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardSummary, PickResult } from '../../../core/db/types';
import { api } from '../../api';
import { askAhead, FIRST_SEARCH, PICKER_PAGE, pickQuery, takeAhead } from './pick-query';

vi.mock('../../api', () => ({ api: { pickCards: vi.fn() } }));
const pickCards = vi.mocked(api.pickCards);
const page = (n: number): PickResult<CardSummary> => ({ cards: [], groupOf: [], count: n, groups: [] });

beforeEach(() => {
  pickCards.mockReset();
  pickCards.mockImplementation(async (q) => page((q.offset ?? 0) + 1));
});
afterEach(() => {
  vi.useRealTimers();
  // Nothing asked ahead is left for the next test.
  takeAhead(pickQuery({ system: 'oldworld', faction: 'empire-of-man', composition: 'city-state-of-nuln' }, FIRST_SEARCH, 0));
});

describe('pickQuery', () => {
  it('puts the request together: composition for The Old World only, the selection list searched in every faction, text bounded', () => {
    expect(pickQuery({ system: 'oldworld', faction: 'empire-of-man' }, FIRST_SEARCH, 0)).toEqual({
      system: 'oldworld', faction: 'empire-of-man', allFactions: false, text: '', composition: 'empire-of-man', offset: 0, limit: PICKER_PAGE,
    });
    expect(pickQuery({ system: 'confrontation', faction: 'goblins', composition: 'x' }, { text: 'a'.repeat(300), allFactions: false, ids: ['c1'], group: 'rank:regular' }, 60)).toEqual({
      system: 'confrontation', faction: 'goblins', allFactions: true, text: 'a'.repeat(200), ids: ['c1'], group: 'rank:regular', offset: 60, limit: PICKER_PAGE,
    });
  });
});

describe('askAhead / takeAhead', () => {
  const nuln = { system: 'oldworld', faction: 'empire-of-man', composition: 'city-state-of-nuln' } as const;

  it('asks once for an army, and hands the answer to exactly that first request, once', async () => {
    askAhead(nuln);
    askAhead(nuln);
    expect(pickCards).toHaveBeenCalledTimes(1);
    expect(pickCards).toHaveBeenCalledWith(pickQuery(nuln, FIRST_SEARCH, 0));
    // Another request (the army's own list, a search text, the next page) is not answered by it.
    expect(takeAhead(pickQuery({ system: 'oldworld', faction: 'empire-of-man' }, FIRST_SEARCH, 0))).toBeNull();
    expect(takeAhead(pickQuery(nuln, { ...FIRST_SEARCH, text: 'knight' }, 0))).toBeNull();
    expect(takeAhead(pickQuery(nuln, FIRST_SEARCH, 60))).toBeNull();
    const answer = takeAhead(pickQuery(nuln, FIRST_SEARCH, 0));
    expect(await answer).toEqual(page(1));
    expect(takeAhead(pickQuery(nuln, FIRST_SEARCH, 0))).toBeNull();
  });

  it('keeps only the last army asked for', () => {
    askAhead({ system: 'oldworld', faction: 'beastmen-brayherds' });
    askAhead(nuln);
    expect(takeAhead(pickQuery({ system: 'oldworld', faction: 'beastmen-brayherds' }, FIRST_SEARCH, 0))).toBeNull();
    expect(takeAhead(pickQuery(nuln, FIRST_SEARCH, 0))).not.toBeNull();
  });

  it('does not hand on an answer older than a minute (the cards may have changed), and asks again then', () => {
    vi.useFakeTimers();
    askAhead(nuln);
    vi.advanceTimersByTime(60_000);
    expect(takeAhead(pickQuery(nuln, FIRST_SEARCH, 0))).toBeNull();
    askAhead(nuln);
    vi.advanceTimersByTime(59_000);
    askAhead(nuln);
    expect(pickCards).toHaveBeenCalledTimes(2);
    expect(takeAhead(pickQuery(nuln, FIRST_SEARCH, 0))).not.toBeNull();
  });

  it('a failed request asked ahead is handed on as it is (the picker shows its error), and raises nothing meanwhile', async () => {
    // A plain function: a vi.fn keeps every answer it gave, which counts as waiting for it.
    const mock = api as { pickCards: unknown };
    const spy = mock.pickCards;
    mock.pickCards = () => Promise.reject(new Error('database gone'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    askAhead(nuln);
    // Tasks later, with nothing waiting for the answer yet: no unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    mock.pickCards = spy;
    await expect(takeAhead(pickQuery(nuln, FIRST_SEARCH, 0))).rejects.toThrow('database gone');
  });
});
