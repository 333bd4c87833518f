import { describe, expect, it } from 'vitest';
import { TJOST_TEXT } from './tjost';

describe('TJOST form texts', () => {
  it('the limits line counts one figure as a figure and several as figures, in both languages', () => {
    expect(TJOST_TEXT.en.form.limits(300, 1)).toBe('at most 300 AP and 20 figures; at least 275 AP · 1 figure');
    expect(TJOST_TEXT.en.form.limits(305, 12)).toBe('at most 305 AP and 20 figures; at least 275 AP · 12 figures');
    expect(TJOST_TEXT.de.form.limits(300, 1)).toBe('höchstens 300 A.P. und 20 Figuren; mindestens 275 A.P. · 1 Figur');
    expect(TJOST_TEXT.de.form.limits(305, 12)).toBe('höchstens 305 A.P. und 20 Figuren; mindestens 275 A.P. · 12 Figuren');
  });
});
