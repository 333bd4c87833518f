import { describe, expect, it } from 'vitest';
import { aboard, checkRule, codesOf, listOf } from '../../../../checks/test-fixtures';
import { transportNotTransportable } from './transport-not-transportable';

describe('transport.not-transportable', () => {
  it('Very Large, mounted and enthroned figures cannot ride', () => {
    const list = listOf([
      { id: 'c', cardId: 'chariot', count: 3 },
      { id: 'v', cardId: 'very-large-one', assignments: [aboard('c')] },
      { id: 'r', cardId: 'rider', assignments: [aboard('c')] },
      { id: 't', cardId: 'enthroned', assignments: [aboard('c')] },
      { id: 'n', cardId: 'normal-one', assignments: [aboard('c')] },
    ]);
    expect(checkRule(transportNotTransportable, list)).toEqual([
      { code: 'transport.not-transportable', severity: 'error', entryId: 'v', params: { vehicle: 'c', reason: 'very-large' } },
      { code: 'transport.not-transportable', severity: 'error', entryId: 'r', params: { vehicle: 'c', reason: 'mount' } },
      { code: 'transport.not-transportable', severity: 'error', entryId: 't', params: { vehicle: 'c', reason: 'throne' } },
    ]);
    expect(codesOf(list)).toEqual(['transport.not-transportable@v', 'transport.not-transportable@r', 'transport.not-transportable@t']);
  });

  it('an enthroned figure may ride in a list played by the German edition (it names cavalry and very large figures only)', () => {
    const list = { ...listOf([{ id: 'c', cardId: 'chariot' }, { id: 't', cardId: 'enthroned', assignments: [aboard('c')] }, { id: 'r', cardId: 'rider', assignments: [aboard('c')] }]), edition: 'de' as const };
    expect(checkRule(transportNotTransportable, list).map((i) => [i.entryId, i.params.reason])).toEqual([['r', 'mount']]);
    expect(checkRule(transportNotTransportable, { ...list, edition: 'en' }).map((i) => [i.entryId, i.params.reason])).toEqual([['t', 'throne'], ['r', 'mount']]);
  });
});

