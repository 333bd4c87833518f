import { describe, expect, it } from 'vitest';
import { FULL, list, lookup } from '../systems/confrontation/fortification/test-fixtures';
import { listPrintFacts } from './content';

describe('print content of a list', () => {
  it('sums up the facts that decide what `all` prints', () => {
    expect(listPrintFacts(FULL, lookup)).toEqual({ system: 'confrontation', kind: 'standard', hasZoneArtillery: true, hasTokens: true, hasMarkers: true, hasWarMachines: true });
    const plain = list([{ id: 'e1', cardId: 'minelayer', count: 1 }]);
    expect(listPrintFacts({ ...plain, entries: [] }, lookup)).toEqual({ system: 'confrontation', kind: 'standard', hasZoneArtillery: false, hasTokens: false, hasMarkers: false, hasWarMachines: false });
    expect(listPrintFacts(list([], 'tjost-game'), lookup).hasMarkers).toBe(true);
    // An Old World list is a field battle: no siege footprints (the siege sheet has them), no FORTIFICATION quick reference.
    expect(listPrintFacts({ ...plain, system: 'oldworld', faction: 'high-elf-realms' }, lookup)).toMatchObject({ system: 'oldworld', hasMarkers: false, hasWarMachines: false });
  });
});
