import { downloadBytes } from '../../util/download';
import { decimal } from '../../../core/i18n/decimal';

/**
 * Getting a finished PDF out of the app in browser mode and in the desktop app without native
 * dialogs: download it, or print it through a hidden frame.
 */

/** Starts a download of the PDF under `fileName` (an `<a download>` on a blob URL). */
export function downloadPdf(bytes: Uint8Array<ArrayBuffer>, fileName: string, doc: Document = document): void {
  downloadBytes(fileName, bytes, 'application/pdf', doc);
}

type PrintOutcome = 'opened' | 'unavailable';

/**
 * Opens the PDF in a hidden frame and calls its print(), which shows the system print dialog.
 * 'unavailable' when this window has no PDF viewer (then the frame would only download the
 * file) or the frame cannot be printed; the caller then offers the download instead.
 */
export function printPdf(bytes: Uint8Array<ArrayBuffer>, doc: Document = document, timeoutMs = 15_000): Promise<PrintOutcome> {
  const nav = doc.defaultView?.navigator;
  if (!nav || nav.pdfViewerEnabled !== true) return Promise.resolve('unavailable');
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const frame = doc.createElement('iframe');
  frame.className = 'print-frame';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  const cleanup = (): void => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  return new Promise<PrintOutcome>((resolve) => {
    const timer = setTimeout(() => {
      cleanup();
      resolve('unavailable');
    }, timeoutMs);
    frame.addEventListener('load', () => {
      clearTimeout(timer);
      try {
        const win = frame.contentWindow;
        if (!win) throw new Error('no frame window');
        win.focus();
        win.print();
        resolve('opened');
        // The dialog needs the frame while it is open; tidy up much later.
        setTimeout(cleanup, 10 * 60_000);
      } catch {
        cleanup();
        resolve('unavailable');
      }
    });
    frame.src = url;
    doc.body.appendChild(frame);
  });
}

/** 1234567 -> "1.2 MB" (German: "1,2 MB"). */
export function formatBytes(bytes: number, lang: 'de' | 'en'): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'MB'] : [Math.max(1, Math.round(bytes / 1000)), 'kB'];
  return `${decimal(lang, value, unit === 'MB' ? 1 : undefined)} ${unit}`;
}
