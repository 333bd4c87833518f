import { describe, expect, it } from 'vitest';
import { cardsFromCsv } from '../db/cards-csv';
import type { Lang } from '../model/system';
import { csvProblemText, fieldLabel, type Translate } from './card-field-labels';
import { translate } from './translate';

const inLang =
  (lang: Lang): Translate =>
  (key, params) =>
    translate(lang, key, params);

describe('the words of card fields and CSV problems, from core (the app and the command line)', () => {
  const csv = [
    'system,faction,id,kind,name_de,name_en,points,stat:STR',
    'confrontation,dwarves-tir-na-bor,my-nameless,fighter,,,12,4',
    'confrontation,dwarves-tir-na-bor,my-typo,fighter,Zwerg,Dwarf,22,5a',
    'confrontation,zwerge-tir-na-bor,my-warden,fighter,Wächter,Warden,20,4',
    'confrontation,dwarves-tir-na-bor,dwarf-engineer,fighter,Ingenieur,Engineer,5,4',
  ].join('\n');
  const known = {
    card: (id: string) => (id === 'dwarf-engineer' ? { system: 'confrontation' as const, faction: 'dwarves-tir-na-bor', source: 'sample' as const } : undefined),
    faction: (_system: string, id: string) => (id === 'dwarves-tir-na-bor' ? { id, name: { de: 'Zwerge von Tir-Nâ-Bor', en: 'Dwarves of Tir-Nâ-Bor' } } : undefined),
  };
  const { problems } = cardsFromCsv(csv, 'zwerge.csv', known);

  it('words every problem of an import in English as the app does, not as the validator does', () => {
    expect(problems.map((p) => csvProblemText(p, inLang('en'), 'en'))).toEqual([
      'zwerge.csv, line 2, column name_de: Required.',
      'zwerge.csv, line 2, column name_en: Required.',
      'zwerge.csv, line 3, column stat:STR: Enter a number.',
      "zwerge.csv, line 4, column faction: 'zwerge-tir-na-bor' is not a faction Muster knows, so a new faction named 'zwerge-tir-na-bor' was made for its cards; give its names in faction_de/faction_en, or correct the id",
      "zwerge.csv, line 5, column id: 'dwarf-engineer' is the id of a shipped card; give your card another id",
    ]);
    // The English texts of the problems themselves are the validator's, for logs and JSON.
    expect(problems[0]?.message).not.toBe('Required.');
  });

  it('and in German', () => {
    expect(problems.map((p) => csvProblemText(p, inLang('de'), 'de'))).toEqual([
      'zwerge.csv, Zeile 2, Spalte name_de: Pflichtfeld.',
      'zwerge.csv, Zeile 2, Spalte name_en: Pflichtfeld.',
      'zwerge.csv, Zeile 3, Spalte stat:STR: Bitte eine Zahl eingeben.',
      'zwerge.csv, Zeile 4, Spalte faction: „zwerge-tir-na-bor“ ist keine Fraktion, die Muster kennt; darum wurde für ihre Karten eine neue Fraktion namens „zwerge-tir-na-bor“ angelegt. Gib ihre Namen in faction_de/faction_en an oder berichtige die ID',
      'zwerge.csv, Zeile 5, Spalte id: „dwarf-engineer“ ist die ID einer mitgelieferten Karte; gib deiner Karte eine andere ID',
    ]);
  });

  it('a `more` cell that is no JSON object: the reading’s reason in the language too', () => {
    const head = 'system,faction,id,kind,name_de,name_en,points,more';
    const rows = [head, 'confrontation,dwarves-tir-na-bor,my-a,fighter,A,A,10,"{""warMachine"": {"', 'confrontation,dwarves-tir-na-bor,my-b,fighter,B,B,10,[1]'].join('\n');
    const bad = cardsFromCsv(rows, 'more.csv', known).problems;
    expect(bad.map((p) => csvProblemText(p, inLang('de'), 'de'))).toEqual([
      'more.csv, Zeile 2, Spalte more: Kein JSON-Objekt mit weiteren Kartenfeldern (ungültiges JSON in Zeile 1, Spalte 17: der Text endet zu früh).',
      'more.csv, Zeile 3, Spalte more: Kein JSON-Objekt mit weiteren Kartenfeldern (kein Objekt).',
    ]);
    expect(bad.map((p) => csvProblemText(p, inLang('en'), 'en'))).toEqual([
      'more.csv, line 2, column more: Not a JSON object of further card fields (invalid JSON at line 1, column 17: unexpected end of the text).',
      'more.csv, line 3, column more: Not a JSON object of further card fields (not an object).',
    ]);
  });

  it('a missing column is named once, by the header line: the file has no such column to point at', () => {
    const missing = cardsFromCsv('id,name_en,points\nx1,Test,10\n', 'mine.csv').problems;
    expect(missing.map((p) => csvProblemText(p, inLang('en'), 'en'))).toEqual([
      "mine.csv, line 1: the column 'system' is missing",
      "mine.csv, line 1: the column 'faction' is missing",
      "mine.csv, line 1: the column 'kind' is missing",
    ]);
    expect(csvProblemText(missing[0]!, inLang('de'), 'de')).toBe('mine.csv, Zeile 1: die Spalte „system“ fehlt');
    expect(missing[0]?.path).toBe('line 1');
  });

  it('a cell of a column named as its field (source) is not named twice', () => {
    const bad = cardsFromCsv('system,faction,id,kind,name_en,points,source\nconfrontation,my-clan,my-x,fighter,X,10,bogus\n', 'src.csv').problems;
    expect(bad.map((p) => csvProblemText(p, inLang('en'), 'en'))).toEqual(['src.csv, line 2, column source: Choose one of these values: seed, sample, user, dataset.']);
    expect(csvProblemText(bad[0]!, inLang('de'), 'de')).toMatch(/^src\.csv, Zeile 2, Spalte source: Bitte einen dieser Werte/);
  });

  it('a field label needs of a draft only whether each ability is a custom one', () => {
    expect(fieldLabel('abilities.1.id', inLang('en'), { abilities: [{ custom: false }, { custom: true }] })).toBe(translate('en', 'cardEditor.abilities.customId', { row: 2 }));
    expect(fieldLabel('abilities.0.id', inLang('en'), { abilities: [{ custom: false }] })).toBe(translate('en', 'cardEditor.abilities.ability', { row: 1 }));
    expect(fieldLabel('points', inLang('de'))).toBe(translate('de', 'cardEditor.field.points'));
  });
});
