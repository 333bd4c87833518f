import type { CardDatabase } from '../../../db/database';
import { newList } from '../../../list/new';
import { addEntry } from '../../../list/ops';
import type { ArmyList } from '../../../model/list';
import { addItem, setChoice, setOptionCount } from '../options';
import { newEntryStart } from '../unit';

/**
 * Test support: the Empire list behind resources/samples/oldworld-list.owb.json, built with the
 * list operations. Its points as Old World Builder's points code adds them up, unit by unit:
 * General of the Empire 90 + full plate armour 6 + barded warhorse 16 + shield 2 + Sword of Might 20 = 134;
 * 6 Empire Knights 6x20 + lances 6x1 + drilled 6x1 + preceptor 6 + standard bearer 6 + War Banner 25 + musician 6 = 175;
 * 20 State Troops 20x5 + halberds 20x1 + shields 20x1 + sergeant 5 + standard bearer 5 + musician 5 = 155;
 * Great Cannon 125 + veteran 10 = 135; 3 Imperial Ogres 3x29 + 3 great weapons x4 = 99;
 * allied Dwarf Warriors 10x8 + shields 10x1 = 90. Total 788.
 */
export const SAMPLE_TOTAL = 788;

export function sampleEmpireList(db: CardDatabase): ArmyList {
  let list = newList({ name: 'Nuln border watch', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, id: 'sample-owb-empire', now: new Date('2025-03-01T10:00:00Z') });
  const add = (cardId: string, count: number, then: (id: string) => void = () => undefined): void => {
    const r = addEntry(list, cardId, count, newEntryStart(db.card(cardId), list).options);
    if (!r.ok || !r.entryId) throw new Error(`cannot add ${cardId}`);
    list = r.list;
    then(r.entryId);
  };
  const ok = (r: { ok: boolean; list: ArmyList }): void => {
    if (!r.ok) throw new Error('list operation failed');
    list = r.list;
  };
  const choose = (id: string, ...options: string[]): void => options.forEach((o) => ok(setChoice(list, id, o, true, db)));
  add('empire-of-man-general-of-the-empire', 1, (id) => {
    choose(id, 'armour.full-plate-armour', 'mounts.barded-warhorse', 'options.shield', 'command.general');
    ok(addItem(list, id, 'items.magic-items', 'item-general-sword-of-might', db));
  });
  add('empire-of-man-empire-knights', 6, (id) => {
    choose(id, 'options.drilled', 'command.preceptor-champion', 'command.standard-bearer', 'command.musician');
    ok(addItem(list, id, 'command.standard-bearer.magic', 'item-general-war-banner', db));
  });
  add('empire-of-man-state-troops', 20, (id) => choose(id, 'equipment.halberds', 'options.shields', 'command.sergeant-champion', 'command.standard-bearer', 'command.musician'));
  add('empire-of-man-great-cannon', 1, (id) => choose(id, 'options.veteran'));
  add('empire-of-man-imperial-ogres', 3, (id) => ok(setOptionCount(list, id, 'options.great-weapons', 3, db)));
  add('dwarfen-mountain-holds-dwarf-warriors', 10, (id) => {
    choose(id, 'options.shields');
    list = { ...list, entries: list.entries.map((e) => (e.id === id ? { ...e, note: 'From Karak Hirn' } : e)) };
  });
  return list;
}
