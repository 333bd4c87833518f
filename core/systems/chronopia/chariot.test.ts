import { describe, expect, it } from 'vitest';
import { validateList } from '../../checks/validate-list';
import { crewOf } from '../../checks/test-fixtures';
import { addMissingCrew, chariotCrews, crewCandidates, isChariot } from './chariot';
import { CHR_CARDS, CHR_LOOKUP, chrList } from './test-fixtures';

describe('chariotCrews', () => {
  it('lists each crew card with need and have', () => {
    const list = chrList([
      { id: 'c', cardId: 'gob-chariot' },
      { id: 'd', cardId: 'gob-driver', assignments: [crewOf('c')] },
      { id: 'w', cardId: 'gob-warrior', count: 5 },
    ]);
    const [s, ...rest] = chariotCrews(list, CHR_LOOKUP);
    expect(rest).toEqual([]);
    expect(s?.chariot.id).toBe('c');
    expect(s?.needs).toEqual([
      { cardId: 'gob-driver', need: 1, have: 1 },
      { cardId: 'gob-spear', need: 2, have: 0 },
    ]);
    expect(s).toMatchObject({ need: 3, have: 1, missing: 2, extra: 0, complete: false, strangers: [] });
  });
  it('isChariot', () => {
    expect(CHR_CARDS.filter(isChariot).map((c) => c.id)).toEqual(['gob-chariot']);
    expect(isChariot(undefined)).toBe(false);
  });
});

describe('crewCandidates', () => {
  it('offers entries of the crew cards that crew nothing yet', () => {
    const list = chrList([
      { id: 'c', cardId: 'gob-chariot' },
      { id: 'c2', cardId: 'gob-chariot' },
      { id: 'd', cardId: 'gob-driver', assignments: [crewOf('c2')] },
      { id: 'd2', cardId: 'gob-driver' },
      { id: 's', cardId: 'gob-spear', count: 2 },
      { id: 'w', cardId: 'gob-warrior' },
    ]);
    expect(crewCandidates(list, CHR_LOOKUP, 'c').map((e) => e.id)).toEqual(['d2', 's']);
    expect(crewCandidates(list, CHR_LOOKUP, 'w')).toEqual([]);
    expect(crewCandidates(list, CHR_LOOKUP, 'nope')).toEqual([]);
  });
});

describe('addMissingCrew', () => {
  it('adds and assigns exactly the missing crew, so the chariot is valid', () => {
    const list = chrList([
      { id: 'e1', cardId: 'gob-chariot', count: 2 },
      { id: 'e2', cardId: 'gob-spear', count: 1, assignments: [crewOf('e1')] },
    ]);
    expect(validateList(list, CHR_LOOKUP).map((i) => i.code)).toEqual(['chronopia.chariot-crew']);
    const r = addMissingCrew(list, CHR_LOOKUP, 'e1');
    expect(r.ok).toBe(true);
    expect(r.list.entries.slice(2)).toEqual([
      { id: 'e3', cardId: 'gob-driver', count: 2, assignments: [{ type: 'crew', machine: 'e1', role: 'servant' }] },
      { id: 'e4', cardId: 'gob-spear', count: 3, assignments: [{ type: 'crew', machine: 'e1', role: 'servant' }] },
    ]);
    expect(validateList(r.list, CHR_LOOKUP)).toEqual([]);
    expect(list.entries).toHaveLength(2);
  });
  it('changes nothing for a complete crew or a card that is no chariot; fails for an unknown entry', () => {
    const list = chrList([{ id: 'w', cardId: 'gob-warrior' }]);
    expect(addMissingCrew(list, CHR_LOOKUP, 'w')).toEqual({ ok: true, list });
    expect(addMissingCrew(list, CHR_LOOKUP, 'x')).toEqual({ ok: false, list, error: { code: 'unknown-entry', entryId: 'x' } });
  });
});
