import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newList } from '../../list/new';
import { addEntry } from '../../list/ops';
import { validateList } from '../../checks/validate-list';
import type { LoadProblem } from '../../db/types';
import type { ArmyList } from '../../model/list';
import { owFacts } from './facts';
import { newEntryStart } from './unit';
import { addDetachment, setDetachmentCount } from './detachments';
import { setLore } from './options';
import { listToText } from '../../export/text';
import { listPoints } from '../../list/totals';
import { parseListFile } from '../../list/load';
import { serializeList } from '../../list/serialize';
import { MAX_LIST_NOTES } from '../../model/list-format';
import { exportOwbList } from './owb-list-export';
import { importOwbList } from './owb-list-import';
import { owbListPoints } from './owb-points';
import { listKeys } from './test-support/random-list';
import { SAMPLE_TOTAL, sampleEmpireList } from './test-support/sample-list';
import { shippedOldWorld } from './test-support/shipped';

const SAMPLE = path.resolve(__dirname, '../../../resources/samples/oldworld-list.owb.json');
const db = shippedOldWorld();

describe('the sample Old World Builder file', () => {
  const list = sampleEmpireList(db);

  it('is what Muster exports for the sample list (UPDATE_OWB_SAMPLE=1 writes it anew)', () => {
    const text = `${JSON.stringify(exportOwbList(list, db), null, 2)}\n`;
    if (process.env.UPDATE_OWB_SAMPLE) writeFileSync(SAMPLE, text);
    expect(readFileSync(SAMPLE, 'utf8')).toBe(text);
  });

  it('shows the same total in Old World Builder as in Muster (788, added up by hand from its points code)', () => {
    const file = JSON.parse(readFileSync(SAMPLE, 'utf8')) as unknown;
    expect(listPoints(list, db)).toBe(SAMPLE_TOTAL);
    expect(owbListPoints(file)).toBe(SAMPLE_TOTAL);
  });

  it('imports back to the same units, options, items, counts, notes and points', () => {
    const file = JSON.parse(readFileSync(SAMPLE, 'utf8')) as unknown;
    const back = importOwbList(file, db, 'oldworld-list.owb.json', { id: 'x' });
    expect(back.problems).toEqual([]);
    expect(back.notes).toEqual([]);
    expect(back.list!.name).toBe('Nuln border watch');
    expect(back.list!.pointsLimit).toBe(2000);
    expect(back.list!.composition).toBeUndefined();
    expect(listKeys(back.list!, db)).toEqual(listKeys(list, db));
    expect(listPoints(back.list!, db)).toBe(SAMPLE_TOTAL);
  });
});

