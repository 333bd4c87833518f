import { randomUUID } from 'node:crypto';
import type { PrintStatus } from '../../core/api/contract';
import type { PrintJob, PrintProgress } from '../../core/print/job';

interface JobState {
  status: PrintStatus;
  pdf?: Uint8Array;
  fileName: string;
}

export type Renderer = (job: PrintJob, onProgress: (p: PrintProgress) => void) => Promise<Uint8Array>;

/**
 * Print jobs run in the background; the renderer polls their progress (the same way over IPC
 * and HTTP) and fetches the PDF when done. Only the most recent jobs are kept.
 */
export function createPrintJobs(render: Renderer, keep = 8) {
  const jobs = new Map<string, JobState>();

  function get(jobId: string): JobState {
    const job = jobs.get(jobId);
    if (!job) throw new Error(`No print job '${jobId}' (it may have expired)`);
    return job;
  }

  return {
    start(job: PrintJob, fileName: string): string {
      const jobId = randomUUID();
      const state: JobState = { status: { state: 'running', progress: { done: 0, total: 1, label: '' } }, fileName };
      jobs.set(jobId, state);
      while (jobs.size > keep) jobs.delete(jobs.keys().next().value as string);
      render(job, (p) => {
        state.status = { ...state.status, progress: p };
      }).then(
        (pdf) => {
          state.pdf = pdf;
          state.status = { state: 'done', progress: { ...state.status.progress, done: state.status.progress.total }, bytes: pdf.byteLength };
        },
        (err: unknown) => {
          state.status = { ...state.status, state: 'failed', error: err instanceof Error ? err.message : String(err) };
        },
      );
      return jobId;
    },
    status(jobId: string): PrintStatus {
      return get(jobId).status;
    },
    result(jobId: string): { pdf: Uint8Array; fileName: string } {
      const job = get(jobId);
      if (!job.pdf) throw new Error(job.status.state === 'failed' ? (job.status.error ?? 'Printing failed') : 'The PDF is not ready yet');
      return { pdf: job.pdf, fileName: job.fileName };
    },
  };
}

