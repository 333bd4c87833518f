import { describe, expect, it } from 'vitest';
import type { CardLookup } from '../../../db/types';
import type { DbCard } from '../../../model/card';
import type { OwCompositionRule } from '../../../model/list';
import { validateList } from '../../../checks/validate-list';
import { issueMessage } from '../../../i18n/issues';
import { GENERAL, OW, OW_LOOKUP, owList, WARRIORS } from '../test-fixtures';

const rule = (list: ReturnType<typeof owList>, lookup: CardLookup = OW_LOOKUP) => validateList(list, lookup).filter((i) => i.code === 'oldworld.grand-melee');
const under = (compositionRule: OwCompositionRule | undefined, ...args: Parameters<typeof owList>) => ({ ...owList(...args), ...(compositionRule ? { compositionRule } : {}) });

// A wizard who buys his level: Level 3 or Level 4 (exclusive options), as the dataset offers them.
const wizard: DbCard = {
  ...OW.hero,
  id: 'test-wizard',
  oldworld: {
    ...OW.hero.oldworld!,
    options: [
      { id: 'options.level-3-wizard', name: { en: 'Level 3 Wizard', de: 'Zauberer der Stufe 3' }, points: 30, exclusive: true },
      { id: 'options.level-4-wizard', name: { en: 'Level 4 Wizard', de: 'Zauberer der Stufe 4' }, points: 60, exclusive: true },
    ],
  },
};
const withWizard: CardLookup = { card: (id) => (id === wizard.id ? wizard : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
const level = (n: 3 | 4) => ({ cardId: wizard.id, count: 1, options: ['equipment.hand-weapon', `options.level-${n}-wizard`] });

describe('oldworld.grand-melee', () => {
  it('says what a unit costs whatever the number of its name ("Staatstruppen (#2): 306 Punkte"), not "Staatstruppen kostet"', () => {
    const [issue] = rule(under('grand-melee', 1200, [GENERAL, WARRIORS(51), WARRIORS(50)]));
    expect(issueMessage(issue!, 'de', { entryName: () => 'Staatstruppen (#2)' })).toMatch(/^Staatstruppen \(#2\): 306 Punkte; bei Grand Melee darf keine Einheit mehr als 25 % /);
    expect(issueMessage(issue!, 'en', { entryName: () => 'State Troops (#2)' })).toMatch(/^State Troops \(#2\): 306 points; in Grand Melee no unit may cost more than 25% /);
  });
  it('a unit above 25% of the limit, exactly 25% being allowed; only under Grand Melee', () => {
    // 1200 points: 300 at most. 50 Warriors cost 300, 51 cost 306. Models balanced by a second unit.
    const exactly = under('grand-melee', 1200, [GENERAL, WARRIORS(50), WARRIORS(50)]);
    expect(rule(exactly)).toEqual([]);
    const over = under('grand-melee', 1200, [GENERAL, WARRIORS(51), WARRIORS(50)]);
    expect(rule(over)).toEqual([{ code: 'oldworld.grand-melee', severity: 'error', entryId: 'e2', params: { points: 306, max: 300, percent: 25, limit: 1200 } }]);
    expect(rule({ ...over, compositionRule: 'grand-melee-combined-arms' }).map((i) => i.entryId)).toEqual(['e2']);
    expect(rule(under(undefined, 1200, [GENERAL, WARRIORS(51), WARRIORS(50)]))).toEqual([]);
    expect(rule(under('combined-arms', 1200, [GENERAL, WARRIORS(51), WARRIORS(50)]))).toEqual([]);
  });

  it('named characters are left out of the 25% and the wizard limits', () => {
    const named: DbCard = { ...OW.lord, id: 'test-named-lord', points: 400, oldworld: { ...OW.lord.oldworld!, named: true } };
    const lookup: CardLookup = { card: (id) => (id === named.id ? named : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    expect(rule(under('grand-melee', 1000, [{ ...GENERAL, cardId: named.id }, WARRIORS(20), WARRIORS(20)]), lookup)).toEqual([]);
    // The same Lord at 400 points, not named, is over the 250 points of a 1000-point army.
    const plain: DbCard = { ...named, id: 'test-plain-lord', oldworld: { ...named.oldworld!, named: false } };
    const lookup2: CardLookup = { card: (id) => (id === plain.id ? plain : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    expect(rule(under('grand-melee', 1000, [{ ...GENERAL, cardId: plain.id }, WARRIORS(20), WARRIORS(20)]), lookup2).map((i) => i.entryId)).toEqual(['e1']);
  });

  it('one Level 3 Wizard per 1000 points, one Level 4 per 2000', () => {
    const params = (i: { params: Record<string, unknown> }) => i.params;
    expect(rule(under('grand-melee', 1999, [GENERAL, level(3), WARRIORS(20), WARRIORS(20)]), withWizard)).toEqual([]);
    expect(rule(under('grand-melee', 1999, [GENERAL, level(3), level(3), WARRIORS(20), WARRIORS(20)]), withWizard).map(params)).toEqual([{ variant: 'level', level: 3, count: 2, max: 1, per: 1000, limit: 1999 }]);
    expect(rule(under('grand-melee', 2000, [GENERAL, level(3), level(3), WARRIORS(20), WARRIORS(20)]), withWizard)).toEqual([]);
    expect(rule(under('grand-melee', 1999, [GENERAL, level(4), WARRIORS(20), WARRIORS(20)]), withWizard).map(params)).toEqual([{ variant: 'level', level: 4, count: 1, max: 0, per: 2000, limit: 1999 }]);
    expect(rule(under('grand-melee', 2000, [GENERAL, level(4), WARRIORS(20), WARRIORS(20)]), withWizard)).toEqual([]);
  });

  it('no unit with more than half of the army\'s models, exactly half being allowed', () => {
    // 1 + 11 + 10 = 22 models: 11 is half. 1 + 12 + 10 = 23: 12 is more than half.
    expect(rule(under('grand-melee', 2000, [GENERAL, WARRIORS(11), WARRIORS(10)]))).toEqual([]);
    expect(rule(under('grand-melee', 2000, [GENERAL, WARRIORS(12), WARRIORS(10)]))).toEqual([
      { code: 'oldworld.grand-melee', severity: 'error', entryId: 'e2', params: { variant: 'models', count: 12, total: 23 } },
    ]);
  });

  it("counts a unit's detachments as models of the army (as Old World Builder does)", () => {
    // 1 + 20 Mob (+ 3 Fanatics) + 16 = 40 models: the Mob's 20 are half. Without the Fanatics 37: 20 are more than half.
    const mob = (detachments: { cardId: string; count: number }[]) => ({ cardId: 'test-mob', count: 20, detachments });
    expect(rule(under('grand-melee', 2000, [GENERAL, mob([{ cardId: 'test-fanatics', count: 3 }]), WARRIORS(16)]))).toEqual([]);
    expect(rule(under('grand-melee', 2000, [GENERAL, mob([]), WARRIORS(16)]))).toEqual([
      { code: 'oldworld.grand-melee', severity: 'error', entryId: 'e2', params: { variant: 'models', count: 20, total: 37 } },
    ]);
  });
});
