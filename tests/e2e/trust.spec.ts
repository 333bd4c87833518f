import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, freshUserDataDir, launch, root, stop, test } from './fixtures';
import { addCard } from './editor';

async function newList(page: Page, name: string, system: string, faction: string): Promise<void> {
  await page.getByRole('link', { name: 'Lists' }).click();
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'System' }).selectOption({ label: system });
  await dialog.getByRole('combobox', { name: 'Faction' }).selectOption({ label: faction });
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('textbox', { name: 'List name' })).toHaveValue(name);
}

const saveState = (page: Page) => page.getByTestId('save-state');

test('Chronopia warbands survive save and reload', async ({ page, muster }) => {
  await page.goto(muster.url);
  await newList(page, 'Two warbands', 'Chronopia', 'Swamp Goblins');
  await addCard(page, 'warriors', 'Goblin Warriors');
  await page.getByRole('combobox', { name: 'Warband of Goblin Warriors' }).selectOption({ label: 'New warband' });
  await addCard(page, 'chief', 'Goblin Chief');
  await page.getByRole('combobox', { name: 'Warband of Goblin Chief' }).selectOption({ label: 'Warband 1' });
  await addCard(page, 'warriors', 'Goblin Warriors');
  const second = page.getByRole('combobox', { name: 'Warband of Goblin Warriors' }).nth(1);
  await second.selectOption({ label: 'New warband' });
  await expect(second).toHaveValue('Warband 2');
  await page.keyboard.press('Control+s');
  await expect(saveState(page)).toContainText('Saved');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'List name' })).toHaveValue('Two warbands');
  await expect(page.getByRole('combobox', { name: 'Warband of Goblin Warriors' }).first()).toHaveValue('Warband 1');
  await expect(page.getByRole('combobox', { name: 'Warband of Goblin Chief' })).toHaveValue('Warband 1');
  await expect(page.getByRole('combobox', { name: 'Warband of Goblin Warriors' }).nth(1)).toHaveValue('Warband 2');
  await expect(page.getByRole('region', { name: 'Warbands and chariots' })).toContainText('Warband 2');
});

test('edit and save three times, restore the first version from History, undo the restore', async ({ page, muster }) => {
  await page.goto(muster.url);
  await newList(page, 'Versions', 'Confrontation', 'Goblins of No-Dan-Kar');
  const points = page.getByTestId('points-total');
  const save = async (): Promise<void> => {
    await page.keyboard.press('Control+s');
    await expect(saveState(page)).toContainText('Saved');
  };
  await addCard(page, 'mountain-breaker', 'Mountain-Breaker');
  await save();
  const first = await points.getAttribute('data-points');
  await addCard(page, 'minelayer', 'Minelayer');
  await save();
  await page.getByRole('spinbutton', { name: /^Count of .*Minelayer/ }).fill('3');
  await page.getByRole('spinbutton', { name: /^Count of .*Minelayer/ }).press('Enter');
  await save();
  const third = await points.getAttribute('data-points');
  expect(third).not.toBe(first);

  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved versions' });
  const versions = dialog.getByRole('list', { name: 'Saved versions, newest first' }).getByRole('button');
  // Created, then three saves: four versions, newest first, the newest marked current.
  await expect(versions).toHaveCount(4);
  await expect(versions.first()).toContainText('current');
  await expect(versions.nth(2)).toContainText(`${first} / 300 AP · 1 entry`);
  await versions.nth(2).click();
  await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText('1× Mountain-Breaker');
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(points).toHaveAttribute('data-points', first!);
  await expect(page.locator('.entry-name', { hasText: 'Minelayer' })).toHaveCount(0);
  await expect(saveState(page)).toContainText('Unsaved changes');

  // Restoring is one edit: undo brings back the third version.
  await page.keyboard.press('Control+z');
  await expect(points).toHaveAttribute('data-points', third!);
  await expect(page.locator('.entry-name', { hasText: 'Minelayer' })).toHaveCount(1);
});

test('a broken settings file is reported with its field and kept, and the app starts with defaults', async ({ page }) => {
  const userData = freshUserDataDir();
  mkdirSync(userData, { recursive: true });
  writeFileSync(path.join(userData, 'settings.json'), '{"format":"muster-settings","version":1,"lang":"klingon"}');
  const launched = await launch(['--import', 'tsx', path.join(root, 'main', 'serve.ts')], userData);
  try {
    await page.goto(launched.url);
    const alert = page.getByRole('alert').filter({ hasText: 'could not be read' });
    await expect(alert).toContainText('settings.json');
    await expect(alert).toContainText('lang');
    await expect(alert).toContainText('a copy was kept as settings.json.broken-');
    await expect(page.getByRole('link', { name: 'Library' })).toBeVisible();
  } finally {
    await stop(launched);
  }
});
