import { describe, expect, it } from 'vitest';
import { GENERAL, owIssues, owList, WARRIORS } from '../test-fixtures';

const code = 'oldworld.battle-standard';
const bsb = (cardId: string) => ({ cardId, count: 1, options: ['equipment.hand-weapon', 'command.battle-standard-bearer'] });

describe('oldworld.battle-standard', () => {
  it('one Battle Standard Bearer is fine; a second one is named on its entry with the first', () => {
    expect(owIssues(owList(2000, [GENERAL, bsb('test-hero'), WARRIORS(20)]), code)).toEqual([]);
    expect(owIssues(owList(2000, [GENERAL, bsb('test-hero'), bsb('test-hero'), WARRIORS(20)]), code)).toEqual([{ code, severity: 'error', entryId: 'e3', params: { first: 'e2' } }]);
  });
});
