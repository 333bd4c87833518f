import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick } from 'vue';
import type { Issue } from '../../../core/checks/types';
import { announce, editorAnnouncement, listChanges, newIssues, useEditorAnnouncer } from './announcer';
import { editorWith, sayEdits } from './test-support';

/** The announcer as the editor's parts use it. */
function announcer(lang: 'de' | 'en') {
  const { plugins, editor } = editorWith(
    [
      { id: 'e1', cardId: 'normal-one', count: 1, assignments: [] },
      { id: 'e2', cardId: 'small-one', count: 2, assignments: [] },
    ],
    lang,
  );
  let api!: ReturnType<typeof useEditorAnnouncer>;
  mount(
    defineComponent({
      setup() {
        api = useEditorAnnouncer();
        return () => h('p');
      },
    }),
    { global: { plugins } },
  );
  sayEdits(plugins);
  editorAnnouncement.value = '';
  return { api, editor };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the list editor’s announcer', () => {
  it('says a removal, and what undo and redo change, each with the new total, in English', async () => {
    const { api, editor } = announcer('en');
    api.remove('e2');
    await nextTick();
    expect(editorAnnouncement.value).toBe('Removed small-one. 8 of 300 AP.');
    api.undo();
    await nextTick();
    expect(editor.list?.entries).toHaveLength(2);
    expect(editorAnnouncement.value).toBe('Undone: small-one added. 18 of 300 AP.');
    api.redo();
    await nextTick();
    expect(editorAnnouncement.value).toBe('Redone: small-one removed. 8 of 300 AP.');
    editor.setCount('e1', 3);
    await nextTick();
    expect(editorAnnouncement.value).toBe('normal-one: count 3. 24 of 300 AP.');
    api.undo();
    await nextTick();
    expect(editorAnnouncement.value).toBe('Undone: normal-one: count 1. 8 of 300 AP.');
    editor.setName('Nuln');
    await nextTick();
    expect(editorAnnouncement.value).toBe('List settings changed. 8 of 300 AP.');
    api.undo();
    await nextTick();
    expect(editorAnnouncement.value).toBe('Undone: list settings changed. 8 of 300 AP.');
  });

  it('in German too (through the catalogue)', async () => {
    const { api, editor } = announcer('de');
    api.remove('e1');
    await nextTick();
    expect(editorAnnouncement.value).toBe('normal-one entfernt. 10 von 300 A.P.');
    api.undo();
    await nextTick();
    expect(editorAnnouncement.value).toBe('Rückgängig: normal-one hinzugefügt. 18 von 300 A.P.');
    api.redo();
    await nextTick();
    expect(editorAnnouncement.value).toBe('Wiederhergestellt: normal-one entfernt. 10 von 300 A.P.');
    const copy = api.duplicate('e2');
    await nextTick();
    expect(copy).toBeDefined();
    expect(editorAnnouncement.value).toBe(`${editor.entryName(copy!)} hinzugefügt. 20 von 300 A.P.`);
  });

  it('German: the unit after the limit is declined, "von 300 Punkten" (it said "von 300 Punkte"); "A.P." has one form', async () => {
    for (const [lang, system, said] of [
      ['de', 'chronopia', 'normal-one entfernt. 10 von 300 Punkten.'],
      ['de', 'oldworld', 'normal-one entfernt. 10 von 300 Punkten.'],
      ['de', 'confrontation', 'normal-one entfernt. 10 von 300 A.P.'],
      ['en', 'chronopia', 'Removed normal-one. 10 of 300 points.'],
    ] as const) {
      const { api, editor } = announcer(lang);
      editor.list = { ...editor.list!, system };
      editor.saved = editor.list;
      await nextTick();
      editorAnnouncement.value = '';
      api.remove('e1');
      await nextTick();
      expect(editorAnnouncement.value, `${lang} ${system}`).toBe(said);
    }
  });

  it('says an action in its own words (announcer.apply), once, and a new problem it brought', async () => {
    const { api, editor } = announcer('en');
    const list = editor.list!;
    const over = { ...list, entries: list.entries.map((e) => (e.id === 'e1' ? { ...e, count: 40 } : e)) };
    expect(api.apply({ ok: true, list: over }, 'Forty of them.')).toBe(true);
    await nextTick();
    expect(editorAnnouncement.value).toMatch(/^Forty of them\. 330 of 300 AP\. New error: The list costs 330 AP, 30 more than its limit of 300\./);
    // A refused operation says nothing.
    const said = editorAnnouncement.value;
    expect(api.apply({ ok: false, list: over, error: { code: 'entry-not-found', entryId: 'x' } } as never, 'Nothing.')).toBe(false);
    await nextTick();
    expect(editorAnnouncement.value).toBe(said);
  });

  it('says nothing for a list opened, a list main saved taking its place, or a change made in a modal dialog', async () => {
    const { editor } = announcer('en');
    // Opened: another list, or the same list read again with nothing to undo.
    const opened = editor.list!;
    editor.list = { ...opened, id: 'l2', entries: [] };
    await nextTick();
    editor.list = { ...opened };
    await nextTick();
    expect(editorAnnouncement.value).toBe('');
    // Saved: main's copy (its own stamps) takes the place of the list.
    editor.setCount('e1', 2);
    await nextTick();
    expect(editorAnnouncement.value).toBe('normal-one: count 2. 26 of 300 AP.');
    const stored = { ...editor.list!, createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' };
    editor.list = stored;
    editor.saved = stored;
    await nextTick();
    expect(editorAnnouncement.value).toBe('normal-one: count 2. 26 of 300 AP.');
    // A version restored in "Saved versions": that dialog's answer says it.
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    editor.restoreVersion({ ...editor.list!, entries: [] });
    await nextTick();
    expect(editorAnnouncement.value).toBe('normal-one: count 2. 26 of 300 AP.');
  });

  it('says nothing new when there is nothing to undo or redo', async () => {
    const { api } = announcer('en');
    announce('Before.');
    expect(api.undo()).toBe(false);
    expect(api.redo()).toBe(false);
    await nextTick();
    expect(editorAnnouncement.value).toBe('Before.');
  });

  it('says the same words again when they come again (two alike removals)', () => {
    announce('Removed small-one.');
    const first = editorAnnouncement.value;
    announce('Removed small-one.');
    expect(editorAnnouncement.value).not.toBe(first);
    expect(editorAnnouncement.value.trim()).toBe('Removed small-one.');
  });

  it('names up to two changes and counts more', async () => {
    const { api, editor } = announcer('en');
    const before = editor.list!;
    expect(listChanges(before, { ...before, entries: [] }, editor.lookup, 'en')).toEqual([
      { kind: 'removed', name: 'normal-one' },
      { kind: 'removed', name: 'small-one' },
    ]);
    editor.addCard('thallion');
    editor.apply({ ok: true, list: { ...editor.list!, entries: [] } });
    await nextTick();
    // Two edits in one moment: said once, by what they changed together.
    expect(editorAnnouncement.value).toBe('2 changes. 0 of 300 AP.');
    api.undo();
    await nextTick();
    expect(editorAnnouncement.value).toBe('Undone: 3 changes. 33 of 300 AP.');
  });
});

