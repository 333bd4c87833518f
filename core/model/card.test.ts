import { describe, expect, it } from 'vitest';
import { cardSchema } from './card';

describe('cardSchema', () => {
  it('fills defaults', () => {
    const c = cardSchema.parse({ id: 'x', kind: 'fighter', name: { de: 'X', en: 'X' }, source: 'user', points: 5 });
    expect(c.figures).toBe(1);
    expect(c.abilities).toEqual([]);
  });
  it('rejects bad ids', () => {
    expect(cardSchema.safeParse({ id: 'Bad Id', kind: 'fighter', name: { de: 'X', en: 'X' }, source: 'user', points: 5 }).success).toBe(false);
  });
});
