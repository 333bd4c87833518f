import { describe, expect, it } from 'vitest';
import { validateList } from '../../../checks/validate-list';
import type { CardLookup, FactionInfo } from '../../../db/types';
import type { OwUnitRule } from '../model';
import { ARMY, GENERAL, OW_LOOKUP, owIssues, owList, WARRIORS } from '../test-fixtures';

const knights = { cardId: 'test-knights', count: 5 };

describe('oldworld.per-points', () => {
  it('0-1 Knights per 1000 points: one at 1999 points, two at 2000, the third is reported on its entry', () => {
    const base = [GENERAL, WARRIORS(60)];
    expect(owIssues(owList(1999, [...base, knights]), 'oldworld.per-points')).toEqual([]);
    expect(owIssues(owList(1999, [...base, knights, knights]), 'oldworld.per-points')).toEqual([
      { code: 'oldworld.per-points', severity: 'error', entryId: 'e4', params: { units_de: 'Ritter', units_en: 'Knights', count: 2, per: 1000, limit: 1999, max: 1 } },
    ]);
    expect(owIssues(owList(2000, [...base, knights, knights]), 'oldworld.per-points')).toEqual([]);
    expect(owIssues(owList(2000, [...base, knights, knights, knights]), 'oldworld.per-points').map((i) => [i.entryId, i.params.max])).toEqual([['e5', 2]]);
  });
  it('a required unit ("1+ Lord or Hero") is reported for the list when missing', () => {
    const list = owList(1000, [WARRIORS(30)], 'test-guard');
    expect(owIssues(list, 'oldworld.per-points')).toEqual([
      { code: 'oldworld.per-points', severity: 'error', params: { variant: 'min', units_de: 'Lord oder Held', units_en: 'Lord or Hero', count: 0, limit: 1000, min: 1 } },
    ]);
    expect(owIssues(owList(1000, [GENERAL, WARRIORS(30)], 'test-guard'), 'oldworld.per-points')).toEqual([]);
  });
});

/** The test army with other unit rules in its main composition (characters, core and special). */
function withRules(rules: { characters?: OwUnitRule[]; core?: OwUnitRule[]; special?: OwUnitRule[] }): CardLookup {
  const main = ARMY.oldworld!.compositions[0]!;
  const categories = { ...main.categories };
  for (const [category, units] of Object.entries(rules)) categories[category] = { ...categories[category]!, units };
  const army: FactionInfo = { ...ARMY, oldworld: { ...ARMY.oldworld!, compositions: [{ ...main, categories }] } };
  return { card: (id) => OW_LOOKUP.card(id), faction: (system, id) => (system === 'oldworld' && id === army.id ? army : undefined) };
}
const issuesWith = (lookup: CardLookup, list: ReturnType<typeof owList>) => validateList(list, lookup).filter((i) => i.code === 'oldworld.per-points');
const t = (en: string, de = en) => ({ en, de });
const LORD_ON_HORSE = { ...GENERAL, options: ['equipment.hand-weapon', 'armour.heavy-armour', 'mounts.warhorse', 'command.general'] };

