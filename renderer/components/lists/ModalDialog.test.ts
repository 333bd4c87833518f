/* eslint-disable vue/one-component-per-file -- the last test builds a small app and its page to leave */
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, ref } from 'vue';
import ModalDialog from './ModalDialog.vue';

afterEach(() => {
  document.body.innerHTML = '';
});

function opener(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'New list';
  document.body.append(button);
  button.focus();
  return button;
}

describe('ModalDialog focus', () => {
  it('still closes on Esc when the focused control was removed (the restored row of the trash) and focus fell to the page', async () => {
    opener();
    const dialog = mount(ModalDialog, { props: { title: 'Trash' }, slots: { default: '<button data-autofocus>Restore</button>' }, attachTo: document.body });
    await flushPromises();
    (document.activeElement as HTMLElement).remove();
    expect(document.activeElement).toBe(document.body);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog.emitted('close')).toHaveLength(1);
    expect(dialog.element.querySelector('[role=dialog]')).toBe(document.activeElement);
    dialog.unmount();
  });

  it('moves focus into the dialog and back to the control that opened it when it closes', async () => {
    const button = opener();
    const dialog = mount(ModalDialog, { props: { title: 'New list' }, slots: { default: '<input data-autofocus aria-label="Name" />' }, attachTo: document.body });
    await flushPromises();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Name');
    dialog.unmount();
    expect(document.activeElement).toBe(button);
  });

  it('does not focus the opener when its page goes away with the dialog (leaving the view: no layout of the page being left)', async () => {
    let focused = 0;
    const Page = defineComponent({
      components: { ModalDialog },
      props: { open: Boolean },
      setup() {
        return { onFocus: () => (focused += 1) };
      },
      template: '<div><button id="opener" @focus="onFocus">New list</button><ModalDialog v-if="open" title="New list"><input data-autofocus aria-label="Name" /></ModalDialog></div>',
    });
    // The app stays; its view changes, as the router changes it.
    const App = defineComponent({
      components: { Page },
      setup() {
        return { shown: ref(true), open: ref(false) };
      },
      template: '<main><Page v-if="shown" :open="open" /></main>',
    });
    const app = mount(App, { attachTo: document.body });
    const state = app.vm as unknown as { shown: boolean; open: boolean };
    app.get<HTMLButtonElement>('#opener').element.focus();
    state.open = true;
    await flushPromises();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Name');
    focused = 0;
    state.shown = false;
    await flushPromises();
    expect(app.find('#opener').exists()).toBe(false);
    expect(focused).toBe(0);
    app.unmount();
  });

  it('keeps the focus while it is open: a control of the page behind that takes it gives it back to where it was in the dialog (2.4.3)', async () => {
    const button = opener();
    const dialog = mount(ModalDialog, {
      props: { title: 'Unsaved changes' },
      slots: { default: '<button data-autofocus>Save and leave</button><button id="stay">Stay here</button>' },
      attachTo: document.body,
    });
    await flushPromises();
    const stay = document.getElementById('stay')!;
    stay.focus();
    // The page's code (or a click) focuses something behind the dialog.
    button.focus();
    expect(document.activeElement).toBe(stay);
    // Esc still closes it: the focus is where its keys are heard.
    stay.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog.emitted('close')).toHaveLength(1);
    dialog.unmount();
    // Closed: the page has the focus back, and keeps it.
    expect(document.activeElement).toBe(button);
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    expect(document.activeElement).toBe(other);
  });

  it('a dialog opened on top of another keeps the focus; the one below takes it back when the top one closes', async () => {
    opener();
    const below = mount(ModalDialog, { props: { title: 'Saved versions' }, slots: { default: '<button data-autofocus id="below">Restore</button>' }, attachTo: document.body });
    await flushPromises();
    const top = mount(ModalDialog, { props: { title: 'Saved elsewhere' }, slots: { default: '<button data-autofocus id="top">Keep editing</button>' }, attachTo: document.body });
    await flushPromises();
    expect(document.activeElement?.id).toBe('top');
    document.getElementById('below')!.focus();
    expect(document.activeElement?.id).toBe('top');
    top.unmount();
    expect(document.activeElement?.id).toBe('below');
    below.unmount();
  });
});
