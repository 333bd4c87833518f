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

/** A list text that says which choices made it, as the API's would differ by them (a secret list has no points, core/export/text.ts). */
const fakeText = async (c: TextChoices): Promise<string> =>
  `${c.style}${c.points && !c.secret ? ' 60 AP' : ''}${c.notes ? ' Runde 2' : ''}${c.specialRules ? ' Close Order' : ''}${c.profiles ? ' WS 4' : ''}${c.secret ? '' : ' War Banner'}`;
/** The choices the dialog opens with the first time. */
const FIRST = { style: 'plain', points: true, notes: true, specialRules: false, profiles: false, secret: false };

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
    expect(spy).toHaveBeenLastCalledWith(FIRST);
    expect(text()).toBe('plain 60 AP Runde 2 War Banner');
    const style = wrapper.get<HTMLSelectElement>('[data-testid="export-style"]');
    expect([...style.element.options].map((o) => [o.value, o.text])).toEqual([
      ['plain', 'Plain text'],
      ['markdown', 'Markdown (Discord, forums)'],
      ['compact', 'Compact (one line per unit)'],
    ]);
    await style.setValue('markdown');
    await flushPromises();
    expect(text()).toBe('markdown 60 AP Runde 2 War Banner');
    await wrapper.get('[data-testid="export-points"]').setValue(false);
    await flushPromises();
    expect(text()).toBe('markdown Runde 2 War Banner');
    await wrapper.get('[data-testid="export-notes"]').setValue(false);
    await flushPromises();
    expect(text()).toBe('markdown War Banner');
    expect(spy).toHaveBeenLastCalledWith({ ...FIRST, style: 'markdown', points: false, notes: false });
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
    expect(again.spy).toHaveBeenLastCalledWith({ ...FIRST, style: 'compact', points: false });
    expect(again.text()).toBe('compact Runde 2 War Banner');
    expect(again.wrapper.get<HTMLSelectElement>('[data-testid="export-style"]').element.value).toBe('compact');
  });

  it('offers special rules, profiles and a secret list, all off at first; the text follows each at once', async () => {
    const { wrapper, spy, text } = mounted();
    await flushPromises();
    const box = (id: string) => wrapper.get<HTMLInputElement>(`[data-testid="export-${id}"]`);
    expect([box('special-rules'), box('profiles'), box('secret')].map((b) => b.element.checked)).toEqual([false, false, false]);
    expect(box('special-rules').element.closest('label')?.textContent?.trim()).toBe('Special rules and abilities');
    expect(box('profiles').element.closest('label')?.textContent?.trim()).toBe('Profiles');
    expect(box('secret').element.closest('label')?.textContent?.trim()).toBe('Secret list');
    expect(box('secret').element.closest('label')?.getAttribute('title')).toMatch(/^No points and no magic items/);
    await box('special-rules').setValue(true);
    await flushPromises();
    expect(text()).toBe('plain 60 AP Runde 2 Close Order War Banner');
    await box('profiles').setValue(true);
    await flushPromises();
    expect(text()).toBe('plain 60 AP Runde 2 Close Order WS 4 War Banner');
    expect(spy).toHaveBeenLastCalledWith({ ...FIRST, specialRules: true, profiles: true });
  });

  it('makes a secret list: the Points box goes off and cannot be ticked, and comes back as it was', async () => {
    const { wrapper, spy, text } = mounted();
    await flushPromises();
    const points = wrapper.get<HTMLInputElement>('[data-testid="export-points"]');
    await wrapper.get('[data-testid="export-secret"]').setValue(true);
    await flushPromises();
    expect(text()).toBe('plain Runde 2');
    expect(spy).toHaveBeenLastCalledWith({ ...FIRST, secret: true });
    expect(points.element.checked).toBe(false);
    expect(points.element.disabled).toBe(true);
    await wrapper.get('[data-testid="export-secret"]').setValue(false);
    await flushPromises();
    expect(points.element.checked).toBe(true);
    expect(points.element.disabled).toBe(false);
    expect(text()).toBe('plain 60 AP Runde 2 War Banner');
  });

  it('names the new choices in German and keeps them for the session', async () => {
    const first = mounted(fakeText, 'de');
    await flushPromises();
    const label = (id: string) => first.wrapper.get(`[data-testid="export-${id}"]`).element.closest('label')?.textContent?.trim();
    expect([label('special-rules'), label('profiles'), label('secret')]).toEqual(['Sonderregeln und Fähigkeiten', 'Profile', 'Geheime Liste']);
    await first.wrapper.get('[data-testid="export-profiles"]').setValue(true);
    await first.wrapper.get('[data-testid="export-secret"]').setValue(true);
    await flushPromises();
    first.wrapper.unmount();
    const again = mounted();
    await flushPromises();
    expect(again.spy).toHaveBeenLastCalledWith({ ...FIRST, profiles: true, secret: true });
    expect(again.wrapper.get<HTMLInputElement>('[data-testid="export-profiles"]').element.checked).toBe(true);
    expect(again.wrapper.get<HTMLInputElement>('[data-testid="export-secret"]').element.checked).toBe(true);
    expect(again.text()).toBe('plain Runde 2 WS 4');
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
