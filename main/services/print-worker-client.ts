import { Worker } from 'node:worker_threads';
import type { CardLookup, FactionInfo } from '../../core/db/types';
import type { DbCard } from '../../core/model/card';
import type { ArmyList } from '../../core/model/list';
import type { PrintJob, PrintProgress } from '../../core/print/job';
import type { WorkerReply, WorkerRequest } from '../print/worker';
import type { Renderer } from './print-jobs';

/** The worker's file: the TypeScript source when Muster runs from its sources, the bundle beside the built main otherwise. */
function printWorkerUrl(here = import.meta.url): URL {
  return here.endsWith('.ts') ? new URL('../print/worker-source.mjs', here) : new URL('./print-worker.js', here);
}

/** The cards a job's lists use (units and their magic items), with the cards those name (servants, chariot crews). */
export function cardsForJob(job: PrintJob, lookup: CardLookup): DbCard[] {
  const lists: ArmyList[] = [];
  if (job.list) lists.push(job.list);
  if (job.selection) lists.push(job.selection);
  if (job.siege?.attacker?.list) lists.push(job.siege.attacker.list);
  if (job.siege?.defender?.list) lists.push(job.siege.defender.list);
  const found = new Map<string, DbCard>();
  const queue = lists.flatMap((l) => l.entries.flatMap((e) => [e.cardId, ...(e.items ?? []).map((i) => i.item)]));
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id)) continue;
    const card = lookup.card(id);
    if (!card) continue;
    found.set(id, card);
    queue.push(...(card.warMachine?.servants ?? []), ...(card.chariot?.crew.map((c) => c.cardId) ?? []));
  }
  return [...found.values()];
}

interface PrintWorkerDeps {
  database(): Promise<{ lookup: CardLookup; factions: FactionInfo[] }>;
  resourcesDir: string;
  now(): Date;
  /** The worker's file (default: printWorkerUrl()). */
  url?: URL;
}

/**
 * A renderer for print jobs that runs them one after another on one worker thread, started on
 * first use and restarted if it dies. A job-level failure keeps its message.
 */
export function workerRenderer(deps: PrintWorkerDeps): Renderer & { close(): Promise<void> } {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { onProgress: (p: PrintProgress) => void; resolve: (pdf: Uint8Array) => void; reject: (err: Error) => void }>();

  function start(): Worker {
    const url = deps.url ?? printWorkerUrl();
    const w = new Worker(url);
    w.unref();
    w.on('message', (reply: WorkerReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      if (reply.type === 'progress') return job.onProgress({ done: reply.done, total: reply.total, label: reply.label });
      pending.delete(reply.id);
      if (reply.type === 'done') job.resolve(reply.pdf);
      else job.reject(new Error(reply.message));
    });
    const fail = (err: Error): void => {
      for (const job of pending.values()) job.reject(err);
      pending.clear();
      worker = undefined;
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`The print worker stopped (exit code ${code})`)));
    return w;
  }

  const render: Renderer = async (job, onProgress) => {
    const { lookup, factions } = await deps.database();
    worker ??= start();
    const id = nextId++;
    const request: WorkerRequest = { id, job, cards: cardsForJob(job, lookup), factions, resourcesDir: deps.resourcesDir, now: deps.now().toISOString() };
    const running = worker;
    return new Promise<Uint8Array>((resolve, reject) => {
      pending.set(id, { onProgress, resolve, reject });
      running.postMessage(request);
    });
  };
  return Object.assign(render, {
    async close() {
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  });
}
