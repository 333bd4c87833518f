import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './dates';

describe('dates', () => {
  const at = new Date(2026, 10, 21, 9, 5, 7);
  it('formats in the interface language, with or without seconds', () => {
    expect(formatDateTime(at, 'en')).toBe(at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatDateTime(at.toISOString(), 'de', true)).toBe(at.toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'medium' }));
    expect(formatTime(at, 'de')).toBe('09:05');
  });
  it('shows an unreadable date as given instead of "Invalid Date"', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});
