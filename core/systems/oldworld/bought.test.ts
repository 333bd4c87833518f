import { describe, expect, it } from 'vitest';
import { boughtLines, boughtText } from './bought';
import { shippedOldWorld } from './test-support/shipped';
import { addItem, setChoice } from './options';
import { owbUnitPoints } from './owb-points';
import { exportOwbList } from './owb-list-export';
import { defaultOptions, newEntryStart } from './unit';
import { newList } from '../../list/new';
import { addEntry } from '../../list/ops';
import type { ArmyList } from '../../model/list';

describe('boughtLines', () => {
  const db = shippedOldWorld();

  it('leaves out a chosen "None" (a Marauder Horsemen unit without a Chaotic Cult mark): nothing is bought by it', () => {
    const card = db.card('warriors-of-chaos-marauder-horsemen')!;
    const options = defaultOptions(card, 'warriors-of-chaos');
    expect(options).toContain('options.chaotic-cult.none');
    const entry = { id: 'e1', cardId: card.id, count: 5, options, assignments: [] };
    const text = boughtText(boughtLines(entry, card, db, 'warriors-of-chaos'), 'en');
    expect(text.split(', ')).not.toContain('None');
    // Nor the free "Chaotic Cult" itself, when nothing but its "None" is chosen.
    expect(text).toMatch(/Shields, Formation, Open Order$/);
    expect(boughtText(boughtLines(entry, card, db, 'warriors-of-chaos'), 'de').split(', ')).not.toContain('None');
    // A cult chosen is listed with its group.
    const cult = card.oldworld!.options.flatMap((o) => o.options ?? []).find((o) => o.name.en === 'Cult of the Carrion Crow')!;
    const marked = { ...entry, options: [...options.filter((o) => o !== 'options.chaotic-cult.none'), cult.id] };
    expect(boughtText(boughtLines(marked, card, db, 'warriors-of-chaos'), 'en')).toContain('Chaotic Cult, Cult of the Carrion Crow');
  });

  /** A list of `faction` with one unit of `cardId` as it is added, and its bought text. */
  const listOf = (faction: string, cardId: string): ArmyList => {
    const l = newList({ id: 'l', name: 'x', system: 'oldworld', faction, pointsLimit: 2000, now: new Date(0) });
    const start = newEntryStart(db.card(cardId), l);
    return addEntry(l, cardId, start.count, start.options).list;
  };
  const boughtOf = (l: ArmyList, lang: 'de' | 'en' = 'en') => boughtText(boughtLines(l.entries[0]!, db.card(l.entries[0]!.cardId)!, db, l.faction), lang);

  it('lists a chosen free option none of whose sub-options is picked, as Old World Builder does (a Tomb King’s General without "Arise!")', () => {
    let l = listOf('tomb-kings-of-khemri', 'tomb-kings-of-khemri-tomb-king');
    l = setChoice(l, 'e1', 'command.general', true, db).list;
    expect(l.entries[0]!.options).toContain('command.general');
    expect(boughtOf(l)).toBe('Hand weapon, Heavy armour, On foot, General');
    expect(boughtOf(l, 'de')).toMatch(/, General$/);
  });

  it('lists a Warriors of Chaos Daemon Prince’s free Mark of Chaos Undivided without a wizard level', () => {
    let l = listOf('warriors-of-chaos', 'warriors-of-chaos-daemon-prince');
    l = setChoice(l, 'e1', 'options.no-daemonic-alignment', true, db).list;
    expect(l.entries[0]!.options).toContain('options.no-daemonic-alignment');
    expect((l.entries[0]!.options ?? []).filter((o) => o.startsWith('options.no-daemonic-alignment.'))).toEqual([]);
    expect(boughtOf(l)).toBe('Hand weapon, Light armour, Mark of Chaos Undivided');
    expect(boughtOf(l, 'de')).toMatch(/, Mal des Ungeteilten Chaos$/);
    // With a wizard level the mark stays listed before it.
    l = setChoice(l, 'e1', 'options.no-daemonic-alignment.level-1-wizard', true, db).list;
    expect(boughtOf(l)).toMatch(/, Mark of Chaos Undivided, Level 1 Wizard \+\d+/);
  });

  /** A Bretonnian list with one unit of `cardId` as it is added. */
  const bretonnians = (cardId: string): ArmyList => {
    const l = newList({ id: 'l', name: 'x', system: 'oldworld', faction: 'kingdom-of-bretonnia', pointsLimit: 2000, now: new Date(0) });
    const start = newEntryStart(db.card(cardId), l);
    return addEntry(l, cardId, start.count, start.options).list;
  };
  const textOf = (l: ArmyList, lang: 'de' | 'en' = 'en', options?: { points?: boolean }) => boughtText(boughtLines(l.entries[0]!, db.card(l.entries[0]!.cardId)!, db, 'kingdom-of-bretonnia'), lang, options);

  it('lists the weapon a character carries whatever else it takes (equippedDefault: a Duke’s hand weapon beside his lance), free and once, as Old World Builder prints it', () => {
    let l = bretonnians('kingdom-of-bretonnia-duke');
    expect(textOf(l)).toMatch(/^Hand weapon, /);
    l = setChoice(l, 'e1', 'equipment.lance', true, db).list;
    expect(l.entries[0]!.options).not.toContain('equipment.hand-weapon');
    expect(textOf(l)).toMatch(/^Hand weapon, Lance \+4, /);
    expect(textOf(l, 'de')).toMatch(/^Handwaffe, Lanze \+4, /);
    expect(textOf(l).match(/Hand weapon/g)).toHaveLength(1);
    // It costs nothing: the points are those Old World Builder counts for the exported unit.
    expect(owbUnitPoints(exportOwbList(l, db).characters[0], 'characters', 'kingdom-of-bretonnia')).toBe(boughtLines(l.entries[0]!, db.card('kingdom-of-bretonnia-duke')!, db).reduce((sum, b) => sum + b.points, db.card('kingdom-of-bretonnia-duke')!.points));
  });

  it('puts a magic item a command member carries with its bearer: Standard bearer +7 [Banner of Châlons 20], also without points', () => {
    let l = bretonnians('kingdom-of-bretonnia-mounted-knights-of-the-realm');
    l = setChoice(l, 'e1', 'command.standard-bearer', true, db).list;
    l = setChoice(l, 'e1', 'command.musician', true, db).list;
    l = addItem(l, 'e1', 'command.standard-bearer.magic', 'item-kingdom-of-bretonnia-banner-of-chalons', db).list;
    expect(textOf(l)).toMatch(/Standard bearer \+7 \[Banner of Châlons 20\], Musician \+7$/);
    expect(textOf(l, 'en', { points: false })).toMatch(/Standard bearer \[Banner of Châlons\], Musician$/);
  });
});
