import { describe, expect, it } from 'vitest';
import type { DbCard } from '../model/card';
import { addEntry, assign } from '../list/ops';
import { newList } from '../list/new';
import { listToText } from './text';
import { ARMY, GENERAL, OW_LOOKUP, owList, WARRIORS } from '../systems/oldworld/test-fixtures';
import { shippedOldWorld } from '../systems/oldworld/test-support/shipped';
import { defaultOptions } from '../systems/oldworld/unit';
import type { ArmyList } from '../model/list';
import { CHR_LOOKUP, chrList } from '../systems/chronopia/test-fixtures';
import { crewOf } from '../checks/test-fixtures';

const card = (id: string, extra: Partial<DbCard>): DbCard => ({
  id,
  kind: 'fighter',
  name: { de: id, en: id },
  source: 'seed',
  points: 10,
  personality: false,
  figures: 1,
  mount: false,
  throne: false,
  stats: {},
  abilities: [],
  system: 'confrontation',
  faction: 'dwarves-tir-na-bor',
  ...extra,
});

const CARDS = new Map<string, DbCard>([
  ['chariot', card('chariot', { kind: 'war-machine', name: { de: 'Panzerwagen', en: 'Armoured chariot' }, points: 60, abilities: [{ id: 'transport', value: 4, access: 'sides' }], warMachine: { mobility: 'mobile', servants: [], substitute: [] } })],
  ['khor', card('khor', { name: { de: 'Khorkrieger', en: 'Khor warrior' }, size: 'normal', points: 15, source: 'sample' })],
]);
const lookup = { card: (id: string) => CARDS.get(id) };

function sampleList() {
  let list = newList({ name: 'Tir-Nâ-Bor Vorhut', system: 'confrontation', faction: 'dwarves-tir-na-bor', pointsLimit: 100, now: new Date('2026-01-01T00:00:00Z'), id: 'l1' });
  list = addEntry(list, 'chariot').list;
  list = addEntry(list, 'khor', 2).list;
  list = assign(list, 'e2', { type: 'aboard', vehicle: 'e1' }).list;
  return list;
}

describe('listToText', () => {
  it('writes entries, assignments, total and the validation result in English', () => {
    const text = listToText(sampleList(), lookup, { lang: 'en', factionName: 'Dwarves of Tir-Nâ-Bor' });
    expect(text.split('\n')).toEqual([
      'Tir-Nâ-Bor Vorhut',
      'Confrontation · Dwarves of Tir-Nâ-Bor · Army list · limit 100 AP',
      '',
      '1x Armoured chariot: 60 AP',
      '2x Khor warrior (aboard Armoured chariot; sample card): 30 AP',
      '',
      'Total: 90 / 100 AP',
      'Valid: no problems found.',
      '',
      'Made with Muster',
      '',
    ]);
  });

  it('names the warband of grouped entries (Chronopia)', () => {
    const list = sampleList();
    const grouped = { ...list, entries: list.entries.map((e) => (e.id === 'e2' ? { ...e, group: 'Vorhut' } : e)) };
    expect(listToText(grouped, lookup, { lang: 'de' })).toContain('2x Khorkrieger (Kampfverband: Vorhut; an Bord: Panzerwagen; Beispielkarte): 30 A.P.');
  });

  it("words a Chronopia chariot's crew as crew (as the editor and the sheets do), a war machine's as servants and substitutes", () => {
    const list = chrList([
      { id: 'e1', cardId: 'gob-chariot' },
      { id: 'e2', cardId: 'gob-driver', assignments: [crewOf('e1')] },
    ]);
    const de = listToText(list, CHR_LOOKUP, { lang: 'de' });
    const en = listToText(list, CHR_LOOKUP, { lang: 'en' });
    expect(de).toMatch(/^1x gob-driver \(Besatzung: gob-chariot; Beispielkarte\): 0 /m);
    expect(en).toMatch(/^1x gob-driver \(crew of gob-chariot; sample card\): 0 /m);
    expect(de + en).not.toMatch(/Mannschaft|servant/);
    // FORTIFICATION keeps its own words.
    let fort = sampleList();
    fort = addEntry(fort, 'khor').list;
    const machine = { ...fort, entries: fort.entries.map((e) => (e.id === 'e3' ? { ...e, assignments: [crewOf('e1')] } : e)) };
    expect(listToText(machine, lookup, { lang: 'de' })).toContain('1x Khorkrieger (Mannschaft: Panzerwagen; Beispielkarte)');
  });

  it('names the composition an Old World ally of the army itself comes from', () => {
    const army = { ...ARMY, oldworld: { ...ARMY.oldworld!, allies: [{ army: 'test-army', composition: 'test-guard' }] } };
    const owLookup = { card: OW_LOOKUP.card, faction: () => army };
    const list = owList(2000, [{ cardId: 'test-guard-unit', count: 10, allyFrom: 'test-guard' }]);
    expect(listToText(list, owLookup, { lang: 'en' })).toContain('10x Royal Guard (ally from Royal Guard): 100 points');
    expect(listToText(list, owLookup, { lang: 'de' })).toContain('10x Royal Guard (Verbündete aus Königsgarde): 100 Punkte');
  });

  it("shows the player's own name for an entry after its card's", () => {
    const list = owList(2000, [{ ...WARRIORS(10), name: 'The Old Guard' }]);
    expect(listToText(list, OW_LOOKUP, { lang: 'en' })).toContain('10x Warriors "The Old Guard": 60 points');
    // An own name that is the card's says nothing more: not printed twice.
    const same = owList(2000, [{ ...WARRIORS(10), name: 'warriors' }]);
    expect(listToText(same, OW_LOOKUP, { lang: 'en' })).toContain('10x Warriors: 60 points');
  });

  it('names an Old World list\'s composition and its matched-play rule in the heading line', () => {
    const list = { ...owList(2000, [WARRIORS(10)], 'test-guard'), compositionRule: 'grand-melee' as const };
    expect(listToText(list, OW_LOOKUP, { lang: 'en', factionName: 'Test Army' }).split('\n')[1]).toBe('Warhammer: The Old World · Test Army · Royal Guard · Grand Melee · Army list · limit 2000 points');
    expect(listToText({ ...list, composition: undefined, compositionRule: undefined }, OW_LOOKUP, { lang: 'en', factionName: 'Test Army' }).split('\n')[1]).toBe('Warhammer: The Old World · Test Army · Open War · Army list · limit 2000 points');
  });

  it('names a Chronopia list\'s game size in the heading line, not "Army list" ("Army" is a game size)', () => {
    const heading = (pointsLimit: number, lang: 'de' | 'en') => listToText(chrList([{ id: 'e1', cardId: 'gob-chariot' }], pointsLimit), CHR_LOOKUP, { lang, factionName: 'Swamp Goblins' }).split('\n')[1];
    expect(heading(400, 'en')).toBe('Chronopia · Swamp Goblins · game size: Army (up to 400) · limit 400 points');
    expect(heading(400, 'de')).toBe('Chronopia · Swamp Goblins · Spielgröße: Armee (bis 400) · Limit 400 Punkte');
    expect(heading(200, 'en')).toBe('Chronopia · Swamp Goblins · game size: Patrol (up to 200) · limit 200 points');
    expect(heading(1000, 'en')).toBe('Chronopia · Swamp Goblins · game size: Grand (500 and more) · limit 1000 points');
    // Between Army and Grand there is no size: the limit alone, and still no "Army list".
    expect(heading(450, 'en')).toBe('Chronopia · Swamp Goblins · limit 450 points');
    expect(heading(450, 'de')).not.toContain('Armeeliste');
  });

  it('writes an Old World share of the limit as the editor does: 8,6 % in German, 8.6% in English', () => {
    // 60 of 700 points: 8.57 %, to one decimal.
    const list = owList(700, [WARRIORS(10)]);
    const shares = (lang: 'de' | 'en') => listToText(list, OW_LOOKUP, { lang }).split('\n').find((l) => /Kerneinheiten|Core units/.test(l));
    expect(shares('de')).toBe('++ Kerneinheiten [60 Punkte, 8,6\u00a0%] ++');
    expect(shares('en')).toBe('++ Core units [60 points, 8.6%] ++');
  });

  it('speaks German and lists the problems', () => {
    const list = { ...sampleList(), pointsLimit: 50 };
    const text = listToText(list, lookup, { lang: 'de' });
    expect(text).toContain('2x Khorkrieger (an Bord: Panzerwagen; Beispielkarte): 30 A.P.');
    expect(text).toContain('Summe: 90 / 50 A.P.');
    expect(text).toMatch(/Probleme \(1 Fehler, 0 Warnungen\):\n- .*90.*50/);
  });
});

