import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createMusterI18n } from '../i18n';
import LanguageSwitch from './LanguageSwitch.vue';

describe('LanguageSwitch', () => {
  it('marks each language’s name with its language, whatever the page’s language (WCAG 3.1.2)', () => {
    for (const lang of ['de', 'en'] as const) {
      const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: true, initialState: { settings: { lang } } });
      const w = mount(LanguageSwitch, { global: { plugins: [pinia, createMusterI18n(lang)] } });
      expect(w.findAll('button').map((b) => [b.text(), b.attributes('lang'), b.attributes('aria-pressed')])).toEqual([
        ['Deutsch', 'de', String(lang === 'de')],
        ['English', 'en', String(lang === 'en')],
      ]);
      w.unmount();
    }
  });
});
