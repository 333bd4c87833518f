import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createHandlers } from '../../main/api/handlers';
import { startServer, type RunningServer } from '../../main/server/http-server';
import { generatedCardFiles } from './db';
import { report, summarise, type BenchResult } from './harness';

/**
 * UI figures, measured in Chromium against a browser-mode server (in-process) over a
 * database of 5,000 generated Confrontation cards (10 factions of 500):
 * - `ui-interactive`: from navigation start to the library showing its first result row and
 *   its search box, timed in the page (a fresh browser context each time; budget < 1.5 s);
 * - `ui-add-entry`: inside the page, from the Enter key in the editor's card search until the
 *   totals and the validation panel show the new entry (50 additions; p95 budget < 50 ms);
 * - `ui-search`: inside the page, from the last keystroke in the library search until the
 *   one matching card is shown (a query like `4007` after `400`; p95 budget < 50 ms).
 * Needs the built renderer (out/renderer): `npm run bench` builds it first.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-gpu'];
const EN = ['Guardian', 'Warrior', 'Marksman', 'Rider', 'Golem', 'Priest', 'Cannon', 'Ballista', 'Scout', 'Lord'];
const PLACES = ['Tir-Nâ-Bor', 'No-Dan-Kar', 'Akkylannie', 'Mid-Nor', 'Dirz'];

export interface UiBenchOptions {
  /** Page loads for ui-interactive. */
  loads?: number;
  /** Additions for ui-add-entry. */
  additions?: number;
  /** Keystrokes for ui-search. */
  keystrokes?: number;
  chromiumPath?: string;
}

/** A resources folder with the shipped fonts and 5,000 generated cards. */
async function benchResources(dir: string): Promise<void> {
  await fs.cp(path.join(root, 'resources', 'fonts'), path.join(dir, 'fonts'), { recursive: true });
  const cards = path.join(dir, 'cards', 'confrontation');
  await fs.mkdir(cards, { recursive: true });
  for (const f of generatedCardFiles(5000, 10)) await fs.writeFile(path.join(cards, f.name), f.text);
}

/**
 * Records (in the page) when the library's first result row and its search box are shown. The
 * visibility of each is checked only once it exists, so the probe adds no layout before that.
 */
const LIBRARY_READY_PROBE = `
  window.__musterReady = undefined;
  new MutationObserver((_, observer) => {
    const row = document.querySelector('table.cards tbody tr');
    const search = document.querySelector('.library input[type="search"]');
    if (!row || !search || !row.checkVisibility() || !search.checkVisibility()) return;
    window.__musterReady = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

/**
 * Milliseconds from navigation start to the library showing rows, for `loads` fresh browser
 * contexts (after one unmeasured load). Timed in the page: Playwright's own waiting checks a
 * page again only after 0, 20, 50, 100, 100 and then 500 ms, so timing that from outside
 * added up to half a second that was not the app's.
 */
export async function interactive(browser: Browser, url: string, loads: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < loads + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.addInitScript(LIBRARY_READY_PROBE);
    await page.goto(`${url}#/library`);
    const ready = await poll(page, 'window.__musterReady');
    if (i > 0) samples.push(ready);
    await context.close();
  }
  return samples;
}

/** Polls a page expression until it is neither undefined nor false (no eval: the page's CSP forbids it). */
export async function poll(page: Page, expression: string): Promise<number> {
  for (let i = 0; i < 500; i++) {
    const value = (await page.evaluate(expression)) as number | boolean | undefined;
    if (value !== undefined && value !== false) return Number(value);
    await page.waitForTimeout(10);
  }
  throw new Error(`not true within 5 s: ${expression}`);
}

/**
 * Runs `act` in the page and resolves with the milliseconds until `done` first holds, checked
 * on every DOM mutation. The clock starts right before `act`, once the observer watches: setting
 * the observer up is the measurement's work, not the app's (0.2 ms, median of 20 fresh pages, for
 * the two steps of choosing a system and an army). Page code is passed as text: tsx would wrap
 * functions in helpers that do not exist in the page.
 */
