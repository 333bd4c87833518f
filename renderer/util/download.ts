/** Getting data out of the app in browser mode: the browser's download of a blob. */

/** Starts a download of `blob` under `fileName` (an `<a download>` on a blob URL). */
function downloadBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.hidden = true;
  doc.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

export function downloadBytes(fileName: string, bytes: Uint8Array<ArrayBuffer>, type: string, doc: Document = document): void {
  downloadBlob(new Blob([bytes], { type }), fileName, doc);
}

/** The bytes of a base64 text (PDFs as the API sends them). */
export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
