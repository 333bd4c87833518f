import { describe, expect, it } from 'vitest';
import { CHR_LOOKUP, chrList } from '../test-fixtures';
import { entryNamer, issueMessage } from '../../../i18n';
import { validateList } from '../../../checks/validate-list';
import { aboard, checkRule, codesOf, crewOf } from '../../../checks/test-fixtures';
import { chronopiaAboard } from './aboard';

const LOOKUP = CHR_LOOKUP;
const crewed = [
  { id: 'c', cardId: 'gob-chariot' },
  { id: 'd', cardId: 'gob-driver', assignments: [crewOf('c')] },
  { id: 's', cardId: 'gob-spear', count: 2, assignments: [crewOf('c')] },
];

describe('chronopia.aboard', () => {
  it('archers placed aboard a crewed chariot are an error on their entry; the crew are not passengers', () => {
    const list = chrList([...crewed, { id: 'a', cardId: 'gob-archer', count: 6, assignments: [aboard('c')] }]);
    expect(checkRule(chronopiaAboard, list, LOOKUP)).toEqual([{ code: 'chronopia.aboard', severity: 'error', entryId: 'a', params: { vehicle: 'c' } }]);
    expect(codesOf(list, LOOKUP)).toEqual(['chronopia.aboard@a']);
    expect(codesOf(chrList(crewed), LOOKUP)).toEqual([]);
  });

  it('aboard anything else too, once per vehicle; an aboard to a missing entry is assignment.unknown-target', () => {
    const list = chrList([
      { id: 'w', cardId: 'gob-warrior', count: 4 },
      { id: 'b', cardId: 'gob-boss', assignments: [aboard('w'), aboard('w'), aboard('gone')] },
    ]);
    expect(checkRule(chronopiaAboard, list, LOOKUP)).toEqual([{ code: 'chronopia.aboard', severity: 'error', entryId: 'b', params: { vehicle: 'w' } }]);
    expect(codesOf(list, LOOKUP)).toEqual(['assignment.unknown-target@b', 'chronopia.aboard@b']);
  });

  it('applies to Chronopia lists only (Confrontation has its transport rules)', () => {
    expect(chronopiaAboard.systems).toEqual(['chronopia']);
  });

  it('reads as plain words in both languages', () => {
    const list = chrList([...crewed, { id: 'a', cardId: 'gob-archer', count: 6, assignments: [aboard('c')] }]);
    const [only] = validateList(list, LOOKUP);
    if (!only) throw new Error('no issue');
    expect(issueMessage(only, 'en', { entryName: entryNamer(list, LOOKUP, 'en') })).toBe(
      "gob-archer is placed aboard gob-chariot, but Chronopia has no passengers: only a chariot's own crew rides on it, assigned as crew. (Chronopia: chariots)",
    );
    expect(issueMessage(only, 'de', { entryName: entryNamer(list, LOOKUP, 'de') })).toBe(
      'gob-archer ist als Passagier eingeteilt (Fahrzeug: gob-chariot), doch Chronopia kennt keine Passagiere: Auf einem Streitwagen fährt nur seine eigene Besatzung mit, als Besatzung zugeteilt. (Chronopia: Streitwagen)',
    );
  });
});
