import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TextChoices } from '../../../core/export/text-options';
import { createMusterI18n } from '../../i18n';
import TextExportDialog from './TextExportDialog.vue';
import { resetTextExportChoices } from './text-export-choices';

beforeEach(resetTextExportChoices);
afterEach(() => {
  document.body.innerHTML = '';
});

/** A list text that says which choices made it, as the API's would differ by them. */
const fakeText = async (c: TextChoices): Promise<string> => `${c.style}${c.points ? ' 60 AP' : ''}${c.notes ? ' Runde 2' : ''}`;

function mounted(render: (c: TextChoices) => Promise<string> = fakeText, lang: 'de' | 'en' = 'en') {
  const spy = vi.fn(render);
  const wrapper = mount(TextExportDialog, { props: { render: spy }, global: { plugins: [createMusterI18n(lang)] }, attachTo: document.body });
  const text = () => wrapper.get<HTMLTextAreaElement>('textarea.export-text').element.value;
  return { wrapper, spy, text };
}

describe('TextExportDialog', () => {
  it('opens with plain text, points and notes, and the text follows each choice at once', async () => {
    const { wrapper, spy, text } = mounted();
    await flushPromises();
    expect(spy).toHaveBeenLastCalledWith({ style: 'plain', points: true, notes: true });
    expect(text()).toBe('plain 60 AP Runde 2');
    const style = wrapper.get<HTMLSelectElement>('[data-testid="export-style"]');
    expect([...style.element.options].map((o) => [o.value, o.text])).toEqual([
      ['plain', 'Plain text'],
      ['markdown', 'Markdown (Discord, forums)'],
      ['compact', 'Compact (one line per unit)'],
    ]);
    await style.setValue('markdown');
    await flushPromises();
    expect(text()).toBe('markdown 60 AP Runde 2');
    await wrapper.get('[data-testid="export-points"]').setValue(false);
    await flushPromises();
    expect(text()).toBe('markdown Runde 2');
    await wrapper.get('[data-testid="export-notes"]').setValue(false);
    await flushPromises();
    expect(text()).toBe('markdown');
    expect(spy).toHaveBeenLastCalledWith({ style: 'markdown', points: false, notes: false });
    // The text box keeps its name (the end-to-end tests find it by it); the choices are labelled.
    expect(wrapper.get('textarea').attributes('aria-label')).toBe('List text');
    expect(wrapper.get('[data-testid="export-points"]').element.closest('label')?.textContent?.trim()).toBe('Points');
    expect(wrapper.get('[data-testid="export-notes"]').element.closest('label')?.textContent?.trim()).toBe('Notes');
  });

  it('opens again with the choices made last (for the session)', async () => {
    const first = mounted();
    await flushPromises();
    await first.wrapper.get('[data-testid="export-style"]').setValue('compact');
    await first.wrapper.get('[data-testid="export-points"]').setValue(false);
    await flushPromises();
    first.wrapper.unmount();
    const again = mounted();
    await flushPromises();
    expect(again.spy).toHaveBeenCalledTimes(1);
    expect(again.spy).toHaveBeenLastCalledWith({ style: 'compact', points: false, notes: true });
    expect(again.text()).toBe('compact Runde 2');
    expect(again.wrapper.get<HTMLSelectElement>('[data-testid="export-style"]').element.value).toBe('compact');
  });

  it('shows the text of the last choice when an earlier answer comes later, and says when the text could not be made', async () => {
    const answers: ((text: string) => void)[] = [];
    const slow = (c: TextChoices) => new Promise<string>((resolve) => answers.push(() => resolve(c.style)));
    const { wrapper, text } = mounted(slow);
    await wrapper.get('[data-testid="export-style"]').setValue('markdown');
    await flushPromises();
    answers[1]!('');
    await flushPromises();
    answers[0]!('');
    await flushPromises();
    expect(text()).toBe('markdown');
    const failing = mounted(() => Promise.reject(new Error('no cards')), 'de');
    await flushPromises();
    expect(failing.wrapper.get('[role="status"]').text()).toBe('Export fehlgeschlagen: no cards');
    expect(failing.wrapper.get<HTMLSelectElement>('[data-testid="export-style"]').element.options[0]!.text).toBe('Reiner Text');
  });
});
