import { mount, RouterLinkStub } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorWith } from '../components/lists/test-support';
import { useSettingsStore } from '../stores/settings';
import AtTableView from './AtTableView.vue';
import { SETTLE_MS } from '../components/table/settled';

function view(lang: 'de' | 'en' = 'en') {
  const { pinia, editor, plugins } = editorWith([{ id: 'e1', cardId: 'chariot', count: 1, assignments: [] }], lang);
  vi.mocked(editor.save).mockImplementation(async () => {
    editor.saved = editor.list;
    return true;
  });
  const wrapper = mount(AtTableView, { props: { id: 'l1' }, global: { plugins, stubs: { RouterLink: RouterLinkStub } } });
  return { wrapper, editor, settings: useSettingsStore(pinia) };
}
const sp = (w: ReturnType<typeof view>['wrapper']) => w.get('[data-testid="sp-e1:1"] strong').text();

afterEach(() => localStorage.clear());

describe('At the table', () => {
  it('undoes the last change with the button and Ctrl+Z', async () => {
    const { wrapper } = view();
    const undo = wrapper.get('[data-testid="table-undo"]');
    // Unavailable but focusable (aria-disabled): the last undo does not drop the focus to the page.
    expect(undo.attributes('aria-disabled')).toBe('true');
    const lose = wrapper.findAll('button').find((b) => b.text() === '−1')!;
    await lose.trigger('click');
    await lose.trigger('click');
    expect(sp(wrapper)).toBe('SP 6 of 8');
    await undo.trigger('click');
    expect(sp(wrapper)).toBe('SP 7 of 8');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    await wrapper.vm.$nextTick();
    expect(sp(wrapper)).toBe('SP 8 of 8');
    expect(wrapper.get('[data-testid="table-undo"]').attributes('aria-disabled')).toBe('true');
    wrapper.unmount();
  });

  it('redoes what was undone with the button, Ctrl+Y and Ctrl+Shift+Z, one step at a time; a new change drops it', async () => {
    const { wrapper } = view();
    const redo = () => wrapper.get('[data-testid="table-redo"]');
    const status = () => wrapper.get('p.sr-only[role="status"]').text();
    expect(redo().text()).toBe('Redo');
    expect(redo().attributes('title')).toBe('Redo the change at the table just undone (Ctrl+Y)');
    expect(redo().attributes('aria-disabled')).toBe('true');
    const lose = wrapper.findAll('button').find((b) => b.text() === '−1')!;
    await lose.trigger('click');
    await lose.trigger('click');
    const undo = wrapper.get('[data-testid="table-undo"]');
    await undo.trigger('click');
    await undo.trigger('click');
    expect(sp(wrapper)).toBe('SP 8 of 8');
    expect(redo().attributes('aria-disabled')).toBe('false');
    await redo().trigger('click');
    expect(sp(wrapper)).toBe('SP 7 of 8');
    expect(status()).toBe('Change redone.');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'y', ctrlKey: true }));
    await wrapper.vm.$nextTick();
    expect(sp(wrapper)).toBe('SP 6 of 8');
    expect(redo().attributes('aria-disabled')).toBe('true');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    await wrapper.vm.$nextTick();
    expect(sp(wrapper)).toBe('SP 7 of 8');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Z', ctrlKey: true, shiftKey: true }));
    await wrapper.vm.$nextTick();
    expect(sp(wrapper)).toBe('SP 6 of 8');
    // Undone, then changed anew: nothing to redo.
    await undo.trigger('click');
    await wrapper.findAll('button').find((b) => b.text() === '+1')!.trigger('click');
    expect(sp(wrapper)).toBe('SP 8 of 8');
    expect(redo().attributes('aria-disabled')).toBe('true');
    await redo().trigger('click');
    expect(sp(wrapper)).toBe('SP 8 of 8');
    wrapper.unmount();
  });

  it('German: the Redo button and what it tells', async () => {
    const { wrapper } = view('de');
    const lose = wrapper.findAll('button').find((b) => b.text() === '−1')!;
    await lose.trigger('click');
    await wrapper.get('[data-testid="table-undo"]').trigger('click');
    const redo = wrapper.get('[data-testid="table-redo"]');
    expect(redo.text()).toBe('Wiederholen');
    expect(redo.attributes('title')).toBe('Rückgängig gemachte Änderung am Spieltisch wiederholen (Strg+Y)');
    await redo.trigger('click');
    expect(wrapper.get('p.sr-only[role="status"]').text()).toBe('Änderung wiederholt.');
    wrapper.unmount();
  });

  it('words what it tells screen readers in the language shown, also after a switch', async () => {
    const { wrapper } = view('en');
    const status = () => wrapper.get('p.sr-only[role="status"]').text();
    const lose = wrapper.findAll('button').find((b) => b.text() === '−1')!;
    await lose.trigger('click');
    await wrapper.get('[data-testid="table-undo"]').trigger('click');
    const english = status();
    expect(english).not.toBe('');
    // The app switches the language as App.vue does on a settings change: the i18n locale.
    (wrapper.vm.$i18n as unknown as { locale: string }).locale = 'de';
    await vi.waitFor(() => expect(status()).not.toBe(english));
    expect(status()).toMatch(/rückgängig/i);
    wrapper.unmount();
  });

  it('its status line says a roll’s result once the typing has settled, and the same words again when told again', async () => {
    vi.useFakeTimers();
    try {
      const { wrapper } = view('en');
      const status = () => wrapper.get('p.sr-only[role="status"]').element.textContent ?? '';
      // The page's one live region: the machines' result lines are none.
      expect(wrapper.findAll('[role=status], [role=alert], [aria-live]')).toHaveLength(1);
      const damage = wrapper.findAll('section.tb-roll').find((s) => s.get('h3').text() === 'Damage roll')!;
      const [strIn, , first, second] = damage.findAll('input');
      await strIn!.setValue('10');
      await first!.setValue('5');
      await second!.setValue('3');
      expect(status()).toBe('');
      vi.advanceTimersByTime(SETTLE_MS);
      await wrapper.vm.$nextTick();
      const said = status();
      expect(said.trim()).toBe('Damage 4 on the Structure: 1 SP lost.');
      await second!.trigger('keydown', { key: 'Enter' });
      expect(status()).not.toBe(said);
      expect(status().trim()).toBe(said.trim());
      wrapper.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the rules of a list naming no edition when the language changes', async () => {
    const { wrapper, settings } = view('de');
    const select = wrapper.get<HTMLSelectElement>('[data-testid="table-edition"]');
    expect(select.element.value).toBe('de');
    expect(wrapper.find('[data-testid="edition-not-kept"]').exists()).toBe(true);
    settings.lang = 'en';
    await wrapper.vm.$nextTick();
    expect(select.element.value).toBe('de');
    wrapper.unmount();
  });

  it('chooses the edition for the list and saves it with the list', async () => {
    const { wrapper, editor } = view('en');
    await wrapper.get('[data-testid="table-edition"]').setValue('de');
    await vi.waitFor(() => expect(editor.save).toHaveBeenCalled());
    expect(editor.list?.edition).toBe('de');
    expect(editor.dirty).toBe(false);
    expect(wrapper.find('[data-testid="edition-not-kept"]').exists()).toBe(false);
    wrapper.unmount();
  });
});

describe('At the table: SP changes are said', () => {
  it('−1 and +1 say what changed and the SP left, in the language shown; nothing to repair says nothing', async () => {
    const { wrapper } = view('en');
    const status = () => wrapper.get('p.sr-only[role="status"]').text().trim();
    const button = (text: string) => wrapper.findAll('button').find((b) => b.text() === text)!;
    await button('+1').trigger('click');
    expect(status()).toBe('');
    await button('−1').trigger('click');
    await button('−1').trigger('click');
    expect(status()).toMatch(/^.+: 1 SP lost\. SP 6 of 8\.$/);
    await button('+1').trigger('click');
    expect(status()).toMatch(/^.+: 1 SP repaired\. SP 7 of 8\.$/);
    (wrapper.vm.$i18n as unknown as { locale: string }).locale = 'de';
    await vi.waitFor(() => expect(status()).toMatch(/: 1 SP repariert\. SP 7 von 8\.$/));
    wrapper.unmount();
  });
});
