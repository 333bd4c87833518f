import { describe, expect, it } from 'vitest';
import type { ArmyList } from '../../model/list';
import { entryPoints } from '../../list/totals';
import { addDetachment, detachmentChoices, detachmentSize, removeDetachment, setDetachmentChoice, setDetachmentCount, setDetachmentOptionCount, takesDetachments } from './detachments';
import { boughtLines, boughtText } from './bought';
import { OW, OW_LOOKUP, owList } from './test-fixtures';

const must = (r: { ok: boolean; list: ArmyList; error?: unknown }): ArmyList => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.list;
};
const points = (list: ArmyList, i = 0) => entryPoints(list.entries[i]!, OW_LOOKUP.card(list.entries[i]!.cardId), OW_LOOKUP);

describe('Old World detachments', () => {
  it('which units take them, and which detachments a unit is offered (its army, in its composition)', () => {
    expect(takesDetachments(OW.mob)).toBe(true);
    expect(takesDetachments(OW.warriors)).toBe(false);
    // A Primal Warherd's own detachments are its card's: it takes no others.
    expect(takesDetachments({ ...OW.mob, oldworld: { ...OW.mob.oldworld!, detachments: [{ id: 'gors', name: { en: 'Gors', de: 'Gors' }, points: 6, strength: 10, equipment: [], armour: [], options: [] }] } })).toBe(false);
    const all = Object.values(OW);
    expect(detachmentChoices(OW.mob, 'test-army', all).map((c) => c.id)).toEqual(['test-fanatics', 'test-handgunners']);
    expect(detachmentChoices(OW.mob, 'test-guard', all).map((c) => c.id)).toEqual(['test-fanatics', 'test-handgunners', 'test-hounds']);
    expect(detachmentChoices(OW.warriors, 'test-army', all)).toEqual([]);
  });

  it('sizes: their own, 5 to half the unit where the data gives none, times the unit for those that scale', () => {
    expect(detachmentSize(20, OW.fanatics, OW.mob)).toEqual({ min: 1, max: 3 });
    expect(detachmentSize(21, OW.handgunners, OW.regiment)).toEqual({ min: 5, max: 10 });
    expect(detachmentSize(10, OW.hounds, OW.regiment)).toEqual({ min: 10, max: 30 });
  });

  it('adds one at its least size with its default options; its models and options count in the unit’s points', () => {
    let list = owList(1000, [{ cardId: 'test-mob', count: 20 }]);
    expect(points(list)).toBe(60);
    list = must(addDetachment(list, 'e1', 'test-fanatics', 'test-army', OW_LOOKUP));
    expect(list.entries[0]!.detachments).toEqual([{ cardId: 'test-fanatics', count: 1, options: ['equipment.ball-and-chain'] }]);
    expect(points(list)).toBe(85);
    list = must(setDetachmentCount(list, 'e1', 0, 3));
    expect(points(list)).toBe(135);
    expect(boughtText(boughtLines(list.entries[0]!, OW.mob, OW_LOOKUP), 'en')).toBe('3× Fanatics (Ball and chain) +75');
    // The Mob takes one detachment: a second is refused, the list unchanged.
    const again = addDetachment(list, 'e1', 'test-fanatics', 'test-army', OW_LOOKUP);
    expect(again).toEqual({ ok: false, list, error: { code: 'unknown-detachment', entryId: 'e1', cardId: 'test-fanatics' } });
    expect(points(must(removeDetachment(list, 'e1', 0)))).toBe(60);
    expect(must(removeDetachment(list, 'e1', 0)).entries[0]).not.toHaveProperty('detachments');
  });

  it('refuses a detachment the unit may not take and one for a unit that takes none', () => {
    const list = owList(1000, [{ cardId: 'test-regiment', count: 20 }, { cardId: 'test-warriors', count: 10 }]);
    expect(addDetachment(list, 'e1', 'test-hounds', 'test-army', OW_LOOKUP).ok).toBe(false);
    expect(addDetachment(list, 'e1', 'test-knights', 'test-army', OW_LOOKUP).ok).toBe(false);
    expect(addDetachment(list, 'e2', 'test-fanatics', 'test-army', OW_LOOKUP).ok).toBe(false);
    expect(addDetachment(list, 'e9', 'test-fanatics', 'test-army', OW_LOOKUP)).toMatchObject({ ok: false, error: { code: 'unknown-entry' } });
    expect(setDetachmentCount(list, 'e1', 0, 5)).toMatchObject({ ok: false, error: { code: 'unknown-detachment', index: 0 } });
  });

  it("chooses a detachment's options by the unit rules: one weapon replaces the other, per model points follow", () => {
    let list = owList(1000, [{ cardId: 'test-regiment', count: 20 }]);
    list = must(addDetachment(list, 'e1', 'test-handgunners', 'test-army', OW_LOOKUP));
    list = must(setDetachmentCount(list, 'e1', 0, 10));
    // 20 x 5 + 10 x 7 = 170.
    expect(points(list)).toBe(170);
    list = must(setDetachmentChoice(list, 'e1', 0, 'equipment.crossbows', true, OW_LOOKUP));
    list = must(setDetachmentChoice(list, 'e1', 0, 'options.sergeant', true, OW_LOOKUP));
    expect(list.entries[0]!.detachments).toEqual([{ cardId: 'test-handgunners', count: 10, options: ['equipment.crossbows', 'options.sergeant'] }]);
    // Crossbows +1 a model, the Sergeant +5.
    expect(points(list)).toBe(185);
    // The chosen weapon cannot be dropped, only replaced (as on any unit).
    expect(setDetachmentChoice(list, 'e1', 0, 'equipment.crossbows', false, OW_LOOKUP)).toMatchObject({ ok: false, list, error: { code: 'choose-one', entryId: 'e1' } });
    expect(setDetachmentOptionCount(list, 'e1', 0, 'options.sergeant', 2, OW_LOOKUP)).toMatchObject({ ok: false, error: { code: 'unknown-option' } });
    expect(boughtText(boughtLines(list.entries[0]!, OW.regiment, OW_LOOKUP), 'de')).toBe('10× Handgunners (Crossbows, Sergeant) +85');
  });
});
