import { describe, expect, it } from 'vitest';
import { ruleContext } from './validate-list';
import { listIndex } from './list-index';
import { aboard, crewOf, listOf, LOOKUP } from './test-fixtures';

describe('listIndex', () => {
  const list = listOf([
    { id: 'm', cardId: 'mountain-breaker' },
    { id: 'c', cardId: 'chariot' },
    { id: 's', cardId: 'trio', count: 2, assignments: [crewOf('m'), crewOf('m'), aboard('c')] },
    { id: 'u', cardId: 'unknown', count: 4 },
  ]);
  const ctx = ruleContext(list, LOOKUP);
  const ix = listIndex(ctx);

  it('is built once per context', () => {
    expect(listIndex(ctx)).toBe(ix);
    expect(ctx.entry('c')?.cardId).toBe('chariot');
  });
  it('indexes crew and passengers without duplicates, placements with them', () => {
    expect(ix.crewOf('m').map((l) => [l.entry.id, l.role])).toEqual([['s', 'servant']]);
    expect(ix.passengersOf('c').map((e) => e.id)).toEqual(['s']);
    expect(ix.placementsOf('s')).toEqual([
      { type: 'crew', target: 'm' },
      { type: 'crew', target: 'm' },
      { type: 'aboard', target: 'c' },
    ]);
    expect(ix.crewOf('c')).toEqual([]);
  });
  it('counts figures as count x card figures, 0 for unknown cards', () => {
    const [, , s, u] = list.entries;
    expect(s && ix.figures(s)).toBe(6);
    expect(u && ix.figures(u)).toBe(0);
    expect(ix.order('u')).toBe(3);
    expect(ix.order('nope')).toBe(-1);
  });
});
