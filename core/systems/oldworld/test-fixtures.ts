import { newList } from '../../list/new';
import type { CardLookup, FactionInfo } from '../../db/types';
import type { DbCard } from '../../model/card';
import type { ArmyList, Entry } from '../../model/list';
import type { OwOption, OwUnit } from './model';
import { validateList } from '../../checks/validate-list';
import type { Issue } from '../../checks/types';

/**
 * A small Old World army for the rule tests, shaped like the converted Old World Builder data:
 * a Lord (with a shield to take) and a Hero (General and Battle Standard Bearer command, magic items), Warriors (core,
 * a choose-one weapon, armour, shields, exclusive drills, champion and standard bearer with
 * magic allowances), Knights (special, 0-1 per 1000 points), a Cannon (rare) and item lists.
 */

const t = (en: string, de = en) => ({ en, de });
const opt = (id: string, en: string, points: number, extra: Partial<OwOption> = {}): OwOption => ({ id, name: t(en), points, ...extra });

function unit(id: string, en: string, points: number, ow: Partial<OwUnit> & Pick<OwUnit, 'category'>, size?: { min: number; max?: number }): DbCard {
  return {
    id,
    kind: 'fighter',
    name: t(en),
    source: 'dataset',
    points,
    personality: false,
    figures: 1,
    mount: false,
    throne: false,
    stats: {},
    abilities: [],
    troopType: 'regular-infantry',
    unitSize: size ?? { min: 1, max: 1 },
    oldworld: { profiles: [], equipment: [], armour: [], mounts: [], options: [], command: [], items: [], ...ow },
    provenance: { dataset: 'test', originalId: id.replace(/^test-/, ''), licence: 'test' },
    system: 'oldworld',
    faction: 'test-army',
  };
}

const CHARACTER_ITEMS = { id: 'items.magic-items', types: ['weapon', 'armor', 'talisman', 'enchanted-item', 'arcane-item'], maxPoints: 100 };

export const OW = {
  lord: unit('test-lord', 'Lord', 100, {
    category: 'characters',
    equipment: [opt('equipment.hand-weapon', 'Hand weapon', 0, { default: true }), opt('equipment.great-weapon', 'Great weapon', 6)],
    armour: [opt('armour.heavy-armour', 'Heavy armour', 0, { default: true }), opt('armour.full-plate', 'Full plate armour', 6)],
    mounts: [opt('mounts.on-foot', 'On foot', 0, { default: true }), opt('mounts.warhorse', 'Warhorse', 15)],
    // A shield to take: the Lord may carry a magic shield (the Hero, without one, may not).
    options: [opt('options.shield', 'Shield', 3)],
    command: [opt('command.general', 'General', 0), opt('command.battle-standard-bearer', 'Battle Standard Bearer', 25, { magic: { id: 'command.battle-standard-bearer.magic', types: ['banner'], maxPoints: 100 } })],
    items: [CHARACTER_ITEMS],
  }),
  hero: unit('test-hero', 'Hero', 50, {
    category: 'characters',
    equipment: [opt('equipment.hand-weapon', 'Hand weapon', 0, { default: true })],
    command: [opt('command.general', 'General', 0), opt('command.battle-standard-bearer', 'Battle Standard Bearer', 25)],
    items: [{ ...CHARACTER_ITEMS, maxPoints: 50 }],
  }),
  warriors: unit(
    'test-warriors',
    'Warriors',
    6,
    {
      category: 'core',
      equipment: [opt('equipment.hand-weapons', 'Hand weapons', 0, { default: true, perModel: true }), opt('equipment.spears', 'Spears', 1, { perModel: true })],
      armour: [opt('armour.light-armour', 'Light armour', 0, { default: true, perModel: true }), opt('armour.heavy-armour', 'Heavy armour', 1, { perModel: true })],
      options: [
        opt('options.shields', 'Shields', 1, { perModel: true }),
        opt('options.drilled', 'Drilled', 1, { perModel: true, exclusive: true }),
        opt('options.veteran', 'Veteran', 1, { perModel: true, exclusive: true }),
        opt('options.banner-of-the-king', 'Banner of the King', 5, { only: ['test-guard'] }),
      ],
      command: [
        opt('command.champion', 'Champion', 5, { magic: { id: 'command.champion.magic', types: ['weapon'], maxPoints: 25 } }),
        opt('command.standard-bearer', 'Standard bearer', 5, { magic: { id: 'command.standard-bearer.magic', types: ['banner'], maxPoints: 50 } }),
        opt('command.musician', 'Musician', 5),
      ],
    },
    { min: 10 },
  ),
  knights: unit('test-knights', 'Knights', 25, { category: 'special' }, { min: 5 }),
  cannon: unit('test-cannon', 'Cannon', 100, { category: 'rare' }),
  guard: unit('test-guard-unit', 'Royal Guard', 10, { category: 'special', compositions: { 'test-guard': { category: 'core' } } }, { min: 10 }),
  ally: { ...unit('test-ally-spears', 'Allied Spearmen', 8, { category: 'core' }, { min: 10 }), faction: 'other-army' } as DbCard,
  // Detachments, as the dataset has them: a regimental Mob (one detachment) taking Fanatics (1 to 3,
  // 25 points each), a Regiment that must take one or two detachments of Handgunners (5 to half
  // the Regiment), and Hounds that scale with their unit (1 to 3 per model).
  mob: unit('test-mob', 'Mob', 3, { category: 'core', regimentalUnit: true, maxDetachments: 1 }, { min: 10 }),
  regiment: unit('test-regiment', 'Regiment', 5, { category: 'core', regimentalUnit: true, minDetachments: 1, maxDetachments: 2 }, { min: 10 }),
  fanatics: unit('test-fanatics', 'Fanatics', 25, { category: 'core', detachment: true, minDetachmentSize: 1, maxDetachmentSize: 3, equipment: [opt('equipment.ball-and-chain', 'Ball and chain', 0, { default: true })] }, { min: 1 }),
  handgunners: unit(
    'test-handgunners',
    'Handgunners',
    7,
    {
      category: 'core',
      detachment: true,
      equipment: [opt('equipment.handguns', 'Handguns', 0, { default: true, perModel: true }), opt('equipment.crossbows', 'Crossbows', 1, { perModel: true })],
      options: [opt('options.sergeant', 'Sergeant', 5)],
    },
    { min: 5 },
  ),
  hounds: unit('test-hounds', 'Hounds', 8, { category: 'rare', detachment: true, scaleWithUnit: true, minDetachmentSize: 1, maxDetachmentSize: 3, compositions: { 'test-guard': { category: 'rare' } } }, { min: 1 }),
};

