import { describe, expect, it } from 'vitest';
import { checkSiegeRule, FORT, owList, rosterOf } from '../test-fixtures';
import { wallMachine } from './wall-machine';

const defender = owList('def', 'test', [
  ['u1', 'spears', 10],
  ['u2', 'guard', 5],
  ['m1', 'bolt-thrower'],
  ['m2', 'cannon'],
]);
const at = (element: string, ...entries: string[]) => entries.map((entry) => ({ entry, element }));

describe('siege.wall-machine', () => {
  it('a wall with a Rodell takes one war machine per unit', () => {
    expect(checkSiegeRule(wallMachine, rosterOf({ fortress: FORT, garrison: at('w2', 'u1', 'm1', 'u2', 'm2') }), { defender })).toEqual([]);
  });
  it('reports a war machine on a wall without a Rodell', () => {
    expect(checkSiegeRule(wallMachine, rosterOf({ fortress: FORT, garrison: at('w1', 'u1', 'm1') }), { defender })).toEqual([
      { code: 'siege.wall-machine', severity: 'error', params: { variant: 'no-rodell', machines: 1 }, subject: { kind: 'element', id: 'w1' }, elementId: 'w1' },
    ]);
  });
  it('reports more war machines than units on a Rodell wall', () => {
    expect(checkSiegeRule(wallMachine, rosterOf({ fortress: FORT, garrison: at('w2', 'u1', 'm1', 'm2') }), { defender })).toEqual([
      { code: 'siege.wall-machine', severity: 'error', params: { machines: 2, units: 1 }, subject: { kind: 'element', id: 'w2' }, elementId: 'w2' },
    ]);
  });
  it('towers are not walls', () => {
    expect(checkSiegeRule(wallMachine, rosterOf({ fortress: FORT, garrison: at('t1', 'm1') }), { defender })).toEqual([]);
  });
});
