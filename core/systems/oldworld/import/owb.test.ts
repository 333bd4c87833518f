import { describe, expect, it } from 'vitest';
import { CardDatabase } from '../../../db/database';
import { validateCardFile } from '../../../db/load';
import { newList } from '../../../list/new';
import { cardFileSchema, type CardFile } from '../../../model/card';
import { exportOwbList } from '../owb-list-export';
import { germanWording } from './reader';
import { importOwb, objectLiteral } from './owb';
import { owbProblemText, reportLines, storedReport } from './report';

/** A small army file in Old World Builder's shape, using the kinds of fields its datasets use. */
const army = {
  characters: [
    {
      name_en: 'King {dwarfs}',
      name_de: 'König',
      name_fr: 'Roi',
      id: 'king',
      points: 125,
      command: [{ name_en: 'General', name_de: 'General', points: 0 }],
      equipment: [
        { name_en: 'Hand weapon', name_de: 'Handwaffe', points: 0, active: true, equippedDefault: true },
        { name_en: 'Great weapon', name_de: 'Zweihandwaffe', points: 4, armyComposition: ['royal-clan'] },
      ],
      armor: [{ name_en: 'Full plate armour', name_de: 'Plattenrüstung', points: 0, active: true }],
      options: [{ name_en: 'Shield', name_de: 'Schild', points: 2, minimum: 0, maximum: 0, notes: { name_en: 'Only on foot', name_de: 'Nur zu Fuß' } }],
      mounts: [
        { name_en: 'On foot', name_de: 'Zu fuß', points: 0, active: true },
        { name_en: 'Shieldbearers', name_de: 'Schildträger', points: 60, options: [{ name_en: 'Oath', name_de: 'Eid', points: 5, exclusive: true }] },
        { name_en: 'Great Eagle {mount}', name_de: 'Großer Adler', name_cn: '巨鹰{mount}', points: 50, specialRules: { name_en: 'Fly (10), Swiftstride {mount}', name_de: 'Fliegen (10), Schnelle Bewegung' } },
      ],
      items: [{ name_en: 'Runes', name_de: 'Runen', types: ['weapon-runes'], selected: [], maxPoints: 125, maxItemsPerCategory: 3, armyComposition: { 'royal-clan': { maxPoints: 150 } } }],
      lores: ['battle-magic', 'elementalism'],
      specialRules: { name_en: 'Stubborn, Resolute', name_de: 'Unnachgiebig, Resolut' },
      armyComposition: { 'test-army': { category: 'characters', notes: { name_en: '0-1 per 1000 points', name_de: '0-1 pro 1000 Punkte' } } },
    },
  ],
  core: [
    {
      name_en: 'Warriors',
      id: 'warriors',
      points: 8,
      minimum: 5,
      maximum: 0,
      command: [{ name_en: 'Standard bearer', name_de: 'Standartenträger', points: 5, magic: { types: ['banner'], maxPoints: 50 } }],
      equipment: [{ name_en: 'Hand weapons', name_de: 'Handwaffen', points: 0, perModel: true, active: true }],
      armor: [],
      options: [{ name_en: 'Shields', name_de: 'Schilde', points: 1, perModel: true, stackable: true, stackableCount: 2 }],
      mounts: [],
      specialRules: { name_en: 'Resolute', name_de: 'Resolut' },
      somethingNew: true,
    },
  ],
  special: [],
  rare: [],
  mercenaries: [],
  allies: [],
};

const armyList = {
  id: 'the-old-world',
  armies: [
    {
      id: 'test-army',
      name_en: 'Test Army',
      name_de: 'Testarmee',
      items: ['general', 'test-army'],
      armyComposition: ['test-army', 'royal-clan'],
      allies: [{ army: 'empire-of-man' }, { army: 'empire-of-man', armyComposition: 'city-state-of-nuln', magicItemsArmy: 'empire-of-man' }],
      mercenaries: { 'test-army': [{ army: 'empire-of-man', units: ['imperial-ogres'] }] },
    },
  ],
};

