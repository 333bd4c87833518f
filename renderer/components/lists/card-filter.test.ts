import { describe, expect, it } from 'vitest';
import { card } from '../../../core/checks/test-fixtures';
import { filterCards, pickerIndex } from './card-filter';

describe('card picker filter', () => {
  const own = card({ id: 'tir-na-bor-guard', name: { de: 'Wächter von Tir-Nâ-Bor', en: 'Guardian of Tir-Nâ-Bor' } }, 'dwarves');
  const ally = card({ id: 'mid-nor-guard', name: { de: 'Wächter von Mid-Nor', en: 'Guardian of Mid-Nor' } }, 'mid-nor');
  const other = card({ id: 'khor', name: { de: 'Krieger des Khor', en: 'Khor Warrior' } }, 'dwarves');
  const factions = [
    { id: 'dwarves', name: { de: 'Zwerge', en: 'Dwarves' } },
    { id: 'mid-nor', name: { de: 'Mid-Nor', en: 'Mid-Nor' } },
  ];
  const index = pickerIndex([ally, own, other], factions);

  it('finds cards by folded German and English words, own faction only by default', () => {
    expect(filterCards(index, { text: 'wachter', faction: 'dwarves', allFactions: false, limit: 10 })).toEqual({ shown: [own], count: 1 });
    expect(filterCards(index, { text: 'tir na bor', faction: 'dwarves', allFactions: false, limit: 10 }).shown).toEqual([own]);
  });

  it('shows allies after the own faction and counts every match', () => {
    expect(filterCards(index, { text: 'guardian', faction: 'dwarves', allFactions: true, limit: 10 })).toEqual({ shown: [own, ally], count: 2 });
    expect(filterCards(index, { text: '', faction: 'dwarves', allFactions: true, limit: 2 })).toEqual({ shown: [own, other], count: 3 });
  });
});
