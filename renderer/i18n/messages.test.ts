import { describe, expect, it } from 'vitest';
import de from './de';
import en from './en';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

function lookup(obj: object, key: string): string {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
}

describe('UI messages', () => {
  it('German and English have the same keys', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('German and English use the same placeholders', () => {
    for (const key of keys(en)) {
      expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('has no empty texts', () => {
    for (const key of keys(en)) {
      expect(lookup(en, key).trim(), key).not.toBe('');
      expect(lookup(de, key).trim(), key).not.toBe('');
    }
  });
});