const rulesJs = `export const rules = {
  "grand-army": { characters: { maxPercent: 50 }, core: { minPercent: 25 } },
  "royal-clan": {
    characters: { maxPercent: 50, units: [{ ids: ["king"], min: 1, requiresGeneral: true, requires: ["king"], somethingElse: 3 }] },
    core: { minPercent: 33, units: [] },
  },
};
export const helper = () => 1;`;

const names = `export const nameMap = { "test-army": { name_en: "Test Army", name_de: "Test Army", name_fr: "Armée test" }, "royal-clan": { name_en: "Royal Clan", name_de: "Königlicher Clan" }, general: { name_en: "Common magic items", name_de: "Allgemeine magische Gegenstände" }, "battle-magic": { name_en: "Battle Magic", name_de: "Kampfmagie" } };`;

const profiles = {
  king: { url: 'unit/king', stats: [{ Name: 'King', M: '3', WS: '7', A: 'D6', Ld: '-' }], troopType: 'HI', page: 'p. 1' },
  shieldbearers: { url: 'unit/shieldbearers', stats: [{ Name: 'Shieldbearer', M: '-', A: '2' }], troopType: 'MI' },
  'great eagle': { url: 'unit/great-eagle', stats: [{ Name: 'Great Eagle', M: '2', A: '2' }], troopType: 'MCr' },
  'great eagle {mount}': { url: 'unit/great-eagle-mount', stats: [{ Name: 'Great Eagle (Mount)', M: '2', A: '3' }], troopType: 'MCr' },
};

const magic = { general: [{ name_en: 'Ogre Blade', name_de: 'Ogerklinge', points: 75, type: 'weapon', onePerArmy: true, name: 'ogre blade' }] };

const files = [
  { name: 'public/games/the-old-world/test-army.json', text: JSON.stringify(army) },
  { name: 'public/games/the-old-world/magic-items.json', text: JSON.stringify(magic) },
  { name: 'src/assets/the-old-world.json', text: JSON.stringify(armyList) },
  { name: 'src/utils/rules.js', text: rulesJs },
  { name: 'src/pages/magic/name-map.js', text: names },
  { name: 'src/components/rules-index/rules-index-export.json', text: JSON.stringify(profiles) },
];

