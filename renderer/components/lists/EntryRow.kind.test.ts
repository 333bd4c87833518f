import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { FIX } from '../../../core/checks/test-fixtures';
import { newList } from '../../../core/list/new';
import { cardFileSchema, type DbCard } from '../../../core/model/card';
import type { ArmyList, Entry } from '../../../core/model/list';
import empireFile from '../../../resources/cards/oldworld/empire-of-man.json';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import EntryRow from './EntryRow.vue';

const empire: DbCard[] = cardFileSchema.parse(empireFile).cards.map((c) => ({ ...c, system: 'oldworld', faction: 'empire-of-man', source: 'dataset' }) as DbCard);

/** The small line under an entry's name that says what it is. */
function kindLine(system: 'oldworld' | 'confrontation', cards: DbCard[], entry: Entry, lang: 'de' | 'en'): string {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
  const editor = useEditorStore(pinia);
  const list: ArmyList = { ...newList({ id: 'l1', name: 'L', system, faction: system === 'oldworld' ? 'empire-of-man' : 'test', pointsLimit: 2000 }), entries: [entry], lastEntryNumber: 1 };
  editor.cards = cards;
  editor.list = list;
  editor.saved = list;
  const wrapper = mount({ components: { EntryRow }, props: ['entry'], template: '<table><tbody><EntryRow :entry="entry" :facts="undefined" :problems="[]" unit="" /></tbody></table>' }, { props: { entry }, global: { plugins: [pinia, createMusterI18n(lang)] } });
  const text = wrapper.get('.entry-kind').text();
  wrapper.unmount();
  return text;
}

const entry = (cardId: string, options?: string[]): Entry => ({ id: 'e1', cardId, count: 1, assignments: [], ...(options ? { options } : {}) });

describe('EntryRow: what an entry is', () => {
  it('names an Old World unit by the troop type it fights as, a mounted character by its mount’s (it was "Kämpfer"/"Fighter")', () => {
    expect(kindLine('oldworld', empire, entry('empire-of-man-state-troops'), 'de')).toBe('Reguläre Infanterie');
    expect(kindLine('oldworld', empire, entry('empire-of-man-great-cannon'), 'en')).toBe('War Machine');
    expect(kindLine('oldworld', empire, entry('empire-of-man-general-of-the-empire', ['mounts.barded-warhorse']), 'en')).toBe('Heavy Cavalry');
    expect(kindLine('oldworld', empire, entry('empire-of-man-general-of-the-empire'), 'en')).toBe('Regular Infantry');
  });

  it('an Old World unit without a troop type is a unit; a Confrontation fighter stays a fighter', () => {
    const { troopType: _dropped, ...bare } = empire.find((c) => c.id === 'empire-of-man-state-troops')!;
    expect(kindLine('oldworld', [bare as DbCard], entry('empire-of-man-state-troops'), 'de')).toBe('Einheit');
    const fighter = Object.values(FIX).find((c) => c.kind === 'fighter' && !c.rank)!;
    expect(kindLine('confrontation', Object.values(FIX), entry(fighter.id), 'de')).toBe('Kämpfer');
  });

  it('shows the card’s name under an own name only where they differ', () => {
    const rows = (name: string) => {
      const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
      const editor = useEditorStore(pinia);
      const list: ArmyList = { ...newList({ id: 'l1', name: 'L', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000 }), entries: [{ ...entry('empire-of-man-state-troops'), name }], lastEntryNumber: 1 };
      editor.cards = empire;
      editor.list = list;
      editor.saved = list;
      const wrapper = mount({ components: { EntryRow }, props: ['entry'], template: '<table><tbody><EntryRow :entry="entry" :facts="undefined" :problems="[]" unit="" /></tbody></table>' }, { props: { entry: list.entries[0] }, global: { plugins: [pinia, createMusterI18n('en')] } });
      const shown = [wrapper.get('.entry-name').text(), wrapper.find('.entry-card-name').exists() ? wrapper.get('.entry-card-name').text() : null];
      // The two names are two words, not "Nuln HalberdiersState Troops": a space between them, for the eye and for screen readers.
      const cell = wrapper.get('.card-cell').element.textContent ?? '';
      wrapper.unmount();
      return [...shown, cell.replace(/\s+/g, ' ').trim().slice(0, 'Nuln Halberdiers State Troops'.length)];
    };
    expect(rows('Nuln Halberdiers')).toEqual(['Nuln Halberdiers', 'State Troops', 'Nuln Halberdiers State Troops']);
    expect(rows('State Troops')[1]).toBeNull();
  });
});
