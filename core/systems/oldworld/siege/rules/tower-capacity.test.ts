import { describe, expect, it } from 'vitest';
import { checkSiegeRule, FORT, owList, rosterOf } from '../test-fixtures';
import { towerCapacity, towerCapacityRule } from './tower-capacity';

const defender = owList('def', 'high-elf-realms', [
  ['u1', 'spears', 10],
  ['u2', 'guard', 5],
  ['m1', 'bolt-thrower'],
  ['m2', 'cannon'],
]);
const at = (element: string, ...entries: string[]) => entries.map((entry) => ({ entry, element }));

describe('siege.tower-capacity', () => {
  it('a tower takes one unit and one war machine', () => {
    expect(towerCapacity(false)).toEqual({ units: 1, machines: 1 });
    expect(checkSiegeRule(towerCapacityRule, rosterOf({ fortress: FORT, garrison: at('t1', 'u1', 'm1') }), { defender })).toEqual([]);
  });
  it('reports a second unit or a second machine; the gatehouse as tower counts too', () => {
    const garrison = [...at('t1', 'u1', 'u2'), ...at('g', 'm1', 'm2')];
    expect(checkSiegeRule(towerCapacityRule, rosterOf({ fortress: FORT, garrison }), { defender })).toEqual([
      { code: 'siege.tower-capacity', severity: 'error', params: { units: 2, machines: 0 }, subject: { kind: 'element', id: 't1' }, elementId: 't1' },
      { code: 'siege.tower-capacity', severity: 'error', params: { units: 0, machines: 2 }, subject: { kind: 'element', id: 'g' }, elementId: 'g' },
    ]);
  });
  it('a Mage tower takes one further unit and no war machine', () => {
    expect(towerCapacity(true)).toEqual({ units: 1, machines: 0 });
    const devices = [{ id: 'd1', device: 'mage-tower' as const, element: 't1' }];
    expect(checkSiegeRule(towerCapacityRule, rosterOf({ fortress: FORT, devices, garrison: at('t1', 'u1') }), { defender })).toEqual([]);
    expect(checkSiegeRule(towerCapacityRule, rosterOf({ fortress: FORT, devices, garrison: at('t1', 'u1', 'm1') }), { defender })).toEqual([
      {
        code: 'siege.tower-capacity',
        severity: 'error',
        params: { variant: 'mage', units: 1, machines: 1 },
        subject: { kind: 'element', id: 't1' },
        elementId: 't1',
      },
    ]);
  });
  it('walls are not towers', () => {
    expect(checkSiegeRule(towerCapacityRule, rosterOf({ fortress: FORT, garrison: at('w1', 'u1', 'u2') }), { defender })).toEqual([]);
  });
});
