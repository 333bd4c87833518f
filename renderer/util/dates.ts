import type { Lang } from '../../core/model/system';

/**
 * Dates and times as the app shows them, in the interface language. Formatters are built once
 * per language and style: building one is the slow part (tens of ms on first use), formatting is cheap.
 */
type Style = 'date-time' | 'date-time-seconds' | 'time';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  'date-time-seconds': { dateStyle: 'medium', timeStyle: 'medium' },
  time: { hour: '2-digit', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, style: Style): Intl.DateTimeFormat {
  const key = `${lang}/${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', OPTIONS[style]);
    formatters.set(key, f);
  }
  return f;
}

/** A date with its time (`seconds` adds them), from a Date or an ISO text; an unreadable date is shown as given. */
export function formatDateTime(when: Date | string, lang: Lang, seconds = false): string {
  const d = typeof when === 'string' ? new Date(when) : when;
  if (Number.isNaN(d.getTime())) return String(when);
  return formatter(lang, seconds ? 'date-time-seconds' : 'date-time').format(d);
}

/** Hours and minutes. */
export function formatTime(when: Date, lang: Lang): string {
  return formatter(lang, 'time').format(when);
}