/** A small valid Old World list: the General with a sword, Warriors whose Champion and Standard bearer carry magic items, the list's notes and a unit's note. */
function owSample(): ArmyList {
  const warriors = WARRIORS(20);
  return {
    ...owList(1000, [
      { ...GENERAL, items: [{ slot: 'items.magic-items', item: 'item-general-sword-of-might' }] },
      {
        ...warriors,
        options: [...warriors.options, 'command.champion', 'command.standard-bearer', 'command.musician'],
        items: [
          { slot: 'command.champion.magic', item: 'item-general-sword-of-might' },
          { slot: 'command.standard-bearer.magic', item: 'item-general-war-banner' },
        ],
        note: 'Left flank',
      },
      WARRIORS(10),
      WARRIORS(10),
    ]),
    name: 'Border patrol',
    notes: 'Club night\nvs. Orcs',
  };
}

/** The Confrontation sample with a player, notes on two lines (umlauts) and an entry's note with Markdown's characters. */
function confrontationSample(): ArmyList {
  const list = sampleList();
  return { ...list, player: 'Jörg', notes: 'Turnier in Köln\nRunde 2: gegen Wölfe', entries: list.entries.map((e) => (e.id === 'e2' ? { ...e, note: 'Vorne_links *zuerst*' } : e)) };
}

const lines = (text: string): string[] => text.split('\n');

