import { describe, expect, it } from 'vitest';
import type { ArmyList } from '../../../../model/list';
import { checkSiegeRule, FORT, owList, rosterOf } from '../test-fixtures';
import { occupantType } from './occupant-type';

const defender = owList('def', 'test', [
  ['e1', 'spears', 10],
  ['e2', 'guard', 5],
  ['e3', 'lions', 2],
  ['e4', 'rats', 2],
  ['e5', 'mage'],
  ['e6', 'knights', 5],
  ['e7', 'chariot'],
  ['e8', 'dragon'],
  ['e9', 'bolt-thrower'],
  ['e10', 'plain'],
  ['e11', 'mounted'],
]);

/** The list with the given options chosen per entry id. */
function withEntryOptions(list: ArmyList, options: Record<string, string[]>): ArmyList {
  return { ...list, entries: list.entries.map((e) => ({ ...e, options: options[e.id] ?? [] })) };
}

describe('siege.occupant-type', () => {
  it('infantry, beasts, swarms, foot characters, war machines and cards without troop type pass', () => {
    const garrison = ['e1', 'e2', 'e3', 'e4', 'e5', 'e9', 'e10'].map((entry) => ({ entry, element: 'w1' }));
    expect(checkSiegeRule(occupantType, rosterOf({ fortress: FORT, garrison }), { defender })).toEqual([]);
  });
  it('reports cavalry, chariots and monsters with the element and their troop type', () => {
    const garrison = [
      { entry: 'e6', element: 'w1' },
      { entry: 'e7', element: 't1' },
      { entry: 'e8', element: 'g' },
    ];
    const issues = checkSiegeRule(occupantType, rosterOf({ fortress: FORT, garrison }), { defender });
    expect(issues[0]).toEqual({
      code: 'siege.occupant-type',
      severity: 'error',
      params: { element: 'w1', troopType: 'heavy-cavalry' },
      subject: { kind: 'occupant', id: 'e6' },
      elementId: 'w1',
    });
    expect(issues.map((i) => [i.subject?.id, i.params.element, i.params.troopType])).toEqual([
      ['e6', 'w1', 'heavy-cavalry'],
      ['e7', 't1', 'light-chariot'],
      ['e8', 'g', 'monster'],
    ]);
  });
  it('a place held for an entry the defender\'s list no longer has is named (variant missing); without the list nothing is known', () => {
    const garrison = [{ entry: 'e1', element: 'w1' }, { entry: 'e99', element: 'w1' }];
    expect(checkSiegeRule(occupantType, rosterOf({ fortress: FORT, garrison }), { defender })).toEqual([
      { code: 'siege.occupant-type', severity: 'error', params: { variant: 'missing', element: 'w1' }, subject: { kind: 'occupant', id: 'e99' }, elementId: 'w1' },
    ]);
    expect(checkSiegeRule(occupantType, rosterOf({ fortress: FORT, garrison }), {})).toEqual([]);
  });
  it('a character given only as "character" is on foot and holds an element (Korhil Lionmane on a wall)', () => {
    expect(checkSiegeRule(occupantType, rosterOf({ fortress: FORT, garrison: [{ entry: 'e11', element: 't1' }] }), { defender })).toEqual([]);
  });
  it('a mounted character is judged by its mount’s troop type: on foot it holds a wall, on a Griffon or a steed it may not', () => {
    const princes = withEntryOptions(owList('def', 'test', [['p1', 'prince'], ['p2', 'prince'], ['p3', 'prince']]), {
      p1: ['mounts.on-foot'],
      p2: ['mounts.griffon'],
      p3: ['mounts.steed'],
    });
    const garrison = ['p1', 'p2', 'p3'].map((entry) => ({ entry, element: 'w1' }));
    const issues = checkSiegeRule(occupantType, rosterOf({ fortress: FORT, garrison }), { defender: princes });
    expect(issues.map((i) => [i.subject?.id, i.params.troopType])).toEqual([
      ['p2', 'monster'],
      ['p3', 'light-cavalry'],
    ]);
  });
  it('ignores garrison entries that are not in the defender list', () => {
    expect(checkSiegeRule(occupantType, rosterOf({ fortress: FORT, garrison: [{ entry: 'e6', element: 'w1' }] }))).toEqual([]);
  });
});
