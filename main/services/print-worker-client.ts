import { Worker } from 'node:worker_threads';
import type { CardLookup, FactionInfo } from '../../core/db/types';
import type { DbCard } from '../../core/model/card';
import type { ArmyList } from '../../core/model/list';
import { cardRefIds, listCardIds } from '../../core/list/card-ids';
import type { PrintJob, PrintProgress } from '../../core/print/job';
import type { WorkerReply, WorkerRequest } from '../print/worker';
import type { Renderer } from './print-jobs';

/** The worker's file: the TypeScript source when Muster runs from its sources, the bundle beside the built main otherwise. */
function printWorkerUrl(here = import.meta.url): URL {
  return here.endsWith('.ts') ? new URL('../print/worker-source.mjs', here) : new URL('./print-worker.js', here);
}

/**
 * The cards a job's lists use (listCardIds: units, their magic items and detachments), with the
 * cards those name (cardRefIds: servants, chariot crews). Every list a job carries counts: the
 * list, its selection list, a siege's armies and the selection list of every player of an event
 * (the registration report checks each one again; a card missing here reads as card.unknown).
 */
export function cardsForJob(job: PrintJob, lookup: CardLookup): DbCard[] {
  const lists: ArmyList[] = [];
  if (job.list) lists.push(job.list);
  if (job.selection) lists.push(job.selection);
  if (job.siege?.attacker?.list) lists.push(job.siege.attacker.list);
  if (job.siege?.defender?.list) lists.push(job.siege.defender.list);
  for (const player of job.event?.players ?? []) if (player.list) lists.push(player.list);
  const found = new Map<string, DbCard>();
  const queue = lists.flatMap((l) => [...listCardIds(l)]);
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id)) continue;
    const card = lookup.card(id);
    if (!card) continue;
    found.set(id, card);
    queue.push(...cardRefIds(card));
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
 * The sheet the worker renders to get ready (see `warm`): no list, a page of rulers with their
 * figures, so the fonts are parsed and the code that sets text and draws is compiled. (Every
 * document of a one-entry list instead made the warm-up longer and the first print no faster.)
 */
export const WARM_UP_JOB: PrintJob = { documents: ['rulers'], paper: 'a4', lang: 'en' };

/**
 * A renderer for print jobs that runs them one after another on one worker thread, started on
 * first use and restarted if it dies. A job-level failure keeps its message. `warm` starts the
 * worker ahead of the first job and has it render WARM_UP_JOB: the first print after start took
 * 1.0-1.3 s from the built app (2.1 s from the sources), 0.23-0.33 s after it, against 50-120 ms
 * for the next ones.
 */
export function workerRenderer(deps: PrintWorkerDeps): Renderer & { warm(): Promise<boolean>; close(): Promise<void> } {
  let worker: Worker | undefined;
  let nextId = 1;
  /** The worker has rendered something (a job or the warm-up): it is ready. */
  let warmed = false;
  let warming: Promise<boolean> | undefined;
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
      if (reply.type === 'done') {
        warmed = true;
        job.resolve(reply.pdf);
      } else job.reject(new Error(reply.message));
    });
    const fail = (err: Error): void => {
      for (const job of pending.values()) job.reject(err);
      pending.clear();
      worker = undefined;
      warmed = false;
      warming = undefined;
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`The print worker stopped (exit code ${code})`)));
    return w;
  }

  /** Posts a job to the worker (started if it is not running) and resolves with its PDF. */
  function post(job: PrintJob, cards: DbCard[], factions: FactionInfo[], onProgress: (p: PrintProgress) => void): Promise<Uint8Array> {
    worker ??= start();
    const id = nextId++;
    const request: WorkerRequest = { id, job, cards, factions, resourcesDir: deps.resourcesDir, now: deps.now().toISOString() };
    const running = worker;
    return new Promise<Uint8Array>((resolve, reject) => {
      pending.set(id, { onProgress, resolve, reject });
      running.postMessage(request);
    });
  }

  const render: Renderer = async (job, onProgress) => {
    const { lookup, factions } = await deps.database();
    return post(job, cardsForJob(job, lookup), factions, onProgress);
  };
  return Object.assign(render, {
    /** Starts the worker and renders WARM_UP_JOB once; true once ready (at once when it is), false when the worker failed. */
    warm(): Promise<boolean> {
      if (warmed && worker) return Promise.resolve(true);
      warming ??= post(WARM_UP_JOB, [], [], () => undefined).then(
        () => true,
        () => {
          warming = undefined;
          return false;
        },
      );
      return warming;
    },
    async close() {
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  });
}
