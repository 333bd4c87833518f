import { describe, expect, it } from 'vitest';
import { checkRule, listOf } from '../../../checks/test-fixtures';
import { validateList } from '../../../checks/validate-list';
import { bearerNotFigure } from './bearer-not-figure';
import { BEAR_LOOKUP } from '../test-fixtures';

const bearer = (id: string) => ({ type: 'bearer' as const, bearer: id });

describe('bearer.not-figure', () => {
  it('fighters and war machines carry items', () => {
    const list = listOf([
      { id: 'm', cardId: 'mage' },
      { id: 'c', cardId: 'cannon' },
      { id: 's', cardId: 'naphtha-blast', assignments: [bearer('m')] },
      { id: 'h', cardId: 'rune-hammer', assignments: [bearer('c')] },
    ]);
    expect(checkRule(bearerNotFigure, list, BEAR_LOOKUP)).toEqual([]);
  });

  it('a spell "carried" by an artifact card is an error, and only that', () => {
    const list = listOf([
      { id: 'h', cardId: 'rune-hammer' },
      { id: 's', cardId: 'naphtha-blast', assignments: [bearer('h')] },
    ]);
    expect(checkRule(bearerNotFigure, list, BEAR_LOOKUP)).toEqual([
      { code: 'bearer.not-figure', severity: 'error', entryId: 's', params: { bearer: 'h' } },
    ]);
    expect(validateList(list, BEAR_LOOKUP).map((i) => `${i.code}@${i.entryId}`)).toEqual(['bearer.not-figure@s']);
  });

  it('each wrong bearer is named once; unknown bearers are assignment.unknown-target', () => {
    const list = listOf([
      { id: 'h', cardId: 'rune-hammer' },
      { id: 'b', cardId: 'blessing' },
      { id: 'q', cardId: 'potion', assignments: [bearer('h'), bearer('b'), bearer('h'), bearer('ghost')] },
    ]);
    expect(checkRule(bearerNotFigure, list, BEAR_LOOKUP).map((i) => i.params.bearer)).toEqual(['h', 'b']);
  });
});