describe('listToText: the formats', () => {
  it('writes an Old World list as plain text: categories with their points and share, command members with the items they carry, notes', () => {
    expect(lines(listToText(owSample(), OW_LOOKUP, { lang: 'en', factionName: 'Test Army' }))).toEqual([
      'Border patrol',
      'Warhammer: The Old World · Test Army · Open War · Army list · limit 1000 points',
      'Notes: Club night',
      '       vs. Orcs',
      '',
      '++ Characters [120 points, 12%] ++',
      '1x Lord: 120 points',
      '   Hand weapon, Heavy armour, On foot, General, Sword of Might 20',
      '',
      '++ Core units [300 points, 30%] ++',
      '20x Warriors: 180 points',
      '   Hand weapons, Light armour, Champion +5 [Sword of Might 20], Standard bearer +5 [War Banner 25], Musician +5',
      '   Note: Left flank',
      '10x Warriors: 60 points',
      '   Hand weapons, Light armour',
      '10x Warriors: 60 points',
      '   Hand weapons, Light armour',
      '',
      'Total: 420 / 1000 points',
      'Valid: no problems found.',
      '',
      'Made with Muster',
      '',
    ]);
  });

  it('writes an Old World list as Markdown for Discord and forums', () => {
    expect(lines(listToText(owSample(), OW_LOOKUP, { lang: 'en', factionName: 'Test Army', style: 'markdown' }))).toEqual([
      '## Border patrol',
      'Warhammer: The Old World · Test Army · Open War · Army list · limit 1000 points',
      '**Notes:**',
      '> Club night',
      '> vs. Orcs',
      '',
      '### Characters [120 points, 12%]',
      '- 1x **Lord**: 120 points',
      '  - Hand weapon, Heavy armour, On foot, General, Sword of Might 20',
      '',
      '### Core units [300 points, 30%]',
      '- 20x **Warriors**: 180 points',
      '  - Hand weapons, Light armour, Champion +5 [Sword of Might 20], Standard bearer +5 [War Banner 25], Musician +5',
      '  - *Note: Left flank*',
      '- 10x **Warriors**: 60 points',
      '  - Hand weapons, Light armour',
      '- 10x **Warriors**: 60 points',
      '  - Hand weapons, Light armour',
      '',
      '**Total: 420 / 1000 points**',
      'Valid: no problems found.',
      '',
      '*Made with Muster*',
      '',
    ]);
  });

  it('writes an Old World list compactly: one line per unit', () => {
    expect(lines(listToText(owSample(), OW_LOOKUP, { lang: 'en', factionName: 'Test Army', style: 'compact' }))).toEqual([
      'Border patrol · Warhammer: The Old World · Test Army · Open War · Army list · limit 1000 points',
      'Notes: Club night / vs. Orcs',
      '++ Characters [120 points, 12%] ++',
      '1x Lord: 120 points · Hand weapon, Heavy armour, On foot, General, Sword of Might 20',
      '++ Core units [300 points, 30%] ++',
      '20x Warriors: 180 points · Hand weapons, Light armour, Champion +5 [Sword of Might 20], Standard bearer +5 [War Banner 25], Musician +5 · Note: Left flank',
      '10x Warriors: 60 points · Hand weapons, Light armour',
      '10x Warriors: 60 points · Hand weapons, Light armour',
      'Total: 420 / 1000 points · Valid: no problems found.',
      'Made with Muster',
      '',
    ]);
  });

  it('leaves out every number of points and the notes when asked (a list to show)', () => {
    const list = owSample();
    for (const style of ['plain', 'markdown', 'compact'] as const) {
      const text = listToText(list, OW_LOOKUP, { lang: 'en', factionName: 'Test Army', style, points: false, notes: false });
      // Model counts (20x) are no points; nothing else has a digit.
      expect(text.replace(/^(- )?\d+x /gm, ''), style).not.toMatch(/\d/);
      expect(text, style).not.toMatch(/points|Club night|Left flank|Total/);
      expect(text, style).toContain('Champion [Sword of Might], Standard bearer [War Banner], Musician');
    }
    expect(lines(listToText(list, OW_LOOKUP, { lang: 'en', factionName: 'Test Army', points: false, notes: false }))).toEqual([
      'Border patrol',
      'Warhammer: The Old World · Test Army · Open War · Army list',
      '',
      '++ Characters ++',
      '1x Lord',
      '   Hand weapon, Heavy armour, On foot, General, Sword of Might',
      '',
      '++ Core units ++',
      '20x Warriors',
      '   Hand weapons, Light armour, Champion [Sword of Might], Standard bearer [War Banner], Musician',
      '10x Warriors',
      '   Hand weapons, Light armour',
      '10x Warriors',
      '   Hand weapons, Light armour',
      '',
      'Valid: no problems found.',
      '',
      'Made with Muster',
      '',
    ]);
    // Without points a Chronopia list names its game size without its points, and problems (whose words name points) are counted only.
    const chr = listToText(chrList([{ id: 'e1', cardId: 'gob-chariot' }], 400), CHR_LOOKUP, { lang: 'en', factionName: 'Swamp Goblins', points: false });
    expect(lines(chr)[1]).toBe('Chronopia · Swamp Goblins · game size: Army');
    const over = listToText({ ...sampleList(), pointsLimit: 50 }, lookup, { lang: 'en', points: false });
    expect(over).toContain('Problems: 1 error, 0 warnings\n');
    expect(over).not.toMatch(/\d+ AP|50|90/);
  });

  it('keeps a blank line between paragraphs of notes (none before or after); the one-line formats leave it out', () => {
    const list = { ...confrontationSample(), notes: '\nTurnier in Köln\n\n  Runde 2: gegen Wölfe\n\n' };
    const plain = lines(listToText(list, lookup, { lang: 'en', factionName: 'Dwarves', style: 'plain' }));
    expect(plain.slice(3, 7)).toEqual(['Notes: Turnier in Köln', '', '         Runde 2: gegen Wölfe', '']);
    expect(plain[7]).toBe('1x Armoured chariot: 60 AP');
    const compact = lines(listToText(list, lookup, { lang: 'en', factionName: 'Dwarves', style: 'compact' }));
    expect(compact).toContain('Notes: Turnier in Köln /   Runde 2: gegen Wölfe');
  });

  it('writes a Confrontation list in each format, in English and German, notes with umlauts and line breaks as typed', () => {
    const list = confrontationSample();
    const text = (lang: 'de' | 'en', style: 'plain' | 'markdown' | 'compact') => lines(listToText(list, lookup, { lang, factionName: lang === 'de' ? 'Zwerge von Tir-Nâ-Bor' : 'Dwarves of Tir-Nâ-Bor', style }));
    expect(text('en', 'plain')).toEqual([
      'Tir-Nâ-Bor Vorhut',
      'Confrontation · Dwarves of Tir-Nâ-Bor · Army list · limit 100 AP',
      'Player: Jörg',
      'Notes: Turnier in Köln',
      '       Runde 2: gegen Wölfe',
      '',
      '1x Armoured chariot: 60 AP',
      '2x Khor warrior (aboard Armoured chariot; sample card): 30 AP',
      '   Note: Vorne_links *zuerst*',
      '',
      'Total: 90 / 100 AP',
      'Valid: no problems found.',
      '',
      'Made with Muster',
      '',
    ]);
    expect(text('de', 'plain')).toEqual([
      'Tir-Nâ-Bor Vorhut',
      'Confrontation · Zwerge von Tir-Nâ-Bor · Armeeliste · Limit 100 A.P.',
      'Spieler: Jörg',
      'Notizen: Turnier in Köln',
      '         Runde 2: gegen Wölfe',
      '',
      '1x Panzerwagen: 60 A.P.',
      '2x Khorkrieger (an Bord: Panzerwagen; Beispielkarte): 30 A.P.',
      '   Notiz: Vorne_links *zuerst*',
      '',
      'Summe: 90 / 100 A.P.',
      'Gültig: keine Probleme gefunden.',
      '',
      'Erstellt mit Muster',
      '',
    ]);
    // Markdown: names bold, the note's own * and _ escaped so they show as typed.
    expect(text('en', 'markdown')).toEqual([
      '## Tir-Nâ-Bor Vorhut',
      'Confrontation · Dwarves of Tir-Nâ-Bor · Army list · limit 100 AP',
      '**Player:** Jörg',
      '**Notes:**',
      '> Turnier in Köln',
      '> Runde 2: gegen Wölfe',
      '',
      '- 1x **Armoured chariot**: 60 AP',
      '- 2x **Khor warrior** (aboard Armoured chariot; sample card): 30 AP',
      '  - *Note: Vorne\\_links \\*zuerst\\**',
      '',
      '**Total: 90 / 100 AP**',
      'Valid: no problems found.',
      '',
      '*Made with Muster*',
      '',
    ]);
    expect(text('de', 'markdown')).toEqual([
      '## Tir-Nâ-Bor Vorhut',
      'Confrontation · Zwerge von Tir-Nâ-Bor · Armeeliste · Limit 100 A.P.',
      '**Spieler:** Jörg',
      '**Notizen:**',
      '> Turnier in Köln',
      '> Runde 2: gegen Wölfe',
      '',
      '- 1x **Panzerwagen**: 60 A.P.',
      '- 2x **Khorkrieger** (an Bord: Panzerwagen; Beispielkarte): 30 A.P.',
      '  - *Notiz: Vorne\\_links \\*zuerst\\**',
      '',
      '**Summe: 90 / 100 A.P.**',
      'Gültig: keine Probleme gefunden.',
      '',
      '*Erstellt mit Muster*',
      '',
    ]);
    expect(text('en', 'compact')).toEqual([
      'Tir-Nâ-Bor Vorhut · Confrontation · Dwarves of Tir-Nâ-Bor · Army list · limit 100 AP',
      'Player: Jörg',
      'Notes: Turnier in Köln / Runde 2: gegen Wölfe',
      '1x Armoured chariot: 60 AP',
      '2x Khor warrior (aboard Armoured chariot; sample card): 30 AP · Note: Vorne_links *zuerst*',
      'Total: 90 / 100 AP · Valid: no problems found.',
      'Made with Muster',
      '',
    ]);
    expect(text('de', 'compact')).toEqual([
      'Tir-Nâ-Bor Vorhut · Confrontation · Zwerge von Tir-Nâ-Bor · Armeeliste · Limit 100 A.P.',
      'Spieler: Jörg',
      'Notizen: Turnier in Köln / Runde 2: gegen Wölfe',
      '1x Panzerwagen: 60 A.P.',
      '2x Khorkrieger (an Bord: Panzerwagen; Beispielkarte): 30 A.P. · Notiz: Vorne_links *zuerst*',
      'Summe: 90 / 100 A.P. · Gültig: keine Probleme gefunden.',
      'Erstellt mit Muster',
      '',
    ]);
    // Notes off: neither the list's nor the entry's.
    expect(listToText(list, lookup, { lang: 'en', notes: false })).not.toMatch(/Köln|Vorne|Note/);
  });

  it('names the bearer of command items in German with the shipped Old World data (Empire Knights: Standartenträger [Kriegsbanner])', () => {
    const db = shippedOldWorld();
    const id = 'empire-of-man-empire-knights';
    const card = db.card(id)!;
    const list: ArmyList = {
      ...owList(2000, []),
      faction: 'empire-of-man',
      entries: [
        {
          id: 'e1',
          cardId: id,
          count: 6,
          assignments: [],
          options: [...defaultOptions(card, 'empire-of-man'), 'command.standard-bearer'],
          items: [{ slot: 'command.standard-bearer.magic', item: 'item-general-war-banner' }],
        },
      ],
      lastEntryNumber: 1,
    };
    const unitLine = (lang: 'de' | 'en', points: boolean) => lines(listToText(list, db, { lang, points })).find((l) => l.startsWith('   '));
    expect(unitLine('de', true)).toMatch(/Standartenträger \+6 \[Kriegsbanner 25\]/);
    expect(unitLine('en', true)).toMatch(/Standard bearer \+6 \[War Banner 25\]/);
    expect(unitLine('de', false)).toMatch(/Standartenträger \[Kriegsbanner\]/);
    // The banner is not also listed on its own.
    expect(unitLine('en', true)!.match(/War Banner/g)).toHaveLength(1);
  });
});

