import { describe, expect, it } from 'vitest';
import { newList } from '../../list/new';
import { addEntry } from '../../list/ops';
import { listPoints } from '../../list/totals';
import type { ArmyList } from '../../model/list';
import type { JsonObject } from './import/reader';
import { addItem, setChoice } from './options';
import { exportOwbList } from './owb-list-export';
import { importOwbList } from './owb-list-import';
import { owbUnitPoints } from './owb-points';
import { shippedOldWorld } from './test-support/shipped';
import { newEntryStart } from './unit';

/**
 * The sub-options of a mount or command entry a unit does not take, as the export writes them:
 * ticked as the dataset ticks them, as Old World Builder keeps them (src/pages/unit/Unit.jsx
 * handleMountsChange and handleCommandChange leave a sub-option's tick as it is), so a player who
 * picks the mount there later gets its weapons. Points by Old World Builder's own points code
 * (owb-points.ts; the same numbers as its getUnitPoints on the tester's files).
 */
const db = shippedOldWorld();

function listOf(faction: string, composition: string | undefined, units: [cardId: string, count?: number][]): ArmyList {
  let l: ArmyList = { ...newList({ id: 'l', name: 'x', system: 'oldworld', faction, pointsLimit: 2000, now: new Date(0) }), ...(composition ? { composition } : {}) };
  for (const [cardId, count] of units) {
    const start = newEntryStart(db.card(cardId), l);
    const added = addEntry(l, cardId, count ?? start.count, start.options);
    if (!added.ok) throw new Error(`cannot add ${cardId}`);
    l = added.list;
  }
  return l;
}
const ok = (r: { ok: boolean; list: ArmyList }): ArmyList => {
  if (!r.ok) throw new Error('refused');
  return r.list;
};
type Unit = JsonObject & { mounts: (JsonObject & { options?: JsonObject[] })[]; command: (JsonObject & { options?: JsonObject[] })[] };
/** Old World Builder's unit page picking a mount (handleMountsChange): that one active, the others not; sub-options as they are. */
const pickMount = (u: Unit, name: string): Unit => ({ ...u, mounts: u.mounts.map((m) => ({ ...m, active: m.name_en === name })) });
/** Old World Builder's unit page ticking a command entry (handleCommandChange); sub-options as they are. */
const tickCommand = (u: Unit, name: string): Unit => ({ ...u, command: u.command.map((c) => (c.name_en === name ? { ...c, active: true } : c)) });
const subs = (o: { options?: JsonObject[] } | undefined) => (o?.options ?? []).map((s) => [s.name_en, s.active]);

describe('Old World Builder export: sub-options of an option not taken', () => {
  it('a Black Orc Bigboss on foot (Battle Standard Bearer with the Waaagh Banner): 140 points, 272 once its player picks the Black Orc Boar Chariot in Old World Builder', () => {
    let l = listOf('orc-and-goblin-tribes', undefined, [['orc-and-goblin-tribes-black-orc-bigboss']]);
    l = ok(setChoice(l, 'e1', 'command.battle-standard-bearer', true, db));
    l = ok(addItem(l, 'e1', 'command.battle-standard-bearer.magic', 'item-orc-and-goblin-tribes-waaagh-banner', db));
    expect(listPoints(l, db)).toBe(140);
    const file = exportOwbList(l, db);
    const bigboss = file.characters[0] as Unit;
    expect(owbUnitPoints(bigboss, 'characters', 'orc-and-goblin-tribes')).toBe(140);
    const chariot = bigboss.mounts.find((m) => m.name_en === 'Black Orc Boar Chariot');
    expect(subs(chariot)).toEqual([['Hand weapon, Additional hand weapon', true], ['Hand weapons, Great weapons', false], ['Standard bearer', false]]);
    expect(owbUnitPoints(pickMount(bigboss, 'Black Orc Boar Chariot'), 'characters', 'orc-and-goblin-tribes')).toBe(272);
  });

  it('a Thunderers’ Veteran keeps its handgun and an Ironbreakers’ Ironbeard its shield (157 points once ticked) through an import and export', () => {
    const dwarfs = listOf('dwarfen-mountain-holds', undefined, [['dwarfen-mountain-holds-thunderers', 15], ['dwarfen-mountain-holds-ironbreakers', 10]]);
    const back = importOwbList(JSON.parse(JSON.stringify(exportOwbList(dwarfs, db))) as unknown, db, 'dw.owb.json', { id: 'b' });
    const file = exportOwbList(back.list!, db);
    const [thunderers, ironbreakers] = file.core.concat(file.special) as Unit[];
    expect(subs(thunderers!.command.find((c) => c.name_en === 'Veteran (champion)'))).toEqual([['Handgun', true], ['Pistol', false], ['Brace of pistols', false]]);
    expect(subs(ironbreakers!.command.find((c) => c.name_en === 'Ironbeard (champion)'))[0]).toEqual(['Shield', true]);
    expect(owbUnitPoints(ironbreakers, 'special', 'dwarfen-mountain-holds')).toBe(150);
    expect(owbUnitPoints(tickCommand(ironbreakers!, 'Ironbeard (champion)'), 'special', 'dwarfen-mountain-holds')).toBe(157);
  });

  it('the sub-options of a taken option are as the list has them (a default one dropped stays dropped)', () => {
    let l = listOf('dwarfen-mountain-holds', undefined, [['dwarfen-mountain-holds-thunderers', 15]]);
    l = ok(setChoice(l, 'e1', 'command.veteran-champion.brace-of-pistols', true, db));
    l = ok(setChoice(l, 'e1', 'command.veteran-champion.handgun', false, db));
    const veteran = (exportOwbList(l, db).core[0] as Unit).command.find((c) => c.name_en === 'Veteran (champion)');
    expect(veteran?.active).toBe(true);
    expect(subs(veteran)).toEqual([['Handgun', false], ['Pistol', false], ['Brace of pistols', true]]);
  });
});

describe('Old World Builder export: the army of a mercenary', () => {
  it('Imperial Ogres in an Empire list name their army, as Old World Builder stores every mercenary; the army’s own units name none; the import reads them back', () => {
    const l = listOf('empire-of-man', undefined, [['empire-of-man-imperial-ogres', 3], ['empire-of-man-state-troops', 20]]);
    const file = exportOwbList(l, db);
    expect((file.mercenaries as JsonObject[]).map((u) => [u.name_en, u.army])).toEqual([['Imperial Ogres', 'empire-of-man']]);
    expect((file.core as JsonObject[]).map((u) => u.army)).toEqual([undefined]);
    const back = importOwbList(JSON.parse(JSON.stringify(file)) as unknown, db, 'e.owb.json', { id: 'b' });
    expect(back.problems).toEqual([]);
    const units = (x: ArmyList | undefined) => (x?.entries ?? []).map((e) => `${e.cardId} ×${e.count}`).sort();
    expect(units(back.list)).toEqual(units(l));
  });
});
