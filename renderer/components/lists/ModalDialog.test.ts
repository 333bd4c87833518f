import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
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
  it('moves focus into the dialog and back to the control that opened it when it closes', async () => {
    const button = opener();
    const dialog = mount(ModalDialog, { props: { title: 'New list' }, slots: { default: '<input data-autofocus aria-label="Name" />' }, attachTo: document.body });
    await flushPromises();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Name');
    dialog.unmount();
    expect(document.activeElement).toBe(button);
  });

  it('does not focus the opener when the page it was on is gone (the dialog closed by leaving the view)', async () => {
    const button = opener();
    const dialog = mount(ModalDialog, { props: { title: 'New list' }, slots: { default: '<input data-autofocus aria-label="Name" />' }, attachTo: document.body });
    await flushPromises();
    let focused = 0;
    button.addEventListener('focus', () => (focused += 1));
    button.remove();
    dialog.unmount();
    expect(focused).toBe(0);
  });
});
