import { describe, expect, it } from 'vitest';
import { ownName } from './own-name';

const guard = { name: { de: 'Teutogen-Garde', en: 'Teutogen Guard' } };

describe('ownName', () => {
  it('is the entry’s own name where it differs from its card’s in the language shown', () => {
    expect(ownName({ name: "Ulric's Own" }, guard, 'en')).toBe("Ulric's Own");
    expect(ownName({ name: 'Teutogen Guard' }, guard, 'de')).toBe('Teutogen Guard');
  });

  it('is none where the entry has none or repeats its card’s name (case and spaces aside)', () => {
    expect(ownName({}, guard, 'en')).toBeUndefined();
    expect(ownName({ name: '  ' }, guard, 'en')).toBeUndefined();
    expect(ownName({ name: 'Teutogen Guard' }, guard, 'en')).toBeUndefined();
    expect(ownName({ name: 'teutogen  guard ' }, guard, 'en')).toBeUndefined();
    expect(ownName({ name: 'Teutogen-Garde' }, guard, 'de')).toBeUndefined();
    // An unknown card: the own name is all there is.
    expect(ownName({ name: 'Teutogen Guard' }, undefined, 'en')).toBe('Teutogen Guard');
  });
});
