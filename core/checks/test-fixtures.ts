/** Small inline cards and list builders for rule tests (not the shipped database). */
import type { CardLookup } from '../db/types';
import { cardLookup } from '../db/lookup';
import { cardSchema, type CardInput, type DbCard } from '../model/card';
import { armyListSchema, type ArmyList, type Assignment } from '../model/list';
import type { SystemId } from '../model/system';
import { ruleContext, validateList } from './validate-list';
import type { Issue, Rule } from './types';

/** A card of `system` (Confrontation unless said): rules see a card of another system than the list's as none (card.other-system). */
export function card(input: Partial<CardInput> & { id: string }, faction = 'test', system: SystemId = 'confrontation'): DbCard {
  const parsed = cardSchema.parse({
    kind: 'fighter',
    name: { de: input.id, en: input.id },
    source: 'sample',
    points: 10,
    size: 'normal',
    ...input,
  });
  return { ...parsed, system, faction };
}

export const FIX = {
  mountainBreaker: card({
    id: 'mountain-breaker',
    kind: 'war-machine',
    points: 120,
    size: 'large',
    warMachine: {
      mobility: 'immobile',
      weight: 10,
      structurePoints: 6,
      crew: 1,
      servants: ['minelayer'],
      substitute: [
        { stat: 'AIM', min: 3 },
        { stat: 'DIS', min: 3 },
      ],
      fullOperationCrew: 3,
    },
  }),
  ballista: card({
    id: 'ballista',
    kind: 'war-machine',
    points: 60,
    warMachine: { mobility: 'immobile', weight: 8, structurePoints: 4, crew: 2, servants: ['mechanic', 'mechanic-pair'] },
  }),
  /** An immobile machine whose card names no servants: only the figures that come with it. */
  lonelyCannon: card({
    id: 'lonely-cannon',
    kind: 'war-machine',
    warMachine: { mobility: 'immobile', crew: 1, substitute: [{ stat: 'AIM', min: 2 }] },
  }),
  chariot: card({
    id: 'chariot',
    kind: 'war-machine',
    points: 90,
    size: 'large',
    stats: { MOV: 20, RES: 14 },
    abilities: [{ id: 'transport', value: 4, access: 'sides' }, { id: 'impact', value: 3 }, { id: 'irrepressible' }],
    warMachine: { mobility: 'mobile', weight: 10, structurePoints: 8 },
  }),
  minelayer: card({ id: 'minelayer', size: 'small', points: 12, stats: { AIM: 2, DIS: 2 }, abilities: [{ id: 'minelayer' }] }),
  mechanic: card({ id: 'mechanic', size: 'small', abilities: [{ id: 'mechanic', value: 4 }] }),
  mechanicPair: card({ id: 'mechanic-pair', size: 'small', figures: 2, abilities: [{ id: 'mechanic', value: 4 }] }),
  thallion: card({ id: 'thallion', size: 'normal', points: 15, stats: { AIM: 3, DIS: 3 } }),
  thallionDis2: card({ id: 'thallion-dis2', size: 'normal', stats: { AIM: 3, DIS: 2 } }),
  noStats: card({ id: 'no-stats', size: 'normal' }),
  small: card({ id: 'small-one', size: 'small', points: 5 }),
  normal: card({ id: 'normal-one', size: 'normal', points: 8 }),
  large: card({ id: 'large-one', size: 'large', points: 20 }),
  veryLarge: card({ id: 'very-large-one', size: 'very-large', points: 40 }),
  rider: card({ id: 'rider', size: 'normal', mount: true }),
  enthroned: card({ id: 'enthroned', size: 'normal', throne: true }),
  trio: card({ id: 'trio', size: 'small', figures: 3, points: 18 }),
  /** A figure whose card gives no size: counted as Normal. */
  unsized: card({ id: 'unsized-one', points: 8, size: undefined }),
} as const;

export function lookupOf(cards: readonly DbCard[] = Object.values(FIX)): CardLookup {
  return cardLookup(cards);
}

export const LOOKUP = lookupOf();

export interface EntrySpec {
  id: string;
  cardId: string;
  count?: number;
  assignments?: Assignment[];
}

export const crewOf = (machine: string, role: 'servant' | 'substitute' = 'servant'): Assignment => ({
  type: 'crew',
  machine,
  role,
});
export const aboard = (vehicle: string): Assignment => ({ type: 'aboard', vehicle });

export function listOf(entries: EntrySpec[], opts: { pointsLimit?: number; system?: SystemId } = {}): ArmyList {
  return armyListSchema.parse({
    format: 'muster-list',
    version: 2,
    id: 'test-list',
    name: 'Test',
    system: opts.system ?? 'confrontation',
    faction: 'test',
    pointsLimit: opts.pointsLimit ?? 10000,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    entries: entries.map((e) => ({ count: 1, assignments: [], ...e })),
  });
}

/** Issues of one rule for a list built from the fixtures. */
export function checkRule(rule: Rule, list: ArmyList, lookup: CardLookup = LOOKUP): Issue[] {
  return rule.check(ruleContext(list, lookup));
}

/** Codes and entry ids of all issues of a list, as `code@entry` strings. */
export function codesOf(list: ArmyList, lookup: CardLookup = LOOKUP): string[] {
  return validateList(list, lookup).map((i) => (i.entryId ? `${i.code}@${i.entryId}` : i.code));
}
