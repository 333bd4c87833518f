import { z } from 'zod';

/** Whether `text` is a date of the calendar written YYYY-MM-DD (2025-02-30 and 2025-13-45 are not). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/** A day of the calendar written YYYY-MM-DD: an event's date. */
export const calendarDateSchema = z.string().refine(isCalendarDate, 'a date is written YYYY-MM-DD and is a day of the calendar');
