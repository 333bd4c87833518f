import { describe, expect, it } from 'vitest';
import { GENERAL, owIssues, owList, WARRIORS } from '../test-fixtures';

describe('oldworld.composition', () => {
  it('a unit of another composition only, and an option of another composition, are reported', () => {
    const guard = { cardId: 'test-guard-unit', count: 10 };
    const banner = { ...WARRIORS(20), options: [...WARRIORS().options, 'options.banner-of-the-king'] };
    expect(owIssues(owList(1000, [GENERAL, banner, guard]), 'oldworld.composition')).toEqual([
      { code: 'oldworld.composition', severity: 'error', entryId: 'e2', params: { variant: 'option', option_de: 'Banner of the King', option_en: 'Banner of the King', composition_de: 'Testarmee', composition_en: 'Test Army' } },
      { code: 'oldworld.composition', severity: 'error', entryId: 'e3', params: { composition_de: 'Testarmee', composition_en: 'Test Army' } },
    ]);
    expect(owIssues(owList(1000, [GENERAL, banner, guard], 'test-guard'), 'oldworld.composition')).toEqual([]);
  });
  it('a unit of an army that is no ally is reported; an unknown composition too', () => {
    expect(owIssues(owList(1000, [GENERAL, WARRIORS(20), { cardId: 'test-ally-spears', count: 10 }]), 'oldworld.composition').map((i) => i.params.variant)).toEqual(['foreign']);
    expect(owIssues(owList(1000, [GENERAL], 'nope'), 'oldworld.composition').map((i) => i.params.variant)).toEqual(['unknown']);
  });
});
