import { describe, expect, it } from 'vitest';
import { validateList } from '../../../checks/validate-list';
import { issueMessage } from '../../../i18n/issues';
import type { CardLookup, FactionInfo } from '../../../db/types';
import type { DbCard } from '../../../model/card';
import type { OwUnitRule } from '../model';
import { ARMY, GENERAL, OW, OW_LOOKUP, owIssues, owList, WARRIORS } from '../test-fixtures';

const knights = { cardId: 'test-knights', count: 5 };

const perPointsIssues = (list: ReturnType<typeof owList>) => owIssues(list, 'oldworld.per-points').filter((i) => i.params.variant !== 'non-characters');

describe('oldworld.per-points', () => {
  it('0-1 Knights per 1000 points: one at 1999 points, two at 2000, the third is reported on its entry', () => {
    const base = [GENERAL, WARRIORS(60)];
    expect(perPointsIssues(owList(1999, [...base, knights]))).toEqual([]);
    expect(perPointsIssues(owList(1999, [...base, knights, knights]))).toEqual([
      { code: 'oldworld.per-points', severity: 'error', entryId: 'e4', params: { units_de: 'Ritter', units_en: 'Knights', count: 2, per: 1000, limit: 1999, max: 1 } },
    ]);
    expect(perPointsIssues(owList(2000, [...base, knights, knights]))).toEqual([]);
    expect(perPointsIssues(owList(2000, [...base, knights, knights, knights])).map((i) => [i.entryId, i.params.max])).toEqual([['e5', 2]]);
  });
  it('a required unit ("1+ Lord or Hero") is reported for the list when missing', () => {
    const list = owList(1000, [WARRIORS(30)], 'test-guard');
    expect(perPointsIssues(list)).toEqual([
      { code: 'oldworld.per-points', severity: 'error', params: { variant: 'min', units_de: 'Lord oder Held', units_en: 'Lord or Hero', count: 0, limit: 1000, min: 1 } },
    ]);
    expect(perPointsIssues(owList(1000, [GENERAL, WARRIORS(30)], 'test-guard'))).toEqual([]);
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
/** The per-points issues of a list, but the one about too few units besides characters (its own test below). */
const issuesWith = (lookup: CardLookup, list: ReturnType<typeof owList>) => validateList(list, lookup).filter((i) => i.code === 'oldworld.per-points' && i.params.variant !== 'non-characters');
const t = (en: string, de = en) => ({ en, de });
const CANNON = { cardId: 'test-cannon', count: 1 };
const LORD_ON_HORSE = { ...GENERAL, options: ['equipment.hand-weapon', 'armour.heavy-armour', 'mounts.warhorse', 'command.general'] };

describe('oldworld.per-points: units that need another unit, a General, an option, a mount or an item', () => {
  it('Knights need Warriors in the army first (`requires`): reported on the first Knights until Warriors come', () => {
    const lookup = withRules({ special: [{ ids: ['knights'], requires: ['warriors'], requiresType: 'core', names: t('Knights', 'Ritter'), requiresNames: t('Warriors', 'Krieger') }] });
    expect(issuesWith(lookup, owList(2000, [GENERAL, knights])).map((i) => [i.entryId, i.params.variant, i.params.required_en])).toEqual([['e2', 'requires', 'Warriors']]);
    expect(issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20), knights]))).toEqual([]);
  });

  it('a rule of the unit alone does not name it twice; a rule of several units names them beside it (`-among`)', () => {
    const own = withRules({ special: [{ ids: ['knights'], requires: ['warriors'], requiresType: 'core', names: t('Knights', 'Ritter'), requiresNames: t('Warriors', 'Krieger') }] });
    const [alone] = issuesWith(own, owList(2000, [GENERAL, knights]));
    expect(alone?.params.variant).toBe('requires');
    expect(issueMessage(alone!, 'en', { entryName: () => 'Knights' })).toBe('Knights: allowed only with Warriors in the army. (Army composition: limited units)');
    expect(issueMessage(alone!, 'de', { entryName: () => 'Ritter' })).toBe('Ritter: nur erlaubt, wenn die Armee dies enthält: Krieger. (Armeezusammenstellung: begrenzte Einheiten)');
    const group = withRules({ special: [{ ids: ['knights', 'guard-unit'], requires: ['warriors'], requiresType: 'core', names: t('Knights or Royal Guard'), requiresNames: t('Warriors') }] });
    const [among] = issuesWith(group, owList(2000, [GENERAL, knights]));
    expect(among?.params.variant).toBe('requires-among');
    expect(issueMessage(among!, 'en', { entryName: () => 'Knights' })).toBe('Knights (Knights or Royal Guard): allowed only with Warriors in the army. (Army composition: limited units)');
    // The General and item variants alike.
    const general = withRules({ special: [{ ids: ['knights'], requiresGeneral: true, requires: ['lord'], names: t('Knights'), requiresNames: t('Lord') }] });
    const heroGeneral = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon', 'command.general'] };
    expect(issueMessage(issuesWith(general, owList(2000, [heroGeneral, knights]))[0]!, 'en', { entryName: () => 'Knights' })).toBe('Knights: allowed only when Lord is the General. (Army composition: limited units)');
    const item = withRules({ special: [{ ids: ['knights', 'cannon'], requiresMagicItem: 'ogre-blade', names: t('Knights or Cannon') }] });
    expect(issuesWith(item, owList(2000, [GENERAL, knights])).map((i) => i.params.variant)).toEqual(['item-among']);
  });

  it('too few of a required unit names the units first, whatever their number ("Tomb Scorpion: ... at least 2")', () => {
    const lookup = withRules({ special: [{ ids: ['knights'], min: 2, names: t('Knights', 'Ritter') }] });
    const [few] = issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20), knights]));
    expect(issueMessage(few!, 'en', { entryName: (id) => id })).toBe('Knights: the army needs at least 2; the list has 1. (Army composition: required units)');
    expect(issueMessage(few!, 'de', { entryName: (id) => id })).toBe('Ritter: Die Armee braucht mindestens 2; die Liste hat 1. (Armeezusammenstellung: Pflichteinheiten)');
  });

  it('one Knights per Warriors (`perUnit`): the second Knights with one Warriors is one too many', () => {
    const lookup = withRules({ special: [{ ids: ['knights'], min: 0, max: 1, requires: ['warriors'], requiresType: 'core', perUnit: true, names: t('Knights'), requiresNames: t('Warriors') }] });
    expect(issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20), knights, CANNON]))).toEqual([]);
    expect(issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20), knights, knights])).map((i) => [i.entryId, i.params.variant, i.params.max, i.params.have])).toEqual([['e4', 'per-unit', 1, 1]]);
  });

  it('a minimum per 1000 points plus one per unit of another kind, without a maximum (a Troll Horde: Troll Mobs and Troll Hags)', () => {
    const lookup = withRules({ core: [{ ids: ['warriors'], min: 1, points: 1000, requires: ['hero'], requiresType: 'characters', perUnit: true, names: t('Warriors'), requiresNames: t('Hero') }] });
    const hero = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon'] };
    // 2000 points: at least 2 Warriors; without a Hero at most 2, each Hero allows one more.
    expect(issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20), knights, CANNON])).map((i) => [i.params.variant, i.params.min])).toEqual([['min', 2]]);
    expect(issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20), WARRIORS(20), knights]))).toEqual([]);
    expect(issuesWith(lookup, owList(2000, [GENERAL, WARRIORS(20), WARRIORS(20), WARRIORS(20)])).map((i) => [i.entryId, i.params.variant, i.params.max])).toEqual([['e4', 'per-unit', 2]]);
    expect(issuesWith(lookup, owList(2000, [GENERAL, hero, WARRIORS(20), WARRIORS(20), WARRIORS(20)]))).toEqual([]);
  });

  it('limits on mercenaries count the mercenary units (of other armies) in that category', () => {
    const merc: DbCard = { ...OW.ally, id: 'test-merc-ogres', provenance: { dataset: 'test', originalId: 'ogres', licence: 'test' } };
    const army: FactionInfo = { ...ARMY, oldworld: { ...ARMY.oldworld!, mercenaries: { 'test-army': [{ army: 'other-army', units: ['ogres'] }] } } };
    const main = army.oldworld!.compositions[0]!;
    const withMercRule: FactionInfo = { ...army, oldworld: { ...army.oldworld!, compositions: [{ ...main, categories: { ...main.categories, mercenaries: { maxPercent: 20, units: [{ ids: ['ogres'], min: 0, max: 1, points: 1000, names: t('Ogres') }] } } }] } };
    const lookup: CardLookup = { card: (id) => (id === merc.id ? merc : OW_LOOKUP.card(id)), faction: (system, id) => (system === 'oldworld' && id === 'test-army' ? withMercRule : undefined) };
    const ogres = { cardId: merc.id, count: 10 };
    expect(issuesWith(lookup, owList(1000, [GENERAL, WARRIORS(20), ogres, CANNON]))).toEqual([]);
    expect(issuesWith(lookup, owList(1000, [GENERAL, WARRIORS(20), ogres, ogres])).map((i) => [i.entryId, i.params.units_en, i.params.max])).toEqual([['e4', 'Ogres', 1]]);
  });

  it('a flat 0-1 (no "per 1000 points") is the same at any limit and says so, not "at 2000 points"', () => {
    const lookup = withRules({ special: [{ ids: ['knights'], max: 1, names: t('Knights') }] });
    expect(issuesWith(lookup, owList(3000, [GENERAL, WARRIORS(60), knights]))).toEqual([]);
    const found = issuesWith(lookup, owList(3000, [GENERAL, WARRIORS(60), knights, knights]));
    expect(found.map((i) => [i.entryId, i.params.variant, i.params.max])).toEqual([['e4', 'flat', 1]]);
    expect(issueMessage(found[0]!, 'en', { entryName: () => 'Knights (#4)' })).toBe(
      'Knights (#4): one unit of Knights too many; 2 in the list, at most 1 whatever the points limit. (Army composition: limited units)',
    );
  });

  it('at least three units besides characters; war machines, war beasts and swarms do not count', () => {
    const nonCharacters = (lookup: CardLookup, entries: Parameters<typeof owList>[1]) => validateList(owList(3000, entries), lookup).filter((i) => i.params.variant === 'non-characters');
    const issues = (entries: Parameters<typeof owList>[1]) => nonCharacters(OW_LOOKUP, entries);
    expect(issues([GENERAL, WARRIORS(20), knights])).toEqual([{ code: 'oldworld.per-points', severity: 'error', params: { variant: 'non-characters', count: 2, min: 3 } }]);
    expect(issues([GENERAL, WARRIORS(20), knights, CANNON])).toEqual([]);
    // An empty list lacks them too, as Old World Builder reports it.
    expect(issues([])).toEqual([{ code: 'oldworld.per-points', severity: 'error', params: { variant: 'non-characters', count: 0, min: 3 } }]);
    const machine: DbCard = { ...OW.cannon, id: 'test-machine', oldworld: { ...OW.cannon.oldworld!, troopType: 'WM' } };
    const lookup: CardLookup = { card: (id) => (id === machine.id ? machine : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    expect(nonCharacters(lookup, [GENERAL, WARRIORS(20), knights, { cardId: machine.id, count: 1 }]).map((i) => i.params.count)).toEqual([2]);
    // A war machine made in the card editor has only its troop type, no dataset code: it does not count either.
    const { troopType: _code, ...ownOw } = OW.cannon.oldworld!;
    const own: DbCard = { ...OW.cannon, id: 'own-machine', troopType: 'war-machine', oldworld: ownOw };
    const withOwn: CardLookup = { card: (id) => (id === own.id ? own : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    expect(nonCharacters(withOwn, [GENERAL, WARRIORS(20), knights, { cardId: own.id, count: 1 }]).map((i) => i.params.count)).toEqual([2]);
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
