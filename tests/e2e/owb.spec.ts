import { readFileSync } from 'node:fs';
import path from 'node:path';
import { owbListPoints } from '../../core/systems/oldworld/owb-points';
import { expect, root, test } from './fixtures';
import { addCard, code, printListSheet, problems } from './editor';


test('an Old World Builder list is imported, its Core share fixed with a unit at minimum size, the General given a magic weapon, printed and exported back with the same total', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'Lists', exact: true }).click();
  await page.getByLabel('Muster list files (.muster) or Old World Builder lists (.owb.json)').setInputFiles(path.join(root, 'resources', 'samples', 'oldworld-list.owb.json'));
  await expect(page.getByRole('status').filter({ hasText: 'Imported “Nuln border watch”.' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuln border watch' }).click();

  // The total Old World Builder shows, and the composition problem it shows: Core under 25 %.
  await expect(page.getByTestId('points-total')).toHaveAttribute('data-points', '788');
  await expect(code(page, 'oldworld.category-min')).toBeVisible();
  await expect(problems(page)).toContainText('Core units hold 330 points');

  // State Troops come at their minimum size with hand weapons; halberds instead, and 40 of them.
  await addCard(page, 'state troops', 'State Troops');
  const count = page.getByRole('spinbutton', { name: 'Count of State Troops' }).last();
  await expect(count).toHaveValue('10');
  const troops = page.locator('tr.entry-row', { hasText: 'State Troops' }).last();
  await troops.locator('.unit-choices > summary').click();
  await troops.getByRole('radio', { name: 'Halberds for State Troops' }).check();
  await count.fill('40');
  await count.press('Enter');
  await expect(code(page, 'oldworld.category-min')).toHaveCount(0);
  await expect(page.getByTestId('points-total')).toHaveAttribute('data-points', String(788 + 40 * 5 + 40));

  const afterCore = 788 + 40 * 5 + 40;
  await expect(page.getByTestId('points-total')).toHaveAttribute('data-points', String(afterCore));

  // The General carries a Sword of Might* (20). It is extremely common, so an Ogre Blade (75) is offered beside it
  // (the rules and Old World Builder allow both); the player swaps one for the other within his 100 points.
  const general = page.locator('tr.entry-row', { hasText: 'General of the Empire' });
  await general.locator('.unit-choices > summary').click();
  const weapons = general.getByRole('combobox', { name: 'Add to General of the Empire: Magic Items' });
  await expect(weapons.locator('option', { hasText: 'Ogre Blade' })).toHaveCount(1);
  await general.getByRole('button', { name: 'Remove Sword of Might* from General of the Empire' }).click();
  await weapons.selectOption({ label: 'Ogre Blade · Weapon · 75 points' });
  await expect(general.getByRole('region', { name: 'Magic items of General of the Empire: Magic Items' })).toContainText('25 of 100 points left');
  const total = afterCore - 20 + 75;
  await expect(page.getByTestId('points-total')).toHaveAttribute('data-points', String(total));

  // The list sheet shows what was bought: the halberds, the General's mount and his new blade with its points.
  const sheet = await printListSheet(page);
  expect(sheet).toContain('Halberds +40');
  expect(sheet).toContain('Barded Warhorse +16');
  expect(sheet).toContain('Ogre Blade 75');
  expect(sheet).not.toContain('Sword of Might');
  await page.goBack();

  // Back to Old World Builder: a download whose total Old World Builder adds up to Muster's.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Old World Builder file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Nuln border watch.owb.json');
  const owb = JSON.parse(readFileSync(await file.path(), 'utf8')) as { game: string; core: { id: string; strength: number }[]; characters: { items: { selected: { name_en: string }[] }[] }[] };
  expect(owb.game).toBe('the-old-world');
  expect(owbListPoints(owb)).toBe(total);
  expect(owb.core.map((u) => `${u.id.split('.')[0]} ${u.strength}`)).toContain('state-troops 40');
  expect(owb.characters[0]!.items.flatMap((g) => g.selected.map((i) => i.name_en))).toEqual(['Ogre Blade']);
});
