/** Inline cards and list builders for the TJOST rule tests (not the shipped database). */
import type { CardLookup } from '../../../db/types';
import { cardLookup } from '../../../db/lookup';
import type { CardInput, DbCard } from '../../../model/card';
import { armyListSchema, type ArmyList, type Assignment, type ListKind } from '../../../model/list';
import { ruleContext } from '../../../checks/validate-list';
import { card } from '../../../checks/test-fixtures';
import type { Issue, Rule } from '../../../checks/types';

const own = (input: Partial<CardInput> & { id: string }): DbCard => card(input, 'own');

export const TJ = {
  hero: own({ id: 'hero', points: 60, personality: true, rank: { de: 'Lebende Legende', en: 'Living Legend' } }),
  warrior: own({ id: 'warrior', points: 20, rank: { de: 'Regulär', en: 'Regular' } }),
  cheap: own({ id: 'cheap', points: 8 }),
  dear: own({ id: 'dear', points: 140 }),
  trio: own({ id: 'trio', points: 30, figures: 3 }),
  mage: own({ id: 'mage', points: 40, stats: { POW: 3 } }),
  spell: own({ id: 'spell', kind: 'spell', points: 15 }),
  miracle: own({ id: 'miracle', kind: 'miracle', points: 10 }),
  artifact: own({ id: 'artifact', kind: 'artifact', points: 12 }),
  flask: own({ id: 'flask', kind: 'equipment', points: 5 }),
  shadow: own({ id: 'shadow', points: 30, rank: { de: 'Schatten-Veteran', en: 'Shadow Veteran' } }),
  experience: own({ id: 'experience', kind: 'experience', points: 5 }),
  incarnationItem: own({ id: 'incarnation-item', kind: 'artifact', points: 10, origin: 'incarnation' }),
  incarnationHero: own({ id: 'incarnation-hero', points: 50, origin: 'incarnation', personality: true }),
  c1Spell: own({ id: 'c1-spell', kind: 'spell', points: 10, origin: 'confrontation-1' }),
  c1Fighter: own({ id: 'c1-fighter', points: 12, origin: 'confrontation-1' }),
  ally: own({ id: 'ally', points: 25, allyOf: 'other' }),
  mercenary: own({ id: 'mercenary', points: 25, mercenary: true }),
  familiar: own({ id: 'familiar', points: 6, familiar: true, figures: 2 }),
  elemental: card({ id: 'elemental', points: 30, elemental: true }, 'neutral'),
  stranger: card({ id: 'stranger', points: 20 }, 'other'),
} as const;

export const TJ_LOOKUP: CardLookup = cardLookup(Object.values(TJ));

interface TjEntry {
  id: string;
  cardId: string;
  count?: number;
  assignments?: Assignment[];
}

export function tjList(kind: ListKind, entries: TjEntry[], pointsLimit = kind === 'tjost-selection' ? 400 : 300): ArmyList {
  return armyListSchema.parse({
    format: 'muster-list',
    version: 2,
    id: `tj-${kind}`,
    name: 'TJOST',
    system: 'confrontation',
    faction: 'own',
    pointsLimit,
    kind,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    entries: entries.map((e) => ({ count: 1, assignments: [], ...e })),
  });
}

export const bearer = (id: string): Assignment => ({ type: 'bearer', bearer: id });

/** Issues of one rule, optionally with the game list's selection list. */
export function checkTj(rule: Rule, list: ArmyList, selection?: ArmyList): Issue[] {
  return rule.check(ruleContext(list, TJ_LOOKUP, selection));
}
