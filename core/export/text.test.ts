import { describe, expect, it } from 'vitest';
import type { DbCard } from '../model/card';
import { addEntry, assign } from '../list/ops';
import { newList } from '../list/new';
import { listToText } from './text';
import { ARMY, OW_LOOKUP, owList, WARRIORS } from '../systems/oldworld/test-fixtures';
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
    expect(shares('de')).toBe('Kerneinheiten 60 (8,6\u00a0%)');
    expect(shares('en')).toBe('Core units 60 (8.6%)');
  });

  it('speaks German and lists the problems', () => {
    const list = { ...sampleList(), pointsLimit: 50 };
    const text = listToText(list, lookup, { lang: 'de' });
    expect(text).toContain('2x Khorkrieger (an Bord: Panzerwagen; Beispielkarte): 30 A.P.');
    expect(text).toContain('Summe: 90 / 50 A.P.');
    expect(text).toMatch(/Probleme \(1 Fehler, 0 Warnungen\):\n- .*90.*50/);
  });
});
