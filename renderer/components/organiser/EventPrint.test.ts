import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { eventWith, playRounds } from '../../../core/systems/confrontation/tjost/organiser/test-support';
import { createMusterI18n } from '../../i18n';
import { useSettingsStore } from '../../stores/settings';
import EventPrint from './EventPrint.vue';

vi.mock('../../api/run-print', () => ({ preparePrinting: vi.fn(), runPrintJob: vi.fn(async () => Promise.reject(new Error('worker gone'))) }));

function mountPrint() {
  const event = playRounds(eventWith(4, { rounds: 3 }), 1);
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' }, organiser: { event } } });
  const i18n = createMusterI18n('en');
  const wrapper = mount(EventPrint, { attachTo: document.body, global: { plugins: [pinia, i18n] } });
  /** Settings → language, as App.vue passes it on: the settings and the page's locale. */
  const switchTo = async (lang: 'de' | 'en') => {
    useSettingsStore(pinia).lang = lang;
    i18n.global.locale.value = lang;
    await flushPromises();
  };
  return { wrapper, switchTo };
}

describe('organiser print: what went wrong, in the language shown', () => {
  it('no sheet chosen: said again in the language chosen afterwards', async () => {
    const { wrapper, switchTo } = mountPrint();
    for (const box of wrapper.findAll<HTMLInputElement>('input[type=checkbox]')) await box.setValue(false);
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[role=alert]').text()).toBe('Choose at least one sheet.');
    await switchTo('de');
    expect(wrapper.get('[role=alert]').text()).toBe('Wähle mindestens einen Bogen.');
    wrapper.unmount();
  });

  it('a failed print: the frame follows the language, the failure’s own words stay', async () => {
    const { wrapper, switchTo } = mountPrint();
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[role=alert]').text()).toBe('Printing failed: worker gone');
    await switchTo('de');
    expect(wrapper.get('[role=alert]').text()).toBe('Drucken fehlgeschlagen: worker gone');
    wrapper.unmount();
  });
});
