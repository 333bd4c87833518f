/**
 * Old World figures, with the shipped data (all 18 armies, their magic items):
 * - `validate-oldworld-3000pts`: checking a 3,000-point Old World army (composition rules,
 *   options, magic items) — budget under 2 ms; each check is of a new list object, as after an
 *   edit, so nothing kept for the list before answers it;
 * - `validate-oldworld-50000`: the same check against a database of the shipped cards and 50,000
 *   generated ones (data packs grow it) — the same budget: the size of the database must not show
 *   in a check (it took 0.96 ms here when every check counted the army's cards among all cards);
 * - `load-oldworld-all`: loading the whole shipped database (cards of every system, every
 *   Old World army) in the main process;
 * - `ui-interactive-oldworld`: in Chromium, from navigation start to the library showing its
 *   first result row and its search box (timed in the page), with the whole shipped database —
 *   budget under 1 s;
 * - `ui-picker-oldworld`: the last keystroke in an Old World list editor's card search until the
 *   matching unit is offered — p95 budget under 50 ms;
 * - `ui-add-oldworld-21`: in an Empire list of 21 units (characters with their magic item
 *   pickers among them), a click on a unit the picker offers until the total shows it — budget
 *   under 20 ms (twice as fast as Old World Builder's 40 ms for adding a unit, issue 17); it took
 *   35-57 ms when every bearer's picker sorted and translated its items at each edit.
 */
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { addEntry } from '../../core/list/ops';
import { newList } from '../../core/list/new';
import { listPoints } from '../../core/list/totals';
import type { ArmyList } from '../../core/model/list';
import { addItem, setChoice } from '../../core/systems/oldworld/options';
import { newEntryStart } from '../../core/systems/oldworld/unit';
import { validateList } from '../../core/checks/validate-list';
import { createHandlers } from '../../main/api/handlers';
import { startServer, type RunningServer } from '../../main/server/http-server';
import { loadCardDatabase, shippedCardsDir } from '../../main/services/card-db';
import { generatedCardFiles } from './db';
import { measure, summarise, type BenchResult } from './harness';
import { CHROMIUM_ARGS, interactive, timeInPage } from './ui';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function army3000(): Promise<{ list: ArmyList; lookup: Awaited<ReturnType<typeof loadCardDatabase>>['db'] }> {
  const { db } = await loadCardDatabase([shippedCardsDir(path.join(root, 'resources'))]);
  let list = newList({ name: 'Bench', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 3000, now: new Date(0) });
  const units = db.query({ system: 'oldworld', faction: 'empire-of-man', limit: 10000 }).filter((c) => c.oldworld);
  for (let i = 0; listPoints(list, db) < 3000 && i < 60; i++) {
    const card = units[i % units.length]!;
    const start = newEntryStart(card, list);
    const added = addEntry(list, card.id, start.count + 5, start.options);
    if (!added.ok) continue;
    list = added.list;
    const first = card.oldworld?.options[0];
    if (first) list = setChoice(list, added.entryId!, first.id, true, db).list;
    if (card.oldworld?.items[0]) list = addItem(list, added.entryId!, card.oldworld.items[0].id, 'item-general-sword-of-might', db).list;
  }
  return { list, lookup: db };
}

