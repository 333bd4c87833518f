import { describe, expect, it } from 'vitest';
import { validateList } from '../../checks/validate-list';
import { newList } from '../../list/new';
import { addEntry } from '../../list/ops';
import type { ArmyList } from '../../model/list';
import { boughtLines, boughtText } from './bought';
import { chooseTogether, setChoice } from './options';
import { exportOwbList } from './owb-list-export';
import { importOwbList } from './owb-list-import';
import { shippedOldWorld } from './test-support/shipped';
import { carriedTogether, choicesOf, newEntryStart } from './unit';
import { OW_GROUPS } from './vocabulary';

/**
 * Weapons the data ticks together from the start (the dataset's `active` on several equipment
 * entries without a `group`): Old World Builder adds such a unit with all of them ticked, counts and
 * prints them all ("Hand weapons, Warbows") and keeps them until the player picks one of the radio
 * buttons (src/pages/unit/Unit.jsx handleEquipmentChange). With the shipped cards.
 */
const db = shippedOldWorld();

function withUnit(faction: string, cardId: string, composition?: string): ArmyList {
  const l = { ...newList({ id: 'l', name: 'x', system: 'oldworld', faction, pointsLimit: 2000, now: new Date(0) }), ...(composition ? { composition } : {}) };
  const start = newEntryStart(db.card(cardId), l);
  const added = addEntry(l, cardId, start.count, start.options);
  if (!added.ok) throw new Error(`cannot add ${cardId}`);
  return added.list;
}
const entry = (l: ArmyList) => l.entries[0]!;
const groupIssues = (l: ArmyList) => validateList(l, db).filter((i) => i.code === 'oldworld.option-group');
const equipmentOf = (file: ReturnType<typeof exportOwbList>) => (file.core[0] as { equipment: { name_en: string; active: boolean }[] }).equipment.map((o) => [o.name_en, o.active]);

describe('weapons carried together', () => {
  it('Skeleton Archers start with hand weapons and warbows, print both, pass the check and export both ticked', () => {
    const l = withUnit('tomb-kings-of-khemri', 'tomb-kings-of-khemri-skeleton-archers');
    expect(entry(l).options).toEqual(['equipment.hand-weapons', 'equipment.warbows']);
    expect(groupIssues(l)).toEqual([]);
    const card = db.card(entry(l).cardId)!;
    expect(boughtText(boughtLines(entry(l), card, db, 'tomb-kings-of-khemri'), 'en')).toBe('Hand weapons, Warbows');
    const file = exportOwbList(l, db);
    expect(equipmentOf(file)).toEqual([['Hand weapons', true], ['Warbows', true]]);
    // And back: the same two.
    const back = importOwbList(JSON.parse(JSON.stringify(file)) as unknown, db, 'tk.owb.json', { id: 'b' });
    expect(back.list!.entries[0]!.options).toEqual(['equipment.hand-weapons', 'equipment.warbows']);
    expect(groupIssues(back.list!)).toEqual([]);
  });

  it('picking one of them makes it stand alone, as Old World Builder’s radio button; both can be chosen again', () => {
    let l = withUnit('tomb-kings-of-khemri', 'tomb-kings-of-khemri-skeleton-archers');
    l = setChoice(l, 'e1', 'equipment.warbows', true, db).list;
    expect(entry(l).options).toEqual(['equipment.warbows']);
    expect(groupIssues(l)).toEqual([]);
    l = chooseTogether(l, 'e1', 'equipment.warbows', db).list;
    expect(entry(l).options).toEqual(['equipment.hand-weapons', 'equipment.warbows']);
    l = setChoice(l, 'e1', 'equipment.hand-weapons', true, db).list;
    expect(entry(l).options).toEqual(['equipment.hand-weapons']);
    // An option in no such set is refused, the list unchanged.
    const spearmen = withUnit('high-elf-realms', 'high-elf-realms-elven-spearmen');
    expect(chooseTogether(l, 'e1', 'armour.light-armour', db)).toMatchObject({ ok: false, list: l, error: { code: 'unknown-option' } });
    expect(entry(spearmen).options?.filter((o) => o.startsWith('equipment.'))).toEqual(['equipment.hand-weapons', 'equipment.thrusting-spears']);
    expect(groupIssues(spearmen)).toEqual([]);
  });

  it('two weapons of which the data ticks one still break the choose-one group', () => {
    const l = withUnit('tomb-kings-of-khemri', 'tomb-kings-of-khemri-tomb-king');
    const both = { ...l, entries: [{ ...entry(l), options: [...(entry(l).options ?? []), 'equipment.flail'] }] };
    expect(groupIssues(both).map((i) => [i.params.variant, i.params.option_en, i.params.other_en])).toEqual([['many', 'Hand weapon', 'Flail']]);
  });

  it('in the shipped armies: Elven Spearmen and Skeleton Archers (Salamander Packs tick one per composition)', () => {
    const found: string[] = [];
    for (const card of db.all()) {
      const ow = card.oldworld;
      if (!ow) continue;
      const compositions = ow.compositions ? Object.keys(ow.compositions) : [card.faction];
      for (const group of OW_GROUPS) {
        const chooseOne = ow[group][0] !== undefined && choicesOf(card).get(ow[group][0].id)?.chooseOne;
        if (chooseOne && compositions.some((c) => carriedTogether(ow[group], c, new Set()).length > 0)) found.push(`${card.id} ${group}`);
      }
    }
    expect(found.sort()).toEqual(['high-elf-realms-elven-spearmen equipment', 'tomb-kings-of-khemri-skeleton-archers equipment']);
    const salamanders = withUnit('lizardmen', 'lizardmen-salamander-packs');
    expect(entry(salamanders).options?.filter((o) => o.startsWith('equipment.'))).toEqual(['equipment.wicked-claws-fiery-breath-lizardmen']);
  });
});
