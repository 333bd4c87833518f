import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addCard, applyDamageRoll, createList } from './editor';

/**
 * Ten cards as a player copies them from a spreadsheet: a header row of column names, tabs between
 * cells. The Bog Archer's size is a typo; the Mud Crawler is a war machine whose Structure Points
 * come in the `more` column, as a CSV export of Muster writes them.
 */
const HEADER = ['name_en', 'name_de', 'id', 'kind', 'rank_en', 'points', 'size', 'stat:MOV', 'stat:STR', 'stat:RES', 'stat:POW', 'abilities', 'more'];
const ROWS = [
  ['Bog Shaman', 'Sumpfschamane', 'bog-shaman', 'fighter', 'Veteran', '28', 'small', '10', '3', '4', '3', '', ''],
  ['Bog Warrior', 'Sumpfkrieger', 'bog-warrior', 'fighter', 'Regular', '9', 'small', '10', '3', '3', '', '', ''],
  ['Swamp Fire', 'Sumpffeuer', 'swamp-fire', 'spell', '', '10', '', '', '', '', '', '', ''],
  ['Bog Runner', 'Sumpfläufer', 'bog-runner', 'fighter', 'Regular', '8', 'small', '12', '2', '3', '', '', ''],
  ['Bog Archer', 'Sumpfschütze', 'bog-archer', 'fighter', 'Regular', '11', 'tiny', '10', '3', '3', '', '', ''],
  ['Toad Rider', 'Krötenreiter', 'toad-rider', 'fighter', 'Veteran', '24', 'large', '20', '5', '6', '', '', ''],
  ['Mire Brute', 'Morastrohling', 'mire-brute', 'fighter', 'Veteran', '30', 'large', '10', '7', '8', '', '', ''],
  ['Reed Scout', 'Schilfspäher', 'reed-scout', 'fighter', 'Regular', '10', 'small', '12', '2', '3', '', 'irrepressible', ''],
  ['Mud Crawler', 'Schlammkriecher', 'mud-crawler', 'war-machine', 'Special', '60', 'large', '8', '10', '14', '', 'impact 3', '{"warMachine":{"mobility":"mobile","structurePoints":4}}'],
  ['Swamp Hag', 'Sumpfhexe', 'swamp-hag', 'fighter', 'Veteran', '32', 'normal', '10', '4', '5', '2', '', ''],
];
const clipboard = [HEADER, ...ROWS].map((r) => r.join('\t')).join('\r\n') + '\r\n';

/** Pastes text into the focused grid the way the browser does for Ctrl+V (a paste event with the clipboard's text). */
async function paste(grid: Locator, text: string): Promise<void> {
  await grid.evaluate((el, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

test('a new player pastes ten cards from a spreadsheet into the grid, fixes the bad cell, builds a list with them, gives the spell to the magician and tracks the war machine at the table', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'Library' }).click();
  await page.getByRole('combobox', { name: 'System' }).selectOption({ label: 'Confrontation' });
  await page.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'Goblins of No-Dan-Kar' });
  await page.getByRole('button', { name: 'Edit as table' }).click();
  await expect(page.getByRole('heading', { name: 'My cards of Goblins of No-Dan-Kar' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Cards of Goblins of No-Dan-Kar' });
  await expect(grid).toBeFocused();

  await paste(grid, clipboard);
  await expect(page.getByTestId('grid-summary')).toContainText('10 cards');
  await expect(page.getByTestId('grid-summary')).toContainText('Problems: 1');
  // The bad cell is marked where it is, with the reason in words.
  const size = grid.locator('[role="row"][data-row="4"] [data-column="size"]');
  await expect(size).toHaveAttribute('aria-invalid', 'true');
  await expect(size).toHaveAttribute('title', 'Choose one of these values: Small, Normal, Large, Very large.');
  await page.getByRole('button', { name: 'Next problem' }).click();
  await expect(page.locator('.grid-cellbar')).toContainText('Row 5, Size');
  await expect(page.locator('.grid-cellbar')).toContainText('Choose one of these values');

  // Typing replaces the cell, Enter takes it and moves down; Ctrl+Z and Ctrl+Y work on it.
  await page.keyboard.type('smal');
  await page.keyboard.press('Enter');
  await expect(size).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('F2');
  await page.keyboard.type('l');
  await page.keyboard.press('Enter');
  // The cell holds the id `small` and shows its name.
  await expect(size).toHaveText('Small');
  await expect(size).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('grid-summary')).toContainText('No problems');
  await page.keyboard.press('Control+z');
  await expect(size).toHaveText('smal');
  await page.keyboard.press('Control+y');
  await expect(size).toHaveText('Small');

  await page.getByTestId('grid-save').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: 10 added' })).toBeVisible();

  // A list with the new cards: the spell is offered to the magician (POW) and not to the warrior.
  await createList(page, 'Bog patrol', 'Goblins of No-Dan-Kar');
  await addCard(page, 'Bog Shaman', 'Bog Shaman');
  await addCard(page, 'Bog Warrior', 'Bog Warrior');
  await addCard(page, 'Mud Crawler', 'Mud Crawler');
  await addCard(page, 'Swamp Fire', 'Swamp Fire');
  const assign = page.getByRole('combobox', { name: 'Assign Swamp Fire' });
  const offered = await assign.locator('option').allTextContents();
  expect(offered.some((o) => o.includes('Bog Shaman'))).toBe(true);
  expect(offered.some((o) => o.includes('Bog Warrior'))).toBe(false);
  await assign.selectOption({ label: 'Carried by Bog Shaman' });
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved/);

  // At the table: the pasted war machine with its 4 SP; STR 10 and 5 + 3 against RES 14 costs 1 SP.
  await page.getByTestId('at-the-table').click();
  await expect(page.getByRole('heading', { name: 'At the table: Bog patrol' })).toBeVisible();
  const crawler = page.getByRole('article', { name: 'Mud Crawler' });
  await expect(crawler.getByTestId(/^sp-/)).toContainText('SP 4 of 4');
  await expect(crawler.getByTestId(/^penalty-/)).toHaveText('No penalty');
  await applyDamageRoll(crawler, { str: 10, res: 14, dice: [5, 3], says: 'Damage 4 on the Structure: 1 SP lost.' });
  await expect(crawler.getByTestId(/^sp-/)).toContainText('SP 3 of 4');
  await expect(crawler.getByTestId(/^penalty-/)).toContainText('Penalty \u22121 to its tests');
});

