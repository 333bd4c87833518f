import { describe, expect, it } from 'vitest';
import { DWARF_FACTION, HIGH_ELF_FACTION } from '../data';
import { checkSiegeRule, FORT, owList, rosterOf } from '../test-fixtures';
import { deviceFaction } from './device-faction';

const devices = [
  { id: 'd1', device: 'mage-tower', element: 't1' },
  { id: 'd2', device: 'mountain-fortress', element: 'w1' },
  { id: 'd3', device: 'stones', element: 'w2' },
] as const;
const r = rosterOf({ fortress: FORT, devices: [...devices] });

describe('siege.device-faction', () => {
  it('a Mage tower is fine for High Elves, a Mountain fortress is not', () => {
    expect(checkSiegeRule(deviceFaction, r, { defender: owList('elves', HIGH_ELF_FACTION, []) })).toEqual([
      {
        code: 'siege.device-faction',
        severity: 'error',
        params: { device: 'mountain-fortress', needed: DWARF_FACTION, army: HIGH_ELF_FACTION },
        subject: { kind: 'device', id: 'd2' },
        elementId: 'w1',
      },
    ]);
  });
  it('a Mountain fortress is fine for Dwarfs, a Mage tower is not', () => {
    expect(checkSiegeRule(deviceFaction, r, { defender: owList('dwarfs', DWARF_FACTION, []) }).map((i) => i.subject?.id)).toEqual(['d1']);
  });
  it('other armies may buy neither; without a defender list nothing is checked', () => {
    expect(checkSiegeRule(deviceFaction, r, { defender: owList('orcs', 'orc-tribes', []) }).map((i) => i.params.needed)).toEqual([HIGH_ELF_FACTION, DWARF_FACTION]);
    expect(checkSiegeRule(deviceFaction, r)).toEqual([]);
  });
});