/**
 * The shipped Empire (Old World Builder's data): the General on a Barded Warhorse with the Sword of
 * Might, Empire Knights whose Standard bearer carries the War Banner (a note), two State Troops. A valid list.
 */
function empireList(): ArmyList {
  const db = shippedOldWorld();
  const general = db.card('empire-of-man-general-of-the-empire')!;
  const knights = db.card('empire-of-man-empire-knights')!;
  const troops = db.card('empire-of-man-state-troops')!;
  const start = (card: DbCard) => defaultOptions(card, 'empire-of-man');
  return {
    ...owList(1000, []),
    name: 'Averland',
    faction: 'empire-of-man',
    entries: [
      { id: 'e1', cardId: general.id, count: 1, assignments: [], options: [...start(general).filter((o) => o !== 'mounts.on-foot'), 'mounts.barded-warhorse', 'command.general'], items: [{ slot: 'items.magic-items', item: 'item-general-sword-of-might' }] },
      { id: 'e2', cardId: knights.id, count: 5, assignments: [], options: [...start(knights), 'command.standard-bearer'], items: [{ slot: 'command.standard-bearer.magic', item: 'item-general-war-banner' }], note: 'Left flank' },
      { id: 'e3', cardId: troops.id, count: 20, assignments: [], options: start(troops) },
      { id: 'e4', cardId: troops.id, count: 20, assignments: [], options: start(troops) },
    ],
    lastEntryNumber: 4,
  };
}

