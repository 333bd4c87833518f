import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { addCard } from './editor';

test('TJOST results: a player enters games, sees running totals, is refused an impossible result and prints the sheet', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'TJOST' }).click();
  await expect(page.getByRole('heading', { name: 'TJOST results' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Player' }).fill('XYZ');

  const form = page.getByRole('form', { name: 'Add a game' });
  const enter = async (g: { opponent: string; outcome: string; pf: string; opponentPf?: string }): Promise<void> => {
    await form.getByRole('textbox', { name: 'Opponent', exact: true }).fill(g.opponent);
    await form.getByRole('combobox', { name: 'Result' }).selectOption({ label: g.outcome });
    await form.getByRole('spinbutton', { name: 'Your PF', exact: true }).fill(g.pf);
    await form.getByRole('spinbutton', { name: 'Opponent PF', exact: true }).fill(g.opponentPf ?? '');
    await form.getByRole('button', { name: 'Add game' }).click();
  };
  await enter({ opponent: 'Anna', outcome: 'Win', pf: '151' });
  await expect(page.getByTestId('tjost-ph')).toHaveText('3');
  await expect(page.getByTestId('tjost-pf')).toHaveText('151');

  // An impossible result is refused with a message and not added.
  await form.getByRole('spinbutton', { name: 'Your PF', exact: true }).fill('-4');
  await expect(form.getByRole('alert')).toContainText('Your PF cannot be negative.');
  await form.getByRole('spinbutton', { name: 'Mission fulfilled in round' }).fill('5');
  await expect(form.getByRole('alert')).toContainText('A mission is fulfilled at the end of round 1, 2, 3 or 4');
  await form.getByRole('button', { name: 'Add game' }).click();
  await expect(page.getByTestId('tjost-games').locator('tbody tr')).toHaveCount(1);
  await form.getByRole('spinbutton', { name: 'Mission fulfilled in round' }).fill('');

  await enter({ opponent: 'Bernd', outcome: 'Loss', pf: '4' });
  await enter({ opponent: 'Clara', outcome: 'Draw', pf: '32', opponentPf: '40' });
  await expect(page.getByTestId('tjost-ph')).toHaveText('4');
  await expect(page.getByTestId('tjost-pf')).toHaveText('187');
  await expect(page.getByTestId('tjost-games').locator('tbody tr').nth(1)).toContainText('155');
  await page.screenshot({ path: 'test-results/tjost-results.png', fullPage: true });

  // The games survive a reload (kept in tjost-results.json in the user data folder).
  await page.reload();
  await expect(page.getByTestId('tjost-pf')).toHaveText('187');

  await page.getByRole('button', { name: 'Print results sheet' }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(readFileSync(await file.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

/** Adds a card with the search box and the keyboard (the first hit, Enter). */
test('TJOST lists: a selection list, a game list drawn from it, over 310 AP and back, a spell to its bearer, the tournament form as PDF', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'Lists', exact: true }).click();
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Holy Flame');
  await dialog.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'Griffins of Akkylannie' });
  await dialog.getByRole('radio', { name: /TJOST selection/ }).check();
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('textbox', { name: 'List name' })).toHaveValue('Holy Flame');
  const panel = page.getByRole('region', { name: 'TJOST selection list (400 AP)' });
  await expect(panel).toBeVisible();

  for (const [search, name] of [
    ['inquisitor', 'Grand Inquisitor'],
    ['battle mage', 'Griffin Battle Mage'],
    ['sacred lightning', 'Sacred Lightning'],
    ['musketeer', 'Griffin Musketeer'],
    ['thallion', 'Griffin Thallion'],
    ['halberdier', 'Griffin Halberdier'],
    ['griffin knight', 'Griffin Knight'],
  ] as const) {
    await addCard(page, search, name);
  }
  await page.getByRole('button', { name: 'Increase count of Griffin Musketeer' }).click();
  await page.getByRole('button', { name: 'Increase count of Griffin Thallion' }).click();
  await expect(panel.getByTestId('tjost-limits')).toHaveText('322 of 400 AP');
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('No problems');

  // Derive the game list: it is saved, linked and opened; its picker offers only the selection.
  await panel.getByRole('button', { name: 'New game list from this selection' }).click();
  await expect(page.getByRole('textbox', { name: 'List name' })).toHaveValue('Holy Flame – game');
  const game = page.getByRole('region', { name: 'TJOST game list (300 AP)' });
  await expect(game.getByRole('link', { name: 'Chosen from the selection list Holy Flame' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Find a card to add' });
  const options = page.getByRole('listbox', { name: 'Cards to add' }).getByRole('option');
  await expect(options).toHaveCount(7);
  await expect(options.filter({ hasText: 'Griffin Musketeer' })).toContainText('2 left');
  await box.fill('conscript');
  await expect(options).toHaveCount(0);
  await box.fill('');

  for (const [search, name] of [
    ['inquisitor', 'Grand Inquisitor'],
    ['battle mage', 'Griffin Battle Mage'],
    ['sacred lightning', 'Sacred Lightning'],
    ['musketeer', 'Griffin Musketeer'],
    ['thallion', 'Griffin Thallion'],
    ['halberdier', 'Griffin Halberdier'],
    ['griffin knight', 'Griffin Knight'],
  ] as const) {
    await addCard(page, search, name);
  }
  await page.getByRole('button', { name: 'Increase count of Griffin Musketeer' }).click();
  await page.getByRole('button', { name: 'Increase count of Griffin Thallion' }).click();
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(page.getByTestId('points-total')).toContainText('322 / 308 AP');
  await expect(problems.locator('code', { hasText: 'tjost.game-points-max' })).toBeVisible();
  await expect(problems).toContainText('The game list holds 322 AP, 14 over its maximum of 308');
  await expect(problems.locator('code', { hasText: 'tjost.unassigned-item' })).toBeVisible();
  await expect(game.getByTestId('tjost-limits')).toHaveText('322 AP of at most 308 (at least 275) · 12 of 20 figures');
  await page.screenshot({ path: 'test-results/tjost-game-over.png', fullPage: true });

  // Fix it: the knight stays home, the spell goes to the battle mage.
  await page.getByRole('button', { name: 'Remove Griffin Knight' }).click();
  await expect(problems.locator('code', { hasText: 'tjost.game-points-max' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Assign Sacred Lightning' }).selectOption({ label: 'Carried by Griffin Battle Mage' });
  await expect(problems).toContainText('No problems');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved/);
  await page.screenshot({ path: 'test-results/tjost-game-valid.png', fullPage: true });

  // Print the tournament form.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByRole('heading', { name: 'Print' })).toBeVisible();
  const everything = page.getByRole('checkbox', { name: 'Everything for this list' });
  await expect(everything).toBeChecked();
  await everything.uncheck();
  await page.getByRole('checkbox', { name: 'Tournament form (TJOST)' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  const file = await download;
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5000);
});

test('TJOST results saved in another window meanwhile are not saved over: the saved version opens, and Undo brings this window’s game back', async ({ page, muster }) => {
  const file = `${muster.userDataDir}/tjost-results.json`;
  const onDisk = () => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { games: [] }) as { player?: string; event?: string; games: { opponent: string }[] };
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'TJOST' }).click();
  await page.getByRole('textbox', { name: 'Player' }).fill('Ann');
  await expect.poll(() => onDisk().player).toBe('Ann');

  // Another window names the tournament; this one, not knowing, adds a game.
  const second = await page.context().newPage();
  await second.goto(`${muster.url}#/tjost/results`);
  await expect(second.getByRole('textbox', { name: 'Player' })).toHaveValue('Ann');
  await second.getByRole('textbox', { name: 'Tournament' }).fill('Spring Cup');
  await expect.poll(() => onDisk().event).toBe('Spring Cup');

  const form = page.getByRole('form', { name: 'Add a game' });
  await form.getByRole('textbox', { name: 'Opponent', exact: true }).fill('Boris Rask');
  await form.getByRole('spinbutton', { name: 'Your PF', exact: true }).fill('151');
  await form.getByRole('button', { name: 'Add game' }).click();
  const conflict = page.getByTestId('results-conflict');
  await expect(conflict).toContainText('Your results were saved in another tab, window or program at');
  expect(onDisk()).toMatchObject({ event: 'Spring Cup', games: [] });
  // Leaving now would leave the game unsaved: the page stays and asks.
  await page.getByRole('link', { name: 'Lists', exact: true }).click();
  await expect(conflict).toBeVisible();
  expect(page.url()).toContain('#/tjost/results');

  await conflict.getByRole('button', { name: 'Open the saved version' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Tournament' })).toHaveValue('Spring Cup');
  await expect(page.getByTestId('tjost-pf')).toHaveText('0');
  await expect(page.getByTestId('tjost-games')).not.toContainText('Boris Rask');
  await page.getByRole('group', { name: 'Undo the last change' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('tjost-pf')).toHaveText('151');
  await expect.poll(() => onDisk().games.map((g) => g.opponent)).toEqual(['Boris Rask']);
});
