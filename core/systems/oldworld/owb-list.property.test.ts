import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadProblem } from '../../db/types';
import { listPoints } from '../../list/totals';
import { owFacts } from './facts';
import { exportOwbList } from './owb-list-export';
import { importOwbList } from './owb-list-import';
import { owbListPoints } from './owb-points';
import { listKeys, listPlan, randomList } from './test-support/random-list';
import { shippedOldWorld } from './test-support/shipped';

/**
 * Property: for random lists of the shipped armies (units of the army, allies and mercenaries,
 * options, stackable counts, magic items, notes, detachments, lores, built with the list operations), exporting to
 * an Old World Builder file and importing it again gives the same units, options, items, counts,
 * composition and points; and Old World Builder adds up the exported file to Muster's total.
 */
describe('Old World Builder list round trip', () => {
  const db = shippedOldWorld();

  it('import(export(list)) keeps units, options, items, counts, composition and points', () => {
    const seen = { lists: 0, entries: 0, options: 0, items: 0, counts: 0, notes: 0, allies: 0, mercenaries: 0, compositions: 0, detachments: 0, lores: 0, names: 0 };
    fc.assert(
      fc.property(listPlan, (plan) => {
        const list = randomList(db, plan);
        const notes: LoadProblem[] = [];
        const file = JSON.parse(JSON.stringify(exportOwbList(list, db, notes))) as unknown;
        const back = importOwbList(file, db, 'random.owb.json', { id: list.id, now: new Date('2025-01-01T00:00:00Z') });
        expect(back.problems).toEqual([]);
        expect(back.notes).toEqual([]);
        const out = back.list!;
        expect(out.faction).toBe(list.faction);
        expect(out.composition).toBe(list.composition);
        expect(out.pointsLimit).toBe(list.pointsLimit);
        expect(out.name).toBe(list.name);
        expect(listKeys(out, db)).toEqual(listKeys(list, db));
        expect(listPoints(out, db)).toBe(listPoints(list, db));
        expect(owbListPoints(file)).toBe(listPoints(list, db));

        seen.lists++;
        seen.entries += list.entries.length;
        seen.compositions += list.composition ? 1 : 0;
        for (const e of list.entries) {
          seen.options += e.options?.length ?? 0;
          seen.items += e.items?.length ?? 0;
          seen.counts += Object.keys(e.counts ?? {}).length;
          seen.notes += e.note ? 1 : 0;
          seen.detachments += e.detachments?.length ?? 0;
          seen.lores += e.lore ? 1 : 0;
          seen.names += e.name ? 1 : 0;
        }
        for (const u of owFacts(list, db).units) {
          if (u.category === 'allies') seen.allies++;
          if (u.category === 'mercenaries') seen.mercenaries++;
        }
      }),
      { numRuns: Number(process.env.OWB_RUNS ?? 300), seed: Number(process.env.OWB_SEED ?? 13) },
    );
    // The lists really exercise what the round trip must keep.
    expect(seen.lists).toBe(Number(process.env.OWB_RUNS ?? 300));
    for (const k of ['items', 'counts', 'notes', 'allies', 'mercenaries', 'compositions', 'detachments', 'lores', 'names'] as const) expect(seen[k], k).toBeGreaterThan(5);
    if (process.env.OWB_ROUND_TRIP_STATS) console.log(JSON.stringify(seen));
  }, 120_000);
});
