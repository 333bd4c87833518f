import { describe, expect, it } from 'vitest';
import { bearer, checkTj, tjList } from '../test-fixtures';
import { issueMessage } from '../../../../i18n/issues';
import { tjostUnassignedItem } from './unassigned-item';

describe('tjost.unassigned-item', () => {
  it('every spell, miracle, artifact and equipment card with exactly one bearer per copy is fine', () => {
    const list = tjList('tjost-game', [
      { id: 'm', cardId: 'mage' },
      { id: 'w', cardId: 'warrior' },
      { id: 's', cardId: 'spell', assignments: [bearer('m')] },
      { id: 'r', cardId: 'miracle', assignments: [bearer('w')] },
      { id: 'a', cardId: 'artifact', count: 2, assignments: [bearer('m'), bearer('w')] },
      { id: 'f', cardId: 'flask', assignments: [bearer('w')] },
    ]);
    expect(checkTj(tjostUnassignedItem, list)).toEqual([]);
  });

  it('an equipment card needs a bearer too (TJOST: magic, miracle and equipment cards)', () => {
    const list = tjList('tjost-game', [
      { id: 'w', cardId: 'warrior' },
      { id: 'f', cardId: 'flask' },
    ]);
    expect(checkTj(tjostUnassignedItem, list).map((i) => [i.code, i.entryId])).toEqual([['tjost.unassigned-item', 'f']]);
  });

  it('no bearer, fewer bearers than copies, and more bearers than copies', () => {
    const list = tjList('tjost-game', [
      { id: 'm', cardId: 'mage' },
      { id: 'w', cardId: 'warrior' },
      { id: 's', cardId: 'spell' },
      { id: 'r', cardId: 'miracle', count: 2, assignments: [bearer('w')] },
      { id: 'a', cardId: 'artifact', assignments: [bearer('m'), bearer('w')] },
    ]);
    expect(checkTj(tjostUnassignedItem, list)).toEqual([
      { code: 'tjost.unassigned-item', severity: 'error', entryId: 's', params: { variant: 'none', bearers: 0, count: 1 } },
      { code: 'tjost.unassigned-item', severity: 'error', entryId: 'r', params: { bearers: 1, count: 2 } },
      { code: 'tjost.unassigned-item', severity: 'error', entryId: 'a', params: { variant: 'more', bearers: 2, count: 1 } },
    ]);
  });

  it('says "once" for one copy paid on two bearers, "N times" above', () => {
    const said = (count: number) => issueMessage({ code: 'tjost.unassigned-item', severity: 'error', entryId: 'a', params: { variant: 'more', bearers: count + 1, count } }, 'en', { entryName: () => 'Sacred Lightning' });
    expect(said(1)).toBe('Sacred Lightning is carried by 2 figures but paid only once; the same item on two bearers must be paid twice. (TJOST: bearers)');
    expect(said(2)).toMatch(/^Sacred Lightning is carried by 3 figures but paid only 2 times;/);
    const gesagt = (count: number) => issueMessage({ code: 'tjost.unassigned-item', severity: 'error', entryId: 'a', params: { variant: 'more', bearers: count + 1, count } }, 'de', { entryName: () => 'Heiliger Blitz' });
    expect(gesagt(1)).toMatch(/^Heiliger Blitz ist 2 Figuren zugeordnet, aber nur einmal bezahlt;/);
    expect(gesagt(2)).toMatch(/^Heiliger Blitz ist 3 Figuren zugeordnet, aber nur 2-mal bezahlt;/);
  });

  it('applies to game lists only (a selection list names no bearers)', () => {
    expect(tjostUnassignedItem.kinds).toEqual(['tjost-game']);
  });
});
