import { describe, expect, it } from 'vitest';
import { validateList } from '../../checks/validate-list';
import { listPoints } from '../../list/totals';
import { newList } from '../../list/new';
import type { ArmyList, Entry } from '../../model/list';
import { boughtLines } from './bought';
import { setChoice } from './options';
import { exportOwbList } from './owb-list-export';
import { owbListPoints } from './owb-points';
import { shippedOldWorld } from './test-support/shipped';
import { countedItems, defaultOptions, owEntryPoints } from './unit';

/**
 * Magic items held in the allowance of a command entry that is no longer chosen (a character's
 * banner once it gives up the Battle Standard): kept in the list, named by the rule, but not
 * counted, as Old World Builder's getUnitPoints adds a command entry's magic only while it is
 * `active`.
 */
describe('items under a command entry not chosen', () => {
  const db = shippedOldWorld();
  const BANNER_SLOT = 'command.battle-standard-bearer.magic';
  const list = (faction: string, entries: Omit<Entry, 'assignments'>[]): ArmyList => ({
    ...newList({ id: 'l', name: 'x', system: 'oldworld', faction, pointsLimit: 2000, now: new Date(0) }),
    entries: entries.map((e) => ({ ...e, assignments: [] })),
  });
  /** A character of `faction` as it starts, with the Battle Standard and `banner` in its allowance. */
  const bearer = (faction: string, cardId: string, banner: string): Omit<Entry, 'assignments'> => ({
    id: 'e1',
    cardId,
    count: 1,
    options: [...defaultOptions(db.card(cardId)!, faction), 'command.battle-standard-bearer'],
    items: [{ slot: BANNER_SLOT, item: banner }],
  });
  /** The list after the character is made General (which gives up the Battle Standard). */
  const madeGeneral = (before: ArmyList): ArmyList => {
    const result = setChoice(before, 'e1', 'command.general', true, db);
    expect(result.ok).toBe(true);
    return result.list;
  };

  it('a Captain of the Empire made General no longer pays for the Griffon Standard: 45 points, as Old World Builder counts', () => {
    const before = list('empire-of-man', [bearer('empire-of-man', 'empire-of-man-captain-of-the-empire', 'item-empire-of-man-griffon-standard')]);
    const card = db.card('empire-of-man-captain-of-the-empire')!;
    // Captain 45 + Battle Standard Bearer 25 + Griffon Standard 50.
    expect(owEntryPoints(before.entries[0]!, card, db)).toBe(120);
    const after = madeGeneral(before);
    const entry = after.entries[0]!;
    expect(entry.options).toContain('command.general');
    expect(entry.options).not.toContain('command.battle-standard-bearer');
    // The banner stays in the list (the player removes it), but is not carried.
    expect(entry.items).toEqual([{ slot: BANNER_SLOT, item: 'item-empire-of-man-griffon-standard' }]);
    expect(countedItems(entry, card)).toEqual([]);
    // Old World Builder (points.js getUnitPoints): unit.points 45 (strength 1); hand weapon, light armour and
    // on foot 0; command General active 0; command Battle Standard Bearer not active, so neither its 25 points
    // nor its magic.selected (the Griffon Standard, 50) are added: 45.
    expect(owEntryPoints(entry, card, db)).toBe(45);
    expect(listPoints(after, db)).toBe(45);
    // The same figure from Old World Builder's points code, as read from the exported file.
    expect(owbListPoints(exportOwbList(after, db))).toBe(45);
    // Not bought, so neither summarised nor printed.
    expect(boughtLines(entry, card, db, 'empire-of-man').map((l) => l.name.en)).not.toContain('Griffon Standard');
    // The rule still names it, so the player sees what to remove.
    const issues = validateList(after, db).filter((i) => i.code === 'oldworld.magic-item-allowance');
    expect(issues.map((i) => [i.params.variant, i.params.item_en])).toEqual([['slot', 'Griffon Standard']]);
  });

  it('an Exalted Champion made General no longer pays for the Banner of the Gods: 125 points, as Old World Builder counts', () => {
    const before = list('warriors-of-chaos', [bearer('warriors-of-chaos', 'warriors-of-chaos-exalted-champion', 'item-warriors-of-chaos-banner-of-the-gods')]);
    const card = db.card('warriors-of-chaos-exalted-champion')!;
    // Exalted Champion 125 + Mark of Chaos Undivided 0 + Battle Standard Bearer 25 + Banner of the Gods 75.
    expect(owEntryPoints(before.entries[0]!, card, db)).toBe(225);
    const after = madeGeneral(before);
    // Old World Builder (points.js getUnitPoints): unit.points 125; options Mark of Chaos (active, 0) with its
    // sub-option Undivided (0); hand weapon, heavy armour, on foot 0; General active 0; Battle Standard Bearer
    // not active, so neither its 25 points nor its magic.selected (Banner of the Gods, 75): 125.
    expect(owEntryPoints(after.entries[0]!, card, db)).toBe(125);
    expect(owbListPoints(exportOwbList(after, db))).toBe(125);
  });
});
