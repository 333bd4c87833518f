import { describe, expect, it } from 'vitest';
import { lookupMessage } from '../../i18n/translate';
import { shippedOldWorld } from './test-support/shipped';

describe('magic item types of the shipped armies', () => {
  it('every type an item has is named in English and German (the item picker showed "armor-mages", "incantation-scroll")', () => {
    const types = new Set(shippedOldWorld().query({ system: 'oldworld' }).flatMap((c) => (c.item ? [c.item.type] : [])));
    expect(types.size).toBeGreaterThan(30);
    const unnamed = [...types].filter((type) => lookupMessage('en', `oldworld.itemType.${type}`) === undefined || lookupMessage('de', `oldworld.itemType.${type}`) === undefined);
    expect(unnamed).toEqual([]);
  });
});