describe('importOwb', () => {
  const result = importOwb(files, { version: 'abc123' });
  const armyFile = result.files.find((f) => f.path === 'test-army.json')!.content;
  const king = armyFile.cards.find((c) => c.id === 'test-army-king')!;

  it('converts an army: unit cards with choices, allowances, compositions, profiles and provenance', () => {
    expect(cardFileSchema.safeParse(armyFile).success).toBe(true);
    expect(king.name).toEqual({ en: 'King', de: 'König' });
    expect(king.oldworld?.names).toEqual({ en: 'King {dwarfs}', de: 'König', fr: 'Roi' });
    expect(king.oldworld?.equipment.map((o) => [o.id, o.points, o.default ?? false, o.only ?? []])).toEqual([
      ['equipment.hand-weapon', 0, true, []],
      ['equipment.great-weapon', 4, false, ['royal-clan']],
    ]);
    expect(king.oldworld?.mounts[1]?.options?.[0]).toMatchObject({ id: 'mounts.shieldbearers.oath', exclusive: true, points: 5 });
    expect(king.oldworld?.mounts[1]?.profiles).toEqual([{ name: 'Shieldbearer', stats: { M: '-', A: '2' } }]);
    // Shown without the dataset's note in braces; its id, its own names and its profile (the mount's, not the unit's) from the name as it is.
    expect(king.oldworld?.mounts[2]).toMatchObject({
      id: 'mounts.great-eagle-mount',
      name: { en: 'Great Eagle', de: 'Großer Adler', cn: '巨鹰' },
      names: { en: 'Great Eagle {mount}', de: 'Großer Adler', cn: '巨鹰{mount}' },
      specialRules: { en: 'Fly (10), Swiftstride', de: 'Fliegen (10), Schnelle Bewegung' },
      profiles: [{ name: 'Great Eagle (Mount)', stats: { M: '2', A: '3' } }],
    });
    expect(king.oldworld?.mounts[1]?.names).toBeUndefined();
    expect(king.oldworld?.items[0]).toEqual({ id: 'items.runes', name: { en: 'Runes', de: 'Runen' }, types: ['weapon-runes'], maxPoints: 125, maxPerType: 3, compositions: { 'royal-clan': { maxPoints: 150 } } });
    expect(king.oldworld?.profiles).toEqual([{ name: 'King', stats: { M: '3', WS: '7', A: 'D6', Ld: '-' } }]);
    expect(king.troopType).toBe('heavy-infantry');
    expect(king.oldworld?.compositions?.['test-army']?.notes?.en).toBe('0-1 per 1000 points');
    expect(king.provenance).toMatchObject({ dataset: 'Old World Builder', version: 'abc123', originalId: 'king', licence: 'CC BY 4.0' });
    const warriors = armyFile.cards.find((c) => c.id === 'test-army-warriors')!;
    expect(warriors.unitSize).toEqual({ min: 5 });
    expect(warriors.name.de).toBe('Warriors');
    expect(warriors.oldworld?.options[0]).toMatchObject({ stackable: true, stackableCount: 2, perModel: true });
  });

  it('converts the army data: compositions with their rules and names, item lists, allies and mercenaries', () => {
    expect(armyFile.faction.name).toEqual({ en: 'Test Army', de: 'Testarmee' });
    const ow = armyFile.faction.oldworld!;
    expect(ow.compositions.map((c) => [c.id, c.name.de])).toEqual([
      ['test-army', 'Testarmee'],
      ['royal-clan', 'Königlicher Clan'],
    ]);
    expect(ow.compositions[0]?.categories).toEqual({ characters: { maxPercent: 50, units: [] }, core: { minPercent: 25, units: [] } });
    expect(ow.compositions[1]?.categories.characters?.units[0]).toEqual({
      ids: ['king'],
      names: { en: 'King', de: 'König' },
      requiresNames: { en: 'King', de: 'König' },
      min: 1,
      requires: ['king'],
      requiresGeneral: true,
      extra: { somethingElse: 3 },
    });
    expect(ow.itemLists).toEqual(['general', 'test-army']);
    expect(ow.allies[1]).toEqual({ army: 'empire-of-man', composition: 'city-state-of-nuln', itemsArmy: 'empire-of-man' });
    expect(ow.mercenaries).toEqual({ 'test-army': [{ army: 'empire-of-man', units: ['imperial-ogres'] }] });
    // The lores its wizards use, named from the name map (one it lacks by its id).
    expect(ow.lores).toEqual([
      { id: 'battle-magic', name: { en: 'Battle Magic', de: 'Kampfmagie' } },
      { id: 'elementalism', name: { en: 'Elementalism', de: 'Elementalism' } },
    ]);
  });

  it('converts magic item lists into item cards of a hidden faction', () => {
    const items = result.files.find((f) => f.path === 'magic-items/general.json')!.content;
    expect(items.faction).toMatchObject({ id: 'magic-general', itemList: true, name: { en: 'Common magic items' } });
    expect(items.cards[0]).toMatchObject({ id: 'item-general-ogre-blade', kind: 'artifact', points: 75, item: { list: 'general', type: 'weapon', onePerArmy: true } });
  });

  it('reports every key it did not use, with its path, and what it filled in', () => {
    expect(result.report.dropped).toEqual(['test-army.json.core[0].somethingNew']);
    expect(result.report.filled).toEqual({ germanFromEnglish: 1 });
    expect(result.report.mapped).toMatchObject({ units: 2, armies: 1, magicItems: 1, compositions: 2 });
    expect(reportLines(result.report, 'en')).toContain('dropped 1:');
    expect(reportLines(result.report, 'de')).toContain('nicht übernommen: 1:');
  });

  it('finds a profile the rules index files under another name, as the dataset names it in rules-map.js', () => {
    const knights = { special: [{ name_en: 'Empire Knights Panther', name_de: 'Pantherritter', id: 'empire-knights-panther', points: 20, minimum: 5 }], characters: [], core: [], rare: [], mercenaries: [], allies: [] };
    const index = { 'empire knights': { stats: [{ Name: 'Empire Knight', M: '-', WS: '4' }], troopType: 'HCa' }, 'empire knights panther': { url: 'x' } };
    const rulesMap = `const additionalOWBRules = { halberds: { url: "weapons-of-war/halberd" } };\nexport const synonyms = { "empire knights panther": "empire knights", shields: "shield" };\nexport const rulesMap = { ...additionalOWBRules };`;
    const withSynonyms = importOwb([
      { name: 'knights.json', text: JSON.stringify(knights) },
      { name: 'src/components/rules-index/rules-index-export.json', text: JSON.stringify(index) },
      { name: 'src/components/rules-index/rules-map.js', text: rulesMap },
    ]);
    const card = withSynonyms.files[0]!.content.cards[0]!;
    expect(card.oldworld?.profiles).toEqual([{ name: 'Empire Knight', stats: { M: '-', WS: '4' } }]);
    expect(card.troopType).toBe('heavy-cavalry');
    expect(withSynonyms.report.mapped.unitsWithProfiles).toBe(1);
    expect(withSynonyms.report.files.map((f) => f.as)).toContain('synonyms');
    // Without the synonyms the unit has no profile: the rules index holds none under its own name.
    const without = importOwb([
      { name: 'knights.json', text: JSON.stringify(knights) },
      { name: 'src/components/rules-index/rules-index-export.json', text: JSON.stringify(index) },
    ]);
    expect(without.files[0]!.content.cards[0]!.oldworld?.profiles).toEqual([]);
  });

  it('keeps the profiles of the cards it converted before when given one army file without the rules index', () => {
    // A unit of the same name as the King's mount without its note comes first: the mount keeps the mount's profile.
    const eagle = { ...king, id: 'test-army-great-eagle', name: { en: 'Great Eagle', de: 'Großer Adler' }, oldworld: { ...king.oldworld!, names: { en: 'Great Eagle', de: 'Großer Adler' }, profiles: [{ name: 'Great Eagle', stats: { M: '2', A: '2' } }], mounts: [] } };
    const again = importOwb([{ name: 'test-army.json', text: JSON.stringify({ ...army, core: [{ ...army.core[0], points: 9 }] }) }], { knownCards: [eagle, ...armyFile.cards] });
    const cards = again.files[0]!.content.cards;
    const kingAgain = cards.find((c) => c.id === 'test-army-king')!;
    expect(kingAgain.oldworld?.profiles).toEqual(king.oldworld?.profiles);
    expect(kingAgain.troopType).toBe('heavy-infantry');
    expect(kingAgain.oldworld?.mounts[1]?.profiles).toEqual([{ name: 'Shieldbearer', stats: { M: '-', A: '2' } }]);
    expect(kingAgain.oldworld?.mounts[2]?.profiles).toEqual([{ name: 'Great Eagle (Mount)', stats: { M: '2', A: '3' } }]);
    expect(cards.find((c) => c.id === 'test-army-warriors')?.points).toBe(9);
    expect(again.report.mapped.unitsWithProfiles).toBe(1);
  });

  it('names the main composition after the army (German too), other compositions after the name map', () => {
    const ow = armyFile.faction.oldworld!;
    expect(ow.compositions[0]?.name).toEqual({ en: 'Test Army', de: 'Testarmee', fr: 'Armée test' });
    expect(ow.compositions[1]?.name).toEqual({ en: 'Royal Clan', de: 'Königlicher Clan' });
  });

  it('never throws on bad input: broken JSON, wrong types and unknown files become problems', () => {
    const bad = importOwb([
      { name: 'x/broken.json', text: '{' },
      { name: 'x/army.json', text: JSON.stringify({ core: [{ id: 'u', name_en: 'U', points: 'ten', options: 'none' }] }) },
      { name: 'x/other.json', text: '[1,2]' },
    ]);
    const problems = bad.report.problems.map((p) => owbProblemText(p, 'en'));
    expect(problems.some((p) => p.startsWith('x/broken.json: not valid JSON'))).toBe(true);
    expect(problems).toContain('army.json.core[0].points: expected a number, found "ten"');
    expect(bad.report.problems.map((p) => owbProblemText(p, 'de'))).toContain('army.json.core[0].points: erwartet eine Zahl, gefunden "ten"');
    expect(bad.report.files.map((f) => f.as)).toEqual(['army', 'skipped']);
    expect(storedReport(bad.report).files.map((f) => f.as)).toEqual(['army', 'not an Old World Builder file (skipped)']);
    expect(bad.files[0]?.content.cards[0]?.points).toBe(0);
  });

  it('reads object literals of JavaScript modules without running them', () => {
    expect(objectLiteral(rulesJs, 'rules')).toMatchObject({ 'grand-army': { core: { minPercent: 25 } } });
    expect(objectLiteral('export const rules = { a: "}" , b: [1, 2,], };', 'rules')).toEqual({ a: '}', b: [1, 2] });
    // Nested deeper than MAX_JSON_DEPTH: not read, at once (5 million levels took JSON5 seconds).
    const deep = `export const rules = { a: ${'['.repeat(5_000_000)}${']'.repeat(5_000_000)} };`;
    const started = performance.now();
    expect(objectLiteral(deep, 'rules')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
    // 250 levels of brackets inside the object (251 with its braces) are still read.
    expect(objectLiteral(`export const rules = { a: ${'['.repeat(250)}${']'.repeat(250)} };`, 'rules')).toHaveProperty('a');
    expect(objectLiteral('const x = 1', 'rules')).toBeUndefined();
  });
});

describe('empty texts of the dataset', () => {
  /** Scouts whose notes and special rules the dataset leaves empty (`{ "name_en": "" }`, `{}`), beside a note that says something. */
  const scouts = {
    name_en: 'Scouts',
    name_de: 'Späher',
    id: 'scouts',
    points: 10,
    minimum: 5,
    notes: { name_en: '' },
    specialRules: {},
    equipment: [{ name_en: 'Hand weapons', name_de: 'Handwaffen', points: 0, perModel: true, active: true }],
    options: [{ name_en: 'Bows', name_de: 'Bögen', points: 1, perModel: true, notes: [{ name_en: '', name_de: ' ' }, { name_en: 'Only skirmishers', name_de: 'Nur Plänkler' }] }],
    armyComposition: { 'test-army': { category: 'core', notes: { name_en: '' } } },
  };
  const imported = importOwb([{ name: 'test-army.json', text: JSON.stringify({ ...army, core: [scouts] }) }]);
  const file = imported.files.find((f) => f.path === 'test-army.json')!.content;
  const unit = (f: CardFile) => f.cards.find((c) => c.id === 'test-army-scouts')!;
  /** The text Old World Builder gets for a list of ten Scouts with Bows, made from a card file. */
  const exported = (f: CardFile): string => {
    const { db } = CardDatabase.build([{ path: 'test-army.json', file: f }]);
    const list = newList({ id: 'l', name: 'x', system: 'oldworld', faction: 'test-army', pointsLimit: 1000, now: new Date(0) });
    const entries = [{ id: 'e1', cardId: 'test-army-scouts', count: 10, assignments: [], options: ['equipment.hand-weapons', 'options.bows'] }];
    return JSON.stringify(exportOwbList({ ...list, entries }, db));
  };

  it('are left out on import (no "?" note), counted in the report; a note with text stays', () => {
    const card = unit(file);
    expect(card.oldworld?.notes).toBeUndefined();
    expect(card.oldworld?.specialRules).toBeUndefined();
    expect(card.oldworld?.compositions).toEqual({ 'test-army': { category: 'core' } });
    expect(card.oldworld?.options[0]?.notes).toEqual([{ en: 'Only skirmishers', de: 'Nur Plänkler' }]);
    expect(imported.report.mapped.emptyTextsLeftOut).toBe(4);
    expect(imported.report.dropped).toEqual([]);
    expect(JSON.stringify(file)).not.toContain('"?"');
  });

  it('a list exported for Old World Builder has no "?" note', () => {
    const text = exported(file);
    expect(text).toContain('"name_en":"Only skirmishers"');
    expect(text).not.toContain('"?"');
  });

  it('cards an earlier import wrote with "?" for them read as without those notes, and export none', () => {
    const question = { de: '?', en: '?' };
    const card = unit(file);
    const ow = card.oldworld!;
    const old = {
      ...file,
      cards: [
        {
          ...card,
          oldworld: {
            ...ow,
            notes: question,
            specialRules: question,
            compositions: { 'test-army': { category: 'core', notes: question } },
            options: [{ ...ow.options[0]!, notes: [question, ...(ow.options[0]!.notes ?? [])] }],
          },
        },
      ],
    };
    const read = validateCardFile(JSON.parse(JSON.stringify(old)), 'test-army.json');
    expect(read.problems).toEqual([]);
    const again = unit(read.file!);
    expect(again.oldworld?.notes).toBeUndefined();
    expect(again.oldworld?.specialRules).toBeUndefined();
    expect(again.oldworld?.compositions).toEqual({ 'test-army': { category: 'core' } });
    expect(again.oldworld?.options[0]?.notes).toEqual([{ en: 'Only skirmishers', de: 'Nur Plänkler' }]);
    expect(exported(read.file!)).not.toContain('"?"');
  });
});

describe('German names in the German wording', () => {
  it('a wizard’s level, "Wizard", "Zu fuß" and a stray closing quotation mark; other names as they are', () => {
    const given = ['Level 2 Wizard', 'Stufe 4 Zauberer', 'Zauberer der Stufe 1', 'Wizard', 'Zu fuß', 'Bogenschütze des Königlichen Heeres"', '"Haltet die Linie!"', 'Letzter Hieb, "Trau dich!"', 'Level 5 Wizard'];
    const within = ['Level 1 Zauberer', 'Level 3 Wizard (Exalted Flamer)', 'Stufe 4 Zauberer (Human Form), Stufe 2 Zauberer (Dragon Form)', 'On foot', 'Wizardry'];
    expect(within.map(germanWording)).toEqual(['Zauberer der Stufe 1', 'Zauberer der Stufe 3 (Exalted Flamer)', 'Zauberer der Stufe 4 (Human Form), Zauberer der Stufe 2 (Dragon Form)', 'Zu Fuß', 'Wizardry']);
    expect(given.map(germanWording)).toEqual([
      'Zauberer der Stufe 2',
      'Zauberer der Stufe 4',
      'Zauberer der Stufe 1',
      'Zauberer',
      'Zu Fuß',
      'Bogenschütze des Königlichen Heeres',
      '"Haltet die Linie!"',
      'Letzter Hieb, "Trau dich!"',
      'Level 5 Wizard',
    ]);
  });

  it('the import words them so, in German only, and counts them', () => {
    const mage = { id: 'mage', name_en: 'Mage', name_de: 'Magier', points: 60, options: [{ name_en: 'Level 2 Wizard', name_de: 'Level 2 Wizard', points: 30 }, { name_en: 'Level 3 Wizard', points: 60 }] };
    const out = importOwb([{ name: 'mages.json', text: JSON.stringify({ characters: [mage], core: [], special: [], rare: [], mercenaries: [], allies: [] }) }]);
    const options = out.files[0]!.content.cards[0]!.oldworld!.options;
    expect(options.map((o) => [o.name.en, o.name.de])).toEqual([
      ['Level 2 Wizard', 'Zauberer der Stufe 2'],
      ['Level 3 Wizard', 'Zauberer der Stufe 3'],
    ]);
    expect(out.report.mapped.germanWorded).toBe(2);
  });
});
