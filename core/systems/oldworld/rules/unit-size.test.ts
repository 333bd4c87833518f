import { describe, expect, it } from 'vitest';
import { card, checkRule, listOf, lookupOf } from '../../../checks/test-fixtures';
import { unitSize } from './unit-size';

const lookup = lookupOf([
  card({ id: 'spears', points: 9, troopType: 'regular-infantry', unitSize: { min: 10 } }),
  card({ id: 'lions', points: 20, troopType: 'beasts', unitSize: { min: 2, max: 6 } }),
  card({ id: 'mage', points: 100, troopType: 'character' }),
]);
const list = (entries: { id: string; cardId: string; count: number }[]) => listOf(entries, { system: 'oldworld' });

// As Old World Builder's data has them: State Troops 10+, 5+ as a detachment; Clanrats 20-40, with no
// maximum in the Renegade composition (its `maximum: 0`) and 30 in another.
const detachment = { id: 'options.detachment', name: { en: 'Detachment', de: 'Abteilung' }, points: 0 };
const owLookup = lookupOf([
  card({ id: 'state-troops', points: 5, troopType: 'regular-infantry', unitSize: { min: 10 }, oldworld: { category: 'core', options: [detachment], minDetachmentSize: 5 } }),
  card({ id: 'spearmen', points: 5, troopType: 'regular-infantry', unitSize: { min: 10 }, oldworld: { category: 'core', options: [detachment] } }),
  card({ id: 'clanrats', points: 5, troopType: 'regular-infantry', unitSize: { min: 20, max: 40 }, oldworld: { category: 'core', compositions: { test: { category: 'core' }, renegade: { category: 'core', maximum: 0 }, warband: { category: 'core', maximum: 30 } } } }),
  card({ id: 'ally-rats', points: 5, troopType: 'regular-infantry', unitSize: { min: 20, max: 40 }, oldworld: { category: 'core', compositions: { renegade: { category: 'core', maximum: 0 } } } }, 'other-army'),
]);
const owList = (entries: { id: string; cardId: string; count: number; options?: string[] }[], composition?: string) => ({
  ...listOf(entries.map(({ options: _options, ...e }) => e), { system: 'oldworld' }),
  ...(composition ? { composition } : {}),
  entries: entries.map((e) => ({ assignments: [], ...e })),
});

describe('oldworld.unit-size', () => {
  it('accepts counts within the unit size and cards without one', () => {
    expect(checkRule(unitSize, list([{ id: 'a', cardId: 'spears', count: 10 }, { id: 'b', cardId: 'lions', count: 6 }, { id: 'c', cardId: 'mage', count: 1 }]), lookup)).toEqual([]);
  });
  it('reports a unit below its minimum', () => {
    expect(checkRule(unitSize, list([{ id: 'a', cardId: 'spears', count: 9 }]), lookup)).toEqual([
      { code: 'oldworld.unit-size', severity: 'error', entryId: 'a', params: { count: 9, min: 10 } },
    ]);
  });
  it('reports a unit above its maximum with the variant max', () => {
    expect(checkRule(unitSize, list([{ id: 'b', cardId: 'lions', count: 7 }]), lookup)).toEqual([
      { code: 'oldworld.unit-size', severity: 'error', entryId: 'b', params: { variant: 'max', count: 7, max: 6 } },
    ]);
  });
  it('takes a detachment’s own minimum when the unit is taken as a detachment (5 models), its minimum otherwise', () => {
    const at = (count: number, options?: string[], cardId = 'state-troops') => checkRule(unitSize, owList([{ id: 'a', cardId, count, ...(options ? { options } : {}) }]), owLookup);
    expect(at(5, ['options.detachment'])).toEqual([]);
    expect(at(4, ['options.detachment'])).toEqual([{ code: 'oldworld.unit-size', severity: 'error', entryId: 'a', params: { count: 4, min: 5 } }]);
    expect(at(5)).toEqual([{ code: 'oldworld.unit-size', severity: 'error', entryId: 'a', params: { count: 5, min: 10 } }]);
    // A detachment without a minimum of its own keeps the unit's.
    expect(at(9, ['options.detachment'], 'spearmen')).toEqual([{ code: 'oldworld.unit-size', severity: 'error', entryId: 'a', params: { count: 9, min: 10 } }]);
  });
  it('takes the maximum of the unit’s placement in the list’s composition: 0 is none, another number replaces the unit’s own', () => {
    const at = (count: number, composition?: string, cardId = 'clanrats') => checkRule(unitSize, owList([{ id: 'a', cardId, count }], composition), owLookup);
    expect(at(50, 'renegade')).toEqual([]);
    expect(at(19, 'renegade')).toEqual([{ code: 'oldworld.unit-size', severity: 'error', entryId: 'a', params: { count: 19, min: 20 } }]);
    expect(at(40)).toEqual([]);
    expect(at(41)).toEqual([{ code: 'oldworld.unit-size', severity: 'error', entryId: 'a', params: { variant: 'max', count: 41, max: 40 } }]);
    expect(at(30, 'warband')).toEqual([]);
    expect(at(31, 'warband')).toEqual([{ code: 'oldworld.unit-size', severity: 'error', entryId: 'a', params: { variant: 'max', count: 31, max: 30 } }]);
    // A unit of another army is sized by its own army's main list, not by the list's composition.
    expect(at(41, 'renegade', 'ally-rats')).toEqual([{ code: 'oldworld.unit-size', severity: 'error', entryId: 'a', params: { variant: 'max', count: 41, max: 40 } }]);
  });
  it('applies to Old World lists only', () => {
    expect(unitSize.systems).toEqual(['oldworld']);
  });
});
