import { describe, expect, it } from 'vitest';
import { validateList } from '../../../checks/validate-list';
import { entryNamer, issueMessage } from '../../../i18n/issues';
import { newList } from '../../../list/new';
import type { ArmyList, Entry } from '../../../model/list';
import { shippedOldWorld } from '../test-support/shipped';

const code = 'oldworld.magic-item-combination';
const db = shippedOldWorld();
const rune = (name: string) => `item-dwarfen-mountain-holds-rune-of-${name}`;
type Runes = [string, number?][];
const bearer = (id: string, unit: 'king' | 'thane' | 'runesmith', runes: Runes, options: string[] = []): Entry => ({
  id,
  cardId: `dwarfen-mountain-holds-${unit}`,
  count: 1,
  assignments: [],
  ...(options.length ? { options } : {}),
  items: runes.map(([name, count]) => ({ slot: 'items.runes', item: rune(name), ...(count ? { count } : {}) })),
});
/** A Dwarf list with a King (the General) and a Thane carrying the given runes. */
function dwarfs(king: Runes, thane: Runes, more: Entry[] = []): ArmyList {
  const base = newList({ id: 'l', name: 'Pride', system: 'oldworld', faction: 'dwarfen-mountain-holds', pointsLimit: 2000, now: new Date(0) });
  return { ...base, entries: [bearer('e1', 'king', king, ['command.general']), bearer('e2', 'thane', thane), ...more] };
}
const issues = (list: ArmyList) => validateList(list, db).filter((i) => i.code === code);

describe('oldworld.magic-item-combination (the Rule of Pride)', () => {
  it('a King and a Thane each with a Rune of Cleaving and a Rune of Fire: reported on the Thane, naming the King and the runes', () => {
    const list = dwarfs([['cleaving'], ['fire']], [['fire'], ['cleaving']]);
    const found = issues(list);
    expect(found).toEqual([
      {
        code,
        severity: 'error',
        entryId: 'e2',
        params: { type: 'weapon-runes', type_de: 'Waffenrune', type_en: 'Weapon rune', items_de: 'Feuerrune + Schmetterrune*', items_en: 'Rune of Cleaving* + Rune of Fire', first: 'e1' },
      },
    ]);
    expect(issueMessage(found[0]!, 'en', { entryName: entryNamer(list, db, 'en') })).toBe(
      'Thane: the same combination of the type Weapon rune as King (Rune of Cleaving* + Rune of Fire); no two bearers in an army may carry the same combination. (Old World: magic items, Rule of Pride)',
    );
    expect(issueMessage(found[0]!, 'de', { entryName: entryNamer(list, db, 'de') })).toMatch(/^Thain: dieselbe Kombination der Art Waffenrune wie König \(Feuerrune \+ Schmetterrune\*\); zwei Träger /);
  });

  it('one rune different, or one taken another number of times, is another combination', () => {
    expect(issues(dwarfs([['cleaving'], ['fire']], [['cleaving'], ['speed']]))).toEqual([]);
    expect(issues(dwarfs([['cleaving'], ['fire']], [['cleaving', 2], ['fire']]))).toEqual([]);
    expect(issues(dwarfs([['cleaving'], ['fire']], [['cleaving'], ['fire'], ['speed']]))).toEqual([]);
    // Two of a rune on both: the same again.
    expect(issues(dwarfs([['cleaving', 2], ['fire']], [['fire'], ['cleaving', 2]])).map((i) => i.entryId)).toEqual(['e2']);
  });

  it('per type: the same weapon runes are reported, different armour runes beside them do not help; the same armour runes alone are reported too', () => {
    expect(issues(dwarfs([['cleaving'], ['stone']], [['cleaving'], ['iron']])).map((i) => i.params.type)).toEqual(['weapon-runes']);
    expect(issues(dwarfs([['fire'], ['stone']], [['cleaving'], ['stone']])).map((i) => i.params.type)).toEqual(['armor-runes']);
  });

  it('a third bearer with it is reported too, naming the first', () => {
    const list = dwarfs([['fire']], [['fire']], [bearer('e3', 'runesmith', [['fire']])]);
    expect(issues(list).map((i) => [i.entryId, i.params.first])).toEqual([
      ['e2', 'e1'],
      ['e3', 'e1'],
    ]);
  });

  it('unknown items are no combination', () => {
    const king = { ...bearer('e1', 'king', [], ['command.general']), items: [{ slot: 'items.runes', item: 'gone' }] };
    const list: ArmyList = { ...dwarfs([], []), entries: [king, { ...king, id: 'e2', options: [] }] };
    expect(issues(list)).toEqual([]);
  });
});
