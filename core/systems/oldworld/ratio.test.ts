import { describe, expect, it } from 'vitest';
import type { Card } from '../../model/card';
import { validateList } from '../../checks/validate-list';
import { newList } from '../../list/new';
import { addEntry } from '../../list/ops';
import type { ArmyList, EntryDetachment } from '../../model/list';
import { addDetachment, detachmentSize } from './detachments';
import type { OwOption } from './model';
import { ratioLimit, ratioOfNote, stackBounds } from './ratio';
import { shippedOldWorld } from './test-support/shipped';
import { newEntryStart } from './unit';
import { entryPoints } from '../../list/totals';

const db = shippedOldWorld();
const card = (id: string): Card => {
  const c = db.card(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};
const option = (cardId: string, optionId: string): OwOption => {
  const o = card(cardId).oldworld!.options.find((x) => x.id === optionId);
  if (!o) throw new Error(`no option ${optionId} on ${cardId}`);
  return o;
};

describe('bounds per models of a unit, from the notes of the data', () => {
  it('reads the four forms of the shipped notes, each for the unit it names', () => {
    expect(ratioOfNote('Max 1 per 3 Giant Rats', 'Giant Rats')).toEqual({ count: 1, per: 3, bound: 'most' });
    expect(ratioOfNote('At least 1 per 5 Squigs', 'Night Goblin Squig Herd')).toEqual({ count: 1, per: 5, bound: 'least' });
    expect(ratioOfNote('May include one Ungor Ravager for every three Primal Warhounds', 'Primal Warhounds')).toEqual({ count: 1, per: 3, bound: 'most' });
    expect(ratioOfNote('0-1 Fanatic per 10 Night Goblins, to a maximum of 3', 'Night Goblin Mob')).toEqual({ count: 1, per: 10, bound: 'most' });
  });

  it('reads no bound from a note about other models, about points, or about something else', () => {
    // The data repeats the Giant Rats' note on Rat Ogres.
    expect(ratioOfNote('Max 1 per 3 Giant Rats', 'Rat Ogres')).toBeUndefined();
    expect(ratioOfNote('0-1 Cathayan Dragon per 1,000 points', 'Miao Ying')).toBeUndefined();
    expect(ratioOfNote('0-1 unit per 1000 points', 'Jade Lancers')).toBeUndefined();
    expect(ratioOfNote('1-3 Deepwood Hounds per Beast Keeper', 'Beast Keepers')).toBeUndefined();
    expect(ratioOfNote('Set this to the total amount of Horses in the unit', 'Skeleton Cavalry Cohort')).toBeUndefined();
    expect(ratioOfNote('Upgrade for one Packmaster', 'Giant Rats')).toBeUndefined();
  });

  it('counts per full number of models', () => {
    const r = { count: 1, per: 3, bound: 'most' as const };
    expect([2, 3, 5, 6, 30].map((n) => ratioLimit(r, n))).toEqual([0, 1, 1, 2, 10]);
  });

  it("a stackable option's bounds with the shipped cards: Packmasters, Ungor Ravagers, Squig Herders; Rat Ogres keep their own", () => {
    const rats = card('skaven-giant-rats');
    const whip = option('skaven-giant-rats', 'options.packmaster-whip');
    expect(stackBounds(whip, 10, rats.name)).toEqual({ min: 0, max: 3 });
    expect(stackBounds(whip, 12, rats.name)).toEqual({ min: 0, max: 4 });
    const hounds = card('beastmen-brayherds-primal-warhounds');
    expect(stackBounds(option(hounds.id, 'options.ungor-ravagers'), 11, hounds.name)).toEqual({ min: 0, max: 3 });
    const herd = card('orc-and-goblin-tribes-night-goblin-squig-herd');
    const herder = option(herd.id, 'options.squig-herder');
    expect(stackBounds(herder, 9, herd.name)).toEqual({ min: 1 });
    expect(stackBounds(herder, 10, herd.name)).toEqual({ min: 2 });
    const ogres = card('skaven-rat-ogres');
    expect(stackBounds(option(ogres.id, 'options.packmaster-whip'), 6, ogres.name)).toEqual({ min: 0 });
  });

  it('Fanatics: at most one per full 10 Night Goblins of their Mob, and never more than 3', () => {
    const mob = card('orc-and-goblin-tribes-night-goblin-mob');
    const fanatics = card('orc-and-goblin-tribes-fanatics');
    expect([10, 19, 20, 29, 30, 40].map((n) => detachmentSize(n, fanatics, mob).max)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(detachmentSize(20, fanatics, mob).min).toBe(1);
  });
});

/** A shipped army list built as a player would: each unit at its start, then its counts. */
function army(faction: string, cardId: string, count: number, counts?: Record<string, number>): { list: ArmyList; entryId: string } {
  const list = newList({ id: 'l', name: 'x', system: 'oldworld', faction, pointsLimit: 2000, now: new Date(0) });
  const start = newEntryStart(db.card(cardId), list);
  const options = [...(start.options ?? []), ...Object.keys(counts ?? {})];
  const added = addEntry(list, cardId, count, options);
  if (!added.ok || added.entryId === undefined) throw new Error(`cannot add ${cardId}`);
  const entries = added.list.entries.map((e) => (e.id === added.entryId && counts ? { ...e, counts } : e));
  return { list: { ...added.list, entries }, entryId: added.entryId };
}

const countIssues = (list: ArmyList) =>
  validateList(list, db)
    .filter((i) => i.code === 'oldworld.option-group')
    .map((i) => [i.params.variant, i.params.option_en, i.params.count, i.params.min, i.params.max, i.params.models]);

describe('oldworld.option-group: bounds per models', () => {
  it('Giant Rats: 3 Packmasters with 10 rats, 4 too many; 4 with 12', () => {
    expect(countIssues(army('skaven', 'skaven-giant-rats', 10, { 'options.packmaster-whip': 3 }).list)).toEqual([]);
    expect(countIssues(army('skaven', 'skaven-giant-rats', 10, { 'options.packmaster-whip': 4 }).list)).toEqual([['count', 'Packmaster, Whip', 4, 0, 3, 10]]);
    expect(countIssues(army('skaven', 'skaven-giant-rats', 12, { 'options.packmaster-whip': 4 }).list)).toEqual([]);
  });

  it('a Squig Herd of 10 needs 2 Herders: 1 is too few (no most)', () => {
    expect(countIssues(army('orc-and-goblin-tribes', 'orc-and-goblin-tribes-night-goblin-squig-herd', 10, { 'options.squig-herder': 1 }).list)).toEqual([['count-min', 'Squig Herder', 1, 2, undefined, 10]]);
    expect(countIssues(army('orc-and-goblin-tribes', 'orc-and-goblin-tribes-night-goblin-squig-herd', 10, { 'options.squig-herder': 2 }).list)).toEqual([]);
  });

  it('a new Squig Herd starts with its one Herder (53 points for 5, as Old World Builder counts); none at all is too few', () => {
    const herd = 'orc-and-goblin-tribes-night-goblin-squig-herd';
    const { list, entryId } = army('orc-and-goblin-tribes', herd, 5);
    const entry = list.entries.find((e) => e.id === entryId)!;
    expect(entry.options).toContain('options.squig-herder');
    expect(entryPoints(entry, card(herd), db)).toBe(53);
    expect(countIssues(list)).toEqual([]);
    // The player took the herders off (count 0 drops the option): 5 and 10 squigs need 1 and 2.
    const without = (models: number) => {
      const built = army('orc-and-goblin-tribes', herd, models);
      return { ...built.list, entries: built.list.entries.map((e) => (e.id === built.entryId ? { ...e, options: (e.options ?? []).filter((o) => o !== 'options.squig-herder') } : e)) };
    };
    expect(countIssues(without(5))).toEqual([['count-min', 'Squig Herder', 0, 1, undefined, 5]]);
    expect(countIssues(without(10))).toEqual([['count-min', 'Squig Herder', 0, 2, undefined, 10]]);
  });

  it('a Tomb Kings Skeleton Infantry Cohort starts with 10 warriors and 10 archers (100 points, not 0); taking the archers off is named', () => {
    const cohort = 'tomb-kings-of-khemri-skeleton-infantry-cohorts';
    const list = { ...newList({ id: 'l', name: 'x', system: 'oldworld', faction: 'tomb-kings-of-khemri', pointsLimit: 2000, now: new Date(0) }), composition: 'nehekharan-royal-hosts' };
    const start = newEntryStart(db.card(cohort), list);
    expect(start.options).toEqual(expect.arrayContaining(['options.royal-host-warriors', 'options.royal-host-archers']));
    const added = addEntry(list, cohort, start.count, start.options);
    if (!added.ok) throw new Error('no cohort');
    const entry = added.list.entries[0]!;
    expect(entryPoints(entry, card(cohort), db)).toBe(100);
    expect(countIssues(added.list)).toEqual([]);
    const noArchers = { ...added.list, entries: [{ ...entry, options: (entry.options ?? []).filter((o) => o !== 'options.royal-host-archers') }] };
    expect(countIssues(noArchers)).toEqual([['count-min', 'Royal Host Archers', 0, 10, undefined, 1]]);
  });

  it('Primal Warhounds: one Ungor Ravager per three hounds', () => {
    expect(countIssues(army('beastmen-brayherds', 'beastmen-brayherds-primal-warhounds', 10, { 'options.ungor-ravagers': 3 }).list)).toEqual([]);
    expect(countIssues(army('beastmen-brayherds', 'beastmen-brayherds-primal-warhounds', 10, { 'options.ungor-ravagers': 4 }).list)).toEqual([['count', 'Ungor Ravagers', 4, 0, 3, 10]]);
  });
});

describe('oldworld.detachment: Fanatics per Night Goblins', () => {
  const mobWith = (goblins: number, fanatics: number): ArmyList => {
    const { list, entryId } = army('orc-and-goblin-tribes', 'orc-and-goblin-tribes-night-goblin-mob', goblins);
    const added = addDetachment(list, entryId, 'orc-and-goblin-tribes-fanatics', 'orc-and-goblin-tribes', db);
    if (!added.ok) throw new Error('no Fanatics');
    const entries = added.list.entries.map((e) => (e.id === entryId ? { ...e, detachments: e.detachments!.map((d): EntryDetachment => ({ ...d, count: fanatics })) } : e));
    return { ...added.list, entries };
  };
  const detachmentIssues = (list: ArmyList) =>
    validateList(list, db)
      .filter((i) => i.code === 'oldworld.detachment')
      .map((i) => [i.params.variant, i.params.count, i.params.max]);

  it('20 Night Goblins take 2 Fanatics, not 3; 30 take 3', () => {
    expect(detachmentIssues(mobWith(20, 2))).toEqual([]);
    expect(detachmentIssues(mobWith(20, 3))).toEqual([['max', 3, 2]]);
    expect(detachmentIssues(mobWith(30, 3))).toEqual([]);
  });
});
