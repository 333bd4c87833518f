import type { PrintJob, PrintProgress } from '../../core/print/job';
import { api } from './index';

/** How often a running print job is asked for its progress. */
export const POLL_MS = 100;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface PrintRun {
  /** Called with each progress report while the job runs. */
  onProgress?(progress: PrintProgress): void;
  /** True when the caller no longer wants the result (a newer job started): polling stops, null is returned. */
  cancelled?(): boolean;
}

export interface PrintedPdf {
  pdfBase64: string;
  fileName: string;
  jobId: string;
}

/**
 * Has the main process ready printing while the player is still choosing what to print
 * (preparePrint: the print worker started and warmed up; the first print after start took 1-2 s
 * for it). Views that print call it when they open; once printing is ready it costs one quick
 * request. A failure is not shown: printing then starts the worker itself.
 */
export function preparePrinting(): void {
  api.preparePrint({}).catch(() => undefined);
}

/**
 * The one print loop of the app: starts a job in the main process, polls its progress every
 * POLL_MS and fetches the PDF. Throws the job's error; resolves null when cancelled.
 */
export async function runPrintJob(job: PrintJob, run: PrintRun = {}): Promise<PrintedPdf | null> {
  const { jobId } = await api.startPrint({ job });
  for (;;) {
    const status = await api.getPrintStatus({ jobId });
    if (run.cancelled?.()) return null;
    run.onProgress?.(status.progress);
    if (status.state === 'failed') throw new Error(status.error ?? 'printing failed');
    if (status.state === 'done') break;
    await sleep(POLL_MS);
    if (run.cancelled?.()) return null;
  }
  const result = await api.getPrintResult({ jobId });
  if (run.cancelled?.()) return null;
  return { ...result, jobId };
}
