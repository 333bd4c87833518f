import { describe, expect, it } from 'vitest';
import { CHR_LOOKUP, chrList } from '../test-fixtures';
import { entryNamer, issueMessage } from '../../../i18n';
import { validateList } from '../../../checks/validate-list';
import { checkRule, codesOf, crewOf, listOf } from '../../../checks/test-fixtures';
import { chronopiaCrewWithoutChariot } from './crew-without-chariot';

const LOOKUP = CHR_LOOKUP;
const check = (list: ReturnType<typeof chrList>) => checkRule(chronopiaCrewWithoutChariot, list, LOOKUP);
const issue = (entryId: string, machine: string) => ({ code: 'chronopia.crew-without-chariot', severity: 'error', entryId, params: { machine } });

// gob-chariot names 1 gob-driver and 2 gob-spear as its crew.
const crewed = [
  { id: 'c', cardId: 'gob-chariot' },
  { id: 'd', cardId: 'gob-driver', assignments: [crewOf('c')] },
  { id: 's', cardId: 'gob-spear', count: 2, assignments: [crewOf('c')] },
];

describe('chronopia.crew-without-chariot', () => {
  it('the crew the card calls for, every figure assigned: no issue at all', () => {
    expect(check(chrList(crewed))).toEqual([]);
    expect(codesOf(chrList(crewed), LOOKUP)).toEqual([]);
  });

  it('one crew figure more, not assigned, is an error on its entry (the chariot itself is complete)', () => {
    const list = chrList([...crewed, { id: 'x', cardId: 'gob-spear' }]);
    expect(check(list)).toEqual([issue('x', 'c')]);
    expect(codesOf(list, LOOKUP)).toEqual(['chronopia.crew-without-chariot@x']);
  });

  it('ten crew figures fielded alone beside a crewed chariot, and a driver beside a chariot without crew', () => {
    expect(check(chrList([...crewed, { id: 'x', cardId: 'gob-spear', count: 10 }]))).toEqual([issue('x', 'c')]);
    const bare = chrList([
      { id: 'w', cardId: 'gob-warrior', count: 5 },
      { id: 'c', cardId: 'gob-chariot' },
      { id: 'c2', cardId: 'gob-chariot' },
      { id: 'd', cardId: 'gob-driver' },
    ]);
    // Named after the first chariot whose card names it; the chariots' missing crew is chronopia.chariot-crew.
    expect(check(bare)).toEqual([issue('d', 'c')]);
    expect(codesOf(bare, LOOKUP)).toEqual(['chronopia.chariot-crew@c', 'chronopia.chariot-crew@c2', 'chronopia.crew-without-chariot@d']);
  });

  it('a crew card fielded in a list without any chariot: its mark names the chariot it belongs to', () => {
    const alone = chrList([
      { id: 'w', cardId: 'gob-warrior', count: 5 },
      { id: 'd', cardId: 'gob-driver' },
      { id: 'p', cardId: 'gob-spear-pair' },
    ]);
    const chariot = { chariot_de: 'gob-chariot', chariot_en: 'gob-chariot' };
    expect(check(alone)).toEqual([{ code: 'chronopia.crew-without-chariot', severity: 'error', entryId: 'd', params: { variant: 'alone', ...chariot } }]);
    expect(codesOf(alone, LOOKUP)).toEqual(['chronopia.crew-without-chariot@d']);
    const [only] = validateList(alone, LOOKUP);
    if (!only) throw new Error('no issue');
    expect(issueMessage(only, 'en', { entryName: () => 'Goblin Chariot Driver' })).toBe(
      'Goblin Chariot Driver is chariot crew (crew of gob-chariot), and the list has no such chariot: crew take the field only with their chariot, as one figure with it. Add the chariot and assign it as its crew, or remove it. (Chronopia: chariots)',
    );
    expect(issueMessage(only, 'de', { entryName: () => 'Goblin-Wagenlenker' })).toBe(
      'Goblin-Wagenlenker ist Streitwagenbesatzung (Streitwagen laut Karte: gob-chariot), und die Liste hat keinen solchen Streitwagen: Besatzung kommt nur mit ihrem Streitwagen aufs Feld, als eine Figur mit ihm. Füge den Streitwagen hinzu und teile sie ihm als Besatzung zu, oder entferne sie. (Chronopia: Streitwagen)',
    );
    // Once a chariot of the list names it, the issue names that chariot entry instead.
    expect(check(chrList([{ id: 'c', cardId: 'gob-chariot' }, { id: 'd', cardId: 'gob-driver' }]))).toEqual([issue('d', 'c')]);
  });

  it('leaves entries with a crew assignment to chronopia.chariot-crew, and figures of other cards alone', () => {
    const list = chrList([
      { id: 'c', cardId: 'gob-chariot' },
      { id: 'w', cardId: 'gob-warrior', count: 4 },
      { id: 'd', cardId: 'gob-driver', assignments: [crewOf('w')] },
      { id: 'b', cardId: 'gob-boss' },
      { id: 'p', cardId: 'gob-spear-pair' },
    ]);
    expect(check(list)).toEqual([]);
  });

  it('applies to Chronopia lists only', () => {
    expect(chronopiaCrewWithoutChariot.systems).toEqual(['chronopia']);
    // In a Confrontation list these are cards of another game, nothing more.
    expect(codesOf(listOf([{ id: 'c', cardId: 'gob-chariot' }, { id: 'd', cardId: 'gob-driver' }]), LOOKUP)).toEqual(['card.other-system@c', 'card.other-system@d']);
  });

  it('reads as plain words in both languages', () => {
    const list = chrList([...crewed, { id: 'x', cardId: 'gob-spear', count: 10 }]);
    const found = validateList(list, LOOKUP);
    expect(found.map((i) => i.code)).toEqual(['chronopia.crew-without-chariot']);
    const [only] = found;
    if (!only) throw new Error('no issue');
    expect(issueMessage(only, 'en', { entryName: entryNamer(list, LOOKUP, 'en') })).toBe(
      'gob-spear (#4) is chariot crew (the card of gob-chariot names it among its crew) but crews no chariot: crew take the field only with their chariot, as one figure with it. Assign it as crew to a chariot or remove it. (Chronopia: chariots)',
    );
    expect(issueMessage(only, 'de', { entryName: () => 'Goblin-Speerträger (Wagen)' })).toBe(
      'Goblin-Speerträger (Wagen) ist Streitwagenbesatzung (als Besatzung genannt auf der Karte: Goblin-Speerträger (Wagen)), gehört aber zu keinem Streitwagen: Besatzung kommt nur mit ihrem Streitwagen aufs Feld, als eine Figur mit ihm. Teile sie einem Streitwagen als Besatzung zu oder entferne sie. (Chronopia: Streitwagen)',
    );
  });
});
