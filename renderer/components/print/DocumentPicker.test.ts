import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { newList } from '../../../core/list/new';
import { createMusterI18n } from '../../i18n';
import { usePrintStore } from '../../stores/print';
import { DOCUMENT_CHOICES, documentBlocker } from '../../stores/print-job';
import DocumentPicker from './DocumentPicker.vue';

const LIST = newList({ id: 'l1', name: 'Siege', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, now: new Date('2024-05-01T10:00:00Z') });

function render(lang: 'de' | 'en', print: Record<string, unknown>) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { print } });
  const wrapper = mount(DocumentPicker, { global: { plugins: [pinia, createMusterI18n(lang)] } });
  return { wrapper, store: usePrintStore(pinia) };
}

const boxes = (wrapper: ReturnType<typeof render>['wrapper']) =>
  wrapper.findAll('label').map((l) => ({ text: l.text(), disabled: l.find('input').element.disabled, checked: l.find('input').element.checked }));

describe('DocumentPicker', () => {
  it('disables the documents that need a list while none is chosen', () => {
    const { wrapper } = render('en', { list: null, documents: ['rulers'] });
    const shown = boxes(wrapper);
    expect(shown.map((b) => b.disabled)).toEqual(DOCUMENT_CHOICES.map((d) => documentBlocker(d, null) !== null));
    expect(shown.slice(0, 10)).toEqual([
      { text: 'Everything for this list (needs a list)', disabled: true, checked: false },
      { text: 'List sheet (organiser copy) (needs a list)', disabled: true, checked: false },
      { text: 'List sheet (opponent copy) (needs a list)', disabled: true, checked: false },
      { text: 'Reference sheet (needs a list)', disabled: true, checked: false },
      { text: 'Dispersion templates', disabled: false, checked: false },
      { text: 'Blast templates (Old World)', disabled: false, checked: false },
      { text: 'Range rulers', disabled: false, checked: true },
      { text: 'Counters (needs a list)', disabled: true, checked: false },
      { text: 'Markers and footprints', disabled: false, checked: false },
      { text: 'Quick reference', disabled: false, checked: false },
    ]);
    expect(shown.map((b) => b.text).some((text) => text.startsWith('print.'))).toBe(false);
  });

  it('offers everything with a list and records the choice', async () => {
    const { wrapper, store } = render('de', { list: LIST, documents: [] });
    const open = boxes(wrapper).filter((b) => !b.disabled).map((b) => b.text);
    expect(open.slice(0, 4)).toEqual(['Alles für diese Liste', 'Listenblatt (Exemplar für die Turnierleitung)', 'Listenblatt (Exemplar für den Gegner)', 'Referenzblatt']);
    expect(open).toContain('Spielmarker');
    const reference = wrapper.findAll('label').find((l) => l.text() === 'Referenzblatt');
    await reference?.find('input').setValue(true);
    expect(store.documents).toEqual(['reference']);
  });
  it('an Old World list is offered no TJOST sheets (shown as not for this game); its quick reference is the siege one', () => {
    const oldWorld = newList({ id: 'l2', name: 'Nuln', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, now: new Date('2024-05-01T10:00:00Z') });
    const { wrapper } = render('en', { list: oldWorld, documents: [] });
    const closed = boxes(wrapper).filter((b) => b.disabled).map((b) => b.text);
    expect(closed).toEqual([
      'Dispersion templates (not for this game)',
      'Tournament form (TJOST) (not for this game)',
      'Selection list form (TJOST, 400 AP) (not for this game)',
      'Mission cards (TJOST) (not for this game)',
      'Results sheet (TJOST) (not for this game)',
      'TJOST quick reference (not for this game)',
      'Siege sheet (Old World) (print it from the siege editor)',
    ]);
    expect(boxes(wrapper).find((b) => b.text.startsWith('Blast templates'))?.disabled).toBe(false);
    expect(boxes(wrapper).find((b) => b.text.startsWith('Quick reference'))?.disabled).toBe(false);
  });

  it('a Chronopia list is offered no templates and no TJOST sheets, only what applies to Chronopia', () => {
    const chronopia = newList({ id: 'l3', name: 'Reed marsh raiders', system: 'chronopia', faction: 'stygians', pointsLimit: 1000, now: new Date('2024-05-01T10:00:00Z') });
    const { wrapper } = render('en', { list: chronopia, documents: [] });
    const open = boxes(wrapper).filter((b) => !b.disabled).map((b) => b.text);
    expect(open).toEqual([
      'Everything for this list',
      'List sheet (organiser copy)',
      'List sheet (opponent copy)',
      'Reference sheet',
      'Range rulers',
      'Markers and footprints',
      'Quick reference',
    ]);
  });
});