type Obj = Record<string, unknown> & { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const sampleFile = (): Obj => JSON.parse(readFileSync(SAMPLE, 'utf8')) as Obj;
const run = (file: unknown) => importOwbList(file, db, 'army.owb.json', { id: 'imported' });
const paths = (r: ReturnType<typeof run>) => r.problems.map((p) => `${p.path}: ${p.message}`);

describe('importOwbList: what a hand-edited or foreign file may hold', () => {
  it('refuses what is not an Old World Builder list of The Old World, naming the field', () => {
    expect(paths(run([]))).toEqual([': not an Old World Builder list (expected a JSON object)']);
    expect(run({ ...sampleFile(), game: 'warhammer-fantasy-8' }).list).toBeUndefined();
    expect(paths(run({ ...sampleFile(), game: 'warhammer-fantasy-8' }))[0]).toMatch(/^game: not a list of The Old World/);
    expect(paths(run({ ...sampleFile(), army: 'squats' }))).toEqual(["army: unknown army 'squats'"]);
  });

  it('reads numbers stored as the text of number inputs (strength, stackable counts, amounts)', () => {
    const file = sampleFile();
    file.core[0].strength = '8';
    const ogres = [...file.core, ...file.special, ...file.rare, ...file.mercenaries].find((u: Obj) => u.id.startsWith('imperial-ogres.'));
    ogres.options[0].stackableCount = '2';
    file.characters[0].items[0].selected[0].amount = '1';
    const r = run(file);
    expect(r.problems).toEqual([]);
    const knights = r.list!.entries.find((e) => e.cardId === 'empire-of-man-empire-knights')!;
    expect(knights.count).toBe(8);
    expect(r.list!.entries.find((e) => e.cardId === 'empire-of-man-imperial-ogres')!.counts).toEqual({ 'options.great-weapons': 2 });
  });

  it('names what cannot be mapped by its path and keeps the rest', () => {
    const file = sampleFile();
    file.core[0].id = 'land-ship.abc';
    file.core[1].options[0].name_en = 'Jetpacks';
    file.core[1].options[0].id = 'jetpacks';
    file.characters[0].items[0].selected[0].name = 'sword of nowhere';
    file.characters[0].items[0].selected[0].name_en = 'Sword of Nowhere';
    file.core[1].strength = 2.5;
    const r = run(file);
    expect(paths(r)).toEqual([
      "characters[0].items[0].selected[0]: unknown magic item 'Sword of Nowhere'; left out",
      "core[0].id: Empire Knights ('land-ship') is not a unit of Empire of Man Muster knows; left out",
      'core[1].strength: 2.5 models cannot be taken over (1 to 999 whole models); 3 used',
      "core[1].options[0]: State Troops has no option 'Jetpacks'; left out",
    ]);
    expect(r.list!.entries.map((e) => e.cardId)).toEqual([
      'empire-of-man-general-of-the-empire',
      'empire-of-man-state-troops',
      'empire-of-man-great-cannon',
      'empire-of-man-imperial-ogres',
      'dwarfen-mountain-holds-dwarf-warriors',
    ]);
    expect(r.list!.entries[0]!.items).toBeUndefined();
  });

  it('uses the main list for an unknown composition and a safe limit for a bad one, and says what it does not keep', () => {
    const file: Obj = { ...sampleFile(), armyComposition: 'city-of-brass', points: 'lots', description: 'for the club', compositionRule: 'grand-melee-x' };
    file.characters[0].name = 'Ludwig';
    file.characters[0].activeLore = 'battle-magic';
    const r = run(file);
    expect(paths(r)).toEqual([
      "armyComposition: unknown army composition 'city-of-brass' of Empire of Man; the army's main list is used",
      'points: a points limit of lots cannot be used (0 to 100000 whole points); 2000 used',
    ]);
    expect(r.list!.composition).toBeUndefined();
    expect(r.list!.compositionRule).toBeUndefined();
    expect(r.notes.map((n) => n.message)).toEqual(["compositionRule: 'grand-melee-x' is not known to Muster; the list follows Open War"]);
    // The description is the list's notes.
    expect(r.list!.notes).toBe('for the club');
    // The unit's own name (Old World Builder's Rename) is kept.
    expect(r.list!.entries[0]!.name).toBe('Ludwig');
    // The General is no wizard: Old World Builder keeps a lore chosen before, but neither shows nor uses it.
    expect(r.list!.entries[0]).not.toHaveProperty('lore');
  });

  it('chooses options as Old World Builder counts them: alwaysActive ones, and mounts that need a magic item only with it', () => {
    const file = sampleFile();
    file.characters[0].options[1].alwaysActive = true; // Pistol: counted by Old World Builder although not active
    const skycutter = { name_en: 'Lothern Skycutter', points: 90, active: true, requiredMagicItem: 'Sea Guard' };
    const prince = { ...file.characters[0], id: 'prince.x', army: undefined, mounts: [{ name_en: 'On foot', points: 0, active: false }, skycutter], equipment: [], armor: [], options: [], command: [], items: [] };
    const elves = { ...file, army: 'high-elf-realms', armyComposition: 'high-elf-realms', characters: [prince], core: [], special: [], rare: [], allies: [], mercenaries: [] };
    expect(run(elves).list!.entries[0]!.options ?? []).toEqual([]);
    expect(run(file).list!.entries[0]!.options).toContain('options.pistol');
  });

  it("leaves out a detachment's command, which Old World Builder greys out and does not count, and says so", () => {
    const exported = exportOwbList(
      { ...sampleEmpireList(db), entries: [{ id: 'e1', cardId: 'empire-of-man-state-troops', count: 10, assignments: [], options: ['equipment.hand-weapons', 'armour.light-armour', 'options.detachment'] }] },
      db,
      [],
    ) as unknown as Obj;
    // In Old World Builder the musician was checked before the unit became a detachment.
    exported.core[0].command.find((c: Obj) => c.name_en === 'Musician').active = true;
    const r = run(exported);
    expect(r.notes.map((n) => n.message)).toEqual(['core[0] (State Troops): taken as a detachment, which has no command; 1 command choice(s) left out, as Old World Builder does not count them']);
    expect(r.list!.entries[0]!.options).not.toContain('command.musician');
    expect(listPoints(r.list!, db)).toBe(owbListPoints(exported));
  });

  it('finds the card of a unit the dataset has in two categories by the category it stands in', () => {
    const unit = (id: string) => ({ id, name_en: 'Witch Elves', points: 10, strength: 10, equipment: [], armor: [], options: [], command: [], mounts: [], items: [] });
    const file = { game: 'the-old-world', army: 'dark-elves', armyComposition: 'dark-elves', points: 2000, name: 'x', characters: [], core: [unit('witch-elves.a')], special: [unit('witch-elves.b')], rare: [], mercenaries: [], allies: [] };
    expect(run(file).list!.entries.map((e) => e.cardId)).toEqual(['dark-elves-witch-elves', 'dark-elves-witch-elves-2']);
  });

  it('finds allies stored under their composition and dataset ids with a dot of their own', () => {
    const unit = (id: string, army?: string) => ({ id, army, unitType: 'characters', name_en: 'x', points: 1, equipment: [], armor: [], options: [], command: [], mounts: [], items: [] });
    const commander = { game: 'the-old-world', army: 'high-elf-realms', armyComposition: 'sea-guard-garrison', points: 2000, name: 'x', characters: [unit('sea-guard-garrison.commander.qwe')], core: [], special: [], rare: [], mercenaries: [], allies: [] };
    expect(run(commander).list!.entries.map((e) => e.cardId)).toEqual(['high-elf-realms-sea-guard-garrison-commander']);
    const cathay = db.faction('oldworld', 'grand-cathay')!.oldworld!;
    const jade = cathay.allies.find((a) => a.composition === 'jade-fleet')!;
    const allyCard = db.query({ system: 'oldworld', faction: jade.army }).find((c) => c.oldworld?.category === 'characters' && !c.oldworld.compositions)!;
    const withAlly = { ...commander, army: 'grand-cathay', armyComposition: 'grand-cathay', characters: [], allies: [unit(`${allyCard.provenance!.originalId}.zz`, 'jade-fleet')] };
    const r = run(withAlly);
    expect(r.problems).toEqual([]);
    expect(r.list!.entries.map((e) => e.cardId)).toEqual([allyCard.id]);
  });
});

describe("the list's description (Old World Builder) and notes (Muster)", () => {
  const sampleFile = (): Record<string, unknown> => JSON.parse(readFileSync(SAMPLE, 'utf8')) as Record<string, unknown>;

  it('come back identical from Old World Builder to Muster and back: umlauts, line breaks, spaces and all, also through the list file', () => {
    for (const description of ['Turnier in Köln – Runde 2\ngegen Wölfe\n\n  Grüße an Jürgen ', 'für den Verein', 'x\r\ny']) {
      const imported = importOwbList({ ...sampleFile(), description }, db, 'army.owb.json', { id: 'l' });
      expect(imported.notes).toEqual([]);
      expect(imported.list!.notes).toBe(description);
      // Saved and opened again as a Muster list file, then written for Old World Builder.
      const reopened = parseListFile(serializeList(imported.list!), 'army.muster', db);
      expect(reopened.problems).toEqual([]);
      expect(reopened.list!.notes).toBe(description);
      expect(exportOwbList(reopened.list!, db).description).toBe(description);
    }
  });

  it("write a list's notes as the description, and none as an empty one (as Old World Builder writes it)", () => {
    const list = sampleEmpireList(db);
    expect(exportOwbList({ ...list, notes: 'Ölige Klingen\nbeachten' }, db).description).toBe('Ölige Klingen\nbeachten');
    expect(exportOwbList(list, db).description).toBe('');
  });

  it('an empty description is no notes; a longer one than a list takes is cut, and said so', () => {
    expect(importOwbList({ ...sampleFile(), description: '  ' }, db, 'army.owb.json').list).not.toHaveProperty('notes');
    const long = importOwbList({ ...sampleFile(), description: 'ä'.repeat(MAX_LIST_NOTES + 5) }, db, 'army.owb.json');
    expect(long.list!.notes).toBe('ä'.repeat(MAX_LIST_NOTES));
    expect(long.notes.map((n) => n.message)).toEqual([`description: cut to ${MAX_LIST_NOTES} characters (the longest notes a list takes)`]);
  });
});

describe('matched-play composition rules', () => {
  it('come from Old World Builder and go back to it (Grand Melee, Combined Arms, both, Battle March; Open War is none)', () => {
    for (const rule of ['grand-melee', 'combined-arms', 'grand-melee-combined-arms', 'battle-march'] as const) {
      const r = run({ ...sampleFile(), compositionRule: rule });
      expect(r.notes).toEqual([]);
      expect(r.list!.compositionRule).toBe(rule);
      expect((exportOwbList(r.list!, db) as unknown as Obj).compositionRule).toBe(rule);
    }
    const open = run({ ...sampleFile(), compositionRule: 'open-war' });
    expect(open.list!.compositionRule).toBeUndefined();
    expect((exportOwbList(open.list!, db) as unknown as Obj).compositionRule).toBe('open-war');
  });
});

describe("allies from a composition of the list's own army", () => {
  // An Empire Grand Army names the Knightly Orders among its allies; Inner Circle Knights Panther are Core of the Order of the Panther only.
  const KNIGHTS = 'empire-of-man-inner-circle-knights-panther-core';
  const grandArmy = (allyFrom?: string) => {
    const base = newList({ id: 'ga', name: 'Grand Army', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, now: new Date(0) });
    const card = db.card(KNIGHTS)!;
    const added = addEntry(base, KNIGHTS, 5, newEntryStart(card, base, allyFrom ?? 'empire-of-man').options, allyFrom);
    return added.list;
  };
  const codes = (list: ArmyList, code: string) => validateList(list, db).filter((i) => i.code === code && i.entryId === 'e1');

  it('count as allies of the Grand Army, and are reported as units it does not have without allyFrom', () => {
    const ally = grandArmy('knightly-order-panther');
    expect(codes(ally, 'oldworld.composition')).toEqual([]);
    expect(owFacts(ally, db).units.map((u) => [u.category, u.composition])).toEqual([['allies', 'knightly-order-panther']]);
    expect(codes(grandArmy(), 'oldworld.composition').map((i) => i.params.composition_en)).toEqual(['Empire of Man']);
  });

  it('go to Old World Builder under their composition, as it stores them, and come back as allies', () => {
    const ally = grandArmy('knightly-order-panther');
    const file = exportOwbList(ally, db) as unknown as Obj;
    expect(file.core).toEqual([]);
    expect(file.allies.map((u: Obj) => [u.id.split('.')[0], u.army, u.unitType])).toEqual([['inner-circle-knights-panther-core', 'knightly-order-panther', 'core']]);
    const back = run(file);
    expect(back.problems).toEqual([]);
    expect(back.list!.entries.map((e) => [e.cardId, e.allyFrom, e.count])).toEqual([[KNIGHTS, 'knightly-order-panther', 5]]);
    expect(listPoints(back.list!, db)).toBe(listPoints(ally, db));
  });
});

describe('exportOwbList: what does not carry over is said', () => {
  it('names entries it cannot write and a player; a detachment with command and a unit of detachments add up as Old World Builder does', () => {
    const list = sampleEmpireList(db);
    const notes: LoadProblem[] = [];
    const withExtras = {
      ...list,
      player: 'Anna',
      entries: [
        ...list.entries,
        { id: 'e90', cardId: 'no-such-card', count: 1, assignments: [] },
        { id: 'e91', cardId: 'empire-of-man-state-troops', count: 10, assignments: [], options: ['options.detachment', 'command.musician'] },
      ],
    };
    const file = exportOwbList(withExtras, db, notes);
    expect(notes.map((n) => n.message)).toEqual(["e90: card 'no-such-card' is not an Old World unit Muster knows; left out", "player 'Anna': Old World Builder lists have no player"]);
    // Neither counts the detachment's musician.
    expect(owbListPoints(file)).toBe(listPoints(withExtras, db));

    // A Primal Warherd is its 10 Gors (7 points each) and 10 Ungors (6 points each).
    const herd = newList({ name: 'Herd', system: 'oldworld', faction: 'beastmen-brayherds', pointsLimit: 2000, composition: 'wild-herd', now: new Date(0) });
    const withHerd = { ...herd, lastEntryNumber: 1, entries: [{ id: 'e1', cardId: 'beastmen-brayherds-primal-warherd', count: 1, assignments: [] }] };
    expect(listPoints(withHerd, db)).toBe(130);
    const herdNotes: LoadProblem[] = [];
    expect(owbListPoints(exportOwbList(withHerd, db, herdNotes))).toBe(130);
    expect(herdNotes).toEqual([]);
  });

  it("moves items of the whole-unit allowance to the unit's first allowance of their type", () => {
    const list = sampleEmpireList(db);
    const general = list.entries[0]!;
    const moved = { ...list, entries: [{ ...general, items: [{ slot: 'magic', item: 'item-general-charmed-shield' }] }] };
    const notes: LoadProblem[] = [];
    const file = exportOwbList(moved, db, notes) as unknown as Obj;
    expect(notes.map((n) => n.message)).toEqual(["e1 (General of the Empire): Charmed Shield* moved from 'magic' to 'items.magic-items'"]);
    expect(file.characters[0].items[0].selected.map((s: Obj) => s.name_en)).toEqual(['Charmed Shield*']);
    expect(owbListPoints(file)).toBe(listPoints(moved, db));
  });
});

describe('detachments to and from Old World Builder', () => {
  const goblins = (): ArmyList => {
    let list = newList({ name: 'Goblins', system: 'oldworld', faction: 'orc-and-goblin-tribes', pointsLimit: 1000, now: new Date(0) });
    const mob = db.card('orc-and-goblin-tribes-night-goblin-mob')!;
    list = addEntry(list, mob.id, 20, newEntryStart(mob, list).options).list;
    list = addDetachment(list, 'e1', 'orc-and-goblin-tribes-fanatics', 'orc-and-goblin-tribes', db).list;
    return setDetachmentCount(list, 'e1', 0, 2).list;
  };

  it("writes a Night Goblin Mob's Fanatics as Old World Builder adds them, and reads them back", () => {
    const list = goblins();
    // 20 Night Goblins at 3 points and two Fanatics at 25.
    expect(listPoints(list, db)).toBe(110);
    const notes: LoadProblem[] = [];
    const file = JSON.parse(JSON.stringify(exportOwbList(list, db, notes))) as Obj;
    expect(notes).toEqual([]);
    const [fanatics] = file.core[0].detachments as Obj[];
    expect(fanatics).toMatchObject({ name_en: 'Fanatics', points: 25, strength: 2, minDetachmentSize: 1, maxDetachmentSize: 3 });
    expect(fanatics!.id).toMatch(/^fanatics\.[a-z]+$/);
    expect(fanatics!.equipment).toMatchObject([{ name_en: 'Fanatic ball & chain', active: true }]);
    expect(owbListPoints(file)).toBe(110);
    const back = run(file);
    expect(back.problems).toEqual([]);
    expect(back.notes).toEqual([]);
    expect(back.list!.entries[0]!.detachments).toEqual(list.entries[0]!.detachments);
  });

  it('names an unknown detachment as a problem and detachments on a unit that takes none in the notes', () => {
    const file = JSON.parse(JSON.stringify(exportOwbList(goblins(), db))) as Obj;
    file.core[0].detachments[0].id = 'jetpack-goblins.abc';
    expect(run(file).problems.map((p) => `${p.path}: ${p.message}`)).toEqual(["core[0].detachments[0].id: unknown detachment 'jetpack-goblins' of orc-and-goblin-tribes; left out"]);
    const wolves = JSON.parse(JSON.stringify(exportOwbList(goblins(), db))) as Obj;
    wolves.core[0].id = 'goblin-wolf-rider-mob.abc';
    wolves.core[0].strength = 5;
    const read = run(wolves);
    expect(read.list!.entries[0]!.detachments).toBeUndefined();
    expect(read.notes.map((n) => n.message)).toContain('core[0] (Goblin Wolf Rider Mob): 1 detachment(s) are not kept (the unit takes no detachments)');
  });
});

describe('lores of magic to and from Old World Builder', () => {
  const mage = (): ArmyList => {
    let list = newList({ name: 'Mages', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 1000, now: new Date(0) });
    const card = db.card('empire-of-man-master-mage')!;
    list = addEntry(list, card.id, 1, newEntryStart(card, list).options).list;
    return setLore(list, 'e1', 'illusion').list;
  };

  it("writes a wizard's lore as activeLore and reads it back; it is printed with what the wizard bought", () => {
    const list = mage();
    const file = JSON.parse(JSON.stringify(exportOwbList(list, db))) as Obj;
    expect(file.characters[0].activeLore).toBe('illusion');
    const back = run(file);
    expect(back.notes).toEqual([]);
    expect(back.list!.entries[0]!.lore).toBe('illusion');
    expect(listToText(back.list!, db, { lang: 'en' })).toContain('Lore: Illusion');
  });

  it('a lore the wizard may not use is named in the notes, and the wizard keeps its first', () => {
    const file = JSON.parse(JSON.stringify(exportOwbList(mage(), db))) as Obj;
    file.characters[0].activeLore = 'troll-magic';
    const back = run(file);
    expect(back.notes.map((n) => n.message)).toEqual(["characters[0] (Master Mage): the lore of magic 'troll-magic' is not one it may use here; it uses its first"]);
    expect(back.list!.entries[0]).not.toHaveProperty('lore');
    expect(listToText(back.list!, db, { lang: 'de' })).toContain('Lehre: Dämonologie');
  });
});

describe('an ally from another composition of the army in Old World Builder', () => {
  it("writes the options fixed for the list's composition as not taken, so Old World Builder adds up Muster's total (a Grand Master of the Blazing Sun in a Panther list)", () => {
    let list = newList({ name: 'Orders', system: 'oldworld', faction: 'empire-of-man', composition: 'knightly-order-panther', pointsLimit: 2000, now: new Date(0) });
    const master = db.card('empire-of-man-grand-master')!;
    list = addEntry(list, master.id, 1, newEntryStart(master, list, 'knightly-order-blazing-sun').options, 'knightly-order-blazing-sun').list;
    list = addEntry(list, master.id, 1, newEntryStart(master, list).options).list;
    const file = JSON.parse(JSON.stringify(exportOwbList(list, db))) as Obj;
    const panther = (file.allies[0].options as Obj[]).find((o) => o.name_en === 'Order of the Knights Panther');
    expect(panther?.alwaysActive).toBeUndefined();
    expect(owbListPoints(file)).toBe(listPoints(list, db));
    expect(listKeys(run(file).list!, db)).toEqual(listKeys(list, db));
  });
});
