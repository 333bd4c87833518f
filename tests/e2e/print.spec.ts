import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, root, test } from './fixtures';

/** Records whether the progress bar showed up while the PDF was made (it may be brief). */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress?: string };
    w.sawProgress = '';
    new MutationObserver(() => {
      const bar = document.querySelector('.print-progress');
      if (bar?.querySelector('progress') && !w.sawProgress) w.sawProgress = bar.textContent ?? '';
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function savedPdf(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  const file = await download;
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
}

test('rulers and dispersion templates by diameter print without a list', async ({ page, muster }) => {
  await page.goto(`${muster.url}#/print`);
  await expect(page.getByRole('heading', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Reference sheet/ })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: /Everything for this list/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();
  await expect(page.getByTestId('print-reason')).toContainText('Choose at least one document.');

  await page.getByRole('checkbox', { name: 'Range rulers' }).check();
  await page.getByRole('checkbox', { name: 'Dispersion templates' }).check();
  await page.getByRole('textbox', { name: 'Dispersion templates on demand: diameters in mm' }).fill('100, 20');
  await expect(page.getByTestId('print-reason')).toContainText('"20" is not a diameter from 30 to 180 mm.');
  await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Dispersion templates on demand: diameters in mm' }).fill('100, 80');

  await watchProgress(page);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /PDF ready: \d+ pages?, \d+ kB\./ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawProgress?: string }).sawProgress)).toMatch(/^Making the PDF/);
  const canvas = page.locator('.pdf-page canvas').first();
  expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width > 300 && c.height > 300)).toBe(true);

  const pdf = await savedPdf(page);
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.bytes.length).toBeGreaterThan(5000);

  // A changed choice marks the preview as out of date.
  await page.getByRole('checkbox', { name: 'Markers and footprints' }).check();
  await expect(page.getByText('Your choices changed since this preview')).toBeVisible();
});

test("an imported list's reference sheet prints, and the list editor's address preselects the list", async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'Lists' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import list file' }).click();
  await (await chooser).setFiles(path.join(root, 'resources', 'samples', 'valid.muster'));
  await expect(page.getByText('Thunder of Tir-Nâ-Bor').first()).toBeVisible();

  await page.getByRole('link', { name: 'Print' }).click();
  const list = page.getByRole('combobox', { name: 'List', exact: true });
  await expect(list.getByRole('option', { name: /Thunder of Tir-Nâ-Bor/ })).toHaveCount(1);
  await list.selectOption({ label: 'Thunder of Tir-Nâ-Bor · Confrontation · 550 AP' });
  const reference = page.getByRole('checkbox', { name: 'Reference sheet' });
  await expect(reference).toBeEnabled();
  await reference.check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  const pdf = await savedPdf(page);
  expect(pdf.name).toBe('Thunder of Tir-Nâ-Bor - reference sheet.pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Coming from the list editor's Print button: /print?list=<id> chooses the list and "everything".
  await page.goto(`${muster.url}#/print?list=sample-valid`);
  await expect(page.getByRole('combobox', { name: 'List', exact: true })).toHaveValue('sample-valid');
  await expect(page.getByRole('checkbox', { name: 'Everything for this list' })).toBeChecked();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });

  // Without a list, documents that need one are unchecked and an error is put in words.
  await page.getByRole('combobox', { name: 'List', exact: true }).selectOption({ label: 'No list' });
  await expect(page.getByRole('checkbox', { name: /Everything for this list/ })).not.toBeChecked();
  await expect(page.getByTestId('print-reason')).toContainText('Choose at least one document.');
});
