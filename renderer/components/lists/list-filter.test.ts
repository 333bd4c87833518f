import { describe, expect, it, vi } from 'vitest';
import type { ListSummary } from '../../../core/api/contract';
import { SYSTEM_IDS } from '../../../core/model/system';
import { filterLists, isListFiltered, listSearchText, noListFilter, type ListFilter } from './list-filter';

const FACTIONS: Record<string, string[]> = {
  'goblins-no-dan-kar': ['goblins-no-dan-kar', 'Goblins von No-Dan-Kar', 'Goblins of No-Dan-Kar'],
  'dwarves-tir-na-bor': ['dwarves-tir-na-bor', 'Zwerge von Tir-Nâ-Bor', 'Dwarves of Tir-Nâ-Bor'],
  'empire-of-man': ['empire-of-man', 'Imperium der Menschen', 'Empire of Man'],
};
const FACTION_IDS = Object.keys(FACTIONS);

/**
 * 1,000 summaries: list i is of system i % 3 and faction i % 3, has a player on every 4th list
 * (Jürgen on every 8th, Anna on the others), and is valid (i % 5 === 0), has warnings only
 * (i % 5 === 1), errors (i % 5 === 2 or 3) or no verdict (i % 5 === 4).
 */
function summaries(n = 1000): ListSummary[] {
  return Array.from({ length: n }, (_, i): ListSummary => {
    const verdict = i % 5;
    return {
      id: `l${i}`,
      name: i === 0 ? '' : `List ${i}`,
      system: SYSTEM_IDS[i % 3]!,
      faction: FACTION_IDS[i % 3]!,
      pointsLimit: 300,
      kind: 'standard',
      updatedAt: '2025-01-01T00:00:00.000Z',
      entries: 0,
      ...(i % 4 === 0 ? { player: i % 8 === 0 ? 'Jürgen Groß' : 'Anna' } : {}),
      ...(verdict === 4 ? {} : { errors: verdict >= 2 ? 1 : 0, warnings: verdict === 1 || verdict === 3 ? 2 : 0 }),
    };
  });
}

const ALL = summaries();
const TEXTS = new Map(ALL.map((l) => [l.id, listSearchText(l, l.name || 'Unnamed list', FACTIONS[l.faction]!)]));
const textOf = (l: ListSummary): string => TEXTS.get(l.id)!;
const run = (f: Partial<ListFilter>): ListSummary[] => filterLists(ALL, { ...noListFilter(), ...f }, textOf);
const ids = (ls: ListSummary[]): string[] => ls.map((l) => l.id);

describe('filterLists over 1,000 list summaries', () => {
  it('lets every list through, in order, without a filter, and never asks for search texts then', () => {
    const text = vi.fn(textOf);
    const out = filterLists(ALL, noListFilter(), text);
    expect(out).toHaveLength(1000);
    expect(ids(out.slice(0, 3))).toEqual(['l0', 'l1', 'l2']);
    expect(filterLists(ALL, { ...noListFilter(), text: ' -- ' }, text)).toHaveLength(1000);
    expect(text).not.toHaveBeenCalled();
  });

  it('finds a faction by its name without accents, case or dashes: "tir-na-bor" finds Tir-Nâ-Bor', () => {
    const out = run({ text: 'tir-na-bor' });
    expect(out).toHaveLength(333);
    expect(out.every((l) => l.faction === 'dwarves-tir-na-bor')).toBe(true);
    expect(run({ text: 'TIR NA BOR' })).toHaveLength(333);
    // German faction name too
    expect(run({ text: 'zwerge' })).toHaveLength(333);
  });

  it('finds the player, umlauts and ß folded ("jurgen gross")', () => {
    expect(run({ text: 'jurgen gross' })).toHaveLength(125);
    expect(run({ text: 'Jürgen' })).toHaveLength(125);
    expect(run({ text: 'anna' })).toHaveLength(125);
  });

  it('needs every word: name and faction together', () => {
    // "17" is part of a word: 172 and 217 hold it too
    expect(ids(run({ text: 'list 17 dwarves' }))).toEqual(['l172', 'l175', 'l178', 'l217', 'l517', 'l817']);
    expect(ids(run({ text: 'unnamed' }))).toEqual(['l0']);
    expect(run({ text: 'list 17 goblins nobody' })).toEqual([]);
  });

  it('filters by game system', () => {
    const old = run({ system: 'oldworld' });
    expect(old).toHaveLength(333);
    expect(old.every((l) => l.system === 'oldworld')).toBe(true);
  });

  it('filters by the check: valid, with errors or warnings, with errors; lists without a verdict only show unfiltered', () => {
    expect(run({ check: 'valid' })).toHaveLength(200);
    expect(run({ check: 'problems' })).toHaveLength(600);
    expect(run({ check: 'errors' })).toHaveLength(400);
    expect(run({ check: 'valid' }).every((l) => l.errors === 0 && l.warnings === 0)).toBe(true);
  });

  it('combines search, system and check', () => {
    // chronopia = i % 3 === 2, the Empire (faction i % 3 === 2), errors = i % 5 in {2, 3}, Anna = i % 8 === 4
    const out = run({ text: 'anna empire', system: 'chronopia', check: 'errors' });
    expect(ids(out)).toEqual(ALL.filter((_, i) => i % 3 === 2 && (i % 5 === 2 || i % 5 === 3) && i % 8 === 4).map((l) => l.id));
    expect(out).toHaveLength(16);
  });

  it('asks for each list’s search text at most once per filtering', () => {
    const text = vi.fn(textOf);
    filterLists(ALL, { ...noListFilter(), text: 'tir na bor' }, text);
    expect(text).toHaveBeenCalledTimes(1000);
    text.mockClear();
    filterLists(ALL, { ...noListFilter(), text: 'tir', system: 'oldworld' }, text);
    expect(text).toHaveBeenCalledTimes(333);
  });
});

describe('isListFiltered', () => {
  it('is false for no filter and a text without words, true for any word, system or check', () => {
    expect(isListFiltered(noListFilter())).toBe(false);
    expect(isListFiltered({ ...noListFilter(), text: ' - ' })).toBe(false);
    expect(isListFiltered({ ...noListFilter(), text: 'a' })).toBe(true);
    expect(isListFiltered({ ...noListFilter(), system: 'chronopia' })).toBe(true);
    expect(isListFiltered({ ...noListFilter(), check: 'valid' })).toBe(true);
  });
});
