import { describe, expect, it } from 'vitest';
import { newList } from '../../../core/list/new';
import { translate } from '../../../core/i18n/translate';
import { importedToast } from './imported';

const t = (key: string, params?: Record<string, unknown>): string => translate('en', key, params as Record<string, string | number>);
const list = newList({ name: 'Nuln', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, kind: 'standard' });

describe('the message after a list file was imported', () => {
  it('names every note on a line of its own and stays until dismissed', () => {
    const notes = ['one', 'two', 'three', 'four', 'five'];
    const { text, options } = importedToast(t, { list, notes });
    expect(text.split('\n')).toEqual(['Imported “Nuln”. Notes on the file: ', '• one', '• two', '• three', '• four', '• five']);
    expect(options.ms).toBe(0);
  });

  it('without notes: the name only, and the toast goes by itself', () => {
    expect(importedToast(t, { list, notes: [] })).toEqual({ text: 'Imported “Nuln”.', options: {} });
  });

  it('a file of a list one has: nothing added when it holds the same, else said until dismissed that it came in beside it', () => {
    expect(importedToast(t, { list, notes: [], existing: { name: 'Nuln', same: true } })).toEqual({ text: '“Nuln” is in your lists already and the file holds nothing else: nothing was added.', options: {} });
    const beside = importedToast(t, { list, notes: ['one'], existing: { name: 'Nuln', same: false } });
    expect(beside.text.split('\n')).toEqual(['Imported “Nuln” as a new list: the file is of your list “Nuln” but holds something else, so that list stays as it is. Notes on the file: ', '• one']);
    expect(beside.options.ms).toBe(0);
    expect(importedToast(t, { list, notes: [], existing: { name: 'Nuln', same: false } }).options.ms).toBe(0);
  });
});