function item(id: string, en: string, points: number, type: string, list: string, extra: Partial<NonNullable<DbCard['item']>> = {}): DbCard {
  return {
    id,
    kind: 'artifact',
    name: t(en),
    source: 'dataset',
    points,
    personality: false,
    figures: 0,
    mount: false,
    throne: false,
    stats: {},
    abilities: [],
    item: { list, type, onePerArmy: false, ...extra },
    system: 'oldworld',
    faction: `magic-${list}`,
  };
}

export const ITEMS = {
  ogreBlade: item('item-general-ogre-blade', 'Ogre Blade', 75, 'weapon', 'general', { onePerArmy: true }),
  swordOfMight: item('item-general-sword-of-might', 'Sword of Might', 20, 'weapon', 'general', { stackable: true }),
  shield: item('item-general-enchanted-shield', 'Enchanted Shield', 10, 'armor', 'general'),
  charm: item('item-general-charm', 'Charm', 30, 'talisman', 'general'),
  banner: item('item-general-war-banner', 'War Banner', 25, 'banner', 'general'),
  alienBlade: item('item-other-alien-blade', 'Alien Blade', 10, 'weapon', 'other-army'),
};

export const ARMY: FactionInfo = {
  id: 'test-army',
  name: t('Test Army', 'Testarmee'),
  system: 'oldworld',
  cardCount: Object.keys(OW).length,
  oldworld: {
    army: 'test-army',
    itemLists: ['general', 'test-army'],
    allies: [{ army: 'friendly-army' }],
    compositions: [
      {
        id: 'test-army',
        name: t('Test Army', 'Testarmee'),
        categories: {
          characters: { maxPercent: 50, units: [{ ids: ['lord'], min: 0, max: 1, points: 1000, names: t('Lord') }] },
          core: { minPercent: 25, units: [] },
          special: { maxPercent: 50, units: [{ ids: ['knights'], min: 0, max: 1, points: 1000, names: t('Knights', 'Ritter') }] },
          rare: { maxPercent: 25, units: [] },
          mercenaries: { maxPercent: 20, units: [] },
          allies: { maxPercent: 25, units: [] },
        },
      },
      {
        id: 'test-guard',
        name: t('Royal Guard', 'Königsgarde'),
        categories: {
          characters: { maxPercent: 50, units: [{ ids: ['lord', 'hero'], min: 1, names: t('Lord or Hero', 'Lord oder Held') }] },
          core: { minPercent: 25, units: [] },
          special: { maxPercent: 50, units: [] },
          rare: { maxPercent: 25, units: [] },
        },
      },
    ],
  },
};

export const OW_LOOKUP: CardLookup = (() => {
  const byId = new Map<string, DbCard>([...Object.values(OW), ...Object.values(ITEMS)].map((c) => [c.id, c]));
  return { card: (id: string) => byId.get(id), faction: (system, id) => (system === 'oldworld' && id === ARMY.id ? ARMY : undefined) };
})();

/** A test army list at `points`, with the given entries (ids e1, e2, ... in order). */
export function owList(points: number, entries: Omit<Entry, 'id' | 'assignments'>[], composition?: string): ArmyList {
  const base = newList({ id: 'ow', name: 'Test', system: 'oldworld', faction: 'test-army', pointsLimit: points, now: new Date(0) });
  return {
    ...base,
    ...(composition ? { composition } : {}),
    lastEntryNumber: entries.length,
    entries: entries.map((e, i) => ({ ...e, id: `e${i + 1}`, assignments: [] })),
  };
}

/** The Lord as General with the default kit. */
export const GENERAL = { cardId: 'test-lord', count: 1, options: ['equipment.hand-weapon', 'armour.heavy-armour', 'mounts.on-foot', 'command.general'] };
/** Ten Warriors with their default kit. */
export const WARRIORS = (count = 10) => ({ cardId: 'test-warriors', count, options: ['equipment.hand-weapons', 'armour.light-armour'] });

/** Issues of one code (or every code when `code` is empty). */
export function owIssues(list: ArmyList, code = ''): Issue[] {
  return validateList(list, OW_LOOKUP).filter((i) => code === '' || i.code === code);
}
