import { describe, expect, it } from 'vitest';
import { addNextRound, resultsEntered } from './rounds';
import { eventWith, playRounds, T0 } from './test-support';

describe('resultsEntered', () => {
  it('counts the tables paired over all rounds and those with a result', () => {
    const fresh = eventWith(4, { rounds: 3 });
    expect(resultsEntered(fresh)).toEqual({ results: 0, tables: 0 });
    const played = playRounds(fresh, 1);
    expect(resultsEntered(played)).toEqual({ results: 2, tables: 2 });
    const paired = addNextRound(played, T0).event!;
    expect(resultsEntered(paired)).toEqual({ results: 2, tables: 4 });
  });
});
