import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { announce, editorAnnouncement, listChanges, useEditorAnnouncer } from './announcer';
import { editorWith } from './test-support';

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
  return { api, editor };
}

describe('the list editor’s announcer', () => {
  it('says a removal, and what undo and redo change, in English', () => {
    const { api, editor } = announcer('en');
    api.remove('e2');
    expect(editorAnnouncement.value).toBe('Removed small-one.');
    api.undo();
    expect(editor.list?.entries).toHaveLength(2);
    expect(editorAnnouncement.value).toBe('Undone: small-one added.');
    api.redo();
    expect(editorAnnouncement.value).toBe('Redone: small-one removed.');
    editor.setCount('e1', 3);
    api.undo();
    expect(editorAnnouncement.value).toBe('Undone: normal-one: count 1.');
    editor.setName('Nuln');
    api.undo();
    expect(editorAnnouncement.value).toBe('Undone: list settings changed.');
  });

  it('in German too (through the catalogue)', () => {
    const { api, editor } = announcer('de');
    api.remove('e1');
    expect(editorAnnouncement.value).toBe('normal-one entfernt.');
    api.undo();
    expect(editorAnnouncement.value).toBe('Rückgängig: normal-one hinzugefügt.');
    api.redo();
    expect(editorAnnouncement.value).toBe('Wiederhergestellt: normal-one entfernt.');
    const copy = api.duplicate('e2');
    expect(copy).toBeDefined();
    expect(editorAnnouncement.value).toBe(`${editor.entryName(copy!)} hinzugefügt.`);
  });

  it('says nothing new when there is nothing to undo or redo', () => {
    const { api } = announcer('en');
    announce('Before.');
    expect(api.undo()).toBe(false);
    expect(api.redo()).toBe(false);
    expect(editorAnnouncement.value).toBe('Before.');
  });

  it('says the same words again when they come again (two alike removals)', () => {
    announce('Removed small-one.');
    const first = editorAnnouncement.value;
    announce('Removed small-one.');
    expect(editorAnnouncement.value).not.toBe(first);
    expect(editorAnnouncement.value.trim()).toBe('Removed small-one.');
  });

  it('names up to two changes and counts more', () => {
    const { api, editor } = announcer('en');
    const before = editor.list!;
    expect(listChanges(before, { ...before, entries: [] }, editor.lookup, 'en')).toEqual([
      { kind: 'removed', name: 'normal-one' },
      { kind: 'removed', name: 'small-one' },
    ]);
    editor.addCard('thallion');
    editor.apply({ ok: true, list: { ...editor.list!, entries: [] } });
    api.undo();
    expect(editorAnnouncement.value).toBe('Undone: 3 changes.');
  });
});
