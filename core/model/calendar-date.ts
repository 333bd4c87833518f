import { z } from 'zod';
import type { Lang } from './system';

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

/** A day as Muster writes dates in a language (sheets, reports): 21.11.2025 in German, 2025-11-21 in English. */
export function formatDay(date: Date, lang: Lang): string {
  const y = date.getUTCFullYear();
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return lang === 'de' ? `${d}.${m}.${y}` : `${y}-${m}-${d}`;
}

/** A date written YYYY-MM-DD (an event's) as formatDay writes it; one no calendar has (a file written before dates were checked) as written. */
export function formatCalendarDate(text: string, lang: Lang): string {
  return isCalendarDate(text) ? formatDay(new Date(`${text}T00:00:00Z`), lang) : text;
}
