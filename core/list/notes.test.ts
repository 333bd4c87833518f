import { describe, expect, it } from 'vitest';
import { MAX_LIST_NOTES } from '../model/list-format';
import { newList } from './new';
import { setListNotes } from './notes';

const list = newList({ id: 'l', name: 'Goblins', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, now: new Date(0) });

describe('setListNotes', () => {
  it('gives the list its notes, trimmed, line breaks kept, cut to their longest; an empty text takes them away', () => {
    const noted = setListNotes(list, '  Turnier in Köln\r\nRunde 2  \n').list;
    expect(noted.notes).toBe('Turnier in Köln\nRunde 2');
    expect(setListNotes(list, 'ä'.repeat(MAX_LIST_NOTES + 10)).list.notes).toHaveLength(MAX_LIST_NOTES);
    expect(setListNotes(noted, '   ').list).not.toHaveProperty('notes');
    expect(setListNotes(noted, undefined).list).not.toHaveProperty('notes');
  });

  it('cuts long notes at a whole character: an emoji at the limit is left out, not halved', () => {
    const out = setListNotes(list, `${'a'.repeat(MAX_LIST_NOTES - 1)}😀bbb`);
    expect(out.list.notes).toBe('a'.repeat(MAX_LIST_NOTES - 1));
  });

  it('leaves the list as it is for the same notes (nothing to undo)', () => {
    const noted = setListNotes(list, 'Runde 2').list;
    expect(setListNotes(noted, ' Runde 2 ').list).toBe(noted);
    expect(setListNotes(list, '').list).toBe(list);
  });
});
