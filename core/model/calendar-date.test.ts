import { describe, expect, it } from 'vitest';
import { calendarDateSchema, isCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('takes days of the calendar written YYYY-MM-DD, also 29 February of a leap year', () => {
    expect(['2026-11-29', '2024-02-29', '2000-02-29', '2025-12-31', '2025-01-01'].filter(isCalendarDate)).toHaveLength(5);
  });
  it('refuses days that do not exist and other spellings', () => {
    expect(['2025-13-45', '2025-02-30', '2025-02-29', '1900-02-29', '2025-00-10', '2025-04-31', '25-1-1', 'next friday', '2025-1-01', ''].filter(isCalendarDate)).toEqual([]);
    expect(calendarDateSchema.safeParse('2025-02-30').success).toBe(false);
  });
});
