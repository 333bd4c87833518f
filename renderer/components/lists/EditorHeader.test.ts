import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { newList } from '../../../core/list/new';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import { focusPageHeading } from '../../util/focus';
import EditorHeader from './EditorHeader.vue';

function mounted() {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
  const editor = useEditorStore(pinia);
  const list = newList({ id: 'l', name: 'Goblins', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, now: new Date(0) });
  editor.list = list;
  editor.saved = list;
  const wrapper = mount(EditorHeader, { global: { plugins: [pinia, createMusterI18n('en')] } });
  return { wrapper, editor, limit: () => wrapper.get<HTMLInputElement>('.limit-field input') };
}

describe('EditorHeader: the points limit', () => {
  it('takes a new limit, and an emptied field is no limit of 0: the limit stays', async () => {
    const { editor, limit } = mounted();
    await limit().setValue('300');
    await limit().trigger('change');
    expect(editor.list?.pointsLimit).toBe(300);
    await limit().setValue('');
    await limit().trigger('change');
    expect(editor.list?.pointsLimit).toBe(300);
    expect(limit().element.value).toBe('300');
    // A limit no list can have is refused the same way.
    await limit().setValue('-5');
    await limit().trigger('change');
    expect(editor.list?.pointsLimit).toBe(300);
    expect(limit().element.value).toBe('300');
  });

  it('says under the field, announced, that a limit it cannot take left the limit as it was; a good limit takes the message away', async () => {
    const { wrapper, editor, limit } = mounted();
    const problem = () => wrapper.get('.limit-problem');
    expect(problem().attributes('role')).toBe('alert');
    expect(problem().text()).toBe('');
    expect(limit().attributes('aria-invalid')).toBe('false');
    for (const typed of ['999999', '2000.5', '-5']) {
      await limit().setValue(typed);
      await limit().trigger('change');
      expect(editor.list?.pointsLimit).toBe(400);
      expect(problem().text()).toBe('Enter a whole number from 0 to 100000: the limit stays 400 AP.');
      expect(limit().attributes('aria-invalid')).toBe('true');
      expect(limit().attributes('aria-describedby')).toBe(problem().attributes('id'));
    }
    await limit().setValue('300');
    await limit().trigger('change');
    expect(editor.list?.pointsLimit).toBe(300);
    expect(problem().text()).toBe('');
    expect(limit().attributes('aria-describedby')).toBeUndefined();
  });
});

describe('EditorHeader: the name', () => {
  it('Escape puts back the list\'s name; nothing is taken', async () => {
    const { wrapper, editor } = mounted();
    const name = wrapper.get<HTMLInputElement>('input.list-name');
    // Typed, not yet left (setValue would also send the change of leaving the field).
    name.element.value = 'Testliste';
    await name.trigger('input');
    await name.trigger('keydown', { key: 'Escape' });
    expect(name.element.value).toBe('Goblins');
    await name.trigger('change');
    expect(editor.list?.name).toBe('Goblins');
    expect(editor.canUndo).toBe(false);
  });
});

describe('EditorHeader: the rulebook edition', () => {
  it('a Confrontation list names its edition in the header, as an undoable edit kept in the list', async () => {
    const { wrapper, editor } = mounted();
    const select = wrapper.get<HTMLSelectElement>('[data-testid="list-edition"]');
    // A list naming none says so; nothing is chosen for it.
    expect(select.element.value).toBe('');
    expect(select.text()).toContain('Not chosen');
    await select.setValue('de');
    expect(editor.list?.edition).toBe('de');
    expect(editor.dirty).toBe(true);
    editor.undo();
    expect(editor.list?.edition).toBeUndefined();
  });
});

describe('EditorHeader: an Old World list', () => {
  it('names the matched-play field in German as the German rulebook does, the rules themselves as players call them', () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'de' } } });
    const editor = useEditorStore(pinia);
    const list = newList({ id: 'l', name: 'Zwerge', system: 'oldworld', faction: 'dwarfen-mountain-holds', pointsLimit: 2000, now: new Date(0) });
    editor.list = list;
    editor.saved = list;
    const wrapper = mount(EditorHeader, { global: { plugins: [pinia, createMusterI18n('de')] } });
    const field = wrapper.get('[data-testid="composition-rule"]').element.closest('label')!;
    expect(field.querySelector('span')?.textContent).toBe('Ausgewogenes Spiel');
    expect([...field.querySelectorAll('option')].map((o) => o.textContent)).toContain('Grand Melee');
  });
});

