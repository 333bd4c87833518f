import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** Creates a list through the "New list" dialog (of `system` when given, by its label) and waits for the editor. */
export async function createList(page: Page, name: string, faction: string, limit = '300 AP', system?: string): Promise<void> {
  await page.getByRole('link', { name: 'Lists', exact: true }).click();
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (system) await dialog.getByRole('combobox', { name: 'System' }).selectOption({ label: system });
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
  // The result is the dice boxes' description (said once the typing settles, by the page's status line).
  await expect(machine.getByRole('textbox', { name: 'Second die' })).toHaveAccessibleDescription(roll.says);
  await machine.getByRole('button', { name: 'Apply' }).first().click();
}

/** From the open list's editor: prints only the list sheet (organiser copy), previews and saves it, and returns its text (pdftotext, spaces folded). */
export async function printListSheet(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByRole('heading', { name: 'Print' })).toBeVisible();
  // The Print button chooses the list and everything for it once the list is loaded.
  const everything = page.getByRole('checkbox', { name: 'Everything for this list' });
  await expect(everything).toBeChecked();
  await everything.uncheck();
  await page.getByRole('checkbox', { name: 'List sheet (organiser copy)' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}
