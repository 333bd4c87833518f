import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArmyList } from '../model/list';
import { RULES } from './registry';
import { rulesFor, validateList } from './validate-list';
import { aboard, codesOf, crewOf, listOf, LOOKUP } from './test-fixtures';
import type { Rule } from './types';

describe('rulesFor', () => {
  it('gives Confrontation every rule and other systems only the common ones', () => {
    const standard = RULES.filter((r) => (r.systems === 'all' || r.systems.includes('confrontation')) && (!r.kinds || r.kinds.includes('standard')));
    expect(rulesFor('confrontation', 'standard').map((r) => r.code)).toEqual(standard.map((r) => r.code));
    expect(rulesFor('oldworld', 'standard').map((r) => r.code)).toEqual([
      'card.unknown',
      'card.other-system',
      'assignment.unknown-target',
      'points.over-limit',
      'oldworld.general-missing',
      'oldworld.battle-standard',
      'oldworld.army-rules',
      'oldworld.category-min',
      'oldworld.category-max',
      'oldworld.per-points',
      'oldworld.composition',
      'oldworld.grand-melee',
      'oldworld.combined-arms',
      'oldworld.battle-march',
      'oldworld.unit-size',
      'oldworld.detachment',
      'oldworld.option-unknown',
      'oldworld.option-group',
      'oldworld.magic-item-allowance',
      'oldworld.magic-item-unique',
      'oldworld.magic-item-combination',
    ]);
  });
  it('filters by list kind', () => {
    const only: Rule = { code: 'x.y', severity: 'warning', systems: 'all', kinds: ['tjost-game'], check: () => [] };
    expect(rulesFor('chronopia', 'standard', [only])).toEqual([]);
    expect(rulesFor('chronopia', 'tjost-game', [only])).toEqual([only]);
  });
  it('every rule has a unique code', () => {
    expect(new Set(RULES.map((r) => r.code)).size).toBe(RULES.length);
  });
});

describe('validateList', () => {
  it('sorts errors first, then by entry order (list-wide issues first)', () => {
    const list = listOf(
      [
        { id: 'm', cardId: 'mountain-breaker' },
        { id: 's', cardId: 'minelayer', count: 2, assignments: [crewOf('m')] },
        { id: 'c', cardId: 'chariot' },
        { id: 'l', cardId: 'large-one', assignments: [aboard('c')] },
        { id: 'n', cardId: 'normal-one', assignments: [aboard('c')] },
        { id: 'z', cardId: 'nope' },
      ],
      { pointsLimit: 100 },
    );
    expect(codesOf(list)).toEqual([
      'points.over-limit',
      'transport.capacity@c',
      'card.unknown@z',
      'crew.below-full-operation@m',
    ]);
  });

  it('a failing rule becomes an issue, never an exception', () => {
    const boom: Rule = {
      code: 'boom',
      severity: 'error',
      systems: 'all',
      check() {
        throw new Error('bad');
      },
    };
    const issues = validateList(listOf([]), LOOKUP, [boom]);
    expect(issues).toEqual([{ code: 'rule.failed', severity: 'error', params: { rule: 'boom', reason: 'bad' } }]);
  });

  it('an empty list is valid', () => {
    expect(validateList(listOf([]), LOOKUP)).toEqual([]);
  });
});

describe('validateList never throws on user data', () => {
  const ids = fc.constantFrom('e1', 'e2', 'e3', 'e4', 'e5', 'x');
  const cardIds = fc.constantFrom('mountain-breaker', 'ballista', 'chariot', 'minelayer', 'thallion', 'trio', 'rider', 'very-large-one', 'no-stats', 'ghost');
  const assignment = fc.oneof(
    fc.record({ type: fc.constant('crew' as const), machine: ids, role: fc.constantFrom('servant' as const, 'substitute' as const) }),
    fc.record({ type: fc.constant('aboard' as const), vehicle: ids }),
    fc.record({ type: fc.constant('bearer' as const), bearer: ids }),
  );
  const entry = fc.record({ id: ids, cardId: cardIds, count: fc.integer({ min: 1, max: 999 }), assignments: fc.array(assignment, { maxLength: 4 }) });

  it('for random entries, assignments and duplicate ids, issues are sorted errors first', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), fc.integer({ min: 0, max: 5000 }), (entries, pointsLimit) => {
        const list: ArmyList = { ...listOf([]), pointsLimit, entries };
        const issues = validateList(list, LOOKUP);
        expect(issues.every((i) => i.code !== 'rule.failed')).toBe(true);
        const firstWarning = issues.findIndex((i) => i.severity === 'warning');
        expect(firstWarning === -1 || issues.slice(firstWarning).every((i) => i.severity === 'warning')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
