import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/translate';
import { issueMessage } from '../../../i18n/issues';
import { GENERAL, owIssues, owList, WARRIORS } from '../test-fixtures';

describe('oldworld.category-min', () => {
  it('Core at exactly 25% of the limit is enough; one point less is reported with the numbers', () => {
    // 400-point limit: Core needs at least 100 points. Ten Warriors with spears, heavy armour, shields and drill cost 10 each.
    const exactly = owList(400, [GENERAL, { ...WARRIORS(10), options: ['equipment.spears', 'armour.heavy-armour', 'options.shields', 'options.drilled'] }]);
    expect(owIssues(exactly, 'oldworld.category-min')).toEqual([]);
    const below = owList(400, [GENERAL, { ...WARRIORS(11), options: [...WARRIORS().options] }]);
    expect(owIssues(below, 'oldworld.category-min')).toEqual([
      { code: 'oldworld.category-min', severity: 'error', params: { category: 'core', points: 66, min: 100, percent: 25, limit: 400, count: 34, composition_de: 'Testarmee', composition_en: 'Test Army' } },
    ]);
  });
  it('names the category, the share and the composition in both languages', () => {
    const [issue] = owIssues(owList(2000, [GENERAL]), 'oldworld.category-min');
    const ctx = { entryName: (id: string) => id };
    expect(issueMessage(issue!, 'en', ctx)).toBe(
      'Core units hold 0 points: at least 25% of the 2000-point limit (500 points) must go there, 500 more. (Test Army: army composition)',
    );
    expect(issueMessage(issue!, 'de', ctx)).toContain('Kerneinheiten haben 0 Punkte');
    expect(translate('de', 'param.category.core')).toBe('Kerneinheiten');
  });
  it('says how many points are missing in the right number: "1 fehlt", "2 fehlen"', () => {
    // Eleven Warriors: 66 points of Core. At 268 points Core needs 67 (one missing), at 272 points 68 (two).
    const message = (limit: number, lang: 'de' | 'en') => issueMessage(owIssues(owList(limit, [GENERAL, WARRIORS(11)]), 'oldworld.category-min')[0]!, lang, { entryName: (id) => id });
    expect(message(268, 'de')).toContain('müssen es sein, 1 fehlt.');
    expect(message(272, 'de')).toContain('müssen es sein, 2 fehlen.');
    expect(message(268, 'en')).toContain('must go there, 1 more.');
  });
});
