import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { isTextField, shortcutFor, useListShortcuts } from './shortcuts';

describe('shortcuts', () => {
  const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}, target: EventTarget | null = null) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target,
    ...mods,
  });

  it('maps Ctrl+Z/Y/Shift+Z/S/O/P and Del', () => {
    expect(shortcutFor(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutFor(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutFor(key('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutFor(key('s', { metaKey: true }))).toBe('save');
    expect(shortcutFor(key('o', { ctrlKey: true }))).toBe('open');
    expect(shortcutFor(key('p', { ctrlKey: true }))).toBe('print');
    expect(shortcutFor(key('Delete'))).toBe('remove');
    expect(shortcutFor(key('x', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('z'))).toBeNull();
  });

  it('goes to the card search with Ctrl+K anywhere, and with / outside text fields (a / typed in a field stays a /)', () => {
    const text = document.createElement('input');
    expect(shortcutFor(key('k', { ctrlKey: true }))).toBe('search');
    expect(shortcutFor(key('k', { ctrlKey: true }, text))).toBe('search');
    expect(shortcutFor(key('/'))).toBe('search');
    expect(shortcutFor(key('/', {}, text))).toBeNull();
  });

  it('never takes a / typed in any field that takes typing (2.1.4): text, search, number, text area, select, editable text', () => {
    const fields: HTMLElement[] = [];
    for (const type of ['text', 'search', 'number', 'email', 'url', 'password', 'tel', '']) {
      const input = document.createElement('input');
      if (type) input.type = type;
      fields.push(input);
    }
    fields.push(document.createElement('textarea'), document.createElement('select'));
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(editable);
    fields.push(editable);
    for (const field of fields) expect(shortcutFor(key('/', {}, field)), field.outerHTML).toBeNull();
    // The shifted / of a German keyboard (Shift+7) too.
    expect(shortcutFor(key('/', { shiftKey: true }, fields[0]!))).toBeNull();
    expect(shortcutFor(key('/', {}, document.createElement('button')))).toBe('search');
    editable.remove();
  });

  it('leaves undo and Delete to text fields, except the card search', () => {
    const text = document.createElement('input');
    const search = document.createElement('input');
    search.dataset.listUndo = '';
    const button = document.createElement('button');
    expect(isTextField(text)).toBe(true);
    expect(isTextField(button)).toBe(false);
    expect(shortcutFor(key('z', { ctrlKey: true }, text))).toBeNull();
    expect(shortcutFor(key('Delete', {}, text))).toBeNull();
    expect(shortcutFor(key('s', { ctrlKey: true }, text))).toBe('save');
    expect(shortcutFor(key('z', { ctrlKey: true }, search))).toBe('undo');
    expect(shortcutFor(key('Delete', {}, button))).toBe('remove');
  });

  it('undoes the list from a select (it has no undo of its own: the browser\'s would edit a text field typed in before), but leaves its Delete alone', () => {
    const select = document.createElement('select');
    expect(shortcutFor(key('z', { ctrlKey: true }, select))).toBe('undo');
    expect(shortcutFor(key('y', { ctrlKey: true }, select))).toBe('redo');
    expect(shortcutFor(key('Z', { ctrlKey: true, shiftKey: true }, select))).toBe('redo');
    expect(shortcutFor(key('Delete', {}, select))).toBeNull();
    expect(shortcutFor(key('z', { ctrlKey: true }, document.createElement('textarea')))).toBeNull();
  });

  it('moves the selected entry with Alt+ArrowUp and Alt+ArrowDown, but not from a text field or a select (their own keys), nor with other modifiers', () => {
    const button = document.createElement('button');
    expect(shortcutFor(key('ArrowUp', { altKey: true }))).toBe('moveUp');
    expect(shortcutFor(key('ArrowDown', { altKey: true }, button))).toBe('moveDown');
    expect(shortcutFor(key('ArrowUp'))).toBeNull();
    expect(shortcutFor(key('ArrowDown', { altKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutFor(key('ArrowUp', { altKey: true, ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('ArrowDown', { altKey: true, metaKey: true }))).toBeNull();
    for (const field of [document.createElement('input'), document.createElement('select'), document.createElement('textarea')]) {
      expect(shortcutFor(key('ArrowDown', { altKey: true }, field))).toBeNull();
    }
    // An entry's count box moves the entry too (Chromium would step the count by Alt+arrows).
    const count = Object.assign(document.createElement('input'), { type: 'number' });
    expect(shortcutFor(key('ArrowUp', { altKey: true }, count))).toBe('moveUp');
    expect(shortcutFor(key('ArrowUp', {}, count))).toBeNull();
    expect(shortcutFor(key('z', { ctrlKey: true }, count))).toBeNull();
  });
});

describe('useListShortcuts behind a modal dialog', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function page() {
    const handlers = { remove: vi.fn(), undo: vi.fn(), redo: vi.fn(), save: vi.fn(), search: vi.fn() };
    const wrapper = mount(
      defineComponent({
        setup() {
          useListShortcuts(handlers);
          return () => h('button', { id: 'row' }, 'Row');
        },
      }),
      { attachTo: document.body },
    );
    const press = (init: KeyboardEventInit, target: Element = document.activeElement ?? document.body) => {
      const e = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(e);
      return e;
    };
    return { handlers, wrapper, press };
  }

  it('acts while no dialog is open', () => {
    const { handlers, wrapper, press } = page();
    document.getElementById('row')!.focus();
    press({ key: 'Delete' });
    press({ key: 'z', ctrlKey: true });
    expect(handlers.remove).toHaveBeenCalledOnce();
    expect(handlers.undo).toHaveBeenCalledOnce();
    wrapper.unmount();
  });

  it('does nothing while any modal dialog is open (aria-modal, or a native <dialog> shown modal), and the browser does nothing either', () => {
    const { handlers, wrapper, press } = page();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    const button = document.createElement('button');
    dialog.append(button);
    document.body.append(dialog);
    button.focus();
    const events = [press({ key: 'Delete' }), press({ key: 'z', ctrlKey: true }), press({ key: 'y', ctrlKey: true }), press({ key: 's', ctrlKey: true }), press({ key: '/' })];
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
    expect(events.every((e) => e.defaultPrevented)).toBe(true);
    dialog.remove();

    // A native <dialog> shown modal.
    const native = document.createElement('dialog');
    document.body.append(native);
    native.showModal();
    press({ key: 'Delete' }, document.body);
    expect(handlers.remove).not.toHaveBeenCalled();
    native.remove();
    press({ key: 'Delete' }, document.body);
    expect(handlers.remove).toHaveBeenCalledOnce();
    wrapper.unmount();
  });
});
