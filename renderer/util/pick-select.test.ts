import { describe, expect, it } from 'vitest';
import { pickSelect } from './pick-select';

/** A select of three options with the handlers on it; `taken` records each choice acted on. */
function picker() {
  const select = document.createElement('select');
  for (const v of ['', 'a', 'b']) {
    const option = document.createElement('option');
    option.value = v;
    option.textContent = v || '—';
    select.append(option);
  }
  document.body.append(select);
  const taken: string[] = [];
  const handlers = pickSelect((s) => {
    if (s.value) taken.push(s.value);
    s.value = '';
  });
  select.addEventListener('change', handlers.onChange);
  select.addEventListener('keydown', handlers.onKeydown);
  select.addEventListener('blur', handlers.onBlur);
  /** A key as Chromium handles it on a closed select: the key, then (for a move) the new value and its change. */
  const key = (k: string, moveTo?: string, init: KeyboardEventInit = {}): void => {
    select.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }));
    if (moveTo !== undefined) {
      select.value = moveTo;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  return { select, taken, key };
}

describe('pickSelect', () => {
  it('takes a choice made with the mouse at once', () => {
    const { select, taken } = picker();
    select.value = 'b';
    select.dispatchEvent(new Event('change'));
    expect(taken).toEqual(['b']);
    expect(select.value).toBe('');
  });

  it('waits for Enter while the closed select is browsed with the arrow keys or by typing a name', () => {
    const { select, taken, key } = picker();
    key('ArrowDown', 'a');
    key('ArrowDown', 'b');
    expect(taken).toEqual([]);
    key('Enter');
    expect(taken).toEqual(['b']);
    // Typing the start of a name moves too (type-ahead): the first letter must not add.
    key('b', 'b');
    expect(taken).toEqual(['b']);
    expect(select.value).toBe('b');
    key('Enter');
    expect(taken).toEqual(['b', 'b']);
  });

  it('drops a browsed choice on Escape or when the select is left; a choice in the opened popup is taken', () => {
    const { select, taken, key } = picker();
    key('ArrowDown', 'a');
    key('Escape');
    expect(select.value).toBe('');
    key('End', 'b');
    select.dispatchEvent(new FocusEvent('blur'));
    expect(select.value).toBe('');
    expect(taken).toEqual([]);
    // Alt+Down opens the popup; the choice made there comes as a change.
    key('ArrowDown', undefined, { altKey: true });
    select.value = 'a';
    select.dispatchEvent(new Event('change'));
    expect(taken).toEqual(['a']);
  });
});
