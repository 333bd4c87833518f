/**
 * The steps of building an Old World list, in Chromium against a browser-mode server with the
 * whole shipped database (the job the issue compares with Old World Builder):
 * - `ui-cold-load`: from navigation start (fresh browser context) until the lists page's
 *   "New list" button is shown — budget under 300 ms; the tab has shown the server's icon before
 *   (see `openTab`), and `ui-cold-load-new-process` is the same load in a blank new tab, without
 *   a budget;
 * - `ui-new-list-choose-system`: in the "New list" dialog, from choosing "The Old World" until
 *   its armies are offered and the points limit shows its default (2000), plus choosing the Empire
 *   until the dialog shows it with its compositions (Old World Builder's form shows the same) —
 *   budget under 4 ms;
 *   `ui-new-list-choose-system-plain-dom` is the same two choices, timed the same way, in a page of
 *   plain DOM that makes only the changes the form makes (the same armies and compositions), as
 *   directly as a browser allows: what this machine's Chromium needs for the step with no app;
 * - `ui-create-to-editor`: from "Create list" until the editor shows the new list (total 0)
 *   with its card search visible (style and layout done) — budget under 33 ms.
 * Each repetition starts from a fresh browser context (nothing cached).
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FactionInfo } from '../../core/db/types';
import { withBrowserServer } from './browser';
import { report, summarise, type BenchResult } from './harness';
import { poll, timeInPage } from './ui';

/** Records (in the page) when the lists page's "New list" button first exists. */
const READY_PROBE = `
  window.__musterReady = undefined;
  new MutationObserver((_, observer) => {
    const button = [...document.querySelectorAll('.lists-view .page-actions button.primary')].find((b) => !b.disabled);
    if (!button) return;
    window.__musterReady = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

/**
 * A tab for the app, in a fresh browser context (nothing cached). Every answer of the server
 * carries `Cross-Origin-Opener-Policy: same-origin`, and a page with that header cannot stay in
 * the renderer process of the blank page Playwright opens a tab with: Chromium starts another
 * process for it, inside the measured load (about 130 ms here; 100 ms for a page of one script).
 * A user opening the address in a new tab pays a process start as the tab's own start, for any
 * site, and Old World Builder, served without the header, never paid it in this bench. So the tab
 * first shows the server's icon (an image, no text laid out), with the run's token: the app's load
 * that follows stays in that process and finds nothing of the app in the cache.
 */
async function openTab(browser: Browser, url: string, processUp: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  if (processUp) {
    const icon = new URL(`muster.svg${new URL(url).search}`, url).href;
    const answer = await page.goto(icon);
    if (answer?.status() !== 200) throw new Error(`The server's icon (${icon}) answered ${answer?.status() ?? 'nothing'}.`);
  }
  return { context, page };
}

async function coldLoad(page: Page, url: string): Promise<number> {
  await page.addInitScript(READY_PROBE);
  await page.goto(`${url}#/lists`);
  return poll(page, 'window.__musterReady');
}

/** Opens the dialog and times choosing The Old World and then the Empire. */
async function chooseSystem(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'New list' }).click();
  await page.locator('#list-create select').first().waitFor();
  // The faction list of the first system is filled once the dialog is open.
  await poll(page, `document.querySelectorAll('#list-create select')[1]?.options.length > 0`);
  // A player reads the dialog before choosing (the plain-DOM page below waits as long).
  await page.waitForTimeout(150);
  return chooseBoth(page);
}

/** Times choosing The Old World and then the Empire in the form's selects (system, army, composition). */
async function chooseBoth(page: Page): Promise<number> {
  const system = await timeInPage(
    page,
    `const selects = () => document.querySelectorAll('#list-create select');`,
    `selects()[0].value = 'oldworld'; selects()[0].dispatchEvent(new Event('change', { bubbles: true }));`,
    `[...selects()[1].options].some((o) => o.value === 'empire-of-man') && document.querySelector('#list-create input[type="number"]').value === '2000'`,
  );
  const army = await timeInPage(
    page,
    `const selects = () => document.querySelectorAll('#list-create select');`,
    `selects()[1].value = 'empire-of-man'; selects()[1].dispatchEvent(new Event('change', { bubbles: true }));`,
    `selects()[1].value === 'empire-of-man' && selects()[2]?.value === 'empire-of-man' && [...selects()[2].options].some((o) => o.value === 'city-state-of-nuln')`,
  );
  return system + army;
}

/** The options a select of the form shows for these factions (value: the id). */
const optionsOf = (factions: readonly FactionInfo[]): { id: string; label: string }[] => factions.map((f) => ({ id: f.id, label: f.name.en }));

