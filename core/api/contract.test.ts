import { describe, expect, it } from 'vitest';
import { apiInputSchemas } from './contract';
import { newList } from '../list/new';
import { DEFAULT_TEXT_CHOICES } from '../export/text-options';

describe('the API contract: exportListText', () => {
  const list = newList({ name: 'A', system: 'confrontation', faction: 'dwarves-tir-na-bor', pointsLimit: 100, now: new Date('2026-01-01T00:00:00Z'), id: 'l1' });
  const parse = (choices: object) => apiInputSchemas.exportListText.safeParse({ list, lang: 'en', ...choices });

  it('takes every text export choice (TextChoices), each optional and a boolean (or a known style)', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ ...DEFAULT_TEXT_CHOICES }).success).toBe(true);
    const parsed = parse({ specialRules: true, profiles: true, secret: true });
    expect(parsed.success && { specialRules: parsed.data.specialRules, profiles: parsed.data.profiles, secret: parsed.data.secret }).toEqual({ specialRules: true, profiles: true, secret: true });
    // Bounded: a choice that is no boolean, a style it does not know, a field it does not know.
    for (const bad of [{ secret: 'yes' }, { specialRules: 1 }, { profiles: null }, { style: 'bbcode' }, { items: false }]) expect(parse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
