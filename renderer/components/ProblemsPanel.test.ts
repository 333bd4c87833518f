import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { FORT, OW, owList, rosterOf } from '../../core/systems/oldworld/siege/test-fixtures';
import { createMusterI18n } from '../i18n';
import { useSiegeStore } from '../stores/siege';
import { editorWith } from './lists/test-support';
import ProblemsPanel from './ProblemsPanel.vue';
import { useListProblems } from './lists/list-problems';
import type { ProblemsProps } from './problems';
import { useSiegeProblems } from './siege/siege-problems';

/** The panel as an editor binds it: its props from the store, extra attributes passed through. */
function host(use: () => { value: ProblemsProps }, attrs: Record<string, unknown> = {}) {
  return defineComponent({
    setup() {
      const problems = use();
      return () => h(ProblemsPanel, { ...problems.value, ...attrs });
    },
  });
}

describe('ProblemsPanel for a list', () => {
  const ListPanel = host(useListProblems, { 'data-testid': 'validation' });
  it('shows each problem in words with its code and selects its entry when clicked', async () => {
    const { plugins, editor } = editorWith([{ id: 'e1', cardId: 'mountain-breaker', count: 1, assignments: [] }]);
    const wrapper = mount(ListPanel, { global: { plugins } });
    const issue = wrapper.get('[data-code="crew.below-minimum"]');
    expect(issue.text()).toContain('mountain-breaker has 0 of the 1 crew it needs');
    expect(issue.get('code').text()).toBe('crew.below-minimum');
    expect(issue.classes()).toContain('error');
    expect(wrapper.text()).toContain('1 error, 0 warnings');
    await issue.get('button').trigger('click');
    expect(wrapper.findComponent(ProblemsPanel).emitted('show')).toEqual([['e1']]);

    editor.addCard('minelayer');
    editor.assign('e2', { type: 'crew', machine: 'e1', role: 'servant' });
    await wrapper.vm.$nextTick();
    expect(wrapper.find('[data-code="crew.below-minimum"]').exists()).toBe(false);
    expect(wrapper.get('[data-code="crew.below-full-operation"]').classes()).toContain('warning');
    expect(wrapper.get('[data-testid="validation"]').attributes('data-checked')).toBe('2');
  });

  it('makes only the short count live: a change reads “1 error, 0 warnings”, not the whole list', async () => {
    const { plugins, editor } = editorWith([{ id: 'e1', cardId: 'mountain-breaker', count: 1, assignments: [] }]);
    const wrapper = mount(ListPanel, { global: { plugins } });
    const live = () => wrapper.findAll('[role="status"], [aria-live]');
    expect(live().map((l) => l.text())).toEqual(['1 error, 0 warnings']);
    expect(wrapper.get('.issues').element.closest('[role="status"], [aria-live]')).toBeNull();
    editor.removeEntry('e1');
    await wrapper.vm.$nextTick();
    expect(live().map((l) => l.text())).toEqual(['No problems: the list is valid.']);
  });

  it('speaks German and says when the list is valid', async () => {
    const { plugins } = editorWith([{ id: 'e1', cardId: 'thallion', count: 1, assignments: [] }], 'de');
    const wrapper = mount(ListPanel, { global: { plugins } });
    expect(wrapper.text()).toContain('Keine Probleme: Die Liste ist gültig.');
  });
});

function mountSiege(lang: 'de' | 'en', devices: { id: string; device: 'mage-tower' | 'stones'; element?: string }[]) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
  const siege = useSiegeStore(pinia);
  siege.cards = Object.values(OW);
  siege.defender = owList('elves', 'high-elf-realms', [['e1', 'spears', 10]]);
  siege.roster = rosterOf({ fortress: FORT, devices });
  return { siege, wrapper: mount(host(useSiegeProblems), { global: { plugins: [pinia, createMusterI18n(lang)] } }) };
}

describe('ProblemsPanel for a siege roster', () => {
  it('shows each problem in words with its code and selects its element when clicked', async () => {
    const { wrapper } = mountSiege('en', [
      { id: 'd1', device: 'mage-tower', element: 'w1' },
      { id: 'd2', device: 'stones' },
    ]);
    const wrong = wrapper.get('[data-code="siege.device-element"]');
    expect(wrong.text()).toContain('Mage tower is on Wall 1, but it belongs on a tower.');
    expect(wrong.get('code').text()).toBe('siege.device-element');
    expect(wrong.classes()).toContain('error');
    expect(wrapper.text()).toContain('2 errors, 0 warnings');
    await wrong.get('button').trigger('click');
    expect(wrapper.findComponent(ProblemsPanel).emitted('show')).toEqual([['w1']]);
    // a device without an element has nothing to select
    expect(wrapper.get('[data-code="siege.device-unassigned"]').find('button').exists()).toBe(false);
  });

  it('speaks German and says when the siege has no problems', () => {
    const { wrapper } = mountSiege('de', [{ id: 'd1', device: 'mage-tower', element: 't1' }]);
    expect(wrapper.text()).toContain('Keine Probleme: Die Belagerung hält jede Regel ein, die Muster prüft.');
  });
});
