import { describe, expect, it } from 'vitest';
import { statLabel } from '../i18n/issues';
import { isProfileStat, profileStatKey, statKeyOf } from './card-stats';
import { PROFILE_STATS } from './card-terms';
import { LANGS, SYSTEM_IDS } from './system';

describe('profileStatKey: the key of a profile value typed by its abbreviation', () => {
  it('reads a Chronopia value by its English abbreviation as the German key, case and spaces not counting', () => {
    const typed = ['MV', 'cc', 'RC', 'ST', 'AR', 'DMG', 'DEF', 'LD', 'SZ', 'ACT', 'MAG', ' mv '];
    expect(typed.map((s) => profileStatKey(s, 'chronopia'))).toEqual(['BW', 'NK', 'FK', 'ST', 'R', 'SCH', 'VER', 'FG', 'G', 'HDL', 'MG', 'BW']);
    expect(['BW', 'nk', 'Fg'].map((s) => profileStatKey(s, 'chronopia'))).toEqual(['BW', 'NK', 'FG']);
  });

  it('reads a Confrontation value by its German abbreviation as the English key', () => {
    expect(['BEW', 'stä', 'VER', 'WK', 'FER', 'MUT', 'Angst', 'MACHT', 'glaube', 'MOV'].map((s) => profileStatKey(s, 'confrontation'))).toEqual([
      'MOV', 'STR', 'DEF', 'RES', 'AIM', 'COU', 'FEAR', 'POW', 'FAITH', 'MOV',
    ]);
  });

  it('each game reads its own: DEF is Chronopia\'s VER and Confrontation\'s DEF, MOV no Chronopia value', () => {
    expect(profileStatKey('DEF', 'chronopia')).toBe('VER');
    expect(profileStatKey('DEF', 'confrontation')).toBe('DEF');
    expect(profileStatKey('VER', 'chronopia')).toBe('VER');
    expect(profileStatKey('VER', 'confrontation')).toBe('DEF');
    expect(profileStatKey('MOV', 'chronopia')).toBeUndefined();
    expect(profileStatKey('XYZ', 'chronopia')).toBeUndefined();
    expect(profileStatKey('', 'chronopia')).toBeUndefined();
    // An Old World card keeps its profile in its unit, not in `stats`.
    expect(profileStatKey('M', 'oldworld')).toBeUndefined();
  });

  it('every abbreviation the screens show names one value of its game, in both languages', () => {
    for (const system of SYSTEM_IDS) {
      for (const key of PROFILE_STATS[system]) {
        for (const lang of LANGS) expect(profileStatKey(statLabel(key, lang), system), `${system} ${key} ${lang}`).toBe(key);
        expect(isProfileStat(key, system)).toBe(true);
      }
    }
  });
});

describe('statKeyOf', () => {
  it('is the game\'s key, else what was typed (trimmed)', () => {
    expect(statKeyOf('LD', 'chronopia')).toBe('FG');
    expect(statKeyOf(' XYZ ', 'chronopia')).toBe('XYZ');
    expect(statKeyOf('xyz', 'chronopia')).toBe('xyz');
    expect(isProfileStat('XYZ', 'chronopia')).toBe(false);
    expect(isProfileStat('MV', 'chronopia')).toBe(false);
  });
});