/** Confrontation cards with a profile and abilities, and what a figure carries: an artifact, equipment, a spell. */
const CONF_CARDS = new Map<string, DbCard>([
  ...CARDS,
  [
    'thane',
    card('thane', {
      name: { de: 'Thain', en: 'Thane' },
      points: 30,
      stats: { MOV: 10, INI: 3, ATT: 4, STR: 4, DEF: 4, RES: 5, COU: 5, DIS: 4, POW: 2 },
      abilities: [{ id: 'irrepressible' }, { id: 'sapper', value: 2 }, { id: 'war-fury', name: { de: 'Kriegswut', en: 'War fury' } }],
    }),
  ],
  ['rune-axe', card('rune-axe', { kind: 'artifact', name: { de: 'Runenaxt', en: 'Rune axe' }, points: 12, figures: 0 })],
  ['charges', card('charges', { kind: 'equipment', name: { de: 'Sprengladung', en: 'Blasting charge' }, points: 5, figures: 0 })],
  ['fire-rune', card('fire-rune', { kind: 'spell', name: { de: 'Feuerrune', en: 'Fire rune' }, points: 8, figures: 0 })],
]);
const confLookup = { card: (id: string) => CONF_CARDS.get(id) };

/** The Confrontation sample with a Thane who carries a rune axe and a spell, and a Khor warrior's blasting charge. */
function confrontationItems(): ArmyList {
  let list = { ...sampleList(), pointsLimit: 200 };
  list = addEntry(list, 'thane').list;
  list = addEntry(list, 'rune-axe').list;
  list = assign(list, 'e4', { type: 'bearer', bearer: 'e3' }).list;
  list = addEntry(list, 'charges').list;
  list = assign(list, 'e5', { type: 'bearer', bearer: 'e2' }).list;
  list = addEntry(list, 'fire-rune').list;
  return assign(list, 'e6', { type: 'bearer', bearer: 'e3' }).list;
}

const STYLES = ['plain', 'markdown', 'compact'] as const;
const LANGS = ['en', 'de'] as const;

