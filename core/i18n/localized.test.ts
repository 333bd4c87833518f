import { describe, expect, it } from 'vitest';
import { SIEGE_EQUIPMENT } from '../systems/oldworld/siege/data';
import { MISSION_BY_ID } from '../systems/confrontation/tjost/missions';
import { localized } from './localized';
import { lookupMessage, translate } from './translate';

describe('words of the game data come from the catalogue', () => {
  it('a data word is the catalogue text in both languages', () => {
    expect(localized('domain.missions.breakthrough.name')).toEqual({ de: 'Durchbruch', en: 'Breakthrough' });
    expect(MISSION_BY_ID.breakthrough.name).toEqual({ de: lookupMessage('de', 'domain.missions.breakthrough.name'), en: lookupMessage('en', 'domain.missions.breakthrough.name') });
    expect(SIEGE_EQUIPMENT.ram.model?.rules.map((r) => r.en)).toContain('Out of the Way');
  });

  it('an unknown or foreign id fails at once (a programming error, caught by any test that loads the data)', () => {
    expect(() => localized('domain.missions.nope.name')).toThrow(/no game data word/);
    expect(() => localized('issue.points.over-limit')).toThrow(/not a game data word/);
  });

  it('parameterised data texts translate through the one catalogue', () => {
    expect(translate('de', 'domain.gameSizes.label.upTo', { name: 'Patrouille', points: 200 })).toBe('Patrouille (bis 200)');
    expect(translate('en', 'domain.damage.orLess', { to: 0 })).toBe('0 or less');
  });
});
