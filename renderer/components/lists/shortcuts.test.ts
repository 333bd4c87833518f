import { describe, expect, it } from 'vitest';
import { isTextField, shortcutFor } from './shortcuts';

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
});
