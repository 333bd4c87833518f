/** Ids that are safe as file names and in URLs: list, entry and print job ids. */
export const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A file name from a free text (list name, card name): no path or control characters, at most 80 characters. */
export function safeFileName(name: string, ext: string, fallback = 'muster'): string {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch)).join('');
  const base = printable.replace(/\s+/g, ' ').trim().slice(0, 80) || fallback;
  return `${base}${ext}`;
}
