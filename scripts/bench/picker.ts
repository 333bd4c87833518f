/**
 * `ui-picker-50000`: a database of 50,000 generated Confrontation cards (10 factions of 5,000, so
 * the last faction's cards come after the first 45,000 of its system). In a list of that last
 * faction, from the last keystroke in the editor's card search until the one matching card is
 * offered — p95 budget under 50 ms.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBrowserServer } from './browser';
import { generatedCardFiles } from './db';
import { report, summarise, type BenchResult } from './harness';
import { timeInPage } from './ui';
const CARDS = 50000;
const FILES = 10;

export async function run(options: { keystrokes?: number } = {}): Promise<BenchResult[]> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-bench-picker-'));
  const resourcesDir = path.join(tmp, 'resources');
  const userDataDir = path.join(tmp, 'user');
  try {
    const cards = path.join(resourcesDir, 'cards', 'confrontation');
    await fs.mkdir(cards, { recursive: true });
    await fs.mkdir(userDataDir, { recursive: true });
    for (const f of generatedCardFiles(CARDS, FILES)) await fs.writeFile(path.join(cards, f.name), f.text);
    return await withBrowserServer({ resourcesDir, userDataDir }, async ({ handlers, url, browser }) => {
      const counts = await handlers.getCardCounts({});
      if (counts.confrontation !== CARDS) throw new Error(`expected ${CARDS} cards, got ${counts.confrontation}`);
      const list = await handlers.createList({ name: 'Bench', system: 'confrontation', faction: `gen-faction-${FILES - 1}`, pointsLimit: 100000, kind: 'standard' });
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
      await page.goto(`${url}#/lists/${list.id}`);
      const box = page.getByTestId('picker-search');
      await box.waitFor({ state: 'visible' });
      const keys: number[] = [];
      const keystrokes = options.keystrokes ?? 30;
      for (let k = 0; k < keystrokes + 3; k++) {
        // Cards of the last faction: numbers from 45,000 on.
        const i = CARDS - 1 - k * 37;
        const query = `${i}`;
        await box.fill(query.slice(0, -1));
        await page.waitForTimeout(100);
        const ms = await timeInPage(
          page,
          `const options = () => document.querySelectorAll('[role="listbox"] [role="option"]');
           const box = document.querySelector('[data-testid="picker-search"]');`,
          `box.value = ${JSON.stringify(query)}; box.dispatchEvent(new Event('input', { bubbles: true }));`,
          `document.querySelector('[role="listbox"]').dataset.query === ${JSON.stringify(query)} && options().length === 1 && options()[0].textContent.includes(' ${i} ')`,
        );
        if (k >= 3) keys.push(ms);
      }
      return [summarise('ui-picker-50000', keys, { cards: CARDS, budget_p95_ms: 50 })];
    });
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) for (const r of await run()) report(r);
