import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createList, problems } from './editor';

/** A High Elf list to defend the fortress, made through the Lists screen as a player would. */
async function createHighElfList(page: Page): Promise<void> {
  await createList(page, 'Wardens of Tor Elyr', 'High Elf Realms', '1000 points', 'The Old World');
  for (const name of ['Spearmen', 'Silver Helms']) {
    const box = page.getByRole('combobox', { name: 'Find a card to add' });
    await box.fill(name);
    await expect(page.getByRole('listbox', { name: 'Cards to add' }).getByRole('option').first()).toContainText(name);
    await box.press('Enter');
    await expect(page.locator('.entry-name', { hasText: name }).first()).toBeVisible();
  }
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved/);
}


test('a new user builds a fortress, fixes a Mage tower and a cavalry garrison, and prints the siege sheet', async ({ page, muster }) => {
  await page.goto(muster.url);
  await createHighElfList(page);

  // A new siege roster.
  await page.getByRole('link', { name: 'Sieges', exact: true }).click();
  await expect(page.getByText('No siege roster yet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name of the new siege' }).fill('Siege of Tor Elyr');
  await page.getByRole('button', { name: 'Create siege' }).click();
  await expect(page.getByRole('textbox', { name: 'Name of the siege' })).toHaveValue('Siege of Tor Elyr');
  await page.getByRole('combobox', { name: 'Defender list' }).selectOption({ label: 'Wardens of Tor Elyr – High Elf Realms' });

  // The fortress: a wall and a tower.
  await page.getByRole('button', { name: 'Add wall' }).click();
  await page.getByRole('button', { name: 'Add tower' }).click();
  await expect(page.getByRole('textbox', { name: 'Name of Wall 1' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Storeys of Tower 1' })).toHaveValue('1');
  await page.getByRole('spinbutton', { name: 'Storeys of Tower 1' }).fill('3');
  await page.getByRole('spinbutton', { name: 'Storeys of Tower 1' }).press('Enter');
  await expect(page.locator('tr[data-element-id="t2"]')).toContainText('10 / 12');
  await expect(problems(page)).toContainText('No problems');

  // A Mage tower on a wall is wrong ...
  await page.getByRole('combobox', { name: 'Device', exact: true }).selectOption({ label: 'Mage tower (120 pts)' });
  await page.getByRole('combobox', { name: 'Element', exact: true }).selectOption({ label: 'Wall 1' });
  await page.getByRole('button', { name: 'Add device' }).click();
  await expect(problems(page).locator('code', { hasText: 'siege.device-element' })).toBeVisible();
  await expect(problems(page)).toContainText('Mage tower is on Wall 1, but it belongs on a tower.');
  await expect(page.getByTestId('siege-totals')).toContainText('Defender252 points (132 list + 120 siege)');
  // ... clicking the problem selects the wall ...
  await problems(page).getByRole('button', { name: /siege\.device-element/ }).click();
  await expect(page.locator('tr.selected')).toHaveAttribute('data-element-id', 'w1');
  // ... and moving it to the tower of the High Elf army fixes it.
  await page.getByRole('combobox', { name: 'Element for Mage tower' }).selectOption({ label: 'Tower 1' });
  await expect(problems(page)).toContainText('No problems');

  // Cavalry cannot hold a wall.
  await page.getByRole('combobox', { name: 'Element for Silver Helms' }).selectOption({ label: 'Wall 1' });
  await expect(problems(page).locator('code', { hasText: 'siege.occupant-type' })).toBeVisible();
  await expect(problems(page)).toContainText('Silver Helms (Heavy Cavalry) cannot occupy Wall 1');
  await page.getByRole('combobox', { name: 'Element for Silver Helms' }).selectOption({ label: '— not placed —' });
  await page.getByRole('combobox', { name: 'Element for Elven Spearmen' }).selectOption({ label: 'Wall 1' });
  await expect(problems(page)).toContainText('No problems');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // The players agree how the siege is won: the tower must fall within six rounds.
  const victory = page.getByTestId('siege-victory');
  await victory.getByRole('checkbox', { name: 'Tower 1 at stake' }).check();
  await victory.getByRole('spinbutton', { name: 'Rounds the defender must hold them' }).fill('6');
  await victory.getByRole('spinbutton', { name: 'Rounds the defender must hold them' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // Print the siege sheet: a preview first, then Save PDF.
  await page.getByRole('button', { name: 'Print siege sheet' }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Siege of Tor Elyr - print.pdf');
  const pdf = await file.path();
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('Siege sheet – Siege of Tor Elyr');
  expect(text).toContain('Mage tower');
  expect(text).toContain('Spearmen');
  expect(text).toContain('Valid: the siege breaks no rule Muster checks.');
  expect(text.replace(/\s+/g, ' ')).toContain('Victory: The attacker must take Tower 1. The defender must hold out for 6 rounds.');
  // The quick reference follows with every device and piece of equipment, bought or not.
  expect(text.indexOf('Siege – quick reference')).toBeGreaterThan(text.indexOf('Siege sheet – Siege of Tor Elyr'));
  expect(text).toContain('Mountain fortress');
  await expect(page.getByText('The siege sheet is ready: Siege of Tor Elyr - print.pdf')).toBeVisible();

  // The roster survives a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Element for Mage tower' })).toHaveValue('t2');
  await expect(page.getByRole('combobox', { name: 'Element for Elven Spearmen' })).toHaveValue('w1');
  await expect(page.getByTestId('siege-victory').getByRole('checkbox', { name: 'Tower 1 at stake' })).toBeChecked();
  await expect(page.getByTestId('siege-victory').getByRole('spinbutton', { name: 'Rounds the defender must hold them' })).toHaveValue('6');

  // A rename the player regrets: History brings back the version before it, saved as the newest.
  const nameBox = page.getByRole('textbox', { name: 'Name of the siege' });
  await nameBox.fill('Fall of Tor Elyr');
  await nameBox.press('Tab');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Saved versions' });
  const versions = history.getByRole('list', { name: 'Saved versions, newest first' }).getByRole('button');
  await expect(versions.first()).toContainText('current');
  await expect(versions.first()).toContainText('2 elements');
  await versions.nth(1).click();
  const preview = history.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Siege of Tor Elyr' })).toBeVisible();
  await expect(preview).toContainText('Defender: Wardens of Tor Elyr');
  await expect(preview).toContainText('Tower 1 · Tower');
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await expect(history).toBeHidden();
  await expect(nameBox).toHaveValue('Siege of Tor Elyr');
  await expect(page.getByRole('status').filter({ hasText: /^Restored the version of .* and saved it\./ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Element for Mage tower' })).toHaveValue('t2');
  // The restore is a version of its own; the renamed one is still there to take it back.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(versions.first()).toContainText('current');
  await versions.nth(1).click();
  await expect(preview.getByRole('heading', { name: 'Fall of Tor Elyr' })).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(nameBox).toHaveValue('Siege of Tor Elyr');
});

test('a siege roster file is imported, refused with its field when broken, and downloaded again', async ({ page, muster }) => {
  const sample = readFileSync(new URL('../../resources/samples/valid-siege.muster-siege', import.meta.url), 'utf8');
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'Sieges', exact: true }).click();
  const input = page.getByLabel('Siege roster files (.muster-siege)');
  await input.setInputFiles({ name: 'broken.muster-siege', mimeType: 'application/json', buffer: Buffer.from(sample.replace('"muster-siege"', '"muster-list"')) });
  await expect(page.getByRole('alert')).toContainText('broken.muster-siege: format');
  await input.setInputFiles({ name: 'valid-siege.muster-siege', mimeType: 'application/json', buffer: Buffer.from(sample) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  const name = (JSON.parse(sample) as { name: string }).name;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${name} as a roster file` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.muster-siege$/);
  const saved = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { format: string; name: string };
  expect(saved).toMatchObject({ format: 'muster-siege', name });
});

test('a siege roster saved in another window meanwhile is not saved over: replacing it saves this window’s roster, and the other one stays in History', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'Sieges', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name of the new siege' }).fill('Karak');
  await page.getByRole('button', { name: 'Create siege' }).click();
  await expect(page.getByRole('textbox', { name: 'Name of the siege' })).toHaveValue('Karak');
  const siegeId = /#\/sieges\/([\w-]+)/.exec(page.url())?.[1] ?? '';
  const file = `${muster.userDataDir}/sieges/${siegeId}.muster-siege`;
  const onDisk = () => JSON.parse(readFileSync(file, 'utf8')) as { name: string; nightBattle: boolean; fortress: { elements: unknown[] } };

  // Another window renames it; this one, not knowing, adds a wall.
  const second = await page.context().newPage();
  await second.goto(`${muster.url}#/sieges/${siegeId}`);
  await second.getByRole('textbox', { name: 'Name of the siege' }).fill('Karak Eight Peaks');
  await second.getByRole('textbox', { name: 'Name of the siege' }).press('Enter');
  await expect.poll(() => onDisk().name).toBe('Karak Eight Peaks');

  await page.getByRole('button', { name: 'Add wall' }).click();
  const conflict = page.getByTestId('siege-conflict');
  await expect(conflict).toContainText('This roster was saved in another tab, window or program at');
  expect(onDisk().fortress.elements).toHaveLength(0);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  // Leaving now would drop the wall: the page stays and asks.
  await page.getByRole('link', { name: 'All sieges' }).click();
  await expect(conflict).toBeVisible();
  expect(page.url()).toContain(`#/sieges/${siegeId}`);

  await conflict.getByRole('button', { name: 'Replace it with mine' }).click();
  await expect(conflict).toHaveCount(0);
  await expect.poll(() => onDisk().fortress.elements.length).toBe(1);
  expect(onDisk().name).toBe('Karak');
  await page.getByRole('button', { name: 'History' }).click();
  const versions = page.getByRole('dialog', { name: 'Saved versions' }).getByRole('list', { name: 'Saved versions, newest first' }).getByRole('button');
  await expect(versions).toHaveCount(3);
});
