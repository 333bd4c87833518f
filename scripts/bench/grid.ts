/**
 * `ui-grid-2000`: the card grid with a faction of 2,000 of the player's own cards, in Chromium
 * against a browser-mode server. Each sample is one real keystroke (Playwright's keyboard), timed
 * in the page from the key event to the first frame painted after the grid shows its effect:
 * - typing a digit into the selected Points cell (the cell editor opens with it),
 * - Enter (the value is taken, the row checked again, the active cell moves down),
 * - arrows (the active cell moves),
 * - Page Down (the next page of rows is rendered).
 * Reported: median and p95 over all keystrokes (budget p95 < 50 ms), and the p95 of each kind.
 * `open_ms`: from navigation start until the grid shows its first row with its Points cell, timed
 * in the page, median of OPENS fresh pages after a first open (the server's first open also loads
 * and checks the 2,000 cards: `first_open_ms`). Timed in the page because Playwright checks a page
 * again only after waiting up to 500 ms, which it would count.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { withBrowserServer } from './browser';
import { generatedCardFiles } from './db';
import { report, summarise, type BenchResult } from './harness';
import { poll } from './ui';

const ROWS = 2000;
const FACTION = 'gen-faction-0';
const OPENS = 5;

/** Records (in the page) when the grid's first row with its Points cell exists. */
const OPEN_PROBE = `
  window.__gridOpen = undefined;
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[role="row"][data-row="0"] [data-column="points"]')) return;
    window.__gridOpen = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
`;

/** Milliseconds from navigation start until the grid of the generated faction shows its first row, in a fresh page. */
async function openGrid(browser: Browser, url: string): Promise<{ page: Page; ms: number }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.addInitScript(OPEN_PROBE);
  await page.goto(`${url}#/cards/grid?system=confrontation&faction=${FACTION}`);
  return { page, ms: await poll(page, 'window.__gridOpen') };
}

/**
 * Arms the next keystroke's timing: resolves `window.__gridTiming` with the milliseconds from the
 * keydown's time stamp until a frame was painted after `cond` first held (checked on every DOM
 * change and input). Page code is passed as text (tsx would wrap functions in helpers the page lacks).
 */
function arm(page: Page, cond: string): Promise<unknown> {
  return page.evaluate(`(() => {
    const cond = () => (${cond});
    window.__gridTiming = new Promise((resolve, reject) => {
      let t0;
      let done = false;
      const observer = new MutationObserver(() => check());
      const check = () => {
        if (done || t0 === undefined || !cond()) return;
        done = true;
        observer.disconnect();
        document.removeEventListener('input', check, true);
        clearTimeout(timer);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - t0);
          channel.port2.postMessage(0);
        });
      };
      const timer = setTimeout(() => { done = true; observer.disconnect(); reject(new Error('not shown within 5 s: ' + ${JSON.stringify(cond)})); }, 5000);
      window.addEventListener('keydown', (e) => { t0 = e.timeStamp; queueMicrotask(check); }, { capture: true, once: true });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      document.addEventListener('input', check, true);
    });
  })()`);
}

async function keystroke(page: Page, key: string, cond: string): Promise<number> {
  await arm(page, cond);
  await page.keyboard.press(key);
  return (await page.evaluate('window.__gridTiming')) as number;
}

const ACTIVE = `document.querySelector('.grid-table').getAttribute('aria-activedescendant')`;
const activeIs = (row: number, col: number): string => `(${ACTIVE} || '').endsWith('-${row}-${col}')`;

export async function run(options: { rounds?: number; pages?: number } = {}): Promise<BenchResult[]> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-bench-grid-'));
  const userDataDir = path.join(tmp, 'user');
  try {
    // 2,000 of the player's own cards in one faction file (profiles, abilities, war machines in `more`).
    const [file] = generatedCardFiles(ROWS, 1);
    const content = JSON.parse(file!.text) as { cards: { source: string }[] };
    for (const c of content.cards) c.source = 'user';
    const dir = path.join(userDataDir, 'cards', 'confrontation');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, `${FACTION}.json`), JSON.stringify(content));

    return await withBrowserServer({ userDataDir }, async ({ url, browser }) => {
      const first = await openGrid(browser, url);
      await first.page.context().close();
      const opens: number[] = [];
      for (let i = 1; i < OPENS; i++) {
        const opened = await openGrid(browser, url);
        opens.push(opened.ms);
        await opened.page.context().close();
      }
      const { page, ms: last } = await openGrid(browser, url);
      opens.push(last);
      const grid = page.getByRole('grid');
      const rows = await page.locator('[data-testid="grid-summary"]').textContent();
      if (!rows?.includes(`${ROWS} cards`)) throw new Error(`expected ${ROWS} cards in the grid, it says: ${rows}`);
      const pointsCol = Number(await grid.locator('[role="row"][data-row="0"] [data-column="points"]').getAttribute('data-col'));
      await grid.locator('[role="row"][data-row="0"] [data-column="points"]').click();

      const pages: number[] = [];
      const typing: number[] = [];
      const commits: number[] = [];
      const arrows: number[] = [];
      // Page Down into the middle of the grid: each page of rows rendered as it comes into view.
      let row = 0;
      const pageCount = options.pages ?? 23;
      for (let i = 0; i < pageCount + 3; i++) {
        const before = row;
        const ms = await keystroke(page, 'PageDown', `!${activeIs(before, pointsCol)} && ${ACTIVE} !== null`);
        row = Number(/-(\d+)-\d+$/.exec((await grid.getAttribute('aria-activedescendant')) ?? '')?.[1]);
        if (i >= 3) pages.push(ms);
      }
      // Type a value, take it with Enter (the row is checked again), then move right and back.
      const rounds = options.rounds ?? 43;
      for (let i = 0; i < rounds; i++) {
        const digit = String((i % 9) + 1);
        const keep = i >= 3;
        const typed = await keystroke(page, digit, `document.querySelector('input.grid-editor')?.value === '${digit}'`);
        const cell = `document.querySelector('[role="row"][data-row="${row}"] [data-column="points"]')`;
        const taken = await keystroke(page, 'Enter', `!document.querySelector('input.grid-editor') && ${cell}?.textContent.trim() === '${digit}' && ${activeIs(row + 1, pointsCol)}`);
        row++;
        const right = await keystroke(page, 'ArrowRight', activeIs(row, pointsCol + 1));
        const left = await keystroke(page, 'ArrowLeft', activeIs(row, pointsCol));
        if (keep) {
          typing.push(typed);
          commits.push(taken);
          arrows.push(right, left);
        }
      }
      const all = [...typing, ...commits, ...arrows, ...pages];
      const p95 = (samples: number[]): number => summarise('', samples).p95_ms;
      return [
        summarise('ui-grid-2000', all, {
          rows: ROWS,
          typing_p95_ms: p95(typing),
          enter_p95_ms: p95(commits),
          arrow_p95_ms: p95(arrows),
          page_down_p95_ms: p95(pages),
          open_ms: summarise('', opens).median_ms,
          first_open_ms: Math.round(first.ms),
          budget_p95_ms: 50,
        }),
      ];
    });
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) for (const r of await run()) report(r);
