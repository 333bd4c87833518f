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

/** From the open list's editor: prints only the list sheet (organiser copy), previews and saves it, and returns its text (pdftotext, spaces folded). */
export async function printListSheet(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByRole('heading', { name: 'Print' })).toBeVisible();
  const everything = page.getByRole('checkbox', { name: 'Everything for this list' });
  if (await everything.isChecked()) await everything.uncheck();
  await page.getByRole('checkbox', { name: 'List sheet (organiser copy)' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}
