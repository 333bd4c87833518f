/**
 * Validation benchmark: `validate-40` (a 40-entry list, budget median < 1 ms) and
 * `validate-1000` (1,000 entries, budget < 25 ms) and `validate-30000` (30,000 entries, budget < 60 ms,
 * and linear: at most 30 times validate-1000 plus a margin). Lists mix immobile machines with servants
 * and substitutes, vehicles with passengers and plain fighters, with a few broken assignments.
 */
import type { CardLookup } from '../../core/db/types';
import { cardSchema, type CardInput, type DbCard } from '../../core/model/card';
import type { ArmyList, Entry } from '../../core/model/list';
import { validateList } from '../../core/checks/validate-list';
import { measure, report, type BenchResult } from './harness';

function card(input: CardInput): DbCard {
  return { ...cardSchema.parse(input), system: 'confrontation', faction: 'bench' };
}

const CARDS: DbCard[] = [
  card({
    id: 'b-cannon',
    kind: 'war-machine',
    name: { de: 'Kanone', en: 'Cannon' },
    source: 'sample',
    points: 80,
    size: 'large',
    warMachine: {
      mobility: 'immobile',
      weight: 10,
      structurePoints: 6,
      crew: 2,
      servants: ['b-gunner'],
      substitute: [
        { stat: 'AIM', min: 3 },
        { stat: 'DIS', min: 3 },
      ],
      fullOperationCrew: 4,
    },
  }),
  card({
    id: 'b-chariot',
    kind: 'war-machine',
    name: { de: 'Panzer', en: 'Chariot' },
    source: 'sample',
    points: 120,
    size: 'large',
    abilities: [{ id: 'transport', value: 4, access: 'sides' }],
    warMachine: { mobility: 'mobile', weight: 10, structurePoints: 8 },
  }),
  card({ id: 'b-gunner', kind: 'fighter', name: { de: 'Kanonier', en: 'Gunner' }, source: 'sample', points: 12, size: 'small' }),
  card({ id: 'b-scout', kind: 'fighter', name: { de: 'Späher', en: 'Scout' }, source: 'sample', points: 15, size: 'normal', stats: { AIM: 3, DIS: 2 } }),
  card({ id: 'b-warrior', kind: 'fighter', name: { de: 'Krieger', en: 'Warrior' }, source: 'sample', points: 10, size: 'small', figures: 3 }),
  card({ id: 'b-rider', kind: 'fighter', name: { de: 'Reiter', en: 'Rider' }, source: 'sample', points: 30, size: 'normal', mount: true }),
];

export const BENCH_LOOKUP: CardLookup = (() => {
  const byId = new Map(CARDS.map((c) => [c.id, c]));
  return { card: (id: string) => byId.get(id) };
})();

/** A list of `entries` entries in groups of 8: machine, servants, substitute, vehicle, 2 passengers, fighters, misplaced crew. */
export function benchList(entries: number): ArmyList {
  const list: Entry[] = [];
  let n = 0;
  const add = (cardId: string, count: number, assignments: Entry['assignments'] = []): string => {
    const id = `e${++n}`;
    if (list.length < entries) list.push({ id, cardId, count, assignments });
    return id;
  };
  while (list.length < entries) {
    const cannon = add('b-cannon', 1);
    add('b-gunner', 2, [{ type: 'crew', machine: cannon, role: 'servant' }]);
    add('b-scout', 1, [{ type: 'crew', machine: cannon, role: 'substitute' }]);
    const chariot = add('b-chariot', 1);
    add('b-warrior', 1, [{ type: 'aboard', vehicle: chariot }]);
    add('b-rider', 1, [{ type: 'aboard', vehicle: chariot }]);
    add('b-warrior', 2);
    add('b-gunner', 1, [{ type: 'crew', machine: chariot, role: 'servant' }]);
  }
  return {
    format: 'muster-list',
    version: 2,
    id: `bench-${entries}`,
    name: `Bench ${entries}`,
    system: 'confrontation',
    faction: 'bench',
    pointsLimit: 400,
    kind: 'standard',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    entries: list,
  };
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const [name, size, n] of [
    ['validate-40', 40, 500],
    ['validate-1000', 1000, 100],
    ['validate-30000', 30000, 20],
  ] as const) {
    const list = benchList(size);
    const issues = validateList(list, BENCH_LOOKUP).length;
    const r = await measure(name, n, () => validateList(list, BENCH_LOOKUP), 20);
    results.push({ ...r, entries: size, issues, ...(size === 30000 ? { budget_ms: 60 } : {}) });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await run()) report(r);
}