describe('listToText: special rules, profiles and the secret list', () => {
  it("writes an Old World unit's special rules, its mount's and its profile rows in each style (shipped Empire, English)", () => {
    const db = shippedOldWorld();
    const text = (style: (typeof STYLES)[number]) => lines(listToText(empireList(), db, { lang: 'en', factionName: 'Empire of Man', style, specialRules: true, profiles: true }));
    expect(text('plain')).toEqual([
      'Averland',
      'Warhammer: The Old World · Empire of Man · Open War · Army list · limit 1000 points',
      '',
      '++ Characters [126 points, 12.6%] ++',
      '1x General of the Empire: 126 points',
      '   Hand weapon, Light armour, Barded Warhorse +16, General, Sword of Might* 20',
      '   Special rules: "Hold the Line!", Rallying Cry',
      '   General of the Empire: M 4, WS 5, BS 5, S 4, T 4, W 3, I 5, A 3, Ld 10',
      '   Barded Warhorse: M 7, WS 3, BS -, S 3, T -, W -, I 3, A 1, Ld -',
      '',
      '++ Core units [336 points, 33.6%] ++',
      '5x Empire Knights: 136 points',
      '   Hand weapons, Lances, Shields +5, Heavy armour, Barding, Standard bearer +6 [War Banner 25]',
      '   Special rules: Close Order, Counter Charge, First Charge, Swiftstride',
      '   Empire Knight: M -, WS 4, BS 3, S 3, T 3, W 1, I 3, A 1, Ld 8',
      '   Preceptor: M -, WS 4, BS 3, S 3, T 3, W 1, I 3, A 2, Ld 8',
      '   Barded Warhorse: M 7, WS 3, BS -, S 3, T -, W -, I 3, A 1, Ld -',
      '   Note: Left flank',
      '20x State Troops: 100 points',
      '   Hand weapons, Light armour',
      '   Special rules: Close Order, Detachment, Regimental Unit, Horde',
      '   State Trooper: M 4, WS 3, BS 3, S 3, T 3, W 1, I 3, A 1, Ld 7',
      '   Sergeant: M 4, WS 3, BS 3, S 3, T 3, W 1, I 3, A 2, Ld 7',
      '20x State Troops: 100 points',
      '   Hand weapons, Light armour',
      '   Special rules: Close Order, Detachment, Regimental Unit, Horde',
      '   State Trooper: M 4, WS 3, BS 3, S 3, T 3, W 1, I 3, A 1, Ld 7',
      '   Sergeant: M 4, WS 3, BS 3, S 3, T 3, W 1, I 3, A 2, Ld 7',
      '',
      'Total: 462 / 1000 points',
      'Valid: no problems found.',
      '',
      'Made with Muster',
      '',
    ]);
    expect(text('markdown').slice(3, 17)).toEqual([
      '### Characters [126 points, 12.6%]',
      '- 1x **General of the Empire**: 126 points',
      '  - Hand weapon, Light armour, Barded Warhorse +16, General, Sword of Might\\* 20',
      '  - Special rules: "Hold the Line!", Rallying Cry',
      '  - General of the Empire: M 4, WS 5, BS 5, S 4, T 4, W 3, I 5, A 3, Ld 10',
      '  - Barded Warhorse: M 7, WS 3, BS -, S 3, T -, W -, I 3, A 1, Ld -',
      '',
      '### Core units [336 points, 33.6%]',
      '- 5x **Empire Knights**: 136 points',
      '  - Hand weapons, Lances, Shields +5, Heavy armour, Barding, Standard bearer +6 [War Banner 25]',
      '  - Special rules: Close Order, Counter Charge, First Charge, Swiftstride',
      '  - Empire Knight: M -, WS 4, BS 3, S 3, T 3, W 1, I 3, A 1, Ld 8',
      '  - Preceptor: M -, WS 4, BS 3, S 3, T 3, W 1, I 3, A 2, Ld 8',
      '  - Barded Warhorse: M 7, WS 3, BS -, S 3, T -, W -, I 3, A 1, Ld -',
    ]);
    expect(text('compact').slice(1, 4)).toEqual([
      '++ Characters [126 points, 12.6%] ++',
      '1x General of the Empire: 126 points · Hand weapon, Light armour, Barded Warhorse +16, General, Sword of Might* 20 · Special rules: "Hold the Line!", Rallying Cry · General of the Empire: M 4, WS 5, BS 5, S 4, T 4, W 3, I 5, A 3, Ld 10 · Barded Warhorse: M 7, WS 3, BS -, S 3, T -, W -, I 3, A 1, Ld -',
      '++ Core units [336 points, 33.6%] ++',
    ]);
    expect(text('compact')[4]).toBe(
      '5x Empire Knights: 136 points · Hand weapons, Lances, Shields +5, Heavy armour, Barding, Standard bearer +6 [War Banner 25] · Special rules: Close Order, Counter Charge, First Charge, Swiftstride · Empire Knight: M -, WS 4, BS 3, S 3, T 3, W 1, I 3, A 1, Ld 8 · Preceptor: M -, WS 4, BS 3, S 3, T 3, W 1, I 3, A 2, Ld 8 · Barded Warhorse: M 7, WS 3, BS -, S 3, T -, W -, I 3, A 1, Ld - · Note: Left flank',
    );
  });

  it('writes them in German: the rules in German, the profile with the German labels (B KG BF S W LP I A MW)', () => {
    const db = shippedOldWorld();
    const text = (style: (typeof STYLES)[number]) => lines(listToText(empireList(), db, { lang: 'de', factionName: 'Imperium der Menschen', style, specialRules: true, profiles: true }));
    expect(text('plain').slice(3, 18)).toEqual([
      '++ Charaktere [126 Punkte, 12,6\u00a0%] ++',
      '1x General des Imperiums: 126 Punkte',
      '   Handwaffe, Leichte Rüstung, Schlachtross mit Rossharnisch +16, General, Schwert der Macht* 20',
      '   Sonderregeln: "Haltet die Linie!", Sammelruf',
      // Rows named as their unit or mount are in the language; others keep the rules index's English name.
      '   General des Imperiums: B 4, KG 5, BF 5, S 4, W 4, LP 3, I 5, A 3, MW 10',
      '   Schlachtross mit Rossharnisch: B 7, KG 3, BF -, S 3, W -, LP -, I 3, A 1, MW -',
      '',
      '++ Kerneinheiten [336 Punkte, 33,6\u00a0%] ++',
      '5x Ritter des Imperiums: 136 Punkte',
      '   Handwaffen, Lanzen, Schilde +5, Schwere Rüstung, Rossharnische, Standartenträger +6 [Kriegsbanner 25]',
      '   Sonderregeln: Geschlossene Ränge, Gegenangriff, Erster Angriff, Schnelle Bewegung',
      '   Empire Knight: B -, KG 4, BF 3, S 3, W 3, LP 1, I 3, A 1, MW 8',
      '   Preceptor: B -, KG 4, BF 3, S 3, W 3, LP 1, I 3, A 2, MW 8',
      '   Barded Warhorse: B 7, KG 3, BF -, S 3, W -, LP -, I 3, A 1, MW -',
      '   Notiz: Left flank',
    ]);
    expect(text('markdown').slice(11, 17)).toEqual([
      '- 5x **Ritter des Imperiums**: 136 Punkte',
      '  - Handwaffen, Lanzen, Schilde +5, Schwere Rüstung, Rossharnische, Standartenträger +6 [Kriegsbanner 25]',
      '  - Sonderregeln: Geschlossene Ränge, Gegenangriff, Erster Angriff, Schnelle Bewegung',
      '  - Empire Knight: B -, KG 4, BF 3, S 3, W 3, LP 1, I 3, A 1, MW 8',
      '  - Preceptor: B -, KG 4, BF 3, S 3, W 3, LP 1, I 3, A 2, MW 8',
      '  - Barded Warhorse: B 7, KG 3, BF -, S 3, W -, LP -, I 3, A 1, MW -',
    ]);
    expect(text('compact')[5]).toBe(
      '20x Staatstruppen: 100 Punkte · Handwaffen, Leichte Rüstung · Sonderregeln: Geschlossene Ränge, Abteilung, Hauptregiment, Horde · State Trooper: B 4, KG 3, BF 3, S 3, W 3, LP 1, I 3, A 1, MW 7 · Sergeant: B 4, KG 3, BF 3, S 3, W 3, LP 1, I 3, A 2, MW 7',
    );
  });

  it('adds with each switch only its own lines, in every style and language', () => {
    const db = shippedOldWorld();
    const rule = /(Special rules|Sonderregeln)( \(.*\))?: /;
    const profile = / (M|B) (\d|-), /;
    for (const style of STYLES) {
      for (const lang of LANGS) {
        const text = (more: object) => lines(listToText(empireList(), db, { lang, style, ...more }));
        const base = text({});
        // Off (the default): the text as it was without the choices.
        expect(text({ specialRules: false, profiles: false, secret: false }), `${style} ${lang}`).toEqual(base);
        const ruled = text({ specialRules: true });
        const profiled = text({ profiles: true });
        const strip = (ls: string[], part: RegExp) =>
          style === 'compact' ? ls.map((l) => l.split(' · ').filter((p) => !part.test(` ${p}`)).join(' · ')) : ls.filter((l) => !part.test(l));
        expect(ruled.filter((l) => rule.test(l)), `${style} ${lang}`).toHaveLength(4);
        expect(strip(ruled, rule), `${style} ${lang}`).toEqual(base);
        expect(profiled.join('\n'), `${style} ${lang}`).not.toMatch(rule);
        expect(strip(profiled, profile), `${style} ${lang}`).toEqual(base);
      }
    }
  });

  it("takes an Old World unit's special rules from its composition where that has its own, and names a mount's (shipped Ogre Kingdoms, Orcs)", () => {
    const db = shippedOldWorld();
    const unitLines = (faction: string, composition: string | undefined, cardId: string, options: string[], lang: 'de' | 'en') => {
      const card = db.card(cardId)!;
      const list: ArmyList = { ...owList(2000, []), faction, ...(composition ? { composition } : {}), entries: [{ id: 'e1', cardId, count: card.unitSize?.min ?? 1, assignments: [], options: [...defaultOptions(card, composition ?? faction), ...options] }], lastEntryNumber: 1 };
      return lines(listToText(list, db, { lang, specialRules: true })).filter((l) => /^ {3}(Special rules|Sonderregeln)/.test(l));
    };
    // A renegade list's Ogre Bulls fight in Monstrous Ranks; the army's own list's do not.
    expect(unitLines('ogre-kingdoms', 'ok-renegade', 'ogre-kingdoms-ogre-bulls', [], 'en')).toEqual(['   Special rules: Armour Bane (1), Close Order, Fear, Impact Hits (1), Ogre Charge, Monstrous Ranks']);
    expect(unitLines('ogre-kingdoms', undefined, 'ogre-kingdoms-ogre-bulls', [], 'en')).toEqual(['   Special rules: Armour Bane (1), Close Order, Fear, Impact Hits (1), Ogre Charge']);
    // A Warboss on a War Boar: the boar's rules, named.
    const boar = unitLines('orc-and-goblin-tribes', undefined, 'orc-and-goblin-tribes-orc-warboss', ['mounts.war-boar'], 'en');
    expect(boar[1]).toBe('   Special rules (War Boar): Armoured Hide (1), Counter Charge, Swiftstride, Tusker Charge');
    expect(unitLines('orc-and-goblin-tribes', undefined, 'orc-and-goblin-tribes-orc-warboss', ['mounts.war-boar'], 'de')[1]).toMatch(/^ {3}Sonderregeln \(.+\): /);
  });

  it("writes a Confrontation card's abilities with their values and its profile in its order, in each style and language", () => {
    const list = confrontationItems();
    const text = (lang: 'de' | 'en', style: (typeof STYLES)[number]) =>
      lines(listToText(list, confLookup, { lang, factionName: lang === 'de' ? 'Zwerge von Tir-Nâ-Bor' : 'Dwarves of Tir-Nâ-Bor', style, specialRules: true, profiles: true }));
    expect(text('en', 'plain')).toEqual([
      'Tir-Nâ-Bor Vorhut',
      'Confrontation · Dwarves of Tir-Nâ-Bor · Army list · limit 200 AP',
      '',
      '1x Armoured chariot: 60 AP',
      '   Abilities: Transport / 4',
      '2x Khor warrior (aboard Armoured chariot; sample card): 30 AP',
      '1x Thane: 30 AP',
      '   Abilities: Irrepressible, Sapper / 2, War fury',
      '   Profile: MOV 10, INI 3, ATT 4, STR 4, DEF 4, RES 5, COU 5, DIS 4, POW 2',
      '1x Rune axe (carried by Thane): 12 AP',
      '1x Blasting charge (carried by Khor warrior): 5 AP',
      '1x Fire rune (carried by Thane): 8 AP',
      '',
      'Total: 145 / 200 AP',
      'Valid: no problems found.',
      '',
      'Made with Muster',
      '',
    ]);
    expect(text('de', 'plain').slice(3, 9)).toEqual([
      '1x Panzerwagen: 60 A.P.',
      '   Spezialfertigkeiten: Transport / 4',
      '2x Khorkrieger (an Bord: Panzerwagen; Beispielkarte): 30 A.P.',
      '1x Thain: 30 A.P.',
      '   Spezialfertigkeiten: Unaufhaltsam, Pionier / 2, Kriegswut',
      '   Profil: BEW 10, INI 3, ATT 4, STÄ 4, VER 4, WK 5, MUT 5, DIS 4, MACHT 2',
    ]);
    expect(text('en', 'markdown').slice(3, 9)).toEqual([
      '- 1x **Armoured chariot**: 60 AP',
      '  - Abilities: Transport / 4',
      '- 2x **Khor warrior** (aboard Armoured chariot; sample card): 30 AP',
      '- 1x **Thane**: 30 AP',
      '  - Abilities: Irrepressible, Sapper / 2, War fury',
      '  - Profile: MOV 10, INI 3, ATT 4, STR 4, DEF 4, RES 5, COU 5, DIS 4, POW 2',
    ]);
    expect(text('de', 'markdown').slice(7, 9)).toEqual(['  - Spezialfertigkeiten: Unaufhaltsam, Pionier / 2, Kriegswut', '  - Profil: BEW 10, INI 3, ATT 4, STÄ 4, VER 4, WK 5, MUT 5, DIS 4, MACHT 2']);
    expect(text('en', 'compact').slice(1, 4)).toEqual([
      '1x Armoured chariot: 60 AP · Abilities: Transport / 4',
      '2x Khor warrior (aboard Armoured chariot; sample card): 30 AP',
      '1x Thane: 30 AP · Abilities: Irrepressible, Sapper / 2, War fury · Profile: MOV 10, INI 3, ATT 4, STR 4, DEF 4, RES 5, COU 5, DIS 4, POW 2',
    ]);
    expect(text('de', 'compact')[3]).toBe('1x Thain: 30 A.P. · Spezialfertigkeiten: Unaufhaltsam, Pionier / 2, Kriegswut · Profil: BEW 10, INI 3, ATT 4, STÄ 4, VER 4, WK 5, MUT 5, DIS 4, MACHT 2');
    // Each switch alone: the abilities without the profile, the profile without the abilities.
    const only = (more: object) => listToText(list, confLookup, { lang: 'en', ...more });
    expect(only({ specialRules: true })).toContain('   Abilities: Transport / 4\n');
    expect(only({ specialRules: true })).not.toContain('Profile');
    expect(only({ profiles: true })).toContain('   Profile: MOV 10, INI 3');
    expect(only({ profiles: true })).not.toContain('Abilities');
  });

  it('writes an Old World secret list: no points, no magic items, everything else (shipped Empire, each style, both languages)', () => {
    const db = shippedOldWorld();
    const text = (lang: 'de' | 'en', style: (typeof STYLES)[number], more: object = {}) =>
      listToText(empireList(), db, { lang, factionName: lang === 'de' ? 'Imperium der Menschen' : 'Empire of Man', style, secret: true, ...more });
    expect(lines(text('en', 'plain'))).toEqual([
      'Averland',
      'Warhammer: The Old World · Empire of Man · Open War · Army list',
      '',
      '++ Characters ++',
      '1x General of the Empire',
      '   Hand weapon, Light armour, Barded Warhorse, General',
      '',
      '++ Core units ++',
      '5x Empire Knights',
      '   Hand weapons, Lances, Shields, Heavy armour, Barding, Standard bearer',
      '   Note: Left flank',
      '20x State Troops',
      '   Hand weapons, Light armour',
      '20x State Troops',
      '   Hand weapons, Light armour',
      '',
      'Valid: no problems found.',
      '',
      'Made with Muster',
      '',
    ]);
    expect(lines(text('de', 'markdown'))).toEqual([
      '## Averland',
      'Warhammer: The Old World · Imperium der Menschen · Open War · Armeeliste',
      '',
      '### Charaktere',
      '- 1x **General des Imperiums**',
      '  - Handwaffe, Leichte Rüstung, Schlachtross mit Rossharnisch, General',
      '',
      '### Kerneinheiten',
      '- 5x **Ritter des Imperiums**',
      '  - Handwaffen, Lanzen, Schilde, Schwere Rüstung, Rossharnische, Standartenträger',
      '  - *Notiz: Left flank*',
      '- 20x **Staatstruppen**',
      '  - Handwaffen, Leichte Rüstung',
      '- 20x **Staatstruppen**',
      '  - Handwaffen, Leichte Rüstung',
      '',
      'Gültig: keine Probleme gefunden.',
      '',
      '*Erstellt mit Muster*',
      '',
    ]);
    expect(lines(text('en', 'compact'))).toEqual([
      'Averland · Warhammer: The Old World · Empire of Man · Open War · Army list',
      '++ Characters ++',
      '1x General of the Empire · Hand weapon, Light armour, Barded Warhorse, General',
      '++ Core units ++',
      '5x Empire Knights · Hand weapons, Lances, Shields, Heavy armour, Barding, Standard bearer · Note: Left flank',
      '20x State Troops · Hand weapons, Light armour',
      '20x State Troops · Hand weapons, Light armour',
      'Valid: no problems found.',
      'Made with Muster',
      '',
    ]);
    for (const style of STYLES) {
      for (const lang of LANGS) {
        const secret = text(lang, style);
        // Model counts (20x) are no points; nothing else has a digit.
        expect(secret.replace(/^(- )?\d+x /gm, ''), `${style} ${lang}`).not.toMatch(/\d/);
        expect(secret, `${style} ${lang}`).not.toMatch(/Sword of Might|War Banner|Schwert der Macht|Kriegsbanner|Punkte|points/);
        // Points asked for too: still a secret list.
        expect(text(lang, style, { points: true }), `${style} ${lang}`).toBe(secret);
        // Everything else stays: the special rules when asked.
        expect(text(lang, style, { specialRules: true }), `${style} ${lang}`).toMatch(/Close Order|Geschlossene Ränge/);
      }
    }
  });

  it('writes a Confrontation secret list: no points, no artifacts or equipment, the spell kept (each style, both languages)', () => {
    const list = confrontationItems();
    const text = (lang: 'de' | 'en', style: (typeof STYLES)[number]) => listToText(list, confLookup, { lang, factionName: 'Tir-Nâ-Bor', style, secret: true });
    expect(lines(text('en', 'plain'))).toEqual([
      'Tir-Nâ-Bor Vorhut',
      'Confrontation · Tir-Nâ-Bor · Army list',
      '',
      '1x Armoured chariot',
      '2x Khor warrior (aboard Armoured chariot; sample card)',
      '1x Thane',
      '1x Fire rune (carried by Thane)',
      '',
      'Valid: no problems found.',
      '',
      'Made with Muster',
      '',
    ]);
    expect(lines(text('de', 'plain')).slice(3, 7)).toEqual(['1x Panzerwagen', '2x Khorkrieger (an Bord: Panzerwagen; Beispielkarte)', '1x Thain', '1x Feuerrune (Träger: Thain)']);
    expect(lines(text('en', 'markdown')).slice(3, 7)).toEqual([
      '- 1x **Armoured chariot**',
      '- 2x **Khor warrior** (aboard Armoured chariot; sample card)',
      '- 1x **Thane**',
      '- 1x **Fire rune** (carried by Thane)',
    ]);
    expect(lines(text('de', 'compact'))).toEqual([
      'Tir-Nâ-Bor Vorhut · Confrontation · Tir-Nâ-Bor · Armeeliste',
      '1x Panzerwagen',
      '2x Khorkrieger (an Bord: Panzerwagen; Beispielkarte)',
      '1x Thain',
      '1x Feuerrune (Träger: Thain)',
      'Gültig: keine Probleme gefunden.',
      'Erstellt mit Muster',
      '',
    ]);
    for (const style of STYLES) {
      for (const lang of LANGS) {
        const secret = text(lang, style);
        expect(secret.replace(/^(- )?\d+x /gm, ''), `${style} ${lang}`).not.toMatch(/\d/);
        expect(secret, `${style} ${lang}`).not.toMatch(/Rune axe|Runenaxt|Blasting charge|Sprengladung|A\.?P\./);
        expect(secret, `${style} ${lang}`).toMatch(/Fire rune|Feuerrune/);
      }
    }
    // Not secret: the artifact and the equipment are listed.
    expect(listToText(list, confLookup, { lang: 'en' })).toMatch(/Rune axe \(carried by Thane\): 12 AP\n1x Blasting charge/);
  });
});
