import { expect, test } from './fixtures';

// Browser mode's access rules as a user meets them: the printed URL carries the API token once;
// after that the address bar, the history and the page's cookie never show it.

test('the token leaves the address bar and the history, and a reload keeps working', async ({ page, muster }) => {
  await page.goto(muster.url);
  const status = page.getByRole('group', { name: 'Card database' });
  await expect(status).toContainText(/Confrontation: \d+ cards/);
  expect(page.url()).not.toContain('token');
  // The entry with the token was replaced, not pushed: no entry of the history shows it, going back
  // leaves the app (after the app's own entries, if the router added one), forward shows no token.
  for (let i = 0; i < 5 && page.url() !== 'about:blank'; i++) {
    await page.goBack();
    expect(page.url()).not.toContain('token');
  }
  expect(page.url()).toBe('about:blank');
  await page.goForward();
  expect(page.url()).not.toContain('token');
  await expect(status).toContainText(/Confrontation: \d+ cards/);

  // The page cookie is HttpOnly (scripts cannot read it) and is not the token.
  expect(await page.evaluate(() => document.cookie)).toBe('');
  const token = new URL(muster.url).searchParams.get('token')!;
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.value)).not.toContain(token);

  await page.reload();
  await expect(status).toContainText(/Confrontation: \d+ cards/);
  expect(page.url()).not.toContain('token');
});

test('a reload right after the page opened keeps working, and the token is kept without one too', async ({ page, muster }) => {
  // The token is kept in the tab's session storage when the page is left or two seconds after the
  // start: a reload at once finds it all the same.
  await page.goto(muster.url);
  const status = page.getByRole('group', { name: 'Card database' });
  await expect(status).toContainText(/Confrontation: \d+ cards/);
  await page.reload();
  await expect(status).toContainText(/Confrontation: \d+ cards/);
  expect(page.url()).not.toContain('token');
  // A page that is never left keeps it too (a tab duplicated later copies its session storage).
  const other = await page.context().newPage();
  await other.goto(muster.url);
  await expect(other.getByRole('group', { name: 'Card database' })).toContainText(/Confrontation: \d+ cards/);
  const token = new URL(muster.url).searchParams.get('token');
  await expect.poll(() => other.evaluate(() => sessionStorage.getItem('muster.apiToken')), { timeout: 5000 }).toBe(token);
  await other.close();
});

test('the page cookie alone opens no API, and a tab without the token says what to do', async ({ page, muster }) => {
  await page.goto(muster.url);
  await expect(page.getByRole('group', { name: 'Card database' })).toContainText(/Confrontation: \d+ cards/);
  const origin = new URL(muster.url).origin;
  // The browser sends the page cookie along; the API still refuses without its header.
  const api = await page.context().request.post(`${origin}/api/getAppInfo`, { data: {} });
  expect(api.status()).toBe(403);

  // A second tab typed without the token gets the page (cookie) but no API access, and is told why.
  const second = await page.context().newPage();
  const response = await second.goto(`${origin}/`);
  expect(response?.status()).toBe(200);
  await expect(second.getByRole('group', { name: 'Card database' })).toContainText('open the address Muster printed');
  await second.close();
});

test('the calls the start makes at once travel in one request, and each gets its answer', async ({ page, muster }) => {
  const asked: { path: string; methods: string[] }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const body = request.postDataJSON() as { calls?: { method: string }[] } | null;
    asked.push({ path: url.pathname, methods: body?.calls?.map((c) => c.method) ?? [] });
  });
  await page.goto(`${muster.url}#/lists`);
  // Each call's answer arrived: the card counts and the lists (none yet).
  await expect(page.getByRole('group', { name: 'Card database' })).toContainText(/Confrontation: \d+ cards/);
  await expect(page.getByText('No lists yet')).toBeVisible();
  // The app's five calls in one request; the lists page's files read in their own, and the problems
  // with the user's files once the five are answered.
  await expect.poll(() => asked.map((a) => a.path).sort()).toEqual(['/api/batch', '/api/getDataProblems', '/api/getRecovery', '/api/listLists']);
  expect(asked.find((a) => a.path === '/api/batch')?.methods.sort()).toEqual(['getAppInfo', 'getCardCounts', 'getDatabaseProblems', 'getSettings', 'listFactions']);
  // The armies of the "New list" dialog came with it.
  await page.getByRole('button', { name: 'New list' }).click();
  await expect(page.locator('#list-create select').nth(1).locator('option')).not.toHaveCount(0);
});