/** From the start page to the Goblins' card grid, with a copy of the Goblin Warrior in its first row. */
async function gridWithCopy(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await page.getByRole('link', { name: 'Library' }).click();
  await page.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'Goblins of No-Dan-Kar' });
  await page.getByRole('button', { name: 'Edit as table' }).click();
  await page.getByRole('combobox', { name: 'Card of the faction to copy' }).selectOption({ label: 'Goblin Warrior' });
  await page.getByRole('button', { name: 'Copy into my cards' }).click();
  return page.getByRole('grid', { name: 'Cards of Goblins of No-Dan-Kar' });
}

test('a player copies a shipped card into the grid, changes it, is asked before leaving unsaved changes, and saves on the way out', async ({ page, muster }) => {
  const grid = await gridWithCopy(page, muster.url);
  const row = grid.locator('[role="row"][data-row="0"]');
  await expect(row.locator('[data-column="id"]')).toHaveText('goblin-warrior-copy');
  await expect(grid).toBeFocused();
  // Ctrl+End, then Home: the first column of the empty row; up to the copy, across to Points.
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  await expect(page.locator('.grid-cellbar')).toContainText('Row 1, Points');
  await page.keyboard.type('99');
  await page.keyboard.press('Enter');
  await expect(row.locator('[data-column="points"]')).toHaveText('99');

  await page.getByRole('link', { name: 'Back to the library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog).toContainText('The cards of Goblins of No-Dan-Kar have changes that are not saved yet.');
  await dialog.getByRole('button', { name: 'Stay here' }).click();
  await expect(grid).toBeVisible();
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save and leave' }).click();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await page.getByRole('searchbox').fill('goblin warrior');
  const mine = page.getByRole('row').filter({ hasText: 'my card' });
  await expect(mine).toContainText('Goblin Warrior');
  await expect(mine).toContainText('99');
});

test('cards changed in another window meanwhile are not saved over: the saved cards open, Undo brings this window’s edit back, and it saves', async ({ page, muster }) => {
  const grid = await gridWithCopy(page, muster.url);
  await page.getByTestId('grid-save').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: 1 added' })).toBeVisible();
  const points = (g: Locator) => g.locator('[role="row"][data-row="0"] [data-column="points"]');
  const setPoints = async (g: Locator, value: string): Promise<void> => {
    await points(g).click();
    await g.page().keyboard.type(value);
    await g.page().keyboard.press('Enter');
    await expect(points(g)).toHaveText(value);
  };

  // Another window gives the copy 77 points and saves; this one, not knowing, gives it 99.
  const second = await page.context().newPage();
  await second.goto(`${muster.url}#/cards/grid?system=confrontation&faction=goblins-no-dan-kar`);
  const otherGrid = second.getByRole('grid', { name: 'Cards of Goblins of No-Dan-Kar' });
  await setPoints(otherGrid, '77');
  await second.getByTestId('grid-save').click();
  await expect(second.getByRole('status').filter({ hasText: 'Saved: 0 added, 1 changed' })).toBeVisible();

  await setPoints(grid, '99');
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Saved elsewhere meanwhile' });
  await expect(dialog).toContainText('The cards of Goblins of No-Dan-Kar were changed in another tab, window or program at');
  await dialog.getByRole('button', { name: 'Open the saved version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(points(grid)).toHaveText('77');
  await page.getByRole('button', { name: 'Undo' }).last().click();
  await expect(points(grid)).toHaveText('99');
  await page.getByTestId('grid-save').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: 0 added, 1 changed' })).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  const versions = page.getByRole('dialog', { name: 'Saved versions' }).getByRole('list', { name: 'Saved versions, newest first' }).getByRole('button');
  await expect(versions).toHaveCount(3);
});
