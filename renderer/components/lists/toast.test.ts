import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { createMusterI18n } from '../../i18n';
import ToastMessage from './ToastMessage.vue';
import { useToast } from './toast';

/** A page as the views have it: a heading, a button that shows a toast with Undo, and the toast. */
function page() {
  let toast!: ReturnType<typeof useToast>;
  const undone = vi.fn();
  const View = defineComponent({
    setup() {
      toast = useToast();
      return () =>
        h('main', [
          h('h1', 'Lists'),
          h('button', { class: 'delete', onClick: () => toast.show('Deleted “Nuln”.', { action: 'Undo', onAction: undone }) }, 'Delete'),
          h(ToastMessage, {
            message: toast.message.value,
            action: toast.action.value,
            tone: toast.tone.value,
            onAction: () => void toast.act(),
            onDismiss: () => toast.dismiss(),
          }),
        ]);
    },
  });
  const wrapper = mount(View, { global: { plugins: [createMusterI18n('en')] }, attachTo: document.body });
  return { wrapper, undone, toast: () => toast };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the toast', () => {
  it('goes after its time when nobody is at it', async () => {
    const { wrapper } = page();
    await wrapper.get('.delete').trigger('click');
    expect(wrapper.find('.toast').exists()).toBe(true);
    vi.advanceTimersByTime(12_001);
    await flushPromises();
    expect(wrapper.find('.toast').exists()).toBe(false);
  });

  it('stays while the focus is on its Undo, and its time starts again once the focus has left', async () => {
    const { wrapper } = page();
    const del = wrapper.get<HTMLButtonElement>('.delete');
    await del.trigger('click');
    await flushPromises();
    const undo = wrapper.get<HTMLButtonElement>('.toast button.primary');
    del.element.focus();
    undo.element.focus();
    expect(document.activeElement).toBe(undo.element);
    vi.advanceTimersByTime(60_000);
    await flushPromises();
    expect(wrapper.find('.toast').exists()).toBe(true);
    del.element.focus();
    vi.advanceTimersByTime(11_000);
    await flushPromises();
    expect(wrapper.find('.toast').exists()).toBe(true);
    vi.advanceTimersByTime(1_001);
    await flushPromises();
    expect(wrapper.find('.toast').exists()).toBe(false);
  });

  it('stays while the pointer is over it', async () => {
    const { wrapper } = page();
    await wrapper.get('.delete').trigger('click');
    await wrapper.get('.toast-region').trigger('mouseenter');
    vi.advanceTimersByTime(30_000);
    await flushPromises();
    expect(wrapper.find('.toast').exists()).toBe(true);
    await wrapper.get('.toast-region').trigger('mouseleave');
    vi.advanceTimersByTime(12_001);
    await flushPromises();
    expect(wrapper.find('.toast').exists()).toBe(false);
  });

  it('gone with the focus in it (Undo used, ✕, Esc), gives the focus back to where it came from', async () => {
    const { wrapper, undone } = page();
    const del = wrapper.get<HTMLButtonElement>('.delete');
    await del.trigger('click');
    await flushPromises();
    del.element.focus();
    wrapper.get<HTMLButtonElement>('.toast button.primary').element.focus();
    await wrapper.get('.toast button.primary').trigger('click');
    await flushPromises();
    expect(undone).toHaveBeenCalledOnce();
    expect(wrapper.find('.toast').exists()).toBe(false);
    expect(document.activeElement).toBe(del.element);

    await del.trigger('click');
    await flushPromises();
    wrapper.get<HTMLButtonElement>('.toast-close').element.focus();
    await wrapper.get('.toast').trigger('keydown', { key: 'Escape' });
    await flushPromises();
    expect(wrapper.find('.toast').exists()).toBe(false);
    expect(document.activeElement).toBe(del.element);
  });

  it('with nowhere to go back to (the control came from is gone), the focus goes to the page’s heading', async () => {
    const { wrapper, toast } = page();
    toast().show('Saved.', { action: 'Undo' });
    await flushPromises();
    wrapper.get<HTMLButtonElement>('.toast button.primary').element.focus();
    vi.advanceTimersByTime(60_000);
    toast().dismiss();
    await flushPromises();
    expect(document.activeElement).toBe(wrapper.get('h1').element);
  });
});
