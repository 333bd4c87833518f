/** A file name from a list name: no path or control characters, at most 80 characters. */
export function fileNameFor(name: string, ext: string, fallback = 'muster'): string {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch)).join('');
  const base = printable.replace(/\s+/g, ' ').trim().slice(0, 80) || fallback;
  return `${base}${ext}`;
}

/** Browser mode: hands text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Copies text to the clipboard; false when the browser does not allow it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
