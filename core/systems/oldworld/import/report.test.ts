import { describe, expect, it } from 'vitest';
import { lookupMessage, messageIds, placeholders } from '../../../i18n/translate';
import { importOwb, type OwbImportReport } from './owb';
import { owbProblemText, reportLines, storedReport } from './report';

const report: OwbImportReport = {
  files: [
    { name: 'a/skaven.json', as: 'army' },
    { name: 'a/rules.js', as: 'rulesMissing' },
  ],
  dropped: ['skaven.json.core[0].x'],
  problems: [
    { code: 'expected', at: 'skaven.json.core[1].points', expected: 'number', found: '"ten"' },
    { code: 'unknownCategory', at: 'skaven.json.core[2].category', category: 'heroes' },
  ],
  mapped: { units: 3, magicItems: 2 },
  filled: { germanFromEnglish: 1 },
};

describe('the Old World Builder import report', () => {
  it('has the same words in both languages, with the same placeholders', () => {
    const ids = (lang: 'de' | 'en'): string[] => messageIds(lang).filter((id) => id.startsWith('owbImport.'));
    expect(ids('de')).toEqual(ids('en'));
    expect(ids('en').length).toBeGreaterThan(30);
    for (const id of ids('en')) expect(placeholders(lookupMessage('de', id)!), id).toEqual(placeholders(lookupMessage('en', id)!));
  });

  it('is worded in English and German, counts sorted by their words', () => {
    expect(reportLines(report, 'en')).toEqual([
      'read a/skaven.json: army',
      'read a/rules.js: not read (no rules object found)',
      'mapped 2 magic items',
      'mapped 3 units',
      'filled in 1: German names taken from English',
      'dropped 1:',
      '  skaven.json.core[0].x',
      'problem: skaven.json.core[1].points: expected a number, found "ten"',
      'problem: skaven.json.core[2].category: unknown category heroes',
    ]);
    expect(reportLines(report, 'de')).toEqual([
      'a/skaven.json gelesen: Armee',
      'a/rules.js gelesen: nicht gelesen (kein rules-Objekt gefunden)',
      'übernommen – Einheiten: 3',
      'übernommen – magische Gegenstände: 2',
      'ergänzt – deutsche Namen aus dem Englischen übernommen: 1',
      'nicht übernommen: 1:',
      '  skaven.json.core[0].x',
      'Problem: skaven.json.core[1].points: erwartet eine Zahl, gefunden "ten"',
      'Problem: skaven.json.core[2].category: unbekannte Kategorie heroes',
    ]);
  });

  it('names at most 200 paths left out and says how many more', () => {
    const many = { ...report, dropped: Array.from({ length: 205 }, (_, i) => `p${i}`) };
    expect(reportLines(many, 'de')).toContain('  … und 5 weitere');
    expect(reportLines(many, 'en').filter((l) => /^ {2}p\d+$/.test(l))).toHaveLength(200);
  });

  it('is stored in English words, as import-report.json has always held them', () => {
    expect(storedReport(report)).toEqual({
      files: [
        { name: 'a/skaven.json', as: 'army' },
        { name: 'a/rules.js', as: 'not read (no rules object found)' },
      ],
      dropped: ['skaven.json.core[0].x'],
      problems: ['skaven.json.core[1].points: expected a number, found "ten"', 'skaven.json.core[2].category: unknown category heroes'],
      mapped: { units: 3, 'magic items': 2 },
      filled: { 'German names taken from English': 1 },
    });
    expect(owbProblemText({ code: 'expectedNames', at: 'x.json.core[0].notes' }, 'de')).toBe('x.json.core[0].notes: erwartet Namen');
    // A file that is not JSON: its place, and why in the language (the JSON problem's own words, not its file again).
    const notJson = importOwb([{ name: 'broken.json', text: '{"core": [' }]).report.problems;
    for (const lang of ['en', 'de'] as const) {
      const text = owbProblemText(notJson[0]!, lang);
      expect(text.split('broken.json')).toHaveLength(2);
      expect(text).toMatch(lang === 'en' ? /^broken\.json: not valid JSON \(.*line 1, column \d+/ : /^broken\.json: kein gültiges JSON \(.*Zeile 1, Spalte \d+/);
    }
  });
});
