/**
 * Writes the Old World sample lists in resources/samples from the shipped (converted) data:
 * a valid Dwarf and High Elf army and one list per Old World rule code that breaks exactly
 * that rule. Units get their default options the way the editor adds them.
 *   node --import tsx scripts/samples/oldworld.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addEntry } from '../../core/list/ops';
import { newList } from '../../core/list/new';
import { serializeList } from '../../core/list/serialize';
import type { ArmyList } from '../../core/model/list';
import { addItem, setChoice, setComposition } from '../../core/systems/oldworld/options';
import { compositionOf } from '../../core/systems/oldworld/composition';
import { defaultOptions } from '../../core/systems/oldworld/unit';
import { addDetachment, setDetachmentCount } from '../../core/systems/oldworld/detachments';
import { validateList } from '../../core/checks';
import { loadCardDatabase, shippedCardsDir } from '../../main/services/card-db';
import { safeWrite } from '../../main/services/safe-write';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { db } = await loadCardDatabase([shippedCardsDir(path.join(root, 'resources'))]);

interface UnitSpec {
  unit: string;
  count?: number;
  choose?: string[];
  drop?: string[];
  items?: [string, string][];
  /** Detachments the unit takes: card (as `unit`) and models. */
  detachments?: [string, number][];
}

function build(id: string, name: string, faction: string, points: number, units: UnitSpec[], composition?: string): ArmyList {
  let list = newList({ id, name, system: 'oldworld', faction, pointsLimit: points, now: new Date('2025-03-01T10:00:00.000Z') });
  if (composition) list = setComposition(list, composition).list;
  for (const spec of units) {
    const card = db.card(`${faction}-${spec.unit}`) ?? db.card(spec.unit);
    if (!card) throw new Error(`no card ${spec.unit}`);
    const added = addEntry(list, card.id, spec.count ?? card.unitSize?.min ?? 1, defaultOptions(card, compositionOf(list)));
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    list = added.list;
    const entryId = added.entryId!;
    for (const o of spec.choose ?? []) list = must(setChoice(list, entryId, o, true, db), o);
    for (const o of spec.drop ?? []) list = must(setChoice(list, entryId, o, false, db), o);
    for (const [slot, item] of spec.items ?? []) list = must(addItem(list, entryId, slot, item, db), item);
    for (const [unit, models] of spec.detachments ?? []) {
      const index = list.entries.find((e) => e.id === entryId)?.detachments?.length ?? 0;
      list = must(addDetachment(list, entryId, `${faction}-${unit}`, compositionOf(list), db), unit);
      list = must(setDetachmentCount(list, entryId, index, models), unit);
    }
  }
  return list;
}

function must(r: { ok: boolean; list: ArmyList; error?: unknown }, what: string): ArmyList {
  if (!r.ok) throw new Error(`${what}: ${JSON.stringify(r.error)}`);
  return r.list;
}

const dwarfs = (points = 1500): UnitSpec[] => [
  { unit: 'thane', choose: ['command.general', 'options.shield'] },
  { unit: 'runesmith' },
  { unit: 'dwarf-warriors', count: 30, choose: ['options.shields', 'command.veteran-champion', 'command.standard-bearer', 'command.musician'] },
  { unit: 'quarrellers', count: 30 },
  { unit: 'ironbreakers', count: 15 },
  { unit: 'miners', count: 15 },
  { unit: 'dwarf-warriors', count: 10 },
  { unit: 'cannon' },
  { unit: 'grudge-thrower' },
  { unit: 'dwarf-warriors', count: points >= 1500 ? 10 : 5 },
];

const highElves: UnitSpec[] = [
  { unit: 'prince', choose: ['command.general', 'armour.heavy-armour'] },
  { unit: 'mage' },
  { unit: 'elven-spearmen', count: 20, choose: ['command.standard-bearer', 'command.musician'] },
  { unit: 'phoenix-guard', count: 5 },
  { unit: 'swordmasters', count: 5 },
  { unit: 'silver-helms', count: 5 },
  { unit: 'eagle-claw-bolt-thrower' },
];

const nightGoblins = (fanatics: number): UnitSpec[] => [
  { unit: 'night-goblin-warboss', choose: ['command.general'] },
  { unit: 'night-goblin-oddgit' },
  { unit: 'night-goblin-mob', count: 30, choose: ['command.boss-champion', 'command.standard-bearer', 'command.musician'], detachments: [['fanatics', fanatics]] },
  { unit: 'night-goblin-mob', count: 20, detachments: [['fanatics', 2]] },
  { unit: 'goblin-wolf-rider-mob', count: 5 },
  { unit: 'goblin-rock-lobber' },
];

