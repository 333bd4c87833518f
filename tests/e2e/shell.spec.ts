import path from 'node:path';
import { expect, freshUserDataDir, launch, root, stop, test } from './fixtures';

test('npm start falls back to browser mode and shows the shell with real card counts', async ({ page }) => {
  const launched = await launch([path.join(root, 'scripts', 'start.mjs')], freshUserDataDir());
  try {
    expect(launched.output).toContain('starting Muster in browser mode instead');
    await page.goto(launched.url);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    for (const name of ['Library', 'Lists', 'Print', 'Settings']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    const status = page.getByRole('group', { name: 'Card database' });
    await expect(status).toContainText(/Confrontation: \d+ cards/);
    const text = (await status.textContent()) ?? '';
    const count = Number(/Confrontation: (\d+) cards/.exec(text)?.[1]);
    expect(count).toBeGreaterThanOrEqual(40);
    await expect(status).toContainText('Browser mode');
  } finally {
    await stop(launched);
  }
});

test('switching the language shows the shell in German and in English', async ({ page, muster }) => {
  await page.goto(muster.url);
  await expect(page.getByRole('link', { name: 'Library' })).toBeVisible();
  // The API token is taken out of the address bar (and so out of the history) at once.
  expect(page.url()).not.toContain('token=');
  // The choice is saved in the settings file; wait for that save before reloading (a busy machine may take a moment).
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/saveSettings') && r.ok());
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await saved;
  await expect(page.getByRole('link', { name: 'Bibliothek' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
  // The tab's title names the section shown, in the chosen language.
  await expect(page).toHaveTitle('Bibliothek – Muster');
  await page.getByRole('link', { name: 'Listen' }).click();
  await expect(page).toHaveTitle('Listen – Muster');
  await expect(page.getByRole('group', { name: 'Kartendatenbank' })).toContainText(/Confrontation: \d+ Karten/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The choice is saved: a reload keeps German.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Bibliothek' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Library' })).toBeVisible();
  await expect(page).toHaveTitle('Lists – Muster');
  await expect(page.getByRole('group', { name: 'Card database' })).toContainText(/Confrontation: \d+ cards/);
});

/** Records the main navigation's text as first rendered, before anything could change it. */
const FIRST_NAV = `window.__firstNav = undefined;
  new MutationObserver((_, o) => {
    const nav = document.querySelector('header nav');
    if (!nav || !nav.textContent.trim()) return;
    window.__firstNav = nav.textContent;
    o.disconnect();
  }).observe(document, { subtree: true, childList: true });`;

test('the first frame is in the saved language, after a reload and after a restart', async ({ page }) => {
  const serve = ['--import', 'tsx', path.join(root, 'main', 'serve.ts')];
  const userData = freshUserDataDir();
  const firstNav = async (): Promise<string> => {
    await expect.poll(() => page.evaluate(() => (window as unknown as { __firstNav?: string }).__firstNav)).toBeTruthy();
    return page.evaluate(() => (window as unknown as { __firstNav: string }).__firstNav);
  };
  await page.addInitScript(FIRST_NAV);
  const first = await launch(serve, userData);
  try {
    expect(first.url).toMatch(/&lang=en$/);
    await page.goto(first.url);
    expect(await firstNav()).toContain('Library');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/saveSettings') && r.ok());
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await saved;
    // The address follows the choice, so a reload draws German from its first frame on.
    await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe('de');
    await page.reload();
    expect(await firstNav()).toContain('Bibliothek');
    expect(await firstNav()).not.toContain('Library');
  } finally {
    await stop(first);
  }
  // A restart prints an address with the saved language: German from the first frame on.
  const second = await launch(serve, userData);
  try {
    expect(second.url).toMatch(/&lang=de$/);
    await page.goto(second.url);
    expect(await firstNav()).toContain('Bibliothek');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('group', { name: 'Kartendatenbank' })).toContainText(/Confrontation: \d+ Karten/);
    // Back to English: the address follows, and the next reload starts in English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe('en');
    await page.reload();
    expect(await firstNav()).toContain('Library');
  } finally {
    await stop(second);
  }
});

test('the first Tab reaches the skip link, which takes the keyboard past the top bar to the page', async ({ page, muster }) => {
  await page.goto(`${muster.url}#/lists`);
  await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeVisible();
  const skip = page.getByRole('button', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeFocused();
  // The next Tab is on the page: its first control, not the top bar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'New list' })).toBeFocused();
});

test('the library finds cards by German and English names', async ({ page, muster }) => {
  await page.goto(muster.url);
  const search = page.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('Mountain-Breaker');
  await expect(page.getByRole('button', { name: /Mountain-Breaker/ })).toBeVisible();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('searchbox', { name: 'Karten suchen' }).fill('Felsspalter');
  const hit = page.getByRole('button', { name: /Felsspalter/ }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page.getByRole('article')).toContainText('Besatzung');
});

test('a page without the token is refused', async ({ page, muster }) => {
  const withoutToken = muster.url.replace(/\?token=.*/, '');
  const response = await page.goto(withoutToken);
  expect(response?.status()).toBe(403);
});

test('the library sorts by a column and shows the system when all systems are listed', async ({ page, muster }) => {
  await page.goto(muster.url);
  const table = page.locator('table.cards');
  await expect(table.getByRole('columnheader', { name: 'System' })).toBeVisible();
  await table.getByRole('button', { name: 'Points' }).click();
  await expect(table.getByRole('columnheader', { name: /Points/ })).toHaveAttribute('aria-sort', 'descending');
  const points = (await table.locator('tbody tr td.num').allTextContents()).map(Number);
  expect(points.length).toBeGreaterThan(40);
  expect(points).toEqual([...points].sort((a, b) => b - a));
  await table.getByRole('button', { name: 'Name' }).click();
  const names = await table.locator('tbody tr td:first-child button').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  await page.getByRole('combobox', { name: 'System' }).selectOption({ label: 'Chronopia' });
  await expect(table.getByRole('columnheader', { name: 'System' })).toHaveCount(0);
});

test('the library draws every result row and offers the ranks of its results', async ({ page, muster }) => {
  await page.goto(muster.url);
  const status = page.locator('.library p[aria-live="polite"]');
  // Every system's cards: more than the library shows at once, and it says so.
  await expect(status).toHaveText('The first 500 cards found are shown: narrow the search or the filters to see the others.');
  const found = 500;
  await expect(page.locator('table.cards tbody tr')).toHaveCount(found);
  const ranks = page.getByRole('combobox', { name: 'Rank' }).locator('option');
  await expect.poll(() => ranks.count()).toBeGreaterThan(2);
  await page.getByRole('combobox', { name: 'Rank' }).selectOption({ index: 1 });
  await expect(status).toHaveText(/^[1-9]\d* cards? found$/);
});

test('the library tells an Old World army from its magic item list, named alike', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('combobox', { name: 'System' }).selectOption({ label: 'The Old World' });
  const factions = page.getByRole('combobox', { name: 'Faction' }).locator('option');
  await expect.poll(async () => (await factions.allTextContents()).filter((t) => t.startsWith('Beastmen Brayherds'))).toEqual(['Beastmen Brayherds', 'Beastmen Brayherds (magic items)']);
});
