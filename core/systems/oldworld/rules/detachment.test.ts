import { describe, expect, it } from 'vitest';
import type { EntryDetachment } from '../../../model/list';
import { owIssues, owList } from '../test-fixtures';

const rule = (list: ReturnType<typeof owList>) => owIssues(list, 'oldworld.detachment');
const issue = (params: Record<string, unknown>, entryId = 'e1') => ({ code: 'oldworld.detachment', severity: 'error', entryId, params });
const mob = (count: number, detachments?: EntryDetachment[]) => ({ cardId: 'test-mob', count, ...(detachments ? { detachments } : {}) });
const regiment = (count: number, detachments?: EntryDetachment[]) => ({ cardId: 'test-regiment', count, ...(detachments ? { detachments } : {}) });
const fanatics = (count: number, options = ['equipment.ball-and-chain']): EntryDetachment => ({ cardId: 'test-fanatics', count, options });
const handgunners = (count: number): EntryDetachment => ({ cardId: 'test-handgunners', count, options: ['equipment.handguns'] });
const FANATICS = { name_de: 'Fanatics', name_en: 'Fanatics' };
const HANDGUNNERS = { name_de: 'Handgunners', name_en: 'Handgunners' };

describe('oldworld.detachment', () => {
  it('accepts a regimental unit with its detachments within their sizes, and a unit without any', () => {
    expect(rule(owList(1000, [mob(20, [fanatics(3)]), mob(10), regiment(20, [handgunners(10), handgunners(5)])]))).toEqual([]);
  });

  it('a detachment of a given size: Fanatics 1 to 3, 0 and 4 being wrong', () => {
    expect(rule(owList(1000, [mob(20, [fanatics(3)])]))).toEqual([]);
    expect(rule(owList(1000, [mob(20, [fanatics(4)])]))).toEqual([issue({ variant: 'max', ...FANATICS, count: 4, max: 3 })]);
    expect(rule(owList(1000, [mob(20, [fanatics(1)])]))).toEqual([]);
  });

  it('a detachment without a size of its own: at least 5, at most half the unit (10 of 20; 11 too many)', () => {
    expect(rule(owList(1000, [regiment(20, [handgunners(10)])]))).toEqual([]);
    expect(rule(owList(1000, [regiment(20, [handgunners(11)])]))).toEqual([issue({ variant: 'max', ...HANDGUNNERS, count: 11, max: 10 })]);
    expect(rule(owList(1000, [regiment(20, [handgunners(4)])]))).toEqual([issue({ ...HANDGUNNERS, count: 4, min: 5 })]);
  });

  it('a detachment that scales with its unit: 1 to 3 per model of the unit (Guard composition, where Hounds are)', () => {
    const pack = (models: number, hounds: number) => owList(1000, [{ cardId: 'test-regiment', count: models, detachments: [{ cardId: 'test-hounds', count: hounds }] }], 'test-guard');
    expect(rule(pack(10, 30))).toEqual([]);
    expect(rule(pack(10, 31))).toEqual([issue({ variant: 'max', name_de: 'Hounds', name_en: 'Hounds', count: 31, max: 30 })]);
    expect(rule(pack(10, 9))).toEqual([issue({ name_de: 'Hounds', name_en: 'Hounds', count: 9, min: 10 })]);
  });

  it('how many detachments: at most maxDetachments, at least minDetachments', () => {
    expect(rule(owList(1000, [mob(20, [fanatics(1), fanatics(1)])]))).toEqual([issue({ variant: 'too-many', count: 2, max: 1 })]);
    expect(rule(owList(1000, [regiment(20, [handgunners(5), handgunners(5), handgunners(5)])]))).toEqual([issue({ variant: 'too-many', count: 3, max: 2 })]);
    // The Regiment must take one: none is too few, also without any detachments field.
    expect(rule(owList(1000, [regiment(20)]))).toEqual([issue({ variant: 'too-few', count: 0, min: 1 })]);
  });

  it('a detachment the unit may not take: unknown, no detachment, or not in the composition', () => {
    expect(rule(owList(1000, [mob(20, [{ cardId: 'test-nothing', count: 1 }])]))).toEqual([issue({ variant: 'unknown', card: 'test-nothing' })]);
    expect(rule(owList(1000, [mob(20, [{ cardId: 'test-knights', count: 5 }])]))).toEqual([issue({ variant: 'foreign', name_de: 'Knights', name_en: 'Knights' })]);
    // Hounds belong to the Guard composition only.
    expect(rule(owList(1000, [regiment(20, [{ cardId: 'test-hounds', count: 20 }])]))).toEqual([issue({ variant: 'foreign', name_de: 'Hounds', name_en: 'Hounds' })]);
  });

  it('detachments on a unit that is no regimental unit', () => {
    expect(rule(owList(1000, [{ cardId: 'test-warriors', count: 20, options: ['equipment.hand-weapons', 'armour.light-armour'], detachments: [fanatics(1)] }]))).toEqual([issue({ variant: 'not-regimental' })]);
  });

  it('a detachment unit taken on its own', () => {
    expect(rule(owList(1000, [{ cardId: 'test-fanatics', count: 2 }]))).toEqual([issue({ variant: 'alone' })]);
  });

  it("an option the detachment's card does not offer", () => {
    expect(rule(owList(1000, [mob(20, [fanatics(1, ['equipment.ball-and-chain', 'options.jetpack'])])]))).toEqual([issue({ variant: 'option', ...FANATICS, option: 'options.jetpack' })]);
  });
});
