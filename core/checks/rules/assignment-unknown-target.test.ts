import { describe, expect, it } from 'vitest';
import { codesOf, listOf } from '../test-fixtures';
import { validateList } from '../validate-list';
import { LOOKUP } from '../test-fixtures';

describe('assignment.unknown-target', () => {
  it('reports assignments to entries the list does not have', () => {
    const list = listOf([
      { id: 'a', cardId: 'small-one', assignments: [{ type: 'aboard', vehicle: 'gone' }] },
      { id: 'b', cardId: 'minelayer', assignments: [{ type: 'crew', machine: 'gone-too', role: 'servant' }] },
    ]);
    expect(codesOf(list)).toEqual(['assignment.unknown-target@a', 'assignment.unknown-target@b']);
    expect(validateList(list, LOOKUP)[1]?.params).toEqual({ target: 'gone-too' });
  });
});