const samples: [string, ArmyList][] = [
  ['valid-oldworld-dwarfs', build('sample-oldworld-dwarfs', 'Karak Azgal expedition', 'dwarfen-mountain-holds', 1500, dwarfs())],
  ['valid-oldworld-high-elves', build('sample-oldworld-high-elves', 'Wardens of the White Tower', 'high-elf-realms', 1000, highElves)],
  ['valid-oldworld-night-goblins', build('sample-oldworld-night-goblins', 'Da Moonlit Mob', 'orc-and-goblin-tribes', 1000, nightGoblins(3))],
  ['oldworld.unit-size', build('sample-ow-unit-size', 'Too few spears', 'high-elf-realms', 1000, highElves.map((u) => (u.unit === 'silver-helms' ? { ...u, count: 3 } : u.unit === 'elven-spearmen' ? { ...u, count: 25 } : u)))],
  ['oldworld.option-unknown', build('sample-ow-option-unknown', 'An option from elsewhere', 'high-elf-realms', 1000, highElves)],
  ['oldworld.category-min', build('sample-ow-category-min', 'Too little Core', 'high-elf-realms', 1000, [{ unit: 'prince', choose: ['command.general'] }, { unit: 'mage' }, { unit: 'elven-spearmen', count: 10 }, { unit: 'phoenix-guard', count: 10 }, { unit: 'eagle-claw-bolt-thrower' }, { unit: 'great-eagle' }])],
  ['oldworld.category-max', build('sample-ow-category-max', 'Too many heroes', 'high-elf-realms', 1000, [
    { unit: 'prince', choose: ['command.general'], items: [['items.magic-items', 'item-general-ogre-blade']] },
    { unit: 'mage' },
    { unit: 'noble' },
    { unit: 'noble' },
    { unit: 'noble' },
    { unit: 'noble' },
    { unit: 'elven-spearmen', count: 10 },
    { unit: 'ellyrian-reavers', count: 5 },
    { unit: 'silver-helms', count: 4 },
  ])],
  ['oldworld.per-points', build('sample-ow-per-points', 'Three eagles at 1000 points', 'high-elf-realms', 1000, [...highElves.filter((u) => u.unit !== 'eagle-claw-bolt-thrower'), { unit: 'great-eagle' }, { unit: 'great-eagle' }, { unit: 'great-eagle' }].map((u) => (u.unit === 'phoenix-guard' ? { ...u, count: 5 } : u)))],
  ['oldworld.general-missing', build('sample-ow-general-missing', 'Nobody in charge', 'high-elf-realms', 1000, highElves.map((u) => (u.unit === 'prince' ? { ...u, choose: ['armour.heavy-armour'] } : u)))],
  ['oldworld.option-group', build('sample-ow-option-group', 'General and Battle Standard', 'dwarfen-mountain-holds', 1500, dwarfs())],
  ['oldworld.magic-item-allowance', build('sample-ow-magic-item-allowance', 'A Prince overloaded', 'high-elf-realms', 1000, highElves.map((u) => (u.unit === 'prince' ? { ...u, items: [['items.magic-items', 'item-general-ogre-blade'], ['items.magic-items', 'item-general-armour-of-silvered-steel']] } : u)))],
  ['oldworld.magic-item-unique', build('sample-ow-magic-item-unique', 'Two Swords of Swiftness', 'high-elf-realms', 1000, highElves.map((u) => (u.unit === 'prince' || u.unit === 'mage' ? { ...u, items: [['items.magic-items', 'item-general-sword-of-swiftness']] } : u)))],
  ['oldworld.magic-item-combination', build('sample-ow-magic-item-combination', 'Two bearers of one rune combination', 'dwarfen-mountain-holds', 2000, [
    { unit: 'king', choose: ['command.general'], items: [['items.runes', 'item-dwarfen-mountain-holds-rune-of-cleaving'], ['items.runes', 'item-dwarfen-mountain-holds-rune-of-fire']] },
    { unit: 'thane', choose: ['options.shield'], items: [['items.runes', 'item-dwarfen-mountain-holds-rune-of-cleaving'], ['items.runes', 'item-dwarfen-mountain-holds-rune-of-fire']] },
    ...dwarfs().slice(1),
  ])],
  ['oldworld.detachment', build('sample-ow-detachment', 'Four Fanatics in one Mob', 'orc-and-goblin-tribes', 1000, nightGoblins(4))],
  ['oldworld.composition', build('sample-ow-composition', 'A Sea Guard captain in the main army', 'high-elf-realms', 1000, [...highElves, { unit: 'sea-guard-garrison-commander' }])],
];

/** Hand edits a builder cannot make (they are wrong on purpose). */
function tamper(name: string, list: ArmyList): ArmyList {
  if (name === 'oldworld.option-unknown') return { ...list, entries: list.entries.map((e, i) => (i === 2 ? { ...e, options: [...(e.options ?? []), 'options.shields-from-the-old-samples'] } : e)) };
  if (name === 'oldworld.option-group') return { ...list, entries: list.entries.map((e, i) => (i === 0 ? { ...e, options: [...(e.options ?? []), 'command.battle-standard-bearer'] } : e)) };
  return list;
}

for (const [name, built] of samples) {
  const list = tamper(name, built);
  const issues = validateList(list, db);
  const codes = [...new Set(issues.map((i) => i.code))];
  process.stdout.write(`${name}: ${list.entries.length} entries, ${issues.length ? codes.join(', ') : 'valid'}\n`);
  for (const i of issues) process.stdout.write(`  ${i.code} ${i.entryId ?? ''} ${JSON.stringify(i.params)}\n`);
  await safeWrite(path.join(root, 'resources', 'samples', `${name}.muster`), serializeList(list));
}
