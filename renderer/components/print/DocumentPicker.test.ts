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

  it('says what each game-dependent document holds for a Chronopia list, and where its status markers are', () => {
    const chronopia = newList({ id: 'l3', name: 'Reed marsh raiders', system: 'chronopia', faction: 'stygians', pointsLimit: 1000, now: new Date('2024-05-01T10:00:00Z') });
    const en = render('en', { list: chronopia, documents: [] }).wrapper;
    const gives = (w: typeof en, doc: string) => w.find(`[data-gives="${doc}"]`).text();
    expect(boxes(en).find((b) => b.text.startsWith('Counters'))).toEqual({ text: 'Counters (not for this game)', disabled: true, checked: false });
    expect(gives(en, 'tokens')).toBe("Chronopia's status markers are in “Markers and footprints”");
    expect(gives(en, 'markers')).toBe('Chronopia status markers: Activation, Wait, Hidden, Panic, Prone');
    expect(gives(en, 'quickref')).toBe('Chronopia: turn sequence, actions, falling damage, melee modifiers');
    // The description is the checkbox's, not part of its name.
    const tokens = en.find('input[data-doc="tokens"]');
    expect(tokens.attributes('aria-describedby')).toBe('print-gives-tokens');
    expect(en.find('#print-gives-tokens').exists()).toBe(true);
    const de = render('de', { list: chronopia, documents: [] }).wrapper;
    expect(gives(de, 'tokens')).toBe('Die Statusmarker von Chronopia stehen unter „Marker und Grundflächen“');
    expect(gives(de, 'quickref')).toBe('Chronopia: Zugablauf, Handlungen, Sturzschaden, Nahkampf-Modifikatoren');
  });

  it('without a list, offers the documents of the game chosen and says what they hold for it', () => {
    const none = render('en', { list: null, system: null, documents: [] }).wrapper;
    expect(none.find('[data-gives="quickref"]').text()).toBe("FORTIFICATION tables; for Chronopia's or The Old World's choose the game under “Game”");
    const chronopia = render('en', { list: null, system: 'chronopia', documents: [] }).wrapper;
    expect(chronopia.find('[data-gives="quickref"]').text()).toBe('Chronopia: turn sequence, actions, falling damage, melee modifiers');
    expect(chronopia.find('[data-gives="markers"]').text()).toContain('Chronopia status markers');
    const closed = boxes(chronopia).filter((b) => b.disabled && b.text.endsWith('(not for this game)')).map((b) => b.text);
    expect(closed).toEqual([
      'Dispersion templates (not for this game)',
      'Blast templates (Old World) (not for this game)',
      'Counters (not for this game)',
      'Tournament form (TJOST) (not for this game)',
      'Selection list form (TJOST, 400 AP) (not for this game)',
      'Mission cards (TJOST) (not for this game)',
      'Results sheet (TJOST) (not for this game)',
      'TJOST quick reference (not for this game)',
    ]);
    expect(boxes(chronopia).find((b) => b.text === 'Quick reference')?.disabled).toBe(false);
    const oldWorld = render('de', { list: null, system: 'oldworld', documents: [] }).wrapper;
    expect(oldWorld.find('[data-gives="quickref"]').text()).toContain('Belagerungen (Old World)');
    // Counters wait for a list there: no word on what they would hold (it read as if they could be printed).
    expect(boxes(oldWorld).find((b) => b.text.startsWith('Spielmarker'))?.text).toBe('Spielmarker (braucht eine Liste)');
    expect(oldWorld.find('[data-gives="tokens"]').exists()).toBe(false);
    expect(oldWorld.find('[data-gives="markers"]').text()).toBe('Grundflächen von Ramme und Belagerungsturm');
  });
});
