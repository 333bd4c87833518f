import { describe, expect, it } from 'vitest';
import { GENERAL, owIssues, owList, WARRIORS } from '../test-fixtures';

const code = 'oldworld.option-group';
const warriors = (options: string[]) => ({ cardId: 'test-warriors', count: 20, options });

describe('oldworld.option-group', () => {
  it('defaults are fine; no weapon at all, or two weapons, break the choose-one group', () => {
    expect(owIssues(owList(1000, [GENERAL, WARRIORS(20)]), code)).toEqual([]);
    expect(owIssues(owList(1000, [GENERAL, warriors(['armour.light-armour'])]), code)).toEqual([
      { code, severity: 'error', entryId: 'e2', params: { variant: 'none', group: 'equipment' } },
    ]);
    expect(owIssues(owList(1000, [GENERAL, warriors(['equipment.hand-weapons', 'equipment.spears', 'armour.light-armour'])]), code).map((i) => [i.params.variant, i.params.option_en, i.params.other_en])).toEqual([
      ['many', 'Hand weapons', 'Spears'],
    ]);
  });
  it('exclusive options exclude each other; General and Battle Standard Bearer on one character too', () => {
    expect(owIssues(owList(1000, [GENERAL, warriors(['equipment.hand-weapons', 'armour.light-armour', 'options.drilled', 'options.veteran'])]), code).map((i) => i.params.variant)).toEqual(['exclusive']);
    const both = { ...GENERAL, options: [...GENERAL.options, 'command.battle-standard-bearer'] };
    expect(owIssues(owList(1000, [both, WARRIORS(20)]), code).map((i) => [i.entryId, i.params.variant])).toEqual([['e1', 'exclusive']]);
  });
});
