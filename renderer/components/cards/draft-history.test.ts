import { describe, expect, it } from 'vitest';
import { reactive } from 'vue';
import { useDraftHistory } from './draft-history';

/** A form of one text box, and its history. */
function form(limit?: number) {
  const state = reactive({ name: '' });
  const history = useDraftHistory(
    () => JSON.stringify(state),
    (text) => Object.assign(state, JSON.parse(text) as { name: string }),
    limit,
  );
  return { state, history };
}

describe('useDraftHistory', () => {
  it('one step per committed change, whatever was typed in between; undo and redo go step by step', () => {
    const { state, history } = form();
    for (const typed of ['R', 'Ro', 'Roller']) state.name = typed;
    expect(history.pending.value).toBe(true);
    expect(history.commit()).toBe(true);
    state.name = 'Roller Mk II';
    history.commit();
    expect(history.commit()).toBe(false);
    expect(history.undo()).toBe(true);
    expect(state.name).toBe('Roller');
    expect(history.undo()).toBe(true);
    expect(state.name).toBe('');
    expect(history.undo()).toBe(false);
    expect(history.redo()).toBe(true);
    expect(state.name).toBe('Roller');
    expect(history.canRedo.value).toBe(true);
  });

  it('Undo takes back what is typed and not yet committed; typing after an undo leaves nothing to redo', () => {
    const { state, history } = form();
    state.name = 'Roller';
    history.commit();
    state.name = 'Roller M';
    expect(history.undo()).toBe(true);
    expect(state.name).toBe('Roller');
    expect(history.canRedo.value).toBe(true);
    state.name = 'Walze';
    expect(history.canRedo.value).toBe(false);
    expect(history.redo()).toBe(false);
    expect(state.name).toBe('Walze');
  });

  it('unsaved is anything other than the state last saved, back at it by undo is saved again', () => {
    const { state, history } = form();
    expect(history.dirty.value).toBe(false);
    state.name = 'Roller';
    expect(history.dirty.value).toBe(true);
    history.markSaved();
    expect(history.dirty.value).toBe(false);
    state.name = 'Walze';
    history.commit();
    expect(history.dirty.value).toBe(true);
    history.undo();
    expect(history.dirty.value).toBe(false);
    history.reset();
    expect(history.canUndo.value).toBe(false);
  });

  it('keeps at most `limit` steps', () => {
    const { state, history } = form(3);
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      state.name = name;
      history.commit();
    }
    let steps = 0;
    while (history.undo()) steps++;
    expect(steps).toBe(3);
    expect(state.name).toBe('b');
  });
});
