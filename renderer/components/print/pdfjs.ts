import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type PdfJs = typeof import('pdfjs-dist');
let loading: Promise<PdfJs> | null = null;

/** pdf.js, loaded on first use (it is large) with its worker from the app's own files. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs;
  });
  return loading;
}
