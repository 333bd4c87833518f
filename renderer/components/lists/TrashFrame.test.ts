import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ref } from 'vue';
import { createMusterI18n } from '../../i18n';
import TrashFrame from './TrashFrame.vue';

afterEach(() => {
  document.body.innerHTML = '';
});

type Item = { id: string; name: string; deletedAt: string };

/** A trash of three documents; restoring one takes it out of the trash, after a while. */
function trash() {
  const items = ref<Item[]>(['a', 'b', 'c'].map((id) => ({ id, name: `List ${id}`, deletedAt: '2025-01-01T00:00:00.000Z' })));
  let finish: () => void = () => undefined;
  const restore = vi.fn(
    (id: string) =>
      new Promise<Item>((resolve) => {
        finish = () => {
          const item = items.value.find((i) => i.id === id)!;
          items.value = items.value.filter((i) => i.id !== id);
          resolve(item);
        };
      }),
  );
  const wrapper = mount(TrashFrame, {
    props: { title: 'Trash', intro: '', loadingText: '', unnamed: '', emptyTestid: 'empty', tableClass: '', items: items.value, load: async () => undefined, restore, failed: (m: string) => m },
    global: { plugins: [createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang: 'en' } } }), createMusterI18n('en')] },
    attachTo: document.body,
  });
  const sync = () => wrapper.setProps({ items: items.value });
  return { wrapper, restore, done: async () => (finish(), await sync(), await flushPromises()) };
}

describe('the trash keeps the keyboard focus', () => {
  it('Restore: busy but focusable while restoring, then Restore of the row that took its place, else of the row before, else Close', async () => {
    const { wrapper, done } = trash();
    await flushPromises();
    const restoreOf = (name: string) => wrapper.get<HTMLButtonElement>(`[aria-label="Restore “${name}”"]`);
    restoreOf('List b').element.focus();
    await restoreOf('List b').trigger('click');
    // While it works the buttons say so (aria-disabled), and keep the focus.
    expect(restoreOf('List b').attributes('disabled')).toBeUndefined();
    expect(restoreOf('List a').attributes('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(restoreOf('List b').element);
    await done();
    expect(document.activeElement).toBe(restoreOf('List c').element);
    await restoreOf('List c').trigger('click');
    await done();
    expect(document.activeElement).toBe(restoreOf('List a').element);
    await restoreOf('List a').trigger('click');
    await done();
    expect(document.activeElement?.textContent?.trim()).toBe('Close');
  });
});
