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

describe('dispersion template sizes', () => {
  const machine = (d: number) => ({
    id: 'm',
    kind: 'war-machine',
    name: { de: 'M', en: 'M' },
    source: 'user',
    points: 50,
    warMachine: { mobility: 'immobile', artillery: { class: 'heavy', kind: 'zone', templateDiameterMm: d } },
  });
  it('takes 30 to 180 mm, what prints true to scale with its numbers', () => {
    for (const d of [30, 70, 180]) expect(cardSchema.safeParse(machine(d)).success, String(d)).toBe(true);
  });
  it('refuses a template outside 30-180 mm with a message naming the field and the limit, instead of failing the print', () => {
    for (const [d, words] of [
      [29, 'at least 30 mm'],
      [181, 'at most 180 mm'],
    ] as const) {
      const r = cardSchema.safeParse(machine(d));
      expect(r.success).toBe(false);
      const issue = r.error?.issues[0];
      expect(issue?.path).toEqual(['warMachine', 'artillery', 'templateDiameterMm']);
      expect(issue?.message).toContain(words);
    }
  });
});
