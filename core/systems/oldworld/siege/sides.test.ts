import { describe, expect, it } from 'vitest';
import { embeddedSides, embedSides } from './sides';
import { owList, rosterOf } from './test-fixtures';

describe('embedded sides', () => {
  it('embed lists into a copy and read them back', () => {
    const a = owList('a', 'x', []);
    const d = owList('d', 'y', []);
    const r = rosterOf({ defender: { listId: 'd' } });
    const embedded = embedSides(r, { attacker: a, defender: d });
    expect(embedded.defender).toEqual({ listId: 'd', list: d });
    expect(embedded.attacker).toEqual({ list: a });
    expect(r.attacker).toBeUndefined();
    expect(embeddedSides(embedded)).toEqual({ attacker: a, defender: d });
  });
});
