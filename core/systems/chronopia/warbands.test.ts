import { describe, expect, it } from 'vitest';
import { crewOf } from '../../checks/test-fixtures';
import { listPoints } from '../../list/totals';
import { parseListFile } from '../../list/load';
import { serializeList } from '../../list/serialize';
import { chronopiaUnits, groupNames, nextGroupName, normalizeGroup, renameGroup, setGroup, warbandNameProblem } from './warbands';
import { CHR_LOOKUP, chrList } from './test-fixtures';

describe('group operations', () => {
  const list = chrList([
    { id: 'a', cardId: 'gob-warrior', count: 6, group: 'Spears' },
    { id: 'b', cardId: 'gob-archer', count: 4 },
    { id: 'c', cardId: 'gob-boss' },
  ]);

  it('setGroup puts an entry into a warband and takes it out again', () => {
    const r = setGroup(list, 'b', '  Spears ');
    expect(r.ok && r.list.entries[1]).toEqual({ id: 'b', cardId: 'gob-archer', count: 4, assignments: [], group: 'Spears' });
    const out = setGroup(r.list, 'b', '');
    expect(out.list.entries[1]).toEqual({ id: 'b', cardId: 'gob-archer', count: 4, assignments: [] });
    expect('group' in (out.list.entries[1] ?? {})).toBe(false);
    expect(list.entries[1]?.group).toBeUndefined();
  });
  it('setGroup with the same name returns the same list; unknown entry fails', () => {
    expect(setGroup(list, 'a', 'Spears').list).toBe(list);
    expect(setGroup(list, 'zz', 'X')).toEqual({ ok: false, list, error: { code: 'unknown-entry', entryId: 'zz' } });
  });
  it('renameGroup renames or dissolves a warband', () => {
    expect(groupNames(renameGroup(list, 'Spears', 'Pikes').list)).toEqual(['Pikes']);
    expect(groupNames(renameGroup(list, 'Spears', ' ').list)).toEqual([]);
    expect(renameGroup(list, 'Nope', 'X').list).toBe(list);
  });
  it('warbandNameProblem refuses an empty name and the name of another warband, in any letter case', () => {
    const two = chrList([
      { id: 'a', cardId: 'gob-warrior', count: 6, group: 'Spears' },
      { id: 'b', cardId: 'gob-archer', count: 4, group: 'Kampfverband 1' },
    ]);
    expect(warbandNameProblem(two, 'Kampfverband 1', '   ')).toEqual({ code: 'name-empty' });
    expect(warbandNameProblem(two, 'Kampfverband 1', ' spears ')).toEqual({ code: 'name-taken', other: 'Spears' });
    expect(warbandNameProblem(two, 'Kampfverband 1', 'Schilfschützen')).toBeUndefined();
    // Its own name (also in another case) is no clash: the rename just changes the case.
    expect(warbandNameProblem(two, 'Kampfverband 1', 'KAMPFVERBAND 1')).toBeUndefined();
  });
  it('a renamed warband keeps its name through the list file (save, load)', () => {
    const renamed = renameGroup(chrList([{ id: 'a', cardId: 'gob-warrior', count: 6, group: 'Kampfverband 1' }]), 'Kampfverband 1', '  Schilfschützen „Nord“ ');
    const loaded = parseListFile(serializeList(renamed.list), 'l.muster', CHR_LOOKUP);
    expect(loaded.problems).toEqual([]);
    expect(loaded.list && groupNames(loaded.list)).toEqual(['Schilfschützen „Nord“']);
  });
  it('names are trimmed and cut to 100 characters', () => {
    expect(normalizeGroup('x'.repeat(120))).toHaveLength(100);
    expect(normalizeGroup('   ')).toBeUndefined();
  });
  it('nextGroupName picks a free name', () => {
    expect(nextGroupName(chrList([{ id: 'a', cardId: 'gob-warrior', group: 'Warband 1' }]), 'Warband')).toBe('Warband 2');
  });
});

describe('chronopiaUnits', () => {
  it('a group is one warband; an ungrouped warband card is one; single figures count per figure; a chariot takes its crew', () => {
    const list = chrList([
      { id: 'a', cardId: 'gob-warrior', count: 6, group: 'Spears' },
      { id: 'b', cardId: 'gob-archer', count: 4 },
      { id: 'c', cardId: 'gob-boss', count: 2 },
      { id: 'ch', cardId: 'gob-chariot' },
      { id: 'a2', cardId: 'gob-archer', count: 1, group: 'Spears' },
      { id: 'd', cardId: 'gob-driver', assignments: [crewOf('ch')], group: 'Spears' },
      { id: 's', cardId: 'gob-spear', count: 2, assignments: [crewOf('ch')] },
    ]);
    const units = chronopiaUnits(list, CHR_LOOKUP);
    expect(units.map((u) => [u.kind, u.name, u.entries.map((e) => e.id), u.activations, u.figures, u.points])).toEqual([
      ['warband', 'Spears', ['a', 'a2'], 1, 7, 58],
      ['warband', undefined, ['b'], 1, 4, 40],
      ['single', undefined, ['c'], 2, 2, 60],
      ['chariot', undefined, ['ch', 'd', 's'], 1, 1, 60],
    ]);
  });
  it('crew of an entry not in the list stays a unit of its own; unknown cards are single figures', () => {
    const list = chrList([
      { id: 'd', cardId: 'gob-driver', count: 2, assignments: [crewOf('gone')] },
      { id: 'u', cardId: 'ghost', count: 3 },
    ]);
    expect(chronopiaUnits(list, CHR_LOOKUP).map((u) => [u.kind, u.activations, u.figures, u.points])).toEqual([
      ['single', 2, 2, 0],
      ['single', 3, 3, 0],
    ]);
  });
  it('counts a unit\'s points and figures with the list\'s own (a figure a spell summons costs nothing and is not set up)', () => {
    const summoned = { ...CHR_LOOKUP.card('gob-warrior')!, id: 'gob-summoned', summonedBy: 'gob-spell' };
    const lookup = { card: (id: string) => (id === summoned.id ? summoned : CHR_LOOKUP.card(id)) };
    const list = chrList([
      { id: 'a', cardId: 'gob-warrior', count: 6, group: 'Spears' },
      { id: 'z', cardId: 'gob-summoned', count: 3, group: 'Spears' },
    ]);
    const [unit] = chronopiaUnits(list, lookup);
    expect(unit).toMatchObject({ name: 'Spears', figures: 6, points: listPoints(list, lookup) });
    expect(unit?.points).toBe(chronopiaUnits(chrList([{ id: 'a', cardId: 'gob-warrior', count: 6 }]), lookup)[0]?.points);
  });
});
