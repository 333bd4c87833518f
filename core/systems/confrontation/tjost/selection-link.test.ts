import { describe, expect, it } from 'vitest';
import { selectionIdOf, selectionPathOf } from './selection-link';

describe('the link of a game list to its selection list', () => {
  it('names the selection list by its id, whatever folder the link has, in any case of .muster', () => {
    expect(selectionIdOf('925eec11-4a14-47c3-9ce2-bb534b690f75.muster')).toBe('925eec11-4a14-47c3-9ce2-bb534b690f75');
    expect(selectionIdOf('../lists/sel1.muster')).toBe('sel1');
    expect(selectionIdOf('C:\\lists\\sel1.MUSTER')).toBe('sel1');
    expect(selectionIdOf('sel1')).toBe('sel1');
    expect(selectionIdOf(selectionPathOf('sel-2'))).toBe('sel-2');
  });
  it('names no list for what is no id', () => {
    for (const link of [undefined, '', 'bad name.muster', '.muster', `${'x'.repeat(65)}.muster`, 'a/b/']) expect(selectionIdOf(link)).toBeUndefined();
  });
});