describe("EditorHeader: the list's notes", () => {
  it('are folded away under their title, and show their first words there once written', async () => {
    const { wrapper, editor } = mounted();
    const summary = () => wrapper.get('[data-testid="list-notes"] summary').text();
    expect(summary()).toBe('Notes');
    const field = wrapper.get<HTMLTextAreaElement>('[data-testid="list-notes"] textarea');
    // Labelled, with its hint as description, and bounded as the file format bounds them.
    expect(field.element.closest('label')?.textContent).toContain('Notes on the list');
    expect(wrapper.get(`#${field.attributes('aria-describedby')}`).text()).toContain('not on the opponent copy');
    expect(field.attributes('maxlength')).toBe('2000');
    await field.setValue('Turnier in Köln\nRunde 2: gegen Wölfe');
    await field.trigger('change');
    expect(editor.list?.notes).toBe('Turnier in Köln\nRunde 2: gegen Wölfe');
    expect(summary()).toBe('Notes: Turnier in Köln');
  });

  it('are one undoable edit per change: typing is not an edit until the field is left, and Undo brings the field back', async () => {
    const { wrapper, editor } = mounted();
    const field = wrapper.get<HTMLTextAreaElement>('[data-testid="list-notes"] textarea');
    // Typing (input events) changes nothing yet.
    field.element.value = '  Runde 1 ';
    await field.trigger('input');
    expect(editor.list?.notes).toBeUndefined();
    expect(editor.past).toHaveLength(0);
    await field.trigger('change');
    expect(editor.list?.notes).toBe('Runde 1');
    expect(field.element.value).toBe('Runde 1');
    await field.setValue('Runde 1\nRunde 2');
    await field.trigger('change');
    expect(editor.past).toHaveLength(2);
    expect(editor.dirty).toBe(true);
    editor.undo();
    await wrapper.vm.$nextTick();
    expect(editor.list?.notes).toBe('Runde 1');
    expect(field.element.value).toBe('Runde 1');
    editor.undo();
    await wrapper.vm.$nextTick();
    expect(editor.list).not.toHaveProperty('notes');
    expect(field.element.value).toBe('');
    // Leaving the field unchanged is no edit.
    await field.trigger('change');
    expect(editor.past).toHaveLength(0);
  });

  it('Ctrl+S in the field keeps what was typed first, so the save holds it', async () => {
    const { wrapper, editor } = mounted();
    const field = wrapper.get<HTMLTextAreaElement>('[data-testid="list-notes"] textarea');
    field.element.value = 'Gegner: Wölfe';
    await field.trigger('input');
    expect(editor.list?.notes).toBeUndefined();
    await field.trigger('keydown', { key: 's', ctrlKey: true });
    expect(editor.list?.notes).toBe('Gegner: Wölfe');
  });

  it('hands what is typed and not yet left to the leave guard (commitTyped): a reload then asks and keeps it', async () => {
    const { wrapper, editor } = mounted();
    const field = wrapper.get<HTMLTextAreaElement>('[data-testid="list-notes"] textarea');
    field.element.value = 'Dritte Zeile';
    await field.trigger('input');
    expect(editor.dirty).toBe(false);
    (wrapper.vm as unknown as { commitTyped(): void }).commitTyped();
    expect(editor.list?.notes).toBe('Dritte Zeile');
    expect(editor.dirty).toBe(true);
    // Nothing typed: nothing to take (no edit to undo).
    (wrapper.vm as unknown as { commitTyped(): void }).commitTyped();
    expect(editor.past).toHaveLength(1);
  });
});

describe('EditorHeader: the page’s heading is the name box, shown', () => {
  it('the h1 holds the visible name box and is named by the saved name; the page’s focus goes there, not to a hidden heading', async () => {
    const { wrapper, editor } = mounted();
    const heading = wrapper.get('h1');
    // Nothing of the heading is hidden away: the focus ring is drawn round the name box.
    expect(heading.element.closest('.visually-hidden, .sr-only')).toBeNull();
    expect(heading.classes()).not.toContain('visually-hidden');
    expect(heading.find('input.list-name').exists()).toBe(true);
    expect(heading.attributes('tabindex')).toBe('-1');
    expect(wrapper.get(`#${heading.attributes('aria-labelledby')}`).text()).toBe('Goblins');
    expect(wrapper.get('input.list-name').attributes('aria-label')).toBe('List name');
    // Typing does not rename the heading before the name is taken; an unnamed list says so.
    await wrapper.get('input.list-name').setValue('');
    editor.setName('');
    await wrapper.vm.$nextTick();
    expect(wrapper.get(`#${heading.attributes('aria-labelledby')}`).text()).toBe('Unnamed list');
  });

  it('focusPageHeading puts the focus on it', async () => {
    const { wrapper } = mounted();
    const main = document.createElement('main');
    document.body.append(main);
    main.append(wrapper.element);
    expect(focusPageHeading(main)).toBe(true);
    expect(document.activeElement).toBe(wrapper.get('h1').element);
    main.remove();
  });
});
