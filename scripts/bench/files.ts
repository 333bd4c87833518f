/**
 * File and API figures (issue: trust):
 * - `load-list-dup-5000`: reading a list file of 5,000 entries that all share one id (every
 *   later one gets a new id) — budget under 100 ms; it took 16 s when each duplicate scanned for
 *   the next free id.
 * - `api-during-print`: p95 latency of a small API call (getCardCounts, over HTTP to the
 *   browser-mode server) while a 2,000-entry `all` print renders — budget under 100 ms; the
 *   print runs on a worker thread.
 * - `list-overview-200-first` and `list-overview-200`: the lists page's data (listLists) with 200
 *   saved Old World lists of 15 units each, the first time in a session (every file read and
 *   checked) and again (only changed files are). No budget named; they took 135-215 ms each
 *   time when the files were read one after the other and checked at every call.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseListFile } from '../../core/list/load';
import { addEntry } from '../../core/list/ops';
import { newEntryStart } from '../../core/systems/oldworld/unit';
import { createHandlers } from '../../main/api/handlers';
import { startServer } from '../../main/server/http-server';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../../main/services/card-db';
import { measure, summarise, type BenchResult } from './harness';
import { benchList } from './print';

function duplicateListText(n: number): string {
  const entries = Array.from({ length: n }, () => ({ id: 'e1', cardId: 'goblin-warrior', count: 1, assignments: [] }));
  return JSON.stringify({
    format: 'muster-list', version: 2, id: 'dup', name: 'dup', system: 'confrontation', faction: 'goblins-no-dan-kar',
    pointsLimit: 400, kind: 'standard', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z', entries,
  });
}

/** Budgets of these figures (issue: trust). */
export const BUDGET_P95_MS = { 'load-list-dup-5000': 100, 'api-during-print': 100 } as const;

type Handlers = ReturnType<typeof createHandlers>;

/** Saves `count` Old World lists of (up to) 15 units each, the armies taken in turn. */
async function saveOldWorldLists(api: Handlers, count: number): Promise<void> {
  const factions = (await api.listFactions({})).filter((f) => f.system === 'oldworld');
  for (let i = 0; i < count; i++) {
    const faction = factions[i % factions.length]!.id;
    let list = await api.createList({ name: `List ${i + 1}`, system: 'oldworld', faction, pointsLimit: 2000, kind: 'standard' });
    const units = (await api.queryCards({ system: 'oldworld', faction, limit: 40 })).filter((c) => c.oldworld).slice(0, 15);
    for (const card of units) {
      const start = newEntryStart(card, list);
      const added = addEntry(list, card.id, start.count, start.options);
      if (added.ok) list = added.list;
    }
    await api.saveList({ list });
  }
}

/** `n` loads of the duplicate list, `rounds` prints of a list of `entries`, and an overview of `lists` lists (the test runs small ones). */
export async function run(options: { n?: number; rounds?: number; entries?: number; lists?: number } = {}): Promise<BenchResult[]> {
  const { n = 15, rounds = 3, entries = 2000, lists = 200 } = options;
  const results: BenchResult[] = [];
  const text = duplicateListText(5000);
  const load = await measure('load-list-dup-5000', n, () => {
    const parsed = parseListFile(text, 'dup.muster');
    if (parsed.list?.entries.length !== 5000 || parsed.list.entries.at(-1)?.id !== 'e5000') throw new Error('duplicates not renamed');
  });
  results.push({ ...load, budget_p95_ms: BUDGET_P95_MS['load-list-dup-5000'] });

  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'muster-bench-files-'));
  try {
    const resourcesDir = defaultResourcesDir();
    const api = createHandlers({ mode: 'browser', version: 'bench', resourcesDir, userDataDir, defaultLang: 'en', openLink: async () => false });
    const { db } = await loadCardDatabase([shippedCardsDir(resourcesDir)]);
    const cards = db.query({ system: 'confrontation', limit: 10000 });
    const list = benchList(cards, entries);
    const server = await startServer({ handlers: api, staticDir: userDataDir, token: 'bench-token' });
    const call = async (method: string, input: unknown): Promise<unknown> => {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Muster-Token': 'bench-token', Host: `127.0.0.1:${server.port}` },
        body: JSON.stringify(input),
      });
      const body = (await res.json()) as { ok: boolean; value?: unknown };
      if (!body.ok) throw new Error(`${method} failed`);
      return body.value;
    };
    await call('getCardCounts', {});
    const samples: number[] = [];
    let printMs = 0;
    for (let round = 0; round < rounds; round++) {
      const t0 = performance.now();
      const { jobId } = await api.startPrint({ job: { documents: ['all'], paper: 'a4', lang: 'en', list } });
      for (;;) {
        const c0 = performance.now();
        await call('getCardCounts', {});
        samples.push(performance.now() - c0);
        const status = await api.getPrintStatus({ jobId });
        if (status.state !== 'running') {
          if (status.state === 'failed') throw new Error(status.error);
          break;
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      printMs = performance.now() - t0;
    }
    await server.close();
    results.push(summarise('api-during-print', samples, { entries, print_ms: Math.round(printMs), budget_p95_ms: BUDGET_P95_MS['api-during-print'] }));

    await saveOldWorldLists(api, lists);
    const session = () => createHandlers({ mode: 'browser', version: 'bench', resourcesDir, userDataDir, defaultLang: 'en', openLink: async () => false });
    const first: number[] = [];
    for (let i = 0; i < Math.max(1, Math.round(n / 3)) + 1; i++) {
      const fresh = session();
      await fresh.getCardCounts({});
      const t0 = performance.now();
      const shown = await fresh.listLists({});
      if (i > 0) first.push(performance.now() - t0);
      if (shown.lists.length !== lists) throw new Error(`listed ${shown.lists.length} of ${lists} lists`);
    }
    results.push(summarise(`list-overview-${lists}-first`, first, { lists }));
    results.push({ ...(await measure(`list-overview-${lists}`, n, () => api.listLists({}))), lists });
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
  return results;
}
