import { describe, expect, it } from 'vitest';
import type { DbCard } from '../../model/card';
import { addEntry } from '../../list/ops';
import { newList } from '../../list/new';
import { entryPoints } from '../../list/totals';
import type { CardLookup } from '../../db/types';
import type { ArmyList } from '../../model/list';
import { addItem, removeItem, setChoice, setComposition } from './options';
import { ITEMS, OW, OW_LOOKUP, owList } from './test-fixtures';
import { newEntryStart } from './unit';

const spearmen: DbCard = {
  id: 'spearmen',
  kind: 'fighter',
  name: { de: 'Speerträger', en: 'Spearmen' },
  source: 'sample',
  points: 9,
  personality: false,
  figures: 1,
  mount: false,
  throne: false,
  stats: {},
  abilities: [],
  troopType: 'regular-infantry',
  unitSize: { min: 10 },
  options: [
    { id: 'shields', name: { de: 'Schilde', en: 'Shields' }, points: 1, per: 'model' },
    { id: 'champion', name: { de: 'Champion', en: 'Champion' }, points: 6, per: 'unit' },
  ],
  system: 'oldworld',
  faction: 'high-elf-realms',
};
const lookup = { card: (id: string) => (id === 'spearmen' ? spearmen : undefined) };

function list() {
  const l = newList({ name: 'x', system: 'oldworld', faction: 'high-elf-realms', pointsLimit: 1000, id: 'l', now: new Date(0) });
  return addEntry(l, 'spearmen', 20).list;
}

describe('setChoice (simple cards)', () => {
  it('buys and drops options the card offers, in the card order, and the points follow', () => {
    let l = list();
    l = setChoice(l, 'e1', 'champion', true, lookup).list;
    l = setChoice(l, 'e1', 'shields', true, lookup).list;
    expect(l.entries[0]!.options).toEqual(['shields', 'champion']);
    expect(entryPoints(l.entries[0]!, spearmen)).toBe(20 * 9 + 20 * 1 + 6);
    l = setChoice(l, 'e1', 'shields', false, lookup).list;
    l = setChoice(l, 'e1', 'champion', false, lookup).list;
    expect(l.entries[0]!.options).toBeUndefined();
  });

  it('refuses options the card does not offer and unknown entries, leaving the list unchanged', () => {
    const l = list();
    expect(setChoice(l, 'e1', 'dragon', true, lookup)).toEqual({ ok: false, list: l, error: { code: 'unknown-option', entryId: 'e1', optionId: 'dragon' } });
    expect(setChoice(l, 'e9', 'shields', true, lookup)).toMatchObject({ ok: false, list: l, error: { code: 'unknown-entry' } });
  });
});

