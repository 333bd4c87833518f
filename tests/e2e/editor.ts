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
