import { describe, expect, it } from 'vitest';
import type { DbCard } from '../../model/card';
import { addEntry } from '../../list/ops';
import { newList } from '../../list/new';
import { entryPoints } from '../../list/totals';
import { setChoice } from './options';

const spearmen: DbCard = {
  id: 'spearmen',
  kind: 'fighter',
  name: { de: 'Speerträger', en: 'Spearmen' },
  source: 'sample',
  points: 9,
  personality: false,
  figures: 1,
  mount: false,
  throne: false,
  stats: {},
  abilities: [],
  troopType: 'regular-infantry',
  unitSize: { min: 10 },
  options: [
    { id: 'shields', name: { de: 'Schilde', en: 'Shields' }, points: 1, per: 'model' },
    { id: 'champion', name: { de: 'Champion', en: 'Champion' }, points: 6, per: 'unit' },
  ],
  system: 'oldworld',
  faction: 'high-elf-realms',
};
const lookup = { card: (id: string) => (id === 'spearmen' ? spearmen : undefined) };

function list() {
  const l = newList({ name: 'x', system: 'oldworld', faction: 'high-elf-realms', pointsLimit: 1000, id: 'l', now: new Date(0) });
  return addEntry(l, 'spearmen', 20).list;
}

describe('setChoice (simple cards)', () => {
  it('buys and drops options the card offers, in the card order, and the points follow', () => {
    let l = list();
    l = setChoice(l, 'e1', 'champion', true, lookup).list;
    l = setChoice(l, 'e1', 'shields', true, lookup).list;
    expect(l.entries[0]!.options).toEqual(['shields', 'champion']);
    expect(entryPoints(l.entries[0]!, spearmen)).toBe(20 * 9 + 20 * 1 + 6);
    l = setChoice(l, 'e1', 'shields', false, lookup).list;
    l = setChoice(l, 'e1', 'champion', false, lookup).list;
    expect(l.entries[0]!.options).toBeUndefined();
  });

  it('refuses options the card does not offer and unknown entries, leaving the list unchanged', () => {
    const l = list();
    expect(setChoice(l, 'e1', 'dragon', true, lookup)).toEqual({ ok: false, list: l, error: { code: 'unknown-option', entryId: 'e1', optionId: 'dragon' } });
    expect(setChoice(l, 'e9', 'shields', true, lookup)).toMatchObject({ ok: false, list: l, error: { code: 'unknown-entry' } });
  });
});
