import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { coded, fileIssueText } from '../../core/files/problems';
import { createMusterI18n } from '../i18n';
import { useDatabaseStore } from '../stores/database';
import StatusLine from './StatusLine.vue';

function render(lang: 'de' | 'en', state: Record<string, unknown>) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: true, initialState: { database: state, settings: { lang } } });
  const wrapper = mount(StatusLine, { global: { plugins: [pinia, createMusterI18n(lang)] } });
  return { wrapper, store: useDatabaseStore(pinia) };
}

describe('StatusLine', () => {
  it('shows the number of cards per system', () => {
    const { wrapper } = render('en', {
      counts: { confrontation: 42, oldworld: 1, chronopia: 0 },
      problems: [],
      info: { version: '0.1.0', mode: 'browser', userDataDir: '/u', defaultLang: 'en' },
    });
    const items = wrapper.findAll('[data-system]').map((w) => w.text());
    expect(items).toEqual(['Confrontation: 42 cards', 'The Old World: 1 card', 'Chronopia: 0 cards']);
    expect(wrapper.text()).toContain('Browser mode');
  });

  it('is the page footer; its line is no live region: only news is said (a problem, a failure), not the counts again at a language switch', async () => {
    const { wrapper, store } = render('en', { counts: { confrontation: 42, oldworld: 1, chronopia: 0 }, problems: [], info: null });
    expect(wrapper.get('footer').attributes('role')).toBeUndefined();
    const line = wrapper.get('.status-line');
    expect(line.attributes('role')).toBe('group');
    expect(line.attributes('aria-label')).toBe('Card database');
    expect(line.text()).toContain('Confrontation: 42 cards');
    const live = () => wrapper.findAll('[role=status], [role=alert], [aria-live]');
    expect(live().map((r) => r.attributes('data-testid'))).toEqual(['status-news']);
    const news = () => wrapper.get('[data-testid=status-news]').text();
    expect(news()).toBe('');
    // A language switch re-words the line, and says nothing.
    (wrapper.vm.$i18n as unknown as { locale: string }).locale = 'de';
    await wrapper.vm.$nextTick();
    expect(line.text()).toContain('Confrontation: 42 Karten');
    expect(news()).toBe('');
    // News: a card file problem found by a reload, the database failing.
    store.problems = [{ file: 'x.json', path: 'cards[0].id', message: 'bad' }];
    await wrapper.vm.$nextTick();
    expect(news()).toBe('1 Problem in einer Kartendatei');
    store.counts = { confrontation: 43, oldworld: 1, chronopia: 0 };
    await wrapper.vm.$nextTick();
    expect(news()).toBe('1 Problem in einer Kartendatei');
    store.error = 'disk gone';
    await wrapper.vm.$nextTick();
    expect(news()).toBe('Die Kartendatenbank konnte nicht geladen werden: disk gone');
    (wrapper.vm.$i18n as unknown as { locale: string }).locale = 'en';
    await wrapper.vm.$nextTick();
    expect(news()).toBe('');
  });

  it('speaks German and reports card file problems', () => {
    const { wrapper } = render('de', {
      counts: { confrontation: 2, oldworld: 0, chronopia: 0 },
      problems: [{ file: 'x.json', path: 'cards[0].id', message: 'bad' }],
      info: null,
    });
    expect(wrapper.find('[data-system="confrontation"]').text()).toBe('Confrontation: 2 Karten');
    expect(wrapper.text()).toContain('1 Problem in einer Kartendatei');
  });

  it('names each card file problem with its file and reason, in German, when the count is clicked', async () => {
    const link = coded('cards/confrontation/mine.json', '', 'unreadable-file', {}, { code: 'link', params: {} });
    const { wrapper } = render('de', { counts: { confrontation: 2, oldworld: 0, chronopia: 0 }, problems: [link], info: null });
    expect(wrapper.find('[data-testid=card-file-problems]').exists()).toBe(false);
    const toggle = wrapper.get('[data-testid=card-file-problems-toggle]');
    expect(toggle.attributes('aria-expanded')).toBe('false');
    await toggle.trigger('click');
    expect(toggle.attributes('aria-expanded')).toBe('true');
    const lines = wrapper.findAll('[data-testid=card-file-problems] li').map((li) => li.text());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^cards\/confrontation\/mine\.json: /);
    expect(lines[0]).toBe(`cards/confrontation/mine.json: ${fileIssueText(link.issue!, 'de')}`);
    expect(lines[0]).toContain('Datei nicht lesbar');
  });

  it('says when the database is still loading or failed', () => {
    expect(render('en', { counts: null }).wrapper.text()).toContain('Loading card database');
    expect(render('en', { counts: null, error: 'disk gone' }).wrapper.text()).toContain('could not be loaded: disk gone');
  });
});
