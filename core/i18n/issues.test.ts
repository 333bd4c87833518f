import { describe, expect, it } from 'vitest';
import { validateList } from '../checks/validate-list';
import { aboard, crewOf, listOf, LOOKUP } from '../checks/test-fixtures';
import { entryNamer, figureName, issueMessage, issueParams, messageId } from './issues';

const list = listOf(
  [
    { id: 'm', cardId: 'mountain-breaker' },
    { id: 't', cardId: 'thallion-dis2', assignments: [crewOf('m', 'substitute')] },
    { id: 'n', cardId: 'no-stats', assignments: [crewOf('m', 'substitute')] },
    { id: 'c', cardId: 'chariot' },
    { id: 'c2', cardId: 'chariot' },
    { id: 'v', cardId: 'very-large-one', assignments: [aboard('c')] },
    { id: 'r', cardId: 'rider', assignments: [aboard('c2'), crewOf('c')] },
    { id: 'b', cardId: 'ballista' },
    { id: 'x', cardId: 'thallion', assignments: [crewOf('b', 'substitute')] },
    { id: 'u', cardId: 'ghost' },
  ],
  { pointsLimit: 100 },
);

describe('issueMessage', () => {
  const issues = validateList(list, LOOKUP);

  it('renders every issue of a broken list in both languages without open placeholders', () => {
    expect(issues.length).toBeGreaterThan(8);
    for (const lang of ['de', 'en'] as const) {
      const name = entryNamer(list, LOOKUP, lang);
      for (const issue of issues) {
        const text = issueMessage(issue, lang, { entryName: name });
        expect(text, issue.code).not.toMatch(/[{}]/);
        expect(text, issue.code).not.toMatch(/^issue\./);
      }
    }
  });

  it('names the entry and the failed condition', () => {
    const dis = issues.find((i) => i.entryId === 't');
    expect(dis && messageId(dis)).toBe('issue.crew.substitute-requirement');
    const named = { entryName: (id: string) => ({ t: 'Thallion', m: 'Mountain-Breaker' })[id] ?? id };
    expect(dis && issueMessage(dis, 'en', named)).toBe(
      'Thallion cannot be a substitute on Mountain-Breaker: it needs DIS 3 or more and has 2. (FORTIFICATION: Substitutes)',
    );
    const aim = issues.find((i) => i.entryId === 'n' && i.params.stat === 'AIM');
    expect(aim && issueMessage(aim, 'de', { entryName: () => 'Kein Profil' })).toBe(
      'Kein Profil kann nicht als Hilfspersonal der Maschine Kein Profil dienen: Nötig ist FER 3 oder mehr, die Figur hat keinen Wert. (FORTIFICATION: Hilfspersonal)',
    );
  });

  it('uses the variant message when a machine allows no substitutes', () => {
    const none = issues.find((i) => i.entryId === 'x');
    expect(none && messageId(none)).toBe('issue.crew.substitute-requirement-none');
  });

  it('turns entry-id params and reasons into words', () => {
    const v = issues.find((i) => i.entryId === 'v');
    expect(v && issueParams(v, 'de', { entryName: (id) => `<${id}>` })).toEqual({
      entry: '<v>',
      vehicle: '<c>',
      reason: 'Sehr große Figuren werden nie transportiert',
    });
    const dup = issues.find((i) => i.code === 'assignment.duplicate');
    expect(dup && issueMessage(dup, 'en', { entryName: (id) => `<${id}>` })).toBe(
      '<r> is assigned more than once: to <c2> and to <c>. A figure serves one war machine or rides in one vehicle, never both and never twice. (FORTIFICATION: Crew and Transport)',
    );
  });
});

describe('entryNamer', () => {
  it('uses the card name, adds the row number (as on the sheets) when a card is in several entries, card id for unknown cards', () => {
    const name = entryNamer(list, LOOKUP, 'en');
    expect(name('m')).toBe('mountain-breaker');
    expect(name('c2')).toBe('chariot (#5)');
    expect(name('u')).toBe('ghost');
    expect(name('zzz')).toBe('zzz');
  });
  it("uses the player's own name for an entry, numbered only when another is named alike", () => {
    const named = { ...list, entries: list.entries.map((e) => (e.id === 'm' ? { ...e, name: 'Old Rumbler' } : e.id === 'c2' ? { ...e, name: 'Red Chariot' } : e)) };
    const name = entryNamer(named, LOOKUP, 'en');
    expect(name('m')).toBe('Old Rumbler');
    // The other chariot keeps the card's name, alone with it now.
    expect(name('c2')).toBe('Red Chariot');
    expect(entryNamer(named, LOOKUP, 'en', { numbered: 'always' })('m')).toMatch(/^Old Rumbler \(#\d+\)$/);
    const twice = { ...named, entries: named.entries.map((e) => (e.id === 'u' ? { ...e, name: 'Old Rumbler' } : e)) };
    expect(entryNamer(twice, LOOKUP, 'en')('m')).toMatch(/^Old Rumbler \(#\d+\)$/);
  });
});

describe('figureName', () => {
  it('names one figure of an entry of several as the table counts them, and an entry of one by its name', () => {
    expect(figureName('Mountain-Breaker (#2)', 2, 3)).toBe('Mountain-Breaker (#2) (2/3)');
    expect(figureName('Mountain-Breaker', 1, 1)).toBe('Mountain-Breaker');
  });
});
