/**
 * The print worker: renders print jobs on its own thread, so the API (browser mode and the
 * desktop app's main process) keeps answering while a large job renders. It receives the
 * job with the cards it needs and posts progress, then the PDF (transferred, not copied).
 */
import { parentPort } from 'node:worker_threads';
import { cardLookup } from '../../core/db/lookup';
import type { FactionInfo } from '../../core/db/types';
import type { DbCard } from '../../core/model/card';
import type { PrintJob } from '../../core/print/job';
import { PrintJobError, renderPrintJob } from './engine';

export interface WorkerRequest {
  id: number;
  job: PrintJob;
  cards: DbCard[];
  factions: FactionInfo[];
  resourcesDir: string;
  now: string;
}

export type WorkerReply =
  | { id: number; type: 'progress'; done: number; total: number; label: string }
  | { id: number; type: 'done'; pdf: Uint8Array }
  | { id: number; type: 'failed'; message: string; jobError: boolean };

const port = parentPort;
if (port) {
  port.on('message', (req: WorkerRequest) => {
    // The factions go into the lookup too: the rules read an army (an Old World composition) from it.
    const deps = { lookup: cardLookup(req.cards, req.factions), factions: req.factions, resourcesDir: req.resourcesDir, now: new Date(req.now) };
    renderPrintJob(req.job, deps, (p) => port.postMessage({ id: req.id, type: 'progress', ...p } satisfies WorkerReply)).then(
      (pdf) => port.postMessage({ id: req.id, type: 'done', pdf } satisfies WorkerReply, [pdf.buffer as ArrayBuffer]),
      (err: unknown) =>
        port.postMessage({ id: req.id, type: 'failed', message: err instanceof Error ? err.message : String(err), jobError: err instanceof PrintJobError } satisfies WorkerReply),
    );
  });
}
