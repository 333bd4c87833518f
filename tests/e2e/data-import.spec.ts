import { readFileSync } from 'node:fs';
import { createList } from './editor';
import { expect, test } from './fixtures';

/**
 * An Old World Builder army file as a player edits it for the house rules of their club (the
 * format of OWB's `public/games/the-old-world/*.json`, as the shipped data was converted from):
 * the King at 140 points, Dwarf Warriors at 9 points from 10 models, and a field of their own
 * that the importer does not know.
 */
const EDITED = readFileSync(new URL('./data/owb-dwarfen-mountain-holds.json', import.meta.url));

test('a player imports an Old World Builder army file they edited, reads the report, and finds the changed units in the library and the picker', async ({ page, muster }) => {
  await page.goto(muster.url);
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();

  // Library → Import data: the army file, under the name OWB gives it.
  await page.getByLabel('Old World Builder files to import').setInputFiles({ name: 'dwarfen-mountain-holds.json', mimeType: 'application/json', buffer: EDITED });
  const report = page.getByRole('dialog', { name: 'Data imported' });
  await expect(report).toContainText('Wrote 1 card file to your cards folder.');
  await expect(report).toContainText('1 element was dropped (see the report).');
  const lines = report.getByLabel('Import report');
  await expect(lines).toContainText('mapped 2 units');
  await expect(lines).toContainText('dropped 1:');
  await expect(lines).toContainText('dwarfen-mountain-holds.json.characters[0].houseRule');
  await expect(report).toContainText('Old World Builder');
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(report).toBeHidden();

  // The library shows the King at his new points.
  await page.getByRole('combobox', { name: 'System' }).selectOption({ label: 'The Old World' });
  await page.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'Dwarfen Mountain Holds' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('king');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  const king = page.locator('table.cards tbody tr').filter({ has: page.getByRole('button', { name: 'King', exact: true }) });
  await expect(king).toHaveCount(1);
  await expect(king.locator('td.num')).toHaveText('140 points');

  // A new list of the army offers the changed units in its picker.
  await createList(page, 'Karak Azgal', 'Dwarfen Mountain Holds', '1000 points', 'The Old World');
  const box = page.getByRole('combobox', { name: 'Find a card to add' });
  const offered = page.getByRole('listbox', { name: 'Cards to add' }).getByRole('option');
  await box.fill('king');
  await expect(offered.filter({ hasText: /^King\b/ })).toContainText('140 points');
  await box.fill('dwarf warriors');
  await expect(offered.first()).toContainText('Dwarf Warriors');
  await expect(offered.first()).toContainText('9 points');
  await box.press('Enter');
  // Added at the new minimum of 10 models: 90 points.
  await expect(page.getByRole('spinbutton', { name: 'Count of Dwarf Warriors' })).toHaveValue('10');
  await expect(page.locator('tr.entry-row', { hasText: 'Dwarf Warriors' })).toContainText('90');
});
