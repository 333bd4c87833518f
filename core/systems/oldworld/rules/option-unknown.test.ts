import { describe, expect, it } from 'vitest';
import { card, checkRule, listOf, lookupOf } from '../../../checks/test-fixtures';
import { optionUnknown } from './option-unknown';

const lookup = lookupOf([
  card({
    id: 'spears',
    points: 9,
    unitSize: { min: 10 },
    options: [{ id: 'shields', name: { de: 'Schilde', en: 'Shields' }, points: 1, per: 'model' }],
  }),
  card({ id: 'plain', points: 5 }),
]);

describe('oldworld.option-unknown', () => {
  it('accepts options the card offers', () => {
    const l = listOf([{ id: 'a', cardId: 'spears', count: 10 }], { system: 'oldworld' });
    l.entries[0]!.options = ['shields'];
    expect(checkRule(optionUnknown, l, lookup)).toEqual([]);
  });
  it('reports each unknown option once, also on cards without options', () => {
    const l = listOf([{ id: 'a', cardId: 'spears', count: 10 }, { id: 'b', cardId: 'plain' }, { id: 'c', cardId: 'ghost' }], { system: 'oldworld' });
    l.entries[0]!.options = ['shields', 'banner', 'banner'];
    l.entries[1]!.options = ['shields'];
    l.entries[2]!.options = ['whatever'];
    expect(checkRule(optionUnknown, l, lookup)).toEqual([
      { code: 'oldworld.option-unknown', severity: 'error', entryId: 'a', params: { option: 'banner' } },
      { code: 'oldworld.option-unknown', severity: 'error', entryId: 'b', params: { option: 'shields' } },
    ]);
  });
});
