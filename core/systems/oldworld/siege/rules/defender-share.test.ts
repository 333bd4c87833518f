import { describe, expect, it } from 'vitest';
import { checkSiegeRule, FORT, owList, rosterOf } from '../test-fixtures';
import { defenderShare } from './defender-share';

// attacker: 20 spears (180) + dragon (300) = 480; defender: 10 spears = 90 + devices
const attacker = owList('att', 'test', [
  ['a1', 'spears', 20],
  ['a2', 'dragon'],
]);
const defender = owList('def', 'test', [['d1', 'spears', 10]]);

describe('siege.defender-share', () => {
  it('accepts a defender at up to 75% of the attacker (devices and equipment included)', () => {
    // attacker 480 + ram 80 = 560; 75% = 420; defender 90 + mage tower 120 + runes 20 + 2 x stones 50 + boiling oil 50 = 330
    const r = rosterOf({
      fortress: FORT,
      equipment: [{ id: 'q1', item: 'ram' }],
      devices: [
        { id: 'x1', device: 'mage-tower', element: 't1' },
        { id: 'x2', device: 'protective-runes', element: 'w1' },
        { id: 'x3', device: 'stones', element: 'w2' },
        { id: 'x4', device: 'stones', element: 'g' },
        { id: 'x5', device: 'boiling-oil' },
      ],
    });
    expect(checkSiegeRule(defenderShare, r, { attacker, defender })).toEqual([]);
  });
  it('warns when the defender has more than 75%', () => {
    const big = owList('def', 'test', [['d1', 'spears', 40]]); // 360 + covered walkway 20 = 380 of 480 = 79%
    const r = rosterOf({ fortress: FORT, devices: [{ id: 'x1', device: 'covered-walkway', element: 'w1' }] });
    expect(checkSiegeRule(defenderShare, r, { attacker, defender: big })).toEqual([
      { code: 'siege.defender-share', severity: 'warning', params: { defender: 380, attacker: 480, percent: 79 }, subject: { kind: 'defender', id: 'def' } },
    ]);
  });
  it('exactly 75% is fine; without both lists nothing is checked', () => {
    const even = owList('def', 'test', [['d1', 'spears', 40]]); // 360 of 480 = 75%
    expect(checkSiegeRule(defenderShare, rosterOf(), { attacker, defender: even })).toEqual([]);
    expect(checkSiegeRule(defenderShare, rosterOf(), { defender: even })).toEqual([]);
    expect(checkSiegeRule(defenderShare, rosterOf(), { attacker })).toEqual([]);
  });
});
