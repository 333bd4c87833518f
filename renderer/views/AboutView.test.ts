import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createMusterI18n } from '../i18n';
import AboutView from './AboutView.vue';

vi.mock('../api', () => ({ api: { openExternal: vi.fn(async () => true) } }));

/** The About screen gives the credit and the note of changes the Old World data's licence (CC BY 4.0) asks for. */
describe('About', () => {
  it.each(['en', 'de'] as const)('says Muster is unofficial, credits Old World Builder with its licence and says the data was converted (%s)', (lang) => {
    const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang }, database: { info: { mode: 'browser', version: '1.2.3' } } } });
    const wrapper = mount(AboutView, { global: { plugins: [pinia, createMusterI18n(lang)] } });
    const text = wrapper.text();
    const links = wrapper.findAll('a').map((a) => [a.text(), a.attributes('href')]);
    expect(links).toContainEqual(['Old World Builder', 'https://github.com/nthiebes/old-world-builder']);
    expect(links).toContainEqual(['CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/']);
    expect(text).toContain('Games Workshop');
    // Every library with its licence and a link.
    expect(links).toContainEqual(['PDFKit', 'https://github.com/foliojs/pdfkit']);
    expect(wrapper.get('[data-testid=third-party]').text()).toContain('PDF.js (Apache-2.0)');
    if (lang === 'en') {
      expect(text).toContain('Muster is unofficial');
      expect(text).toMatch(/converted from the datasets of\s*Old World Builder/);
      expect(text).toContain('The data was converted by Muster');
      expect(text).toContain('Version 1.2.3');
      expect(text).toContain('by Nico Thiebes and its contributors, licensed under');
      expect(text).toContain('Barlow Condensed (The Barlow Project Authors, SIL Open Font License 1.1)');
    } else {
      expect(text).toContain('Muster ist inoffiziell');
      expect(text).toMatch(/umgewandelt aus den Datensätzen des\s*Old World Builder/);
      expect(text).toContain('Die Daten hat Musters Importer umgewandelt');
      expect(text).toContain('von Nico Thiebes und seinen Mitwirkenden, lizenziert unter');
    }
  });
});