export function timeInPage(page: Page, setup: string, act: string, done: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    ${setup}
    const done = () => (${done});
    let t0 = 0;
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - t0);
    });
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('not shown within 5 s: ' + ${JSON.stringify(done)})); }, 5000);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    t0 = performance.now();
    ${act}
  })`) as Promise<number>;
}

/** Enter in the editor's card search, until the totals and the validation panel show the new entry. */
function timeAddition(page: Page): Promise<number> {
  return timeInPage(
    page,
    `const q = (id) => document.querySelector('[data-testid="' + id + '"]');
     const before = q('points-total').dataset.points;
     const checked = Number(q('validation').dataset.checked);`,
    `q('picker-search').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));`,
    `q('points-total').dataset.points !== before && Number(q('validation').dataset.checked) === checked + 1`,
  );
}

/** The last keystroke of a query in the library search, until the one matching card is listed. */
function timeKeystroke(page: Page, query: string, name: string): Promise<number> {
  return timeInPage(
    page,
    `const box = document.querySelector('input[type="search"]');
     const rows = () => document.querySelectorAll('table.cards tbody tr');`,
    `box.value = ${JSON.stringify(query)}; box.dispatchEvent(new Event('input', { bubbles: true }));`,
    `rows().length === 1 && rows()[0].textContent.includes(${JSON.stringify(name)})`,
  );
}

async function addEntries(page: Page, url: string, listId: string, additions: number): Promise<number[]> {
  await page.goto(`${url}#/lists/${listId}`);
  await page.getByTestId('picker-search').waitFor({ state: 'visible' });
  const first = page.getByRole('listbox', { name: 'Cards to add' }).getByRole('option').first();
  await first.waitFor();
  // Enter adds the highlighted card once the player has searched (an empty search adds nothing).
  const word = ((await first.textContent()) ?? '').trim().split(/\s+/)[0] ?? '';
  await page.getByTestId('picker-search').fill(word);
  await first.waitFor();
  const samples: number[] = [];
  for (let i = 0; i < additions + 3; i++) {
    const ms = await timeAddition(page);
    if (i >= 3) samples.push(ms);
  }
  return samples;
}

async function searchKeystrokes(page: Page, url: string, keystrokes: number): Promise<number[]> {
  await page.goto(`${url}#/library`);
  const box = page.getByRole('searchbox').first();
  await page.locator('table.cards tbody tr').first().waitFor({ state: 'visible' });
  const samples: number[] = [];
  for (let k = 0; k < keystrokes + 3; k++) {
    const i = 4000 + k * 7;
    const query = String(i);
    const name = `${EN[i % EN.length]} ${i} of ${PLACES[i % PLACES.length]}`;
    // Type all but the last character and let the results settle, then time the last keystroke.
    await box.fill(query.slice(0, -1));
    await page.locator('table.cards tbody tr').nth(1).waitFor({ state: 'attached' });
    await page.waitForTimeout(100);
    const ms = await timeKeystroke(page, query, name);
    if (k >= 3) samples.push(ms);
  }
  return samples;
}

export async function run(options: UiBenchOptions = {}): Promise<BenchResult[]> {
  const staticDir = path.join(root, 'out', 'renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new Error(`The renderer is not built (${staticDir}): run 'npx electron-vite build' first`);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-bench-ui-'));
  const resourcesDir = path.join(tmp, 'resources');
  const userDataDir = path.join(tmp, 'user');
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    await benchResources(resourcesDir);
    await fs.mkdir(userDataDir, { recursive: true });
    const handlers = createHandlers({ mode: 'browser', version: 'bench', resourcesDir, userDataDir, defaultLang: 'en', openLink: async () => false });
    const counts = await handlers.getCardCounts({});
    if (counts.confrontation !== 5000) throw new Error(`expected 5000 cards, got ${counts.confrontation}`);
    const list = await handlers.createList({ name: 'Bench', system: 'confrontation', faction: 'gen-faction-0', pointsLimit: 100000, kind: 'standard' });
    server = await startServer({ handlers, staticDir });
    browser = await chromium.launch({ executablePath: options.chromiumPath ?? process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

    const loads = await interactive(browser, server.url, options.loads ?? 10);
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const additions = options.additions ?? 50;
    // The library first: the additions leave the list's edits autosaved, and once their page is
    // gone a window opened after that offers them at start (it goes to the lists page).
    const keys = await searchKeystrokes(await context.newPage(), server.url, options.keystrokes ?? 30);
    const adds = await addEntries(await context.newPage(), server.url, list.id, additions);
    return [
      summarise('ui-interactive', loads, { cards: 5000, budget_ms: 1500 }),
      summarise('ui-add-entry', adds, { cards: 5000, entries_at_end: additions + 3, budget_p95_ms: 50 }),
      summarise('ui-search', keys, { cards: 5000, budget_p95_ms: 50 }),
    ];
  } finally {
    await browser?.close();
    await server?.close();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) for (const r of await run()) report(r);
