import { describe, expect, it } from 'vitest';
import { OW } from './siege/test-fixtures';
import { entryTroopType, troopTypeOfCode } from './troop-type';

describe('troop types', () => {
  it('reads the dataset codes; an unknown code (also one named like an object property) is none', () => {
    expect(troopTypeOfCode('MCr')).toBe('monster');
    expect(troopTypeOfCode('Be')).toBe('behemoth');
    expect(troopTypeOfCode('HCa')).toBe('heavy-cavalry');
    expect(troopTypeOfCode('XX')).toBeUndefined();
    expect(troopTypeOfCode('constructor')).toBeUndefined();
    expect(troopTypeOfCode(undefined)).toBeUndefined();
  });

  it('an entry fights as its mount’s troop type, on foot as its card’s', () => {
    expect(entryTroopType({ options: ['mounts.griffon'] }, OW.prince)).toBe('monster');
    expect(entryTroopType({ options: ['mounts.steed'] }, OW.prince)).toBe('light-cavalry');
    expect(entryTroopType({ options: ['mounts.on-foot'] }, OW.prince)).toBe('regular-infantry');
    expect(entryTroopType({}, OW.prince)).toBe('regular-infantry');
    expect(entryTroopType({ options: ['mounts.griffon'] }, OW.spears)).toBe('regular-infantry');
    expect(entryTroopType({}, undefined)).toBeUndefined();
  });
});