describe('listChanges: the order of the entries', () => {
  it('names the one entry that moved, up or down, and its new place; an order no one move makes is said as such', () => {
    const { editor } = editorWith([
      { id: 'e1', cardId: 'normal-one', count: 1, assignments: [] },
      { id: 'e2', cardId: 'small-one', count: 1, assignments: [] },
      { id: 'e3', cardId: 'thallion', count: 1, assignments: [] },
      { id: 'e4', cardId: 'normal-one', count: 1, assignments: [] },
    ]);
    const before = editor.list!;
    const [a, b, c, d] = before.entries as [never, never, never, never];
    const changes = (entries: typeof before.entries, moved?: string) => listChanges(before, { ...before, entries }, editor.lookup, 'en', moved);
    // Two entries of one card are told apart by their place, as the table shows them after the move.
    expect(changes([a, b, d, c])).toEqual([{ kind: 'movedUp', name: 'normal-one (#3)', position: 3, of: 4 }]);
    expect(changes([a, b, d, c], 'e3')).toEqual([{ kind: 'movedDown', name: 'thallion', position: 4, of: 4 }]);
    expect(changes([d, a, b, c])).toEqual([{ kind: 'movedUp', name: 'normal-one (#1)', position: 1, of: 4 }]);
    expect(changes([b, c, d, a])).toEqual([{ kind: 'movedDown', name: 'normal-one (#4)', position: 4, of: 4 }]);
    expect(changes([b, a, d, c])).toEqual([{ kind: 'order' }]);
    expect(changes([a, b, c, d])).toEqual([]);
    // Removed or added entries alone change no order.
    expect(changes([a, c, d])).toEqual([{ kind: 'removed', name: 'small-one' }]);
  });
});

describe('newIssues: the problems a change brought', () => {
  const issue = (code: string, entryId?: string, params: Issue['params'] = {}, severity: Issue['severity'] = 'error'): Issue => ({ code, severity, params, ...(entryId ? { entryId } : {}) });
  it('by kind and entry, not by wording; as often as they come', () => {
    const was = [issue('points.over-limit', undefined, { over: 5 }), issue('unit.size', 'e1')];
    expect(newIssues(was, [issue('points.over-limit', undefined, { over: 25 }), issue('unit.size', 'e1')])).toEqual([]);
    expect(newIssues(was, [issue('unit.size', 'e1'), issue('unit.size', 'e2'), issue('unit.size', 'e1', {}, 'warning')])).toEqual([issue('unit.size', 'e2'), issue('unit.size', 'e1', {}, 'warning')]);
    expect(newIssues([], [issue('a'), issue('a')])).toHaveLength(2);
  });
});
