/** A file name from a free text (list name, card name): no path or control characters, at most 80 characters. */
export function safeFileName(name: string, ext: string, fallback = 'muster'): string {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch)).join('');
  const base = printable.replace(/\s+/g, ' ').trim().slice(0, 80) || fallback;
  return `${base}${ext}`;
}
