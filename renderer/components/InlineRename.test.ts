import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { createMusterI18n } from '../i18n';
import InlineRename from './InlineRename.vue';

describe('InlineRename', () => {
  it('opens focused with the name selected; Enter gives what was typed, Escape cancels', async () => {
    const w = mount(InlineRename, { props: { name: 'Kampfverband 1', label: 'Neuer Name' }, global: { plugins: [createMusterI18n('de')] }, attachTo: document.body });
    const box = w.get<HTMLInputElement>('input[aria-label="Neuer Name"]');
    expect(document.activeElement).toBe(box.element);
    expect([box.element.selectionStart, box.element.selectionEnd]).toEqual([0, 'Kampfverband 1'.length]);
    expect(w.findAll('button').map((b) => b.text())).toEqual(['Speichern', 'Abbrechen']);
    await box.setValue('Sumpfrotte');
    await w.get('form').trigger('submit');
    expect(w.emitted('save')).toEqual([['Sumpfrotte']]);
    await box.trigger('keydown', { key: 'Escape' });
    expect(w.emitted('cancel')).toHaveLength(1);
    w.unmount();
  });

  it('shows a refusal as an alert the box names, and takes the focus back to the box', async () => {
    const w = mount(InlineRename, { props: { name: 'Anna', label: 'New name', saveLabel: 'Save name' }, global: { plugins: [createMusterI18n('en')] }, attachTo: document.body });
    const box = w.get('input');
    expect(box.attributes('aria-invalid')).toBeUndefined();
    (document.activeElement as HTMLElement | null)?.blur();
    await w.setProps({ refused: '“Ben” is taken.' });
    await w.vm.$nextTick();
    const alert = w.get('[role="alert"]');
    expect(alert.text()).toBe('“Ben” is taken.');
    expect(box.attributes('aria-invalid')).toBe('true');
    expect(box.attributes('aria-describedby')!.split(' ')).toContain(alert.attributes('id'));
    expect(document.activeElement).toBe(box.element);
    expect(w.get('button[type="submit"]').text()).toBe('Save name');
    w.unmount();
  });
});
