import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Adds a card to the open list through the picker, as a player would: type, check the first match, Enter. */
export async function addCard(page: Page, search: string, expected: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Find a card to add' });
  await box.fill(search);
  await expect(page.getByRole('listbox', { name: 'Cards to add' }).getByRole('option').first()).toContainText(expected);
  await box.press('Enter');
  await expect(page.locator('.entry-name', { hasText: expected }).first()).toBeVisible();
}

/** The editor's problems panel. */
export const problems = (page: Page): Locator => page.getByRole('region', { name: 'Problems' });

/** A problem's code shown in the panel. */
export const code = (page: Page, c: string): Locator => problems(page).locator('code', { hasText: c });

/** Creates a list through the "New list" dialog and waits for the editor. */
export async function createList(page: Page, name: string, faction: string, limit = '300 AP'): Promise<void> {
  await page.getByRole('link', { name: 'Lists', exact: true }).click();
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Faction' }).selectOption({ label: faction });
  await dialog.getByRole('button', { name: limit }).click();
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('textbox', { name: 'List name' })).toHaveValue(name);
}
