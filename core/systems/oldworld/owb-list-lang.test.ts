import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadProblem } from '../../db/types';
import { formatProblem, problemLine, problemMessage } from '../../files/problems';
import { lookupMessage } from '../../i18n/translate';
import FileProblemEN from '../../i18n/messages/file-problem.en';
import { exportOwbList } from './owb-list-export';
import { importOwbList } from './owb-list-import';
import { sampleEmpireList } from './test-support/sample-list';
import { shippedOldWorld } from './test-support/shipped';

const SAMPLE = path.resolve(__dirname, '../../../resources/samples/oldworld-list.owb.json');
const db = shippedOldWorld();
type Obj = Record<string, unknown> & { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const sampleFile = (): Obj => JSON.parse(readFileSync(SAMPLE, 'utf8')) as Obj;
const run = (file: unknown) => importOwbList(file, db, 'army.owb.json', { id: 'imported' });
const words = (notes: readonly LoadProblem[], lang: 'de' | 'en') => notes.map((n) => problemMessage(n, lang));

describe('Old World Builder lists: problems and notes in the language asked for', () => {
  /** A file with a description too long for a list's notes, an unknown composition rule and army composition, a bad points limit, an unknown unit and option, and an over-long unit name. */
  const awkward = (): Obj => {
    const file: Obj = { ...sampleFile(), description: 'for the club '.repeat(200), compositionRule: 'grand-melee-x', armyComposition: 'city-of-brass', points: 'lots' };
    file.characters[0].name = 'L'.repeat(120);
    file.core[0].id = 'land-ship.abc';
    file.core[1].options[0].name_en = 'Jetpacks';
    file.core[1].options[0].id = 'jetpacks';
    file.core[1].strength = 2.5;
    return file;
  };

  it('words the problems of an import in German, naming the field and the card in German', () => {
    const r = run(awkward());
    expect(r.problems.map(problemLine('de'))).toEqual([
      "army.owb.json: armyComposition: unbekannte Armeezusammenstellung 'city-of-brass' von Imperium der Menschen; die Hauptliste der Armee wird genutzt",
      'army.owb.json: points: eine Punktgrenze von lots ist nicht möglich (0 bis 100000 ganze Punkte); es gilt 2000',
      "army.owb.json: core[0].id: Ritter des Imperiums ('land-ship') ist keine Einheit der Armee Imperium der Menschen, die Muster kennt; weggelassen",
      'army.owb.json: core[1].strength: 2.5 Modelle können nicht übernommen werden (1 bis 999 ganze Modelle); es werden 3 genommen',
      "army.owb.json: core[1].options[0]: Staatstruppen hat keine Option 'Jetpacks'; weggelassen",
    ]);
    // English stays the problems' message, as the command line prints it.
    expect(r.problems.map(problemLine('en'))).toEqual(r.problems.map(formatProblem));
    expect(r.problems.map(formatProblem)).toEqual([
      "army.owb.json: armyComposition: unknown army composition 'city-of-brass' of Empire of Man; the army's main list is used",
      'army.owb.json: points: a points limit of lots cannot be used (0 to 100000 whole points); 2000 used',
      "army.owb.json: core[0].id: Empire Knights ('land-ship') is not a unit of Empire of Man Muster knows; left out",
      'army.owb.json: core[1].strength: 2.5 models cannot be taken over (1 to 999 whole models); 3 used',
      "army.owb.json: core[1].options[0]: State Troops has no option 'Jetpacks'; left out",
    ]);
  });

  it('words the notes of an import in German (description, composition rule, the unit’s own name), each naming its field', () => {
    const r = run(awkward());
    expect(words(r.notes, 'de')).toEqual([
      'description: auf 2000 Zeichen gekürzt (die längsten Notizen einer Liste)',
      "compositionRule: 'grand-melee-x' kennt Muster nicht; die Liste folgt Open War",
      'characters[0] (General des Imperiums): der eigene Name der Einheit ist auf 100 Zeichen gekürzt',
    ]);
    expect(words(r.notes, 'en')).toEqual([
      'description: cut to 2000 characters (the longest notes a list takes)',
      "compositionRule: 'grand-melee-x' is not known to Muster; the list follows Open War",
      "characters[0] (General of the Empire): the unit's own name is cut to 100 characters",
    ]);
    expect(r.notes.map((n) => n.message)).toEqual(words(r.notes, 'en'));
    // A note names its field in its text: its line is the file and the text.
    expect(r.notes.map(problemLine('de'))[0]).toBe('army.owb.json: description: auf 2000 Zeichen gekürzt (die längsten Notizen einer Liste)');
  });

  it('counts in German: one detachment or two, one command choice or two', () => {
    const file = sampleFile();
    file.core[0].detachments = [{ id: 'x', strength: 5 }];
    file.core[0].customNote = 'n'.repeat(501);
    const one = run(file);
    expect(words(one.notes, 'de')).toEqual([
      'core[0] (Ritter des Imperiums): 1 Abteilung wird nicht übernommen (die Einheit nimmt keine Abteilungen)',
      'core[0].customNote: auf 500 Zeichen gekürzt',
    ]);
    expect(words(one.notes, 'en')).toEqual(['core[0] (Empire Knights): 1 detachment(s) are not kept (the unit takes no detachments)', 'core[0].customNote: cut to 500 characters']);
    file.core[0].detachments.push({ id: 'y', strength: 5 });
    expect(words(run(file).notes, 'de')[0]).toBe('core[0] (Ritter des Imperiums): 2 Abteilungen werden nicht übernommen (die Einheit nimmt keine Abteilungen)');

    const troops = exportOwbList(
      { ...sampleEmpireList(db), entries: [{ id: 'e1', cardId: 'empire-of-man-state-troops', count: 10, assignments: [], options: ['equipment.hand-weapons', 'armour.light-armour', 'options.detachment'] }] },
      db,
      [],
    ) as unknown as Obj;
    troops.core[0].command.find((c: Obj) => c.name_en === 'Musician').active = true;
    expect(words(run(troops).notes, 'de')).toEqual([
      'core[0] (Staatstruppen): als Abteilung aufgestellt, die kein Kommando hat; 1 Kommando-Auswahl weggelassen, da der Old World Builder sie nicht zählt',
    ]);
    troops.core[0].command.find((c: Obj) => c.name_en === 'Standard bearer').active = true;
    expect(words(run(troops).notes, 'de')).toEqual([
      'core[0] (Staatstruppen): als Abteilung aufgestellt, die kein Kommando hat; 2 Kommando-Auswahlen weggelassen, da der Old World Builder sie nicht zählt',
    ]);
    expect(words(run(troops).notes, 'en')).toEqual([
      'core[0] (State Troops): taken as a detachment, which has no command; 2 command choice(s) left out, as Old World Builder does not count them',
    ]);
  });

  it('words the notes of an export in German, naming the entry, the card and the item in German', () => {
    const list = sampleEmpireList(db);
    const general = list.entries[0]!;
    const notes: LoadProblem[] = [];
    exportOwbList(
      {
        ...list,
        player: 'Anna',
        entries: [
          { ...general, items: [{ slot: 'magic', item: 'item-general-charmed-shield' }, { slot: 'items.magic-items', item: 'no-such-item' }] },
          { id: 'e90', cardId: 'no-such-card', count: 1, assignments: [] },
        ],
      },
      db,
      notes,
    );
    expect(words(notes, 'de')).toEqual([
      "e1 (General des Imperiums): Glücksbringender Schild* von 'magic' nach 'items.magic-items' verschoben",
      "e1 (General des Imperiums): unbekannter magischer Gegenstand 'no-such-item' weggelassen",
      "e90: Karte 'no-such-card' ist keine Old-World-Einheit, die Muster kennt; weggelassen",
      "Spieler 'Anna': Listen des Old World Builder haben keinen Spieler",
    ]);
    expect(notes.map((n) => n.message)).toEqual([
      "e1 (General of the Empire): Charmed Shield* moved from 'magic' to 'items.magic-items'",
      "e1 (General of the Empire): unknown magic item 'no-such-item' left out",
      "e90: card 'no-such-card' is not an Old World unit Muster knows; left out",
      "player 'Anna': Old World Builder lists have no player",
    ]);
  });

  it('has a German text of its own for every Old World Builder code', () => {
    const codes = Object.keys(FileProblemEN.code).filter((c) => c.startsWith('owb-'));
    expect(codes.length).toBe(35);
    for (const code of codes) {
      const de = lookupMessage('de', `fileProblem.code.${code}`);
      expect(de, code).toBeTruthy();
      expect(de, code).not.toBe(lookupMessage('en', `fileProblem.code.${code}`));
    }
  });
});
