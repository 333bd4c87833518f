import { withEntryNumber } from '../../../list/assignments';
/** Small inline Old World cards, lists and rosters for siege tests (not the shipped database). */
import type { CardLookup } from '../../../db/types';
import { cardSchema, type CardInput, type DbCard } from '../../../model/card';
import { armyListSchema, type ArmyList } from '../../../model/list';
import { siegeRosterSchema, type SiegeRoster, type SiegeRosterInput } from './model';
import type { Issue } from '../../../checks/types';
import type { SiegeContext, SiegeRule } from './validate';

function owCard(input: Partial<CardInput> & { id: string }): DbCard {
  const parsed = cardSchema.parse({ kind: 'fighter', name: { de: input.id, en: input.id }, source: 'sample', points: 10, ...input });
  return { ...parsed, system: 'oldworld', faction: 'test' };
}

export const OW = {
  spears: owCard({ id: 'spears', points: 9, troopType: 'regular-infantry', unitSize: { min: 10 } }),
  guard: owCard({ id: 'guard', points: 15, troopType: 'heavy-infantry', unitSize: { min: 5 } }),
  lions: owCard({ id: 'lions', points: 20, troopType: 'beasts', unitSize: { min: 2, max: 6 } }),
  rats: owCard({ id: 'rats', points: 25, troopType: 'swarm', unitSize: { min: 2 } }),
  mage: owCard({ id: 'mage', points: 100, troopType: 'regular-infantry' }),
  mounted: owCard({ id: 'mounted', points: 150, troopType: 'character' }),
  /** A character on foot (Regular Infantry) who may ride a steed or a Griffon (the dataset's troop type codes on the mounts). */
  prince: owCard({
    id: 'prince',
    points: 130,
    troopType: 'regular-infantry',
    oldworld: {
      category: 'characters',
      troopType: 'RI',
      mounts: [
        { id: 'mounts.on-foot', name: { de: 'Zu Fuß', en: 'On foot' }, points: 0 },
        { id: 'mounts.steed', name: { de: 'Ross', en: 'Steed' }, points: 14, troopType: 'LCa' },
        { id: 'mounts.griffon', name: { de: 'Greif', en: 'Griffon' }, points: 130, troopType: 'MCr' },
      ],
    },
  }),
  knights: owCard({ id: 'knights', points: 21, troopType: 'heavy-cavalry', unitSize: { min: 5 } }),
  chariot: owCard({ id: 'chariot', points: 60, troopType: 'light-chariot' }),
  dragon: owCard({ id: 'dragon', points: 300, troopType: 'monster' }),
  boltThrower: owCard({ id: 'bolt-thrower', kind: 'war-machine', points: 50, troopType: 'war-machine' }),
  /** A war machine known only by its card kind. */
  cannon: owCard({ id: 'cannon', kind: 'war-machine', points: 100 }),
  plain: owCard({ id: 'plain', points: 5 }),
} as const;

export const OW_LOOKUP: CardLookup = (() => {
  const byId = new Map<string, DbCard>(Object.values(OW).map((c) => [c.id, c]));
  return { card: (id: string) => byId.get(id) };
})();

/** An Old World list; entries are `[id, cardId, count?]`. */
export function owList(id: string, faction: string, entries: [string, string, number?][], pointsLimit = 2000): ArmyList {
  return withEntryNumber(armyListSchema.parse({
    format: 'muster-list',
    version: 2,
    id,
    name: id,
    system: 'oldworld',
    faction,
    pointsLimit,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    entries: entries.map(([eid, cardId, count]) => ({ id: eid, cardId, count: count ?? 1, assignments: [] })),
  }));
}

/** A roster with the given parts (fortress elements, devices, equipment, garrison). */
export function rosterOf(parts: Partial<SiegeRosterInput> = {}): SiegeRoster {
  return siegeRosterSchema.parse({
    format: 'muster-siege',
    version: 2,
    id: 'siege-test',
    name: 'Test siege',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...parts,
  });
}

export const FORT = {
  elements: [
    { id: 'w1', kind: 'wall' },
    { id: 'w2', kind: 'wall', rodell: true },
    { id: 't1', kind: 'tower', storeys: 2 },
    { id: 'g', kind: 'tower', storeys: 1, name: 'Gatehouse' },
  ],
  gatehouse: 'g',
} satisfies SiegeRosterInput['fortress'];

export function ctxOf(roster: SiegeRoster, sides: { attacker?: ArmyList; defender?: ArmyList } = {}, lookup: CardLookup = OW_LOOKUP): SiegeContext {
  return { roster, ...sides, card: (id) => lookup.card(id) };
}

export function checkSiegeRule(rule: SiegeRule, roster: SiegeRoster, sides: { attacker?: ArmyList; defender?: ArmyList } = {}): Issue[] {
  return rule.check(ctxOf(roster, sides));
}