describe('oldworld.per-points: units that need another unit, a General, an option, a mount or an item', () => {
  it('Knights need Warriors in the army first (`requires`): reported on the first Knights until Warriors come', () => {
    const lookup = withRules({ special: [{ ids: ['knights'], requires: ['warriors'], requiresType: 'core', names: t('Knights', 'Ritter'), requiresNames: t('Warriors', 'Krieger') }] });
    expect(issuesWith(lookup, owList(2000, [GENERAL, knights])).map((i) => [i.entryId, i.params.variant, i.params.required_en])).toEqual([['e2', 'requires', 'Warriors']]);
    expect(issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20), knights]))).toEqual([]);
  });

  it('one Knights per Warriors (`perUnit`): the second Knights with one Warriors is one too many', () => {
    const lookup = withRules({ special: [{ ids: ['knights'], min: 0, max: 1, requires: ['warriors'], requiresType: 'core', perUnit: true, names: t('Knights') }] });
    expect(issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20), knights]))).toEqual([]);
    expect(issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20), knights, knights])).map((i) => [i.entryId, i.params.max])).toEqual([['e4', 1]]);
  });

  it('Knights only with the Lord as General (`requiresGeneral`)', () => {
    const lookup = withRules({ special: [{ ids: ['knights'], requiresGeneral: true, requires: ['lord'], names: t('Knights'), requiresNames: t('Lord', 'Fürst') }] });
    const heroGeneral = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon', 'command.general'] };
    expect(issuesWith(lookup, owList(2000, [heroGeneral, knights])).map((i) => [i.entryId, i.params.variant, i.params.required_de])).toEqual([['e2', 'general', 'Fürst']]);
    expect(issuesWith(lookup, owList(2000, [GENERAL, knights]))).toEqual([]);
  });

  it('Knights only when the Lord General has an option (`requiresOption` with `requiresGeneral`): the mark of a Daemon Prince', () => {
    const lookup = withRules({ special: [{ ids: ['knights'], requiresGeneral: true, requires: ['lord', 'hero'], requiresOption: { unit: 'lord', id: 'shields' }, names: t('Knights') }] });
    const lordWithout = { ...GENERAL };
    const heroGeneral = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon', 'command.general'] };
    // The Lord's card has no option `options.shields`: the rule names it by its dataset id.
    const issues = issuesWith(lookup, owList(2000, [lordWithout, knights]));
    expect(issues.map((i) => [i.entryId, i.params.variant, i.params.general_en, i.params.option_en])).toEqual([['e2', 'general-option', 'Lord', 'shields']]);
    // A Hero General is allowed without it (the option is asked of a Lord General only).
    expect(issuesWith(lookup, owList(2000, [heroGeneral, knights]))).toEqual([]);
  });

  it('a unit of the rule that must take an option (`requiresOption`): the Warriors with Shields pass', () => {
    const lookup = withRules({ core: [{ ids: ['warriors'], requiresOption: { unit: 'warriors', id: 'shields' }, names: t('Warriors') }] });
    const issues = issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20)]));
    expect(issues.map((i) => [i.entryId, i.params.variant, i.params.option_en])).toEqual([['e2', 'option', 'Shields']]);
    const shielded = { ...WARRIORS(20), options: [...WARRIORS(20).options, 'options.shields'] };
    expect(issuesWith(lookup, owList(2000, [GENERAL, shielded]))).toEqual([]);
  });

  it('characters that must ride (`requiresMounted`): each one on foot is named', () => {
    const lookup = withRules({ characters: [{ ids: ['lord', 'hero'], requiresMounted: true, names: t('Lord or Hero') }] });
    const hero = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon'] };
    expect(issuesWith(lookup, owList(2000, [GENERAL, hero])).map((i) => [i.entryId, i.params.variant])).toEqual([
      ['e1', 'mounted'],
      ['e2', 'mounted'],
    ]);
    expect(issuesWith(lookup, owList(2000, [LORD_ON_HORSE])).map((i) => i.entryId)).toEqual([]);
  });

  it('Knights only when the General carries an item (`requiresMagicItem`, by its dataset name)', () => {
    const lookup = withRules({ special: [{ ids: ['knights'], min: 0, max: 1, requiresMagicItem: 'ogre-blade', names: t('Knights') }] });
    const issues = issuesWith(lookup, owList(2000, [GENERAL, knights]));
    expect(issues.map((i) => [i.entryId, i.params.variant, i.params.item_en])).toEqual([['e2', 'item', 'Ogre Blade']]);
    const armed = { ...GENERAL, items: [{ slot: 'items.magic-items', item: 'item-general-ogre-blade' }] };
    expect(issuesWith(lookup, owList(2000, [armed, knights]))).toEqual([]);
  });
});
