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

/**
 * At the table: a damage roll on a machine's panel (STR of the attack, the machine's RES as
 * shown, two dice), checked against the result it says, then applied.
 */
export async function applyDamageRoll(machine: Locator, roll: { str: number; res: number; dice: [number, number]; says: string }): Promise<void> {
  await machine.getByRole('textbox', { name: 'STR of the attack' }).fill(String(roll.str));
  await expect(machine.getByRole('textbox', { name: 'RES of the machine' })).toHaveValue(String(roll.res));
  await machine.getByRole('textbox', { name: 'First die' }).fill(String(roll.dice[0]));
  await machine.getByRole('textbox', { name: 'Second die' }).fill(String(roll.dice[1]));
  await expect(machine.getByRole('status').first()).toHaveText(roll.says);
  await machine.getByRole('button', { name: 'Apply' }).first().click();
}
