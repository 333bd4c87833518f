/**
 * Numbers typed by people (command-line options, the print dialog's diameters) read strictly:
 * plain decimal digits with an optional minus sign and, where allowed, one decimal separator
 * (`.` or `,`). `0x50`, `1e9`, `Infinity`, ` 5` and an empty text are not numbers here, although
 * `Number()` would take them (`Number('0x50')` is 80).
 */
export function parseDecimal(text: string, options: { integer?: boolean } = {}): number | undefined {
  const pattern = options.integer === false ? /^-?\d{1,9}(?:[.,]\d{1,6})?$/ : /^-?\d{1,9}$/;
  if (!pattern.test(text)) return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}
