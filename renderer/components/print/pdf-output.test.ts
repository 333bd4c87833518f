import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadPdf, formatBytes, printPdf } from './pdf-output';

const BYTES = new TextEncoder().encode('%PDF-1.7');

/** The frame printPdf adds to the page, kept out of the document (happy-dom does not load frames). */
function catchFrame(): () => HTMLIFrameElement {
  const append = vi.spyOn(document.body, 'appendChild').mockImplementation((node) => node);
  return () => append.mock.calls[0]?.[0] as HTMLIFrameElement;
}

/** happy-dom has no PDF viewer flag: give the navigator one. */
function pdfViewer(enabled: boolean): void {
  Object.defineProperty(navigator, 'pdfViewerEnabled', { value: enabled, configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('getting the PDF out', () => {
  it('downloads the PDF under its file name from a blob URL', () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:muster/1');
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    downloadPdf(BYTES, 'Siege.pdf');
    expect(clicked).toEqual([{ href: 'blob:muster/1', download: 'Siege.pdf' }]);
    const blob = create.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(8);
    expect(document.querySelector('a')).toBeNull();
  });

  it('says printing is unavailable when the window has no PDF viewer', async () => {
    pdfViewer(false);
    const create = vi.spyOn(URL, 'createObjectURL');
    expect(await printPdf(BYTES)).toBe('unavailable');
    expect(create).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('prints through a hidden frame once it has loaded the PDF', async () => {
    pdfViewer(true);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:muster/2');
    const added = catchFrame();
    const outcome = printPdf(BYTES);
    const frame = added();
    expect(frame.src).toBe('blob:muster/2');
    expect(frame.className).toBe('print-frame');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    const print = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { focus: vi.fn(), print } });
    frame.dispatchEvent(new Event('load'));
    expect(await outcome).toBe('opened');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('gives up when the frame cannot be printed', async () => {
    pdfViewer(true);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:muster/3');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const added = catchFrame();
    const outcome = printPdf(BYTES);
    const frame = added();
    const remove = vi.spyOn(frame, 'remove');
    Object.defineProperty(frame, 'contentWindow', { value: null });
    frame.dispatchEvent(new Event('load'));
    expect(await outcome).toBe('unavailable');
    expect(remove).toHaveBeenCalled();
    expect(revoke).toHaveBeenCalledWith('blob:muster/3');
  });

  it('writes sizes for people', () => {
    expect(formatBytes(28_400, 'en')).toBe('28 kB');
    expect(formatBytes(300, 'en')).toBe('1 kB');
    expect(formatBytes(1_234_567, 'de')).toBe('1,2 MB');
  });
});
