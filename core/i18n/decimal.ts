import type { Lang } from '../model/system';

/**
 * A number as the language writes it: 76.2 in English, 76,2 in German; `digits` fixes the
 * decimals (1234.5 stays without thousands separators, as on the sheets and in the command line).
 */
export function decimal(lang: Lang, value: number, digits?: number): string {
  const text = digits === undefined ? String(value) : value.toFixed(digits);
  return lang === 'de' ? text.replace('.', ',') : text;
}

/**
 * A share in percent as the language writes it, to at most one decimal: 8.5% in English,
 * 8,5 % in German (a no-break space before the sign), 25% rather than 25.0%. Plain arithmetic
 * rather than Intl.NumberFormat, whose first use in a window costs milliseconds.
 */
export function percent(lang: Lang, value: number): string {
  const text = decimal(lang, Math.round(value * 10) / 10 + 0);
  return lang === 'de' ? `${text}\u00a0%` : `${text}%`;
}

/**
 * A whole number as the screens show it: a real minus sign (U+2212) before a negative one, −3 rather
 * than -3 (as on the buttons, "−1"); `plus` puts + before a positive one, as a modifier (+2).
 */
export function signed(value: number, plus = false): string {
  return value < 0 ? `\u2212${-value}` : plus && value > 0 ? `+${value}` : String(value);
}
