import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { addCard, problems } from './editor';

/** Adds a card with the search box and the keyboard (the first hit, Enter). */

test('a new user builds a Chronopia army with a chariot, fixes its crew and prints the markers', async ({ page, muster }) => {
  await page.goto(muster.url);

  // A new Chronopia list at the Patrol size (200 points).
  await page.getByRole('link', { name: 'Lists' }).click();
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Reed marsh raiders');
  await dialog.getByRole('combobox', { name: 'System' }).selectOption({ label: 'Chronopia' });
  await dialog.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'Swamp Goblins' });
  await dialog.getByRole('button', { name: /Patrol/ }).click();
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('textbox', { name: 'List name' })).toHaveValue('Reed marsh raiders');

  const panel = page.getByRole('region', { name: 'Warbands and chariots' });
  await expect(panel).toContainText('Game size: Patrol (up to 200 points)');

  // A leader, a warband of ten warriors, and a chariot.
  await addCard(page, 'chief', 'Goblin Chief');
  await addCard(page, 'warriors', 'Goblin Warriors');
  await page.getByRole('spinbutton', { name: 'Count of Goblin Warriors' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Count of Goblin Warriors' }).press('Enter');
  await page.getByRole('combobox', { name: 'Warband of Goblin Warriors' }).selectOption({ label: 'New warband' });
  await expect(page.getByRole('combobox', { name: 'Warband of Goblin Warriors' })).toHaveValue('Warband 1');
  await addCard(page, 'goblin chariot', 'Goblin Chariot');

  // Its crew is missing: the problem is named with its code.
  await expect(problems(page).locator('code', { hasText: 'chronopia.chariot-crew' })).toBeVisible();
  await expect(problems(page)).toContainText('Goblin Chariot has 0 of the 2 crew figures its card calls for');
  await expect(panel).toContainText('Goblin Chariot Driver: 0 of 1');

  // Fix it: add the missing crew (one undoable step), and the list is valid.
  await panel.getByRole('button', { name: 'Add the missing crew of Goblin Chariot' }).click();
  await expect(problems(page).locator('code', { hasText: 'chronopia.chariot-crew' })).toHaveCount(0);
  await expect(problems(page)).toContainText('No problems: the list is valid.');
  await expect(panel).toContainText('Crew complete');
  await expect(page.getByText('Crew of Goblin Chariot').first()).toBeVisible();
  await expect(page.getByTestId('points-total')).toContainText('147 / 200');

  // Undo brings the problem back, redo fixes it again.
  await page.keyboard.press('Control+z');
  await expect(problems(page).locator('code', { hasText: 'chronopia.chariot-crew' })).toBeVisible();
  await page.keyboard.press('Control+y');
  await expect(problems(page)).toContainText('No problems');

  // The calculator is one click away.
  await expect(panel.getByRole('link', { name: 'Chronopia calculator' })).toBeVisible();

  // Print the status markers: Print saves the list and opens the print view with it chosen.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByRole('heading', { name: 'Print' })).toBeVisible();
  // The Print button chooses the list and everything for it once the list is loaded.
  const everything = page.getByRole('checkbox', { name: 'Everything for this list' });
  await expect(everything).toBeChecked();
  await everything.uncheck();
  // Chronopia's status markers are the markers document; the FORTIFICATION counters are not for this game.
  await expect(page.getByRole('checkbox', { name: 'Counters' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Markers and footprints' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Reed marsh raiders - markers.pdf');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5000);
});

test('the Chronopia calculator computes falling damage, melee modifiers and the size limit', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'Chronopia' }).click();
  await expect(page.getByRole('heading', { name: 'Chronopia calculator' })).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Size of the figure (SZ)' }).fill('3');
  await page.getByRole('spinbutton', { name: 'Height fallen (inches)' }).fill('8');
  await expect(page.getByTestId('fall-result')).toContainText('Damage 13 (x3)');

  await page.getByRole('checkbox', { name: 'Charge', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Charge out of hiding' }).check();
  await page.getByRole('spinbutton', { name: 'Friends already fighting the target' }).fill('1');
  await expect(page.getByTestId('melee-nk')).toHaveText('+3');
  await page.getByRole('checkbox', { name: 'Dive attack' }).check();
  await expect(page.getByTestId('melee-nk')).toHaveText('−3');
  await expect(page.getByTestId('melee-sch')).toHaveText('−1');

  await page.getByRole('spinbutton', { name: 'Size of the target (SZ)' }).fill('1');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add attacker' }).click();
  await expect(page.getByTestId('limit-result')).toContainText('too many attackers');
  await page.getByRole('button', { name: 'Remove attacker 5' }).click();
  await expect(page.getByTestId('limit-result')).toContainText('allowed (0 left)');

  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByTestId('fall-result')).toContainText('Schaden 13 (x3)');
});
