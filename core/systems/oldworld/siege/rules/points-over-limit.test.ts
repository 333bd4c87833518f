import { describe, expect, it } from 'vitest';
import { checkSiegeRule, ctxOf, FORT, owList, rosterOf } from '../test-fixtures';
import { validateSiege } from '../validate';
import { pointsOverLimit } from './points-over-limit';

// attacker: 20 spears = 180 of a 200 limit; defender: 10 spears = 90 of a 120 limit
const attacker = owList('att', 'test', [['a1', 'spears', 20]], 200);
const defender = owList('def', 'test', [['d1', 'spears', 10]], 120);

describe('siege.points-over-limit (the siege rules: devices and equipment come from the army points)', () => {
  it('boundary: list plus siege exactly at the limit is fine', () => {
    // defender 90 + protective runes 20 = 110 of 120; + covered walkway 20 would be 130
    const r = rosterOf({ fortress: FORT, devices: [{ id: 'x1', device: 'protective-runes', element: 'w1' }] });
    expect(checkSiegeRule(pointsOverLimit, r, { attacker, defender })).toEqual([]);
    const exact = owList('def', 'test', [['d1', 'spears', 10]], 110);
    expect(checkSiegeRule(pointsOverLimit, r, { attacker, defender: exact })).toEqual([]);
  });

  it('one point over: an error about that side, with list, siege, total and limit', () => {
    const tight = owList('def', 'test', [['d1', 'spears', 10]], 109);
    const r = rosterOf({ fortress: FORT, devices: [{ id: 'x1', device: 'protective-runes', element: 'w1' }] });
    expect(checkSiegeRule(pointsOverLimit, r, { attacker, defender: tight })).toEqual([
      {
        code: 'siege.points-over-limit',
        severity: 'error',
        params: { side: 'defender', list: 90, siege: 20, total: 110, limit: 109, over: 1 },
        subject: { kind: 'defender', id: 'def' },
      },
    ]);
  });

  it('the attacker pays for a ram: 180 + 80 = 260 of 200', () => {
    const r = rosterOf({ fortress: FORT, equipment: [{ id: 'q1', item: 'ram' }] });
    const issues = validateSiege(ctxOf(r, { attacker, defender }));
    expect(issues.filter((i) => i.code === 'siege.points-over-limit')).toEqual([
      {
        code: 'siege.points-over-limit',
        severity: 'error',
        params: { side: 'attacker', list: 180, siege: 80, total: 260, limit: 200, over: 60 },
        subject: { kind: 'attacker', id: 'att' },
      },
    ]);
  });

  it('a side without a linked list is not checked', () => {
    const r = rosterOf({ fortress: FORT, equipment: [{ id: 'q1', item: 'siege-tower' }] });
    expect(checkSiegeRule(pointsOverLimit, r, { defender })).toEqual([]);
  });
});
