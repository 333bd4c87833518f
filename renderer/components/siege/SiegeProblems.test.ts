import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { FORT, OW, owList, rosterOf } from '../../../core/systems/oldworld/siege/test-fixtures';
import { createMusterI18n } from '../../i18n';
import { useSiegeStore } from '../../stores/siege';
import SiegeProblems from './SiegeProblems.vue';

function mountWith(lang: 'de' | 'en', devices: { id: string; device: 'mage-tower' | 'stones'; element?: string }[]) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
  const siege = useSiegeStore(pinia);
  siege.cards = Object.values(OW);
  siege.defender = owList('elves', 'high-elf-realms', [['e1', 'spears', 10]]);
  siege.roster = rosterOf({ fortress: FORT, devices });
  return { siege, wrapper: mount(SiegeProblems, { global: { plugins: [pinia, createMusterI18n(lang)] } }) };
}

describe('SiegeProblems', () => {
  it('shows each problem in words with its code and selects its element when clicked', async () => {
    const { wrapper } = mountWith('en', [
      { id: 'd1', device: 'mage-tower', element: 'w1' },
      { id: 'd2', device: 'stones' },
    ]);
    const wrong = wrapper.get('[data-code="siege.device-element"]');
    expect(wrong.text()).toContain('Mage tower is on Wall 1, but it belongs on a tower.');
    expect(wrong.get('code').text()).toBe('siege.device-element');
    expect(wrong.classes()).toContain('error');
    expect(wrapper.text()).toContain('2 errors, 0 warnings');
    await wrong.get('button').trigger('click');
    expect(wrapper.emitted('show')).toEqual([['w1']]);
    // a device without an element has nothing to select
    expect(wrapper.get('[data-code="siege.device-unassigned"]').find('button').exists()).toBe(false);
  });

  it('speaks German and says when the siege has no problems', () => {
    const { wrapper } = mountWith('de', [{ id: 'd1', device: 'mage-tower', element: 't1' }]);
    expect(wrapper.text()).toContain('Keine Probleme: Die Belagerung hält jede Regel ein, die Muster prüft.');
  });
});
