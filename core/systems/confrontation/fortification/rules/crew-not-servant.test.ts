import { describe, expect, it } from 'vitest';
import { checkRule, codesOf, crewOf, listOf } from '../../../../checks/test-fixtures';
import { crewNotServant } from './crew-not-servant';

describe('crew.not-servant', () => {
  it('accepts the machine servant cards (goblin minelayers on a Mountain-Breaker)', () => {
    const list = listOf([
      { id: 'm', cardId: 'mountain-breaker' },
      { id: 's', cardId: 'minelayer', count: 3, assignments: [crewOf('m')] },
    ]);
    expect(codesOf(list)).toEqual([]);
  });

  it('reports a servant that is not a servant card, on the figure entry', () => {
    const list = listOf([
      { id: 'm', cardId: 'mountain-breaker' },
      { id: 's', cardId: 'minelayer', assignments: [crewOf('m')] },
      { id: 'x', cardId: 'small-one', assignments: [crewOf('m')] },
    ]);
    expect(checkRule(crewNotServant, list)).toEqual([
      { code: 'crew.not-servant', severity: 'error', entryId: 'x', params: { machine: 'm' } },
    ]);
  });

  it('when the card names no servants, it comes with its crew and every assigned servant is wrong', () => {
    const list = listOf([
      { id: 'k', cardId: 'lonely-cannon' },
      { id: 's', cardId: 'minelayer', assignments: [crewOf('k')] },
    ]);
    expect(codesOf(list)).toEqual(['crew.not-servant@s']);
    // The message says the card names none (FORTIFICATION (de): only the figures that come with the machine), not that the figure is not among them.
    expect(checkRule(crewNotServant, list)).toEqual([
      { code: 'crew.not-servant', severity: 'error', entryId: 's', params: { machine: 'k', variant: 'none' } },
    ]);
  });
});
