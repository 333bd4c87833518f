import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../model/list';
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

  // The index answers by position and tries the position after its last answer before the map:
  // every order of questions must get the answers of a plain first-entry-per-id lookup.
  describe('answers the same in any order it is asked', () => {
    const entries = [
      { id: 'm', cardId: 'mountain-breaker' },
      { id: 'd', cardId: 'chariot' },
      { id: 'a', cardId: 'trio', assignments: [crewOf('m'), aboard('d')] },
      { id: 'd', cardId: 'trio', assignments: [crewOf('m')] },
      { id: 'g', cardId: 'trio', assignments: [crewOf('ghost'), aboard('nowhere')] },
      { id: 'c', cardId: 'chariot' },
      { id: 'b', cardId: 'trio', assignments: [aboard('c'), aboard('d')] },
      { id: 'u', cardId: 'unknown' },
    ];
    const dupList = listOf(entries);
    const ids = ['m', 'd', 'a', 'g', 'c', 'b', 'u', 'ghost', 'nowhere', 'nope'];
    const answers = (ix: ReturnType<typeof listIndex>, order: readonly string[]) =>
      Object.fromEntries(
        order.map((id) => [
          id,
          {
            order: ix.order(id),
            entry: ix.entry(id)?.cardId,
            crew: ix.crewOf(id).map((l) => l.entry.id + ':' + l.entry.cardId),
            aboard: ix.passengersOf(id).map((e) => e.id + ':' + e.cardId),
            placements: ix.placementsOf(id).map((p) => p.type + ':' + p.target),
          },
        ]),
      );
    const forward = answers(listIndex(ruleContext(dupList, LOOKUP)), ids);

    it('gives the first entry of an id, crew and passengers of targets that are no entry', () => {
      // Placements are by id: the second entry's add to the first's.
      expect(forward.d).toEqual({ order: 1, entry: 'chariot', crew: [], aboard: ['a:trio', 'b:trio'], placements: ['crew:m'] });
      expect(forward.m?.crew).toEqual(['a:trio', 'd:trio']);
      expect(forward.ghost).toEqual({ order: -1, entry: undefined, crew: ['g:trio'], aboard: [], placements: [] });
      expect(forward.nowhere?.aboard).toEqual(['g:trio']);
      expect(forward.b?.placements).toEqual(['aboard:c', 'aboard:d']);
      expect(forward.nope).toEqual({ order: -1, entry: undefined, crew: [], aboard: [], placements: [] });
    });
    it('backwards, shuffled and twice over', () => {
      const shuffled = ['b', 'nope', 'd', 'u', 'm', 'ghost', 'c', 'a', 'd', 'g', 'nowhere', 'm'];
      expect(answers(listIndex(ruleContext(dupList, LOOKUP)), [...ids].reverse())).toEqual(forward);
      // Every id once at least, some twice: the same answers as in list order.
      expect(new Set(shuffled)).toEqual(new Set(ids));
      expect(answers(listIndex(ruleContext(dupList, LOOKUP)), shuffled)).toEqual(forward);
    });
    it('gives each entry object its own card, also a second entry with an id already used', () => {
      const ix = listIndex(ruleContext(dupList, LOOKUP));
      const objects = dupList.entries;
      // In list order, backwards, and the duplicate right after its first entry.
      const inOrder = objects.map((e) => ix.cardOf(e)?.id ?? null);
      expect(inOrder).toEqual(['mountain-breaker', 'chariot', 'trio', 'trio', 'trio', 'chariot', 'trio', null]);
      expect([...objects].reverse().map((e) => ix.cardOf(e)?.id ?? null)).toEqual([...inOrder].reverse());
      expect([objects[1], objects[3], objects[1]].map((e) => e && ix.cardOf(e)?.id)).toEqual(['chariot', 'trio', 'chariot']);
      // A copy of an entry (not the list's own object) is looked up by its card id too.
      expect(ix.cardOf({ ...objects[1]!, cardId: 'trio' })?.id).toBe('trio');
    });
  });

  // The index keeps crew and passengers as chains by position and placements worked out when
  // asked; whatever the list, it answers as the plain definition: the first entry of each id, the
  // distinct entries assigned to an id in list order, every placement of the entries with an id.
  it('answers as the plain definition for any list: ids given twice, targets before, after or missing, assignments repeated', () => {
    const IDS = ['a', 'b', 'c', 'd', 'e'];
    const TARGETS = [...IDS, 'ghost', 'gone'];
    const assignment = fc.oneof(
      fc.record({ type: fc.constant('crew' as const), machine: fc.constantFrom(...TARGETS), role: fc.constantFrom('servant' as const, 'substitute' as const) }),
      fc.record({ type: fc.constant('aboard' as const), vehicle: fc.constantFrom(...TARGETS) }),
      fc.record({ type: fc.constant('bearer' as const), bearer: fc.constantFrom(...TARGETS) }),
    );
    const entry = fc.record({ id: fc.constantFrom(...IDS), cardId: fc.constantFrom('trio', 'chariot', 'mountain-breaker', 'unknown'), assignments: fc.array(assignment, { maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 14 }), fc.array(fc.constantFrom(...TARGETS, 'nope'), { maxLength: 20 }), (specs, asked) => {
        const list = listOf(specs);
        const entries = list.entries;
        const ix = listIndex(ruleContext(list, LOOKUP));
        const firstAt = (id: string) => entries.findIndex((e) => e.id === id);
        const distinct = <T,>(xs: T[]) => xs.filter((x, i) => xs.indexOf(x) === i);
        const linked = (to: string, type: 'crew' | 'aboard'): Entry[] =>
          distinct(entries.filter((e) => e.assignments.some((a) => (a.type === 'crew' && type === 'crew' && a.machine === to) || (a.type === 'aboard' && type === 'aboard' && a.vehicle === to))));
        for (const id of [...asked, ...TARGETS]) {
          expect(ix.order(id)).toBe(firstAt(id));
          expect(ix.entry(id)).toBe(entries[firstAt(id)]);
          const crew = ix.crewOf(id);
          expect(crew.map((l) => l.entry)).toEqual(linked(id, 'crew'));
          for (const l of crew) {
            const a = l.entry.assignments.find((x) => x.type === 'crew' && x.machine === id);
            expect(l.role).toBe(a?.type === 'crew' ? a.role : undefined);
            expect(l.card?.id).toBe(LOOKUP.card(l.entry.cardId)?.id);
          }
          expect(ix.passengersOf(id)).toEqual(linked(id, 'aboard'));
          const placements = entries
            .filter((e) => e.id === id)
            .flatMap((e) => e.assignments.flatMap((a) => (a.type === 'crew' ? [{ type: 'crew', target: a.machine }] : a.type === 'aboard' ? [{ type: 'aboard', target: a.vehicle }] : [])));
          expect(ix.placementsOf(id)).toEqual(placements);
        }
      }),
      { numRuns: 300 },
    );
  });
});