/**
 * The form's two changes with no app: a page of three selects (system, army, composition) that,
 * on a choice, replaces the next select's options in one DOM operation and sets its value in a
 * microtask (where Vue makes its changes), and hides the composition where there is one. Timed by
 * the same observer and the same checks as chooseSystem, in a fresh tab each time.
 */
async function chooseSystemPlainDom(browser: Browser, armies: { confrontation: FactionInfo[]; oldworld: FactionInfo[] }): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const page = await context.newPage();
    await page.setContent('<form id="list-create"><select></select><select></select><label><select></select></label><input type="number" value="400"></form>');
    const data = {
      systems: [{ id: 'confrontation', label: 'Confrontation' }, { id: 'oldworld', label: 'The Old World' }, { id: 'chronopia', label: 'Chronopia' }],
      confrontation: optionsOf(armies.confrontation),
      oldworld: optionsOf(armies.oldworld),
      compositions: Object.fromEntries(armies.oldworld.map((f) => [f.id, (f.oldworld?.compositions ?? []).map((c) => ({ id: c.id, label: c.name.en }))])),
    };
    await page.evaluate(`((data) => {
      const [system, army, composition] = document.querySelectorAll('#list-create select');
      const fill = (select, options) => {
        const fragment = document.createDocumentFragment();
        for (const { id, label } of options) { const o = document.createElement('option'); o.value = id; o.textContent = label; fragment.append(o); }
        select.replaceChildren(fragment);
      };
      const compositions = () => {
        const list = data.compositions[army.value] ?? [];
        fill(composition, list);
        composition.value = list[0]?.id ?? '';
        composition.parentElement.hidden = list.length < 2;
      };
      fill(system, data.systems);
      fill(army, data.confrontation);
      compositions();
      system.addEventListener('change', () => queueMicrotask(() => {
        fill(army, data[system.value] ?? []);
        army.value = army.options[0]?.value ?? '';
        document.querySelector('#list-create input').value = '2000';
        compositions();
      }));
      army.addEventListener('change', () => queueMicrotask(compositions));
    })(${JSON.stringify(data)})`);
    await page.waitForTimeout(150);
    return await chooseBoth(page);
  } finally {
    await context.close();
  }
}

/**
 * "Create list" until the editor shows the new list at 0 points with its card search visible: laid
 * out with a size and not hidden, which makes the browser work out the page's style and layout
 * inside the window, as Old World Builder's figure does for its "Add" control.
 */
function createToEditor(page: Page): Promise<number> {
  return timeInPage(
    page,
    `const total = () => document.querySelector('[data-testid="points-total"]');
     const search = () => document.querySelector('[data-testid="picker-search"]');
     const shown = (el) => { const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0 && el.checkVisibility(); };`,
    `document.querySelector('button[type="submit"][form="list-create"]').click();`,
    `total() !== null && total().dataset.points === '0' && search() !== null && shown(search())`,
  );
}

export async function run(options: { n?: number } = {}): Promise<BenchResult[]> {
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-bench-flow-'));
  try {
    return await withBrowserServer({ userDataDir }, async ({ handlers, url, browser }) => {
      await handlers.getCardCounts({});
      const armies = async (system: 'confrontation' | 'oldworld') => (await handlers.listFactions({ system })).filter((f) => !f.itemList);
      const plainArmies = { confrontation: await armies('confrontation'), oldworld: await armies('oldworld') };
      const n = options.n ?? 15;
      const cold: number[] = [];
      const coldNewProcess: number[] = [];
      const choose: number[] = [];
      const choosePlain: number[] = [];
      const create: number[] = [];
      for (let i = 0; i < n + 2; i++) {
        const blank = await openTab(browser, url, false);
        const coldNewProcessMs = await coldLoad(blank.page, url);
        await blank.context.close();
        const { context, page } = await openTab(browser, url, true);
        const coldMs = await coldLoad(page, url);
        await page.waitForTimeout(150);
        const chooseMs = await chooseSystem(page);
        await page.waitForTimeout(150);
        const createMs = await createToEditor(page);
        await context.close();
        const choosePlainMs = await chooseSystemPlainDom(browser, plainArmies);
        if (i >= 2) {
          cold.push(coldMs);
          coldNewProcess.push(coldNewProcessMs);
          choose.push(chooseMs);
          create.push(createMs);
          choosePlain.push(choosePlainMs);
        }
      }
      return [
        summarise('ui-cold-load', cold, { budget_ms: 300 }),
        summarise('ui-cold-load-new-process', coldNewProcess),
        summarise('ui-new-list-choose-system', choose, { budget_ms: 4 }),
        summarise('ui-new-list-choose-system-plain-dom', choosePlain),
        summarise('ui-create-to-editor', create, { budget_ms: 33 }),
      ];
    });
  } finally {
    await fs.rm(userDataDir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) for (const r of await run()) report(r);