/** The army checked against the shipped cards and 50,000 generated ones, loaded as a user's card folder. */
async function validateInLargeDatabase(list: ArmyList): Promise<BenchResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-bench-ow-cards-'));
  try {
    for (const f of generatedCardFiles(50000, 10)) await fs.writeFile(path.join(dir, f.name), f.text);
    const { db } = await loadCardDatabase([shippedCardsDir(path.join(root, 'resources')), dir]);
    const result = await measure('validate-oldworld-50000', 200, () => validateList({ ...list }, db), 20);
    return { ...result, entries: list.entries.length, cards: db.size, budget_ms: 2 };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** An Empire list of 21 units, the army's units in turn, each as it starts when added (characters among them). */
function army21(lookup: Awaited<ReturnType<typeof loadCardDatabase>>['db']): ArmyList {
  let list = newList({ name: 'Bench 21', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 5000, now: new Date(0) });
  const units = lookup.query({ system: 'oldworld', faction: 'empire-of-man', limit: 10000 }).filter((c) => c.oldworld);
  for (let i = 0; list.entries.length < 21 && i < 200; i++) {
    const card = units[i % units.length]!;
    const start = newEntryStart(card, list);
    const added = addEntry(list, card.id, start.count, start.options);
    if (added.ok) list = added.list;
  }
  return list;
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const { list, lookup } = await army3000();
  const validate = await measure('validate-oldworld-3000pts', 200, () => validateList({ ...list }, lookup), 20);
  results.push({ ...validate, entries: list.entries.length, points: listPoints(list, lookup), budget_ms: 2 });
  results.push(await validateInLargeDatabase(list));
  results.push(await measure('load-oldworld-all', 10, () => loadCardDatabase([shippedCardsDir(path.join(root, 'resources'))]), 2));

  const staticDir = path.join(root, 'out', 'renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new Error(`The renderer is not built (${staticDir}): run 'npx electron-vite build' first`);
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-bench-ow-'));
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const handlers = createHandlers({ mode: 'browser', version: 'bench', resourcesDir: path.join(root, 'resources'), userDataDir, defaultLang: 'en', openLink: async () => false });
    const counts = await handlers.getCardCounts({});
    const created = await handlers.createList({ name: 'Bench', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 3000, kind: 'standard' });
    await handlers.saveList({ list: { ...list, id: created.id } });
    server = await startServer({ handlers, staticDir });
    browser = await chromium.launch({ executablePath: process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const loads = await interactive(browser, server.url, 10);
    results.push(summarise('ui-interactive-oldworld', loads, { cards: counts.oldworld + counts.confrontation + counts.chronopia, budget_ms: 1000 }));
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await page.goto(`${server.url}#/lists/${created.id}`);
    const box = page.getByTestId('picker-search');
    await box.waitFor({ state: 'visible' });
    const queries = ['great cannon', 'state troops', 'militia', 'outriders', 'pistoliers', 'flagellants', 'steam tank', 'empire knights', 'greatswords', 'road wardens'];
    const keys: number[] = [];
    for (let k = 0; k < 33; k++) {
      const q = queries[k % queries.length]!;
      await box.fill(q.slice(0, -1));
      await page.waitForTimeout(80);
      // From the keystroke until the matching unit is offered (the search runs in the main process).
      const ms = await timeInPage(
        page,
        `const box = document.querySelector('[data-testid="picker-search"]');
         const offered = () => [...document.querySelectorAll('[role="listbox"] [role="option"]')].some((o) => o.textContent.toLowerCase().includes(${JSON.stringify(q)}));`,
        `box.value = ${JSON.stringify(q)}; box.dispatchEvent(new Event('input', { bubbles: true }));`,
        `document.querySelector('[role="listbox"]').dataset.query === ${JSON.stringify(q)} && offered()`,
      );
      if (k >= 3) keys.push(ms);
    }
    results.push(summarise('ui-picker-oldworld', keys, { cards: counts.oldworld, budget_p95_ms: 50 }));

    const army = await handlers.createList({ name: 'Bench 21', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 5000, kind: 'standard' });
    await handlers.saveList({ list: { ...army21(lookup), id: army.id } });
    await page.goto(`${server.url}#/lists/${army.id}`);
    await page.getByTestId('picker-search').waitFor({ state: 'visible' });
    const offered = page.getByRole('listbox', { name: 'Cards to add' }).getByRole('option');
    await offered.nth(9).waitFor();
    const adds: number[] = [];
    for (let k = 0; k < 23; k++) {
      await page.waitForTimeout(100);
      // From the click on a unit offered until the total shows it (validation, magic item pickers and all).
      const ms = await timeInPage(
        page,
        `const total = () => document.querySelector('[data-testid="points-total"]').dataset.points;
         const before = total();
         const unit = document.querySelectorAll('[role="listbox"] [role="option"]')[${k % 10}];`,
        `unit.click();`,
        `total() !== before`,
      );
      if (k >= 3) adds.push(ms);
    }
    results.push(summarise('ui-add-oldworld-21', adds, { entries_at_start: 21, budget_ms: 20 }));
  } finally {
    await browser?.close();
    await server?.close();
    await fs.rm(userDataDir, { recursive: true, force: true });
  }
  return results;
}
