import { describe, expect, it } from 'vitest';
import { shippedOldWorld } from '../systems/oldworld/test-support/shipped';
import goblins from '../../resources/cards/confrontation/goblins-no-dan-kar.json';
import dwarves from '../../resources/cards/confrontation/dwarves-tir-na-bor.json';
import griffins from '../../resources/cards/confrontation/griffins-akkylannie.json';
import type { CardFile } from '../model/card';
import { problemMessage } from '../files/problems';
import { CardDatabase } from './database';
import { validateCardFile } from './load';
import { readFileSync } from 'node:fs';

const readShipped = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../resources/cards/${file}`, import.meta.url), 'utf8'));

function shipped(raw: unknown, name: string): CardFile {
  const r = validateCardFile(raw, name);
  if (!r.file || r.problems.length > 0) throw new Error(`${name}: ${JSON.stringify(r.problems)}`);
  return r.file;
}

const files = [shipped(goblins, 'goblins'), shipped(dwarves, 'dwarves'), shipped(griffins, 'griffins')];
const db = CardDatabase.fromFiles(files);
const ids = (cards: { id: string }[]) => cards.map((c) => c.id);

function userFile(cards: CardFile['cards'], system: CardFile['system'] = 'confrontation'): CardFile {
  return { format: 'muster-cards', version: 2, system, faction: { id: 'user-faction', name: { de: 'Eigene', en: 'Own' } }, cards };
}
const card = (id: string, points: number): CardFile['cards'][number] => ({
  id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points,
  personality: false, figures: 1, mount: false, throne: false, stats: {}, abilities: [],
});

describe('CardDatabase lookups', () => {
  it('resolves cards with their system and faction', () => {
    const c = db.card('goblin-mountain-breaker');
    expect(c?.system).toBe('confrontation');
    expect(c?.faction).toBe('goblins-no-dan-kar');
    expect(c?.warMachine?.crew).toBe(1);
    expect(db.card('nope')).toBeUndefined();
    expect(db.all()).toHaveLength(52);
    expect(db.size).toBe(52);
  });

  it('finds every card of a clan box, of any people, in file order', () => {
    expect(db.boxCards('tir-na-bor-clan-box').map((c) => [c.id, c.faction])).toEqual([
      ['goblin-clan-tinkerer', 'goblins-no-dan-kar'],
      ['khor-warrior', 'dwarves-tir-na-bor'],
      ['dwarf-guardian', 'dwarves-tir-na-bor'],
    ]);
    expect(db.boxCards('no-such-box')).toEqual([]);
  });

  it('counts cards per system with zeros for systems without cards', () => {
    expect(db.counts()).toEqual({ confrontation: 52, oldworld: 0, chronopia: 0 });
  });

  it('lists factions with card counts', () => {
    expect(db.factions()).toEqual([
      { id: 'dwarves-tir-na-bor', name: { de: 'Zwerge von Tir-Nâ-Bor', en: 'Dwarves of Tir-Nâ-Bor' }, system: 'confrontation', cardCount: 14 },
      { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' }, system: 'confrontation', cardCount: 14 },
      { id: 'griffins-akkylannie', name: { de: 'Greifen von Akkylannie', en: 'Griffins of Akkylannie' }, system: 'confrontation', cardCount: 24 },
    ]);
    expect(db.factions('oldworld')).toEqual([]);
  });
});

describe('CardDatabase.query', () => {
  it('searches German and English names, case- and accent-insensitive', () => {
    expect(ids(db.query({ text: 'felsspalter' }))).toEqual(['goblin-mountain-breaker']);
    expect(ids(db.query({ text: 'MOUNTAIN breaker' }))).toEqual(['goblin-mountain-breaker']);
    expect(ids(db.query({ text: 'scharfschutze' }))).toEqual(['goblin-sharpshooter']);
    expect(ids(db.query({ text: 'Baron Ozohn' }))).toEqual(['goblin-baron-ozohn']);
    expect(ids(db.query({ text: 'grosse' }))).toEqual(['griffin-equipment-powder-flask']);
  });

  it('finds Tir-Nâ-Bor when typed without the accent (names and faction names)', () => {
    expect(ids(db.query({ text: 'tir-na-bor', kind: 'fighter', rank: 'veteran' }))).toEqual(['dwarf-guardian']);
    expect(db.query({ text: 'tir-na-bor' })).toHaveLength(15);
  });

  it('searches ranks and abilities by id and by name in either language', () => {
    expect(ids(db.query({ text: 'minenleger' }))).toEqual(['goblin-minelayer']);
    expect(ids(db.query({ text: 'mechanic' }))).toEqual(['goblin-gunner', 'dwarf-engineer', 'griffin-engineer']);
    expect(ids(db.query({ text: 'lebende legende' }))).toEqual(['dwarf-forge-lord', 'griffin-inquisitor']);
    expect(ids(db.query({ text: 'aufklarer' }))).toEqual(['goblin-sharpshooter']);
    expect(ids(db.query({ text: 'ramme' }))).toEqual(['dwarf-armoured-chariot']);
  });

  it('filters by faction, kind, source and rank, and limits', () => {
    expect(ids(db.query({ faction: 'griffins-akkylannie', kind: 'war-machine' }))).toEqual(['griffin-ballista']);
    expect(ids(db.query({ source: 'sample', faction: 'griffins-akkylannie', kind: 'war-machine' }))).toEqual(['griffin-ballista']);
    expect(ids(db.query({ source: 'seed' }))).toEqual([]);
    expect(ids(db.query({ rank: 'SPEZIAL', faction: 'dwarves-tir-na-bor' }))).toEqual([
      'dwarf-armoured-chariot', 'dwarf-heavy-steam-bombard', 'dwarf-steam-golem',
    ]);
    expect(ids(db.query({ rank: 'Lebende Legende' }))).toEqual(['dwarf-forge-lord', 'griffin-inquisitor']);
    expect(db.query({ system: 'chronopia' })).toEqual([]);
    expect(db.query({ limit: 5 })).toHaveLength(5);
    expect(db.query({ limit: 0 })).toEqual([]);
    expect(db.query({ text: '  ' })).toHaveLength(52);
  });

  it('needs every word of the query', () => {
    expect(ids(db.query({ text: 'goblin kanone' }))).toEqual(['goblin-cannon']);
    expect(db.query({ text: 'goblin ballista' })).toEqual([]);
  });
});

describe('CardDatabase.build overlays', () => {
  it('lets a later layer replace a card silently', () => {
    const user = userFile([card('goblin-warrior', 99), card('my-hero', 40)]);
    const { db: merged, problems } = CardDatabase.build([
      ...files.map((file, i) => ({ path: `shipped-${i}.json`, file, layer: 0 })),
      { path: 'user.json', file: user, layer: 1 },
    ]);
    expect(problems).toEqual([]);
    expect(merged.card('goblin-warrior')).toMatchObject({ points: 99, source: 'user', faction: 'user-faction' });
    expect(merged.size).toBe(53);
    expect(merged.factions().find((f) => f.id === 'user-faction')?.cardCount).toBe(2);
    expect(merged.factions().find((f) => f.id === 'goblins-no-dan-kar')?.cardCount).toBe(13);
  });

  it('looks a faction up with the counts of the overlaid database, with or without cards', () => {
    const empty = { ...userFile([]), faction: { id: 'no-cards-yet', name: { de: 'Leer', en: 'Empty' } } };
    const { db: merged } = CardDatabase.build([
      ...files.map((file, i) => ({ path: `shipped-${i}.json`, file, layer: 0 })),
      { path: 'user.json', file: userFile([card('goblin-warrior', 99), card('my-hero', 40)]), layer: 1 },
      { path: 'empty.json', file: empty, layer: 1 },
    ]);
    // The overlaid goblin warrior counts for the user's faction, no longer for the goblins.
    expect(merged.faction('confrontation', 'goblins-no-dan-kar')?.cardCount).toBe(13);
    expect(merged.faction('confrontation', 'user-faction')).toMatchObject({ id: 'user-faction', system: 'confrontation', cardCount: 2 });
    expect(merged.faction('confrontation', 'no-cards-yet')).toMatchObject({ name: { en: 'Empty' }, cardCount: 0 });
    expect(merged.faction('oldworld', 'user-faction')).toBeUndefined();
    expect(merged.factions().map((f) => f.id)).not.toContain('no-cards-yet');
    for (const f of merged.factions()) expect(merged.faction(f.system, f.id)).toEqual(f);
    expect(Object.values(merged.counts()).reduce((a, b) => a + b, 0)).toBe(merged.size);
  });

  it("the player's own cards of a shipped Old World army keep the army's compositions, item lists and provenance; the names are the later file's", () => {
    const empire = validateCardFile(readShipped('oldworld/empire-of-man.json'), 'empire-of-man.json');
    expect(empire.file?.faction.oldworld?.compositions.length).toBeGreaterThan(1);
    const own: CardFile = { ...userFile([card('my-hero', 40)], 'oldworld'), faction: { id: 'empire-of-man', name: { de: 'Mein Imperium', en: 'My Empire' } } };
    const { db: merged } = CardDatabase.build([
      { path: 'shipped.json', file: empire.file!, layer: 0 },
      { path: 'user.json', file: own, layer: 1 },
    ]);
    const faction = merged.faction('oldworld', 'empire-of-man');
    expect(faction?.oldworld).toEqual(empire.file!.faction.oldworld);
    expect(faction?.provenance).toEqual(empire.file!.faction.provenance);
    expect(faction?.name.en).toBe('My Empire');
    expect(merged.card('my-hero')?.faction).toBe('empire-of-man');
  });

  it('reports the same id in two files of one layer; the later one wins', () => {
    const { db: merged, problems } = CardDatabase.build([
      { path: 'a.json', file: userFile([card('x', 1)]) },
      { path: 'b.json', file: userFile([card('y', 1), card('x', 2)], 'oldworld') },
    ]);
    expect(problems).toMatchObject([{ file: 'b.json', path: 'cards[1].id', message: "card id 'x' is also defined in a.json; this one replaces it" }]);
    expect(merged.card('x')?.points).toBe(2);
    expect(merged.counts()).toEqual({ confrontation: 0, oldworld: 2, chronopia: 0 });
  });
});

describe('foldText', async () => {
  const { foldText } = await import('./search');
  it('folds case, accents, ß and separators', () => {
    expect(foldText('Tir-Nâ-Bor')).toBe('tir na bor');
    expect(foldText('  Große  Pulverflasche! ')).toBe('grosse pulverflasche');
    expect(foldText('Mountain-Breaker / Crew 1')).toBe('mountain breaker crew 1');
    expect(foldText('ÄÖÜ äöü')).toBe('aou aou');
    expect(foldText('---')).toBe('');
  });
});

describe('Old World item lists named by their army', () => {
  it("an item list named in English only takes its army's names (German UI: Zwergen…, not Dwarfen Mountain Holds)", () => {
    const db = shippedOldWorld();
    const byId = new Map(db.factions('oldworld').map((f) => [f.id, f]));
    const army = byId.get('dwarfen-mountain-holds')!;
    expect(army.name.de).not.toBe(army.name.en);
    expect(byId.get('magic-dwarfen-mountain-holds')?.name).toEqual(army.name);
    // Lists that are no army's (Big Names) keep their own names.
    const bigNames = [...byId.values()].find((f) => f.id.includes('big-names'));
    expect(bigNames?.name.en).toMatch(/Big Names/);
  });
});

describe('CardDatabase: Chronopia crew marks', () => {
  const chronopia = shipped(readShipped('chronopia/swamp-goblins.json'), 'swamp-goblins');
  const crewIds = ['swamp-goblin-chariot-driver', 'swamp-goblin-chariot-spearman'];

  it('marks each crew card with the chariot card that names it, and no other card', () => {
    const built = CardDatabase.fromFiles([chronopia]);
    for (const id of crewIds) expect(built.card(id)?.crewOf).toEqual([{ id: 'swamp-goblin-chariot', name: built.card('swamp-goblin-chariot')!.name }]);
    expect(built.all().filter((c) => c.crewOf !== undefined).map((c) => c.id).sort()).toEqual(crewIds);
  });

  it('takes the marks from the chariot that is left once every layer is in: a replaced chariot naming other crew', () => {
    const chariot = chronopia.cards.find((c) => c.id === 'swamp-goblin-chariot')!;
    const own: CardFile = { ...chronopia, cards: [{ ...chariot, chariot: { crew: [{ cardId: 'swamp-goblin-chariot-driver', count: 2 }], draft: [] } }] };
    const { db: layered } = CardDatabase.build([
      { path: 'shipped', file: chronopia, layer: 0 },
      { path: 'mine', file: own, layer: 1 },
    ]);
    expect(layered.card('swamp-goblin-chariot-driver')?.crewOf?.map((m) => m.id)).toEqual(['swamp-goblin-chariot']);
    expect(layered.card('swamp-goblin-chariot-spearman')?.crewOf).toBeUndefined();
    // A mark on a card given to the database is not kept: the database sets its own.
    const stale = { ...chronopia, cards: chronopia.cards.map((c) => (c.id === 'swamp-goblin-chariot' ? { ...c, chariot: undefined } : { ...c, crewOf: [{ id: 'x', name: { de: 'x', en: 'x' } }] })) };
    expect(CardDatabase.fromFiles([stale]).all().filter((c) => c.crewOf !== undefined)).toEqual([]);
  });
});

describe('CardDatabase: substitute conditions', () => {
  const machine = (id: string, substitute: { stat: string; min: number }[]): CardFile['cards'][number] => ({
    ...card(id, 50),
    kind: 'war-machine',
    warMachine: { mobility: 'immobile', crew: 1, servants: [], substitute },
  });

  it('a condition that names no profile value of the game is a problem naming file and field; the card is kept as written', () => {
    const built = CardDatabase.build([
      { path: 'shipped/goblins.json', file: files[0]! },
      { path: 'cards/confrontation/my-goblins.json', file: userFile([machine('my-cannon', [{ stat: 'AIM', min: 2 }, { stat: 'WK', min: 4 }, { stat: 'XYZ', min: 1 }])]), layer: 1 },
    ]);
    expect(built.db.card('my-cannon')?.warMachine?.substitute).toEqual([{ stat: 'AIM', min: 2 }, { stat: 'WK', min: 4 }, { stat: 'XYZ', min: 1 }]);
    expect(built.problems.map((p) => [p.file, p.path, p.message])).toEqual([
      [
        'cards/confrontation/my-goblins.json',
        'cards[0].warMachine.substitute[1].stat',
        "'WK' is an abbreviation shown on screen: a card file names this profile value RES; as written, no figure meets this substitute condition (saving the card in the card editor writes RES)",
      ],
      [
        'cards/confrontation/my-goblins.json',
        'cards[0].warMachine.substitute[2].stat',
        "'XYZ' is not a profile value of Confrontation, so no figure meets this substitute condition; use one of MOV, INI, ATT, STR, DEF, RES, AIM, COU, FEAR, DIS, POW, FAITH",
      ],
    ]);
    expect(problemMessage(built.problems[0]!, 'de')).toBe(
      "'WK' ist eine Abkürzung der Anzeige: eine Kartendatei nennt diesen Profilwert RES; so geschrieben erfüllt keine Figur diese Bedingung für Hilfspersonal (Speichern der Karte im Karteneditor schreibt RES)",
    );
    expect(problemMessage(built.problems[1]!, 'de')).toContain("'XYZ' ist kein Profilwert von Confrontation");
  });

  it('the shipped machines and a Chronopia machine’s conditions on Chronopia values are no problem', () => {
    expect(CardDatabase.build(files.map((file, i) => ({ path: `#${i}`, file }))).problems).toEqual([]);
    expect(CardDatabase.build([{ path: 'c.json', file: userFile([machine('c', [{ stat: 'NK', min: 9 }])], 'chronopia') }]).problems).toEqual([]);
    expect(CardDatabase.build([{ path: 'c.json', file: userFile([machine('c', [{ stat: 'AIM', min: 3 }])], 'chronopia') }]).problems.map((p) => p.issue?.code)).toEqual(['substitute-stat-unknown']);
  });
});
