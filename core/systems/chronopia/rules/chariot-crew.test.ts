import { describe, expect, it } from 'vitest';
import { CHR_LOOKUP } from '../test-fixtures';
import { entryNamer, issueMessage } from '../../../i18n';
import { validateList } from '../../../checks/validate-list';
import { checkRule, codesOf, crewOf, listOf } from '../../../checks/test-fixtures';
import { chronopiaChariotCrew } from './chariot-crew';

const LOOKUP = CHR_LOOKUP;
const chr = (entries: Parameters<typeof listOf>[0], pointsLimit = 1000) => listOf(entries, { system: 'chronopia', pointsLimit });
const check = (list: ReturnType<typeof chr>) => checkRule(chronopiaChariotCrew, list, LOOKUP);

describe('chronopia.chariot-crew', () => {
  it('a chariot with its full crew is fine', () => {
    const list = chr([
      { id: 'c', cardId: 'gob-chariot' },
      { id: 'd', cardId: 'gob-driver', assignments: [crewOf('c')] },
      { id: 's', cardId: 'gob-spear', count: 2, assignments: [crewOf('c')] },
    ]);
    expect(check(list)).toEqual([]);
    expect(codesOf(list, LOOKUP)).toEqual([]);
  });

  it('a chariot without crew misses all of it', () => {
    expect(check(chr([{ id: 'c', cardId: 'gob-chariot' }]))).toEqual([
      { code: 'chronopia.chariot-crew', severity: 'error', entryId: 'c', params: { crew: 0, count: 3 } },
    ]);
  });

  it('counts per crew card: two drivers do not replace a spearman', () => {
    const list = chr([
      { id: 'c', cardId: 'gob-chariot' },
      { id: 'd', cardId: 'gob-driver', count: 2, assignments: [crewOf('c')] },
      { id: 's', cardId: 'gob-spear', assignments: [crewOf('c')] },
    ]);
    expect(check(list)).toEqual([
      { code: 'chronopia.chariot-crew', severity: 'error', entryId: 'c', params: { crew: 2, count: 3 } },
      { code: 'chronopia.chariot-crew', severity: 'error', entryId: 'c', params: { variant: 'extra', count: 1, need: 3 } },
    ]);
  });

  it('needs count x crew for a chariot entry of count 2; a card of 2 figures gives 2', () => {
    const list = chr([
      { id: 'c', cardId: 'gob-chariot', count: 2 },
      { id: 'd', cardId: 'gob-driver', count: 2, assignments: [crewOf('c')] },
      { id: 's', cardId: 'gob-spear-pair', assignments: [crewOf('c')] },
    ]);
    // gob-spear-pair is not gob-spear: a stranger, and 4 spearmen are missing
    expect(check(list)).toEqual([
      { code: 'chronopia.chariot-crew', severity: 'error', entryId: 'c', params: { crew: 2, count: 6 } },
      { code: 'chronopia.chariot-crew', severity: 'error', entryId: 's', params: { variant: 'not-crew', machine: 'c' } },
    ]);
  });

  it('reports crew of something that is not a chariot, and crew of two chariots', () => {
    const list = chr([
      { id: 'c', cardId: 'gob-chariot' },
      { id: 'c2', cardId: 'gob-chariot' },
      { id: 'w', cardId: 'gob-warrior' },
      { id: 'd', cardId: 'gob-driver', assignments: [crewOf('c'), crewOf('c2')] },
      { id: 's', cardId: 'gob-spear', count: 4, assignments: [crewOf('w')] },
    ]);
    expect(check(list)).toEqual([
      { code: 'chronopia.chariot-crew', severity: 'error', entryId: 'c', params: { crew: 1, count: 3 } },
      { code: 'chronopia.chariot-crew', severity: 'error', entryId: 'c2', params: { crew: 1, count: 3 } },
      { code: 'chronopia.chariot-crew', severity: 'error', entryId: 's', params: { variant: 'not-chariot', machine: 'w' } },
      { code: 'chronopia.chariot-crew', severity: 'error', entryId: 'd', params: { variant: 'twice', first: 'c', second: 'c2' } },
    ]);
  });

  it('applies to Chronopia lists only; unknown cards are left to card.unknown', () => {
    expect(chronopiaChariotCrew.systems).toEqual(['chronopia']);
    const list = chr([
      { id: 'c', cardId: 'gob-chariot' },
      { id: 'x', cardId: 'ghost', assignments: [crewOf('c')] },
      { id: 'd', cardId: 'gob-driver' },
    ]);
    // (the driver beside the chariot crews nothing: chronopia.crew-without-chariot)
    expect(codesOf(list, LOOKUP)).toEqual(['chronopia.chariot-crew@c', 'card.unknown@x', 'chronopia.crew-without-chariot@d']);
    // In a Confrontation list a Chronopia chariot is a card of another game, nothing more.
    expect(codesOf(listOf([{ id: 'c', cardId: 'gob-chariot' }]), LOOKUP)).toEqual(['card.other-system@c']);
  });

  it('points.over-limit applies to Chronopia lists as well', () => {
    const list = chr([{ id: 'w', cardId: 'gob-warrior', count: 6 }], 40);
    expect(codesOf(list, LOOKUP)).toEqual(['points.over-limit']);
  });

  it('every variant reads as plain words in both languages', () => {
    const list = chr([
      { id: 'c', cardId: 'gob-chariot' },
      { id: 'c2', cardId: 'gob-chariot' },
      { id: 'w', cardId: 'gob-warrior' },
      { id: 'd', cardId: 'gob-driver', count: 3, assignments: [crewOf('c'), crewOf('c2')] },
      { id: 's', cardId: 'gob-spear-pair', assignments: [crewOf('c')] },
      { id: 'x', cardId: 'gob-spear', assignments: [crewOf('w')] },
    ]);
    const issues = validateList(list, LOOKUP);
    expect(new Set(issues.map((i) => String(i.params.variant ?? '')))).toEqual(new Set(['', 'extra', 'not-crew', 'not-chariot', 'twice']));
    for (const lang of ['de', 'en'] as const) {
      const entryName = entryNamer(list, LOOKUP, lang);
      for (const i of issues) expect(issueMessage(i, lang, { entryName })).not.toMatch(/[{}]|^issue\./);
    }
    const missing = issues.find((i) => i.entryId === 'c' && i.params.variant === undefined);
    expect(missing && issueMessage(missing, 'en', { entryName: () => 'Goblin Chariot' })).toBe(
      'Goblin Chariot has 1 of the 3 crew figures its card calls for. Add the missing crew as entries and assign them to the chariot. (Chronopia: chariots)',
    );
    // One crew figure too many is one figure, two are figures (plural forms by the issue's count).
    const extra = (count: number) => ({ code: 'chronopia.chariot-crew', severity: 'error' as const, entryId: 'c', params: { variant: 'extra', count, need: 3 } });
    const said = (count: number, lang: 'de' | 'en') => issueMessage(extra(count), lang, { entryName: () => 'Goblin-Streitwagen' });
    expect(said(1, 'de')).toBe('Goblin-Streitwagen hat 1 Besatzungsfigur mehr als die 3, die laut Karte nötig sind. (Chronopia: Streitwagen)');
    expect(said(2, 'de')).toBe('Goblin-Streitwagen hat 2 Besatzungsfiguren mehr als die 3, die laut Karte nötig sind. (Chronopia: Streitwagen)');
    expect(said(1, 'en')).toBe('Goblin-Streitwagen has 1 crew figure more than the 3 its card calls for. (Chronopia: chariots)');
    expect(said(2, 'en')).toBe('Goblin-Streitwagen has 2 crew figures more than the 3 its card calls for. (Chronopia: chariots)');
    // A chariot whose card calls for one crew figure: "of the 1 crew figure", not "figures".
    const short = (lang: 'de' | 'en') =>
      issueMessage({ code: 'chronopia.chariot-crew', severity: 'error', entryId: 'c', params: { crew: 0, count: 1 } }, lang, { entryName: () => 'Streitwagen' });
    expect(short('en')).toBe('Streitwagen has 0 of the 1 crew figure its card calls for. Add the missing crew as an entry and assign it to the chariot. (Chronopia: chariots)');
    expect(short('de')).toBe('Streitwagen hat 0 der 1 Besatzungsfigur, die laut Karte nötig ist. Füge die fehlende Besatzung als Eintrag hinzu und teile sie dem Streitwagen zu. (Chronopia: Streitwagen)');
  });
});
