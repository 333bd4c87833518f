import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/** The user's card file for the goblins, as Muster wrote it. */
function goblinFile(userDataDir: string): { cards: { id: string; points: number; source: string }[] } | null {
  const file = path.join(userDataDir, 'cards', 'confrontation', 'goblins-no-dan-kar.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { cards: { id: string; points: number; source: string }[] }) : null;
}

test('a new user creates, fixes, finds, edits and deletes their own card', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('button', { name: 'New card' }).click();
  await expect(page.getByRole('heading', { name: 'New card' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Faction', exact: true }).selectOption({ label: 'Goblins of No-Dan-Kar' });
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'War machine' });
  await page.getByRole('textbox', { name: 'Name (English)' }).fill('Goblin Steam Roller');
  await page.getByRole('textbox', { name: 'Name (German)' }).fill('Goblin-Dampfwalze');
  // The id follows the English name until typed by hand.
  const id = page.getByRole('textbox', { name: 'Id', exact: true });
  await expect(id).toHaveValue('goblin-steam-roller');
  await id.fill('goblin steam roller');
  const points = page.getByRole('spinbutton', { name: 'Points', exact: true });
  await points.fill('-5');

  // Inline problems next to their fields, while typing.
  await expect(points).toHaveAttribute('aria-invalid', 'true');
  await expect(points).toHaveAccessibleDescription(/Must be at least 0\./);
  await expect(id).toHaveAccessibleDescription(/no spaces/);
  await expect(page.locator('[data-error-for="points"]')).toHaveText('Must be at least 0.');

  // War-machine block: weight and a servant from the faction.
  await page.getByRole('spinbutton', { name: 'Weight' }).fill('8');
  await page.getByRole('combobox', { name: 'Card to add as servant' }).selectOption({ label: 'Goblin Minelayer' });
  await page.getByRole('button', { name: 'Add servant' }).click();
  await expect(page.getByRole('button', { name: 'Remove servant Goblin Minelayer' })).toBeVisible();

  // Saving is refused and says why.
  await page.getByRole('button', { name: 'Save card' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(refusal).toContainText('Not saved: 2 fields need attention.');
  await expect(refusal).toContainText('Points: Must be at least 0.');
  await expect(refusal).toContainText('Id: Use only lower-case letters');
  await expect(page.getByRole('heading', { name: 'New card' })).toBeVisible();
  expect(goblinFile(muster.userDataDir)).toBeNull();

  // Fix and save: back in the library, showing the card as mine.
  await id.fill('goblin-steam-roller');
  await points.fill('70');
  await expect(points).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('heading', { name: 'Card library' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Card "Goblin Steam Roller" saved.' })).toBeVisible();
  const detail = page.getByRole('article', { name: 'Goblin Steam Roller' });
  await expect(detail).toContainText('my card');
  await expect(detail).toContainText('goblin-steam-roller');
  await expect(detail).toContainText('Goblin Minelayer');
  expect(goblinFile(muster.userDataDir)?.cards).toMatchObject([{ id: 'goblin-steam-roller', points: 70, source: 'user' }]);

  // Found by search, marked as my card.
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('Dampfwalze');
  const row = page.getByRole('row').filter({ hasText: 'Goblin Steam Roller' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('my card');
  await expect(row).toContainText('70');

  // Edit it.
  await row.getByRole('button', { name: 'Goblin Steam Roller' }).click();
  await detail.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit card: Goblin Steam Roller' })).toBeVisible();
  await expect(points).toHaveValue('70');
  await points.fill('75');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('heading', { name: 'Card library' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Goblin Steam Roller' })).toContainText('75');
  expect(goblinFile(muster.userDataDir)?.cards).toMatchObject([{ id: 'goblin-steam-roller', points: 75 }]);

  // Delete it, after confirming.
  await detail.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete card' });
  await expect(confirm).toContainText('Delete your card "Goblin Steam Roller"?');
  await confirm.getByRole('button', { name: 'Delete card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Card "Goblin Steam Roller" deleted.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Goblin Steam Roller' })).toHaveCount(0);
  expect(goblinFile(muster.userDataDir)).toBeNull();
});

test('a shipped card is duplicated as my card under a new id', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('Mountain-Breaker');
  await page.getByRole('button', { name: 'Mountain-Breaker' }).click();
  const shipped = page.getByRole('article', { name: 'Mountain-Breaker' });
  await expect(shipped.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await shipped.getByRole('button', { name: 'Duplicate as my card' }).click();

  await expect(page.getByRole('heading', { name: 'New card, copied from Mountain-Breaker' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Id', exact: true })).toHaveValue('goblin-mountain-breaker-copy');
  await expect(page.getByRole('spinbutton', { name: 'Points', exact: true })).toHaveValue('95');
  await expect(page.getByRole('button', { name: 'Remove servant Goblin Minelayer' })).toBeVisible();
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page.getByRole('heading', { name: 'Card library' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'Mountain-Breaker' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'my card' })).toHaveCount(1);
  expect(goblinFile(muster.userDataDir)?.cards).toMatchObject([{ id: 'goblin-mountain-breaker-copy', points: 95, source: 'user' }]);
});

test('the library filters by rank', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('combobox', { name: 'Rank' }).selectOption({ label: 'Veteran' });
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  // Columns: name, system (all systems are listed), faction, type, rank, points. The rows shown
  // before the filter's results came stay until they come.
  const rankCells = rows.locator('td:nth-child(5)');
  await expect.poll(async () => [...new Set(await rankCells.allTextContents())]).toEqual(['Veteran']);
  const ranks = await rankCells.allTextContents();
  expect(ranks.length).toBeGreaterThan(3);
  expect(new Set(ranks)).toEqual(new Set(['Veteran']));
  await expect(page.getByText(`${ranks.length} cards found`)).toBeVisible();
});

test('a card changed in another tab meanwhile is not saved over: the saved version opens, one click brings this tab’s edits back, and they save', async ({ page, muster }) => {
  // My own card, then opened for editing in two tabs.
  await page.goto(`${muster.url}#/cards/new?from=goblin-mountain-breaker`);
  await expect(page.getByRole('textbox', { name: 'Id', exact: true })).toHaveValue('goblin-mountain-breaker-copy');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('heading', { name: 'Card library' })).toBeVisible();
  const edit = `${muster.url}#/cards/goblin-mountain-breaker-copy/edit`;
  await page.goto(edit);
  const points = (p: typeof page) => p.getByRole('spinbutton', { name: 'Points', exact: true });
  await expect(points(page)).toHaveValue('95');
  const second = await page.context().newPage();
  await second.goto(edit);
  await expect(points(second)).toHaveValue('95');

  // The other tab saves 77; this one, not knowing, 99.
  await points(second).fill('77');
  await second.getByRole('button', { name: 'Save card' }).click();
  await expect(second.getByRole('heading', { name: 'Card library' })).toBeVisible();
  await points(page).fill('99');
  await page.getByRole('button', { name: 'Save card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved elsewhere meanwhile' });
  await expect(dialog).toContainText('The card "Mountain-Breaker" was changed in another tab, window or program at');
  expect(goblinFile(muster.userDataDir)?.cards).toMatchObject([{ id: 'goblin-mountain-breaker-copy', points: 77 }]);

  await dialog.getByRole('button', { name: 'Open the saved version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(points(page)).toHaveValue('77');
  await page.getByTestId('card-taken').getByRole('button', { name: 'Bring my edits back' }).click();
  await expect(points(page)).toHaveValue('99');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('heading', { name: 'Card library' })).toBeVisible();
  expect(goblinFile(muster.userDataDir)?.cards).toMatchObject([{ id: 'goblin-mountain-breaker-copy', points: 99 }]);
});

test('a card renamed in another tab is not saved again under its old id unasked: the editor says so, and saving it again is a choice', async ({ page, muster }) => {
  await page.goto(`${muster.url}#/cards/new?from=goblin-mountain-breaker`);
  await expect(page.getByRole('textbox', { name: 'Id', exact: true })).toHaveValue('goblin-mountain-breaker-copy');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('heading', { name: 'Card library' })).toBeVisible();
  const edit = `${muster.url}#/cards/goblin-mountain-breaker-copy/edit`;
  const points = (p: typeof page) => p.getByRole('spinbutton', { name: 'Points', exact: true });
  await page.goto(edit);
  await expect(points(page)).toHaveValue('95');
  const second = await page.context().newPage();
  await second.goto(edit);
  await expect(points(second)).toHaveValue('95');

  // The other tab renames the card; this one, not knowing, changes its points.
  await second.getByRole('textbox', { name: 'Id', exact: true }).fill('goblin-mountain-breaker-renamed');
  await second.getByRole('button', { name: 'Save card' }).click();
  await expect(second.getByRole('heading', { name: 'Card library' })).toBeVisible();
  await points(page).fill('99');
  await page.getByRole('button', { name: 'Save card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deleted or renamed elsewhere meanwhile' });
  await expect(dialog.getByTestId('save-conflict')).toHaveText(
    'The card "Mountain-Breaker" was deleted or renamed in another tab, window or program after it was opened here. Saving it again brings it back under the id "goblin-mountain-breaker-copy".',
  );
  await expect(dialog.getByRole('button', { name: 'Open the saved version' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  expect(goblinFile(muster.userDataDir)?.cards.map((c) => [c.id, c.points])).toEqual([['goblin-mountain-breaker-renamed', 95]]);

  // Keep editing writes nothing; the next save asks again, and saving it again is the player's choice.
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(points(page)).toHaveValue('99');
  await page.getByRole('button', { name: 'Save card' }).click();
  await dialog.getByRole('button', { name: 'Save it again' }).click();
  await expect(page.getByRole('heading', { name: 'Card library' })).toBeVisible();
  expect(goblinFile(muster.userDataDir)?.cards.map((c) => [c.id, c.points])).toEqual([
    ['goblin-mountain-breaker-renamed', 95],
    ['goblin-mountain-breaker-copy', 99],
  ]);
});

test('a card changed in another tab after the library showed it is not deleted: it is shown as it is now, and a second delete deletes it', async ({ page, muster }) => {
  await page.goto(`${muster.url}#/cards/new?from=goblin-mountain-breaker`);
  await expect(page.getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Mountain-Breaker');
  await page.getByRole('textbox', { name: 'Name (English)' }).fill('Mountain-Breaker Mk II');
  await page.getByRole('textbox', { name: 'Id', exact: true }).fill('goblin-mountain-breaker-mk2');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('heading', { name: 'Card library' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('Mountain-Breaker');
  await page.getByRole('row').filter({ hasText: 'my card' }).getByRole('button', { name: 'Mountain-Breaker Mk II' }).click();
  const detail = page.getByRole('article');
  await expect(detail).toContainText('95');

  // Another tab changes the card's points.
  const second = await page.context().newPage();
  const changeTo = async (points: string): Promise<void> => {
    await second.goto(`${muster.url}#/cards/goblin-mountain-breaker-mk2/edit`);
    await expect(second.getByRole('heading', { name: 'Edit card: Mountain-Breaker Mk II' })).toBeVisible();
    const field = second.getByRole('spinbutton', { name: 'Points', exact: true });
    await field.fill(points);
    await second.getByRole('button', { name: 'Save card' }).click();
    await expect(second.getByRole('heading', { name: 'Card library' })).toBeVisible();
  };
  await changeTo('77');
  const confirm = page.getByRole('alertdialog', { name: 'Delete card' });
  const refused = page.getByRole('status').filter({ hasText: 'was changed elsewhere after it was shown here, so it was not deleted' });

  // This tab asks to delete the card as it showed it: not asked about, shown anew.
  await detail.getByRole('button', { name: 'Delete' }).click();
  await expect(refused).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(detail).toContainText('77');

  // Changed again while this tab asks for the confirmation: the confirmed delete is refused.
  await detail.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeVisible();
  await changeTo('66');
  await confirm.getByRole('button', { name: 'Delete card' }).click();
  await expect(refused).toBeVisible();
  await expect(detail).toContainText('66');
  const mine = () => goblinFile(muster.userDataDir)?.cards.find((c) => c.id === 'goblin-mountain-breaker-mk2');
  expect(mine()).toMatchObject({ points: 66 });

  // Deleted knowingly.
  await detail.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Card "Mountain-Breaker Mk II" deleted.' })).toBeVisible();
  expect(mine()).toBeUndefined();
});