/** The Old World test army with a mount that has sub-options, a fixed option and a Detachment option on the Warriors. */
const lord: DbCard = {
  ...OW.lord,
  oldworld: {
    ...OW.lord.oldworld!,
    mounts: [
      ...OW.lord.oldworld!.mounts,
      { id: 'mounts.chariot', name: { en: 'Chariot', de: 'Streitwagen' }, points: 50, options: [{ id: 'mounts.chariot.scythes', name: { en: 'Scythes', de: 'Sensen' }, points: 5, default: true, exclusive: true }, { id: 'mounts.chariot.spikes', name: { en: 'Spikes', de: 'Stacheln' }, points: 3, exclusive: true }] },
    ],
    options: [{ id: 'options.crown', name: { en: 'Crown', de: 'Krone' }, points: 0, fixed: true, default: true }],
  },
};
const warriors: DbCard = { ...OW.warriors, oldworld: { ...OW.warriors.oldworld!, options: [...OW.warriors.oldworld!.options, { id: 'options.detachment', name: { en: 'Detachment', de: 'Abteilung' }, points: 0 }] } };
const owLookup: CardLookup = { card: (id) => (id === lord.id ? lord : id === warriors.id ? warriors : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };

function owEntry(card: DbCard) {
  const base = owList(2000, []);
  const start = newEntryStart(card, base);
  return addEntry(base, card.id, start.count, start.options).list;
}
const options = (l: ArmyList) => l.entries[0]!.options ?? [];

describe('Old World choices', () => {
  it('a new unit starts at its minimum size with its default choices; a character with one of each choose-one group and its fixed options', () => {
    expect(newEntryStart(warriors, owList(2000, []))).toEqual({ count: 10, options: ['equipment.hand-weapons', 'armour.light-armour'] });
    expect(newEntryStart(lord, owList(2000, [])).options).toEqual(['equipment.hand-weapon', 'armour.heavy-armour', 'mounts.on-foot', 'options.crown']);
  });

  it('a choose-one group keeps exactly one: choosing another replaces it, dropping the chosen one is refused', () => {
    let l = owEntry(warriors);
    l = setChoice(l, 'e1', 'equipment.spears', true, owLookup).list;
    expect(options(l)).toEqual(['equipment.spears', 'armour.light-armour']);
    expect(setChoice(l, 'e1', 'equipment.spears', false, owLookup)).toMatchObject({ ok: false, error: { code: 'choose-one' } });
    expect(entryPoints(l.entries[0]!, warriors, owLookup)).toBe(10 * 6 + 10 * 1);
  });

  it('exclusive options replace each other; other options stay', () => {
    let l = owEntry(warriors);
    l = setChoice(l, 'e1', 'options.shields', true, owLookup).list;
    l = setChoice(l, 'e1', 'options.drilled', true, owLookup).list;
    l = setChoice(l, 'e1', 'options.veteran', true, owLookup).list;
    expect(options(l).filter((o) => o.startsWith('options.'))).toEqual(['options.shields', 'options.veteran']);
  });

  it("a character's General and Battle Standard Bearer exclude each other; a fixed option cannot be dropped", () => {
    let l = owEntry(lord);
    l = setChoice(l, 'e1', 'command.general', true, owLookup).list;
    l = setChoice(l, 'e1', 'command.battle-standard-bearer', true, owLookup).list;
    expect(options(l)).toContain('command.battle-standard-bearer');
    expect(options(l)).not.toContain('command.general');
    expect(setChoice(l, 'e1', 'options.crown', false, owLookup)).toMatchObject({ ok: false, error: { code: 'fixed-option' } });
  });

  it('a mount brings its default sub-option; another mount drops the mount and its sub-options; a sub-option brings its parent', () => {
    let l = owEntry(lord);
    l = setChoice(l, 'e1', 'mounts.chariot', true, owLookup).list;
    expect(options(l)).toEqual(['equipment.hand-weapon', 'armour.heavy-armour', 'mounts.chariot', 'mounts.chariot.scythes', 'options.crown']);
    l = setChoice(l, 'e1', 'mounts.chariot.spikes', true, owLookup).list;
    expect(options(l).filter((o) => o.startsWith('mounts.chariot.'))).toEqual(['mounts.chariot.spikes']);
    l = setChoice(l, 'e1', 'mounts.warhorse', true, owLookup).list;
    expect(options(l).filter((o) => o.startsWith('mounts.'))).toEqual(['mounts.warhorse']);
    l = setChoice(l, 'e1', 'mounts.chariot.scythes', true, owLookup).list;
    expect(options(l).filter((o) => o.startsWith('mounts.'))).toEqual(['mounts.chariot', 'mounts.chariot.scythes']);
  });

  it('taking a unit as a detachment drops its command and their items; choosing command again drops the detachment', () => {
    let l = owEntry(warriors);
    l = setChoice(l, 'e1', 'command.standard-bearer', true, owLookup).list;
    l = addItem(l, 'e1', 'command.standard-bearer.magic', ITEMS.banner.id, owLookup).list;
    l = setChoice(l, 'e1', 'options.detachment', true, owLookup).list;
    expect(options(l)).toEqual(['equipment.hand-weapons', 'armour.light-armour', 'options.detachment']);
    expect(l.entries[0]!.items).toBeUndefined();
    l = setChoice(l, 'e1', 'command.musician', true, owLookup).list;
    expect(options(l)).toEqual(['equipment.hand-weapons', 'armour.light-armour', 'command.musician']);
  });

  it('a unit with a Detachment option per composition (Elven Archers have two): either one drops the command, and command drops either', () => {
    const detachment = (id: string, only: string) => ({ id, name: { en: 'Detachment', de: 'Abteilung' }, points: 0, only: [only] });
    const archers: DbCard = { ...OW.warriors, id: 'test-archers', oldworld: { ...OW.warriors.oldworld!, options: [detachment('options.detachment', 'test-guard'), detachment('options.detachment-2', 'test-army')] } };
    const lookup: CardLookup = { card: (id) => (id === archers.id ? archers : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    let l = addEntry(owList(2000, []), archers.id, 10, ['equipment.hand-weapons', 'armour.light-armour']).list;
    l = setChoice(l, 'e1', 'command.musician', true, lookup).list;
    l = setChoice(l, 'e1', 'options.detachment-2', true, lookup).list;
    expect(options(l)).toEqual(['equipment.hand-weapons', 'armour.light-armour', 'options.detachment-2']);
    l = setChoice(l, 'e1', 'command.champion', true, lookup).list;
    expect(options(l)).toEqual(['equipment.hand-weapons', 'armour.light-armour', 'command.champion']);
  });

  it('stackable counts, magic items taken again (stackable ones counted up) and removed, and the composition', () => {
    let l = owEntry(lord);
    l = addItem(l, 'e1', 'items.magic-items', ITEMS.swordOfMight.id, owLookup).list;
    l = addItem(l, 'e1', 'items.magic-items', ITEMS.swordOfMight.id, owLookup).list;
    l = addItem(l, 'e1', 'items.magic-items', ITEMS.ogreBlade.id, owLookup).list;
    l = addItem(l, 'e1', 'items.magic-items', ITEMS.ogreBlade.id, owLookup).list;
    expect(l.entries[0]!.items).toEqual([
      { slot: 'items.magic-items', item: ITEMS.swordOfMight.id, count: 2 },
      { slot: 'items.magic-items', item: ITEMS.ogreBlade.id },
    ]);
    expect(entryPoints(l.entries[0]!, lord, owLookup)).toBe(100 + 2 * 20 + 75);
    l = removeItem(l, 'e1', 0, owLookup).list;
    expect(l.entries[0]!.items).toEqual([{ slot: 'items.magic-items', item: ITEMS.ogreBlade.id }]);
    expect(addItem(l, 'e1', 'items.magic-items', 'test-knights', owLookup)).toMatchObject({ ok: false, error: { code: 'invalid-card-id' } });
    expect(setComposition(l, 'test-guard').list.composition).toBe('test-guard');
    expect(setComposition(setComposition(l, 'test-guard').list, 'test-army').list.composition).toBeUndefined();
  });
});

describe('a single piece of armour not worn by default (an Engineer’s light armour)', () => {
  const engineer: DbCard = {
    ...OW.hero,
    id: 'test-engineer',
    points: 45,
    oldworld: { ...OW.hero.oldworld!, armour: [{ id: 'armour.light-armour', name: { en: 'Light armour', de: 'Leichte Rüstung' }, points: 3 }] },
  };
  const lookup: CardLookup = { card: (id) => (id === engineer.id ? engineer : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };

  it('is not chosen when the unit is added, and can be taken and taken off again', () => {
    const start = newEntryStart(engineer, { faction: 'test-army' });
    expect(start.options ?? []).not.toContain('armour.light-armour');
    const l0 = owList(1000, [{ cardId: engineer.id, count: 1, ...(start.options ? { options: start.options } : {}) }]);
    expect(entryPoints(l0.entries[0]!, engineer, lookup)).toBe(45);
    const on = setChoice(l0, 'e1', 'armour.light-armour', true, lookup);
    if (!on.ok) throw new Error('not taken');
    expect(on.list.entries[0]?.options).toContain('armour.light-armour');
    expect(entryPoints(on.list.entries[0]!, engineer, lookup)).toBe(48);
    const off = setChoice(on.list, 'e1', 'armour.light-armour', false, lookup);
    if (!off.ok) throw new Error('not taken off');
    expect(off.list.entries[0]?.options ?? []).not.toContain('armour.light-armour');
    expect(entryPoints(off.list.entries[0]!, engineer, lookup)).toBe(45);
  });
});
