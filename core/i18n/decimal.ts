import type { Lang } from '../model/system';

/**
 * A number as the language writes it: 76.2 in English, 76,2 in German; `digits` fixes the
 * decimals (1234.5 stays without thousands separators, as on the sheets and in the command line).
 */
export function decimal(lang: Lang, value: number, digits?: number): string {
  const text = digits === undefined ? String(value) : value.toFixed(digits);
  return lang === 'de' ? text.replace('.', ',') : text;
}
