import { describe, expect, it } from 'vitest';
import { checkSiegeRule, owList, rosterOf } from '../test-fixtures';
import { ammunitionTarget } from './ammunition-target';

const attacker = owList('att', 'test', [
  ['a1', 'bolt-thrower'],
  ['a2', 'cannon'],
  ['a3', 'spears', 10],
]);

describe('siege.ammunition-target', () => {
  it('accepts ammunition once per war machine; ram and siege tower need no target', () => {
    const equipment = [
      { id: 'q1', item: 'siege-ammunition' as const, target: 'a1' },
      { id: 'q2', item: 'siege-ammunition' as const, target: 'a2' },
      { id: 'q3', item: 'ram' as const },
      { id: 'q4', item: 'siege-tower' as const },
    ];
    expect(checkSiegeRule(ammunitionTarget, rosterOf({ equipment }), { attacker })).toEqual([]);
  });
  it('reports a unit that is not a war machine, a missing entry, no target and a second purchase', () => {
    const equipment = [
      { id: 'q1', item: 'siege-ammunition' as const, target: 'a3' },
      { id: 'q2', item: 'siege-ammunition' as const, target: 'zz' },
      { id: 'q3', item: 'siege-ammunition' as const },
      { id: 'q4', item: 'siege-ammunition' as const, target: 'a1' },
      { id: 'q5', item: 'siege-ammunition' as const, target: 'a1' },
    ];
    expect(checkSiegeRule(ammunitionTarget, rosterOf({ equipment }), { attacker })).toEqual([
      { code: 'siege.ammunition-target', severity: 'error', params: { target: 'a3' }, subject: { kind: 'equipment', id: 'q1' } },
      { code: 'siege.ammunition-target', severity: 'error', params: { variant: 'missing', target: 'zz' }, subject: { kind: 'equipment', id: 'q2' } },
      { code: 'siege.ammunition-target', severity: 'error', params: { variant: 'none' }, subject: { kind: 'equipment', id: 'q3' } },
      { code: 'siege.ammunition-target', severity: 'error', params: { variant: 'twice', target: 'a1' }, subject: { kind: 'equipment', id: 'q5' } },
    ]);
  });
  it('without an attacker list every target is missing', () => {
    const equipment = [{ id: 'q1', item: 'siege-ammunition' as const, target: 'a1' }];
    expect(checkSiegeRule(ammunitionTarget, rosterOf({ equipment })).map((i) => i.params.variant)).toEqual(['missing']);
  });
});
