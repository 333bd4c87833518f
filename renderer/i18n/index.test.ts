import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick } from 'vue';
import { useI18n } from 'vue-i18n';
import { CATALOGUE } from '../../core/i18n/catalogue';
import { CARD_SOURCES } from '../../core/model/card-terms';
import { createLibraryI18n, createMusterI18n } from '.';

/** Every message id of a catalogue section. */
function ids(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => ids(value, prefix ? `${prefix}.${key}` : key));
}

describe('createMusterI18n', () => {
  const all = [...new Set([...ids(CATALOGUE.en), ...ids(CATALOGUE.de)])];

  it.each(['en', 'de'] as const)('translates every id of the catalogue as vue-i18n does (%s)', (lang) => {
    const app = createMusterI18n(lang).global;
    const library = createLibraryI18n(lang).global;
    expect(all.length).toBeGreaterThan(1000);
    const differ = all.filter((id) => app.t(id) !== library.t(id));
    expect(differ).toEqual([]);
  });

  it.each(['en', 'de'] as const)('names every card source the library filters by (%s)', (lang) => {
    const app = createMusterI18n(lang).global;
    const labels = CARD_SOURCES.map((s) => app.t(`source.${s}`));
    expect(labels.filter((label, i) => label === `source.${CARD_SOURCES[i]}`)).toEqual([]);
    expect(new Set(labels).size).toBe(CARD_SOURCES.length);
  });

  it('answers ids that lead nowhere or to a section, and texts given values, as vue-i18n does', () => {
    const app = createMusterI18n('de').global;
    const library = createLibraryI18n('de').global;
    const outcome = (t: (id: string) => string, id: string): string => {
      try {
        return t(id);
      } catch (err) {
        return `throws ${String(err)}`;
      }
    };
    for (const id of ['nope', 'lists.create', 'lists.create.title.more', '', 'constructor', 'lists..create']) expect(outcome(app.t, id)).toBe(outcome(library.t, id));
    expect(app.t('lists.create.defaultName', { faction: 'Imperium', points: '2000 Punkte' })).toBe(library.t('lists.create.defaultName', { faction: 'Imperium', points: '2000 Punkte' }));
    expect(app.t('lists.create.defaultName', { faction: 'Imperium', points: '2000 Punkte' })).toContain('Imperium');
  });

  it('takes the English text where a German one is missing, and the German one once there', () => {
    const i18n = createMusterI18n('de');
    const de = CATALOGUE.de.lists.create as Record<string, string>;
    const saved = de.title;
    try {
      delete de.title;
      expect(i18n.global.t('lists.create.title')).toBe(CATALOGUE.en.lists.create.title);
    } finally {
      de.title = saved as string;
    }
    expect(i18n.global.t('lists.create.title')).toBe(saved);
  });

  it('renders a plain text again when the language changes', async () => {
    const i18n = createMusterI18n('en');
    const Label = defineComponent({ setup: () => { const { t } = useI18n(); return () => h('span', t('lists.create.title')); } });
    const wrapper = mount(Label, { global: { plugins: [i18n] } });
    expect(wrapper.text()).toBe(CATALOGUE.en.lists.create.title);
    i18n.global.locale.value = 'de';
    await nextTick();
    expect(wrapper.text()).toBe(CATALOGUE.de.lists.create.title);
  });
});
