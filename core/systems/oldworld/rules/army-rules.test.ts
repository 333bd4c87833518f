import { describe, expect, it } from 'vitest';
import { validateList } from '../../../checks/validate-list';
import { issueMessage } from '../../../i18n/issues';
import { addEntry } from '../../../list/ops';
import { newList } from '../../../list/new';
import type { ArmyList } from '../../../model/list';
import { setChoice } from '../options';
import { shippedOldWorld } from '../test-support/shipped';
import { newEntryStart } from '../unit';

const code = 'oldworld.army-rules';
const db = shippedOldWorld();

/** A list of the shipped army built as a player would: each unit at its start, then the choices given. */
function army(faction: string, units: [card: string, choices?: string[]][], composition?: string): ArmyList {
  let list = newList({ id: 'l', name: 'x', system: 'oldworld', faction, pointsLimit: 2000, now: new Date(0), ...(composition ? { composition } : {}) });
  for (const [card, choices = []] of units) {
    const start = newEntryStart(db.card(card), list);
    const added = addEntry(list, card, start.count, start.options);
    if (!added.ok || added.entryId === undefined) throw new Error(`cannot add ${card}`);
    list = added.list;
    for (const c of choices) list = setChoice(list, added.entryId, c, true, db).list;
  }
  return list;
}
const issues = (list: ArmyList) => validateList(list, db).filter((i) => i.code === code).map((i) => [i.entryId, i.params.variant]);

describe('oldworld.army-rules', () => {
  const priest = 'tomb-kings-of-khemri-high-priest';
  const mortuary = 'tomb-kings-of-khemri-mortuary-priest';
  const king = 'tomb-kings-of-khemri-tomb-king';

  it('Tomb Kings: exactly one Hierophant, who ranks highest among the Liche Priests', () => {
    expect(issues(army('tomb-kings-of-khemri', [[priest, ['command.general', 'options.wizard.level-3-wizard']]]))).toEqual([[undefined, 'hierophant-none']]);
    expect(issues(army('tomb-kings-of-khemri', [[priest, ['command.general', 'command.the-hierophant', 'options.wizard.level-4-wizard']], [mortuary, ['options.wizard.level-2-wizard']]]))).toEqual([]);
    expect(issues(army('tomb-kings-of-khemri', [[priest, ['command.general', 'options.wizard.level-4-wizard']], [mortuary, ['command.the-hierophant', 'options.wizard.level-2-wizard']]]))).toEqual([['e2', 'hierophant-level']]);
    expect(issues(army('tomb-kings-of-khemri', [[priest, ['command.general', 'command.the-hierophant', 'options.wizard.level-3-wizard']], [mortuary, ['command.the-hierophant', 'options.wizard.level-1-wizard']]]))).toEqual([['e2', 'hierophant-two']]);
  });

  it('a Tomb King speaking the Language of the Priests ranks above every wizard (Nehekharan Royal Hosts)', () => {
    const hosts = (kingChoices: string[], priestChoices: string[]) => army('tomb-kings-of-khemri', [[king, kingChoices], [priest, priestChoices]], 'nehekharan-royal-hosts');
    expect(issues(hosts(['command.general', 'command.general.arise-level-1-wizard', 'command.the-hierophant'], ['options.wizard.level-4-wizard']))).toEqual([]);
    expect(issues(hosts(['command.general', 'command.general.arise-level-1-wizard'], ['command.the-hierophant', 'options.wizard.level-4-wizard']))).toEqual([['e2', 'hierophant-level']]);
    // Without the Language of the Priests a Tomb King is no wizard, and so no Hierophant.
    expect(issues(hosts(['command.general', 'command.the-hierophant'], ['options.wizard.level-4-wizard']))).toEqual([['e1', 'hierophant-wizard']]);
  });

  it('Mortuary Cults: the General is the Hierophant', () => {
    const cults = (priestChoices: string[], mortuaryChoices: string[]) => army('tomb-kings-of-khemri', [[priest, priestChoices], [mortuary, mortuaryChoices]], 'mortuary-cults');
    expect(issues(cults(['command.general', 'command.the-hierophant', 'options.wizard.level-3-wizard'], ['options.wizard.level-1-wizard']))).toEqual([]);
    expect(issues(cults(['command.the-hierophant', 'options.wizard.level-3-wizard'], ['command.general', 'options.wizard.level-1-wizard']))).toEqual([['e2', 'hierophant-general']]);
  });

  it('Vampire Counts: the General is a wizard', () => {
    expect(issues(army('vampire-counts', [['vampire-counts-vampire-count', ['command.general', 'options.level-1-wizard']]]))).toEqual([]);
    expect(issues(army('vampire-counts', [['vampire-counts-vampire-count', ['command.general']]]))).toEqual([['e1', 'general-wizard']]);
  });

  it('Warriors of Chaos, Heralds of Darkness: as many characters as units with each mark of a god; other compositions do not ask', () => {
    const lord = (mark: string): [string, string[]] => ['warriors-of-chaos-chaos-lord', ['command.general', 'options.mark-of-chaos', `options.mark-of-chaos.${mark}`]];
    const warriors = (mark: string): [string, string[]] => ['warriors-of-chaos-chaos-warriors', ['options.mark-of-chaos', `options.mark-of-chaos.${mark}`]];
    expect(issues(army('warriors-of-chaos', [lord('mark-of-khorne'), warriors('mark-of-khorne')], 'heralds-of-darkness'))).toEqual([]);
    const uneven = army('warriors-of-chaos', [lord('mark-of-khorne'), warriors('mark-of-khorne'), warriors('mark-of-khorne')], 'heralds-of-darkness');
    const shadow = validateList(uneven, db).filter((i) => i.code === code);
    expect(shadow.map((i) => [i.params.variant, i.params.mark_en, i.params.count, i.params.units])).toEqual([['shadow-grows', 'Mark of Khorne', 1, 2]]);
    // One character and two units: no "1 characters have" (the counts stand as figures, any number reads right).
    expect(issueMessage(shadow[0]!, 'en', { entryName: (id) => id })).toMatch(/^Characters with the Mark of Khorne: 1; units with it: 2\. They must be as many\./);
    expect(issueMessage(shadow[0]!, 'de', { entryName: (id) => id })).toMatch(/^Charaktere mit dem Mal des Khorne: 1; Einheiten damit: 2\. Es müssen gleich viele sein\./);
    expect(issues(army('warriors-of-chaos', [lord('mark-of-khorne'), warriors('mark-of-khorne'), warriors('mark-of-khorne')]))).toEqual([]);
  });
});
