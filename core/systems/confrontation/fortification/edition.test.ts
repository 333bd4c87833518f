import { describe, expect, it } from 'vitest';
import { listOf } from '../../../checks/test-fixtures';
import { armyListSchema } from '../../../model/list';
import { emptyTableState, gameEdition, readTableState } from './at-the-table';
import { listEdition, setEdition } from './edition';

describe('the rulebook edition of a list', () => {
  const list = listOf([]);
  it('is set on the list, kept in its file, and read before any fallback', () => {
    const result = setEdition(list, 'de');
    expect(result.ok).toBe(true);
    expect(result.list.edition).toBe('de');
    expect(armyListSchema.parse(JSON.parse(JSON.stringify(result.list))).edition).toBe('de');
    expect(listEdition(result.list, 'en')).toBe('de');
    // Setting the same edition changes nothing (no undo step).
    expect(setEdition(result.list, 'de').list).toBe(result.list);
  });
  it('is only for Confrontation lists', () => {
    const ow = listOf([], { system: 'oldworld' });
    expect(setEdition(ow, 'de').list).toBe(ow);
  });
});

describe('the edition a game at the table is played by', () => {
  const list = listOf([]);
  it('is the list\'s own, whatever the language', () => {
    const de = setEdition(list, 'de').list;
    expect(gameEdition(de, emptyTableState(list.id, 'en'), 'en')).toBe('de');
  });
  it('for a list naming none: the one the game started with, not the language of the moment', () => {
    // Started while the app was German; the language is English now: still German rules.
    const started = readTableState(JSON.parse(JSON.stringify(emptyTableState(list.id, 'de'))), list.id);
    expect(started.edition).toBe('de');
    expect(gameEdition(list, started, 'en')).toBe('de');
    // A game not started yet follows the fallback (the app's language).
    expect(gameEdition(list, emptyTableState(list.id), 'en')).toBe('en');
    expect(readTableState({ listId: list.id, edition: 'fr', machines: {} }, list.id)).toEqual(emptyTableState(list.id));
  });
});
