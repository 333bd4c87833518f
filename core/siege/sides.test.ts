import { describe, expect, it } from 'vitest';
import { embeddedSides, embedSides, userListIdOf, userListRef } from './sides';
import { owList, rosterOf } from './test-fixtures';

describe('list references', () => {
  it('refer to the user lists folder and back', () => {
    expect(userListRef('abc-1')).toBe('../lists/abc-1.muster');
    expect(userListIdOf('../lists/abc-1.muster')).toBe('abc-1');
    expect(userListIdOf('lists/abc.muster')).toBeUndefined();
    expect(userListIdOf('../lists/../x.muster')).toBeUndefined();
    expect(userListIdOf(undefined)).toBeUndefined();
  });
  it('embed lists into a copy and read them back', () => {
    const a = owList('a', 'x', []);
    const d = owList('d', 'y', []);
    const r = rosterOf({ defender: { file: '../lists/d.muster' } });
    const embedded = embedSides(r, { attacker: a, defender: d });
    expect(embedded.defender).toEqual({ file: '../lists/d.muster', list: d });
    expect(embedded.attacker).toEqual({ list: a });
    expect(r.attacker).toBeUndefined();
    expect(embeddedSides(embedded)).toEqual({ attacker: a, defender: d });
  });
});
