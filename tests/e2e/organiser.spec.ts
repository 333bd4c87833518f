import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const SAMPLES = path.resolve(import.meta.dirname, '../../resources/samples');
const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dirk', 'Emma', 'Fritz', 'Greta'];

/** A selection list file as a player hands it in: the sample with the player's name. */
function handedIn(sample: string, player: string): { name: string; mimeType: string; buffer: Buffer } {
  const list = JSON.parse(readFileSync(path.join(SAMPLES, sample), 'utf8')) as Record<string, unknown>;
  return { name: `${player}.muster`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...list, player })) };
}

test('an organiser creates an event, registers eight lists, pairs, enters two rounds of results, reads the standings and prints round 3', async ({ page, muster }, testInfo) => {
  await page.goto(muster.url);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Organiser' }).click();
  await expect(page.getByRole('heading', { name: 'TJOST organiser' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Event name' }).fill('Spring Cup');
  await page.getByRole('spinbutton', { name: 'Rounds' }).fill('3');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name: 'Spring Cup' })).toBeVisible();

  // Registration: eight selection lists at once, one of them over 400 AP.
  const files = [...PLAYERS.map((p) => handedIn('valid-tjost-selection.muster', p)), handedIn('tjost.selection-points.muster', 'Heinz')];
  await page.getByLabel('Selection list files to register').setInputFiles(files);
  await expect(page.getByTestId('registration-summary')).toContainText('8 players: 7 lists valid, 1 with errors, 0 without a list.');
  const heinz = page.locator('tr[data-player="Heinz"]');
  await expect(heinz.getByRole('button', { name: 'Problems of Heinz' })).toContainText('error');
  await expect(page.getByText(/tjost\.selection-points/).first()).toBeVisible();

  const tab = (name: string) => page.getByRole('tab', { name });
  const rows = page.locator('tr[data-table]');
  /** Enters every open table of the shown round by keyboard: a's PF, a's mission round, b's PF, Enter. */
  const enterRound = async (round: number): Promise<void> => {
    const count = await rows.count();
    for (let i = 0; i < count; i++) {
      const row = rows.nth(i);
      const boxes = row.getByRole('textbox');
      await boxes.nth(0).fill(String(100 + 10 * i + round));
      await row.getByRole('combobox', { name: /^Round in which .* fulfilled the mission$/ }).first().selectOption('3');
      await boxes.nth(2).fill(String(20 + i));
      await boxes.nth(2).press('Enter');
      await expect(row).toHaveClass(/done/);
    }
  };

  await tab('Rounds and results').click();
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  // Lists can be replaced only until round 1 is paired: the organiser is asked first.
  const ask = page.getByRole('dialog', { name: 'Pair round 1 with lists that break the rules?' });
  await expect(ask).toContainText('The selection list of Heinz breaks the rules (see Players). Once round 1 is paired, lists can no longer be replaced.');
  await ask.getByRole('button', { name: 'Pair anyway' }).click();
  await expect(rows).toHaveCount(4);
  // Paired all the same, with a word about the list that breaks the rules.
  await expect(page.getByText('Round 1 · Note: the selection list of Heinz breaks the rules (see Players).')).toBeVisible();
  // The first table's first box has the focus: results are entered by keyboard.
  await expect(rows.first().getByRole('textbox').first()).toBeFocused();
  await enterRound(1);
  await expect(rows.first().locator('.score')).toContainText('3 PH / 151 PF');

  await page.getByRole('button', { name: 'Pair round 2' }).click();
  await expect(page.getByRole('heading', { name: 'Round 2' })).toBeVisible();
  // An impossible result is refused with a message: a won by mission in round 3, but b is entered as the winner.
  const first = rows.first();
  await first.getByRole('textbox').nth(0).fill('90');
  await first.getByRole('combobox', { name: /^Round in which .* fulfilled the mission$/ }).first().selectOption('3');
  await first.getByRole('textbox').nth(2).fill('10');
  await first.getByRole('combobox', { name: /^Outcome at table/ }).selectOption({ index: 2 });
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('alert')).toContainText('alone fulfilled the mission');
  await expect(first).not.toHaveClass(/done/);
  await first.getByRole('combobox', { name: /^Outcome at table/ }).selectOption({ index: 0 });
  await enterRound(2);

  await tab('Standings').click();
  const standings = page.getByTestId('standings');
  await expect(page.getByRole('heading', { name: 'After round 2' })).toBeVisible();
  await expect(standings.locator('tbody tr')).toHaveCount(8);
  await expect(standings.locator('tbody tr').first()).toContainText('6');
  await testInfo.attach('standings', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  await tab('Rounds and results').click();
  await page.getByRole('button', { name: 'Pair round 3' }).click();
  await expect(rows).toHaveCount(4);

  await tab('Print and export').click();
  await page.getByRole('checkbox', { name: 'Score slips' }).uncheck();
  await page.getByRole('checkbox', { name: 'Standings' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  const file = await download;
  const pdf = testInfo.outputPath('round-3.pdf');
  writeFileSync(pdf, readFileSync(await file.path()));
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('Round 3');
  expect(text).toContain('TJOST standings – after round 2');
  for (const p of [...PLAYERS, 'Heinz']) expect(text).toContain(p);

  // Everything is in the event file: a reload shows round 3 and the results.
  await page.reload();
  await tab('Rounds and results').click();
  await expect(page.getByRole('heading', { name: 'Round 3' })).toBeVisible();
});

test('a change to an event saved in another window meanwhile is not saved over it: the organiser opens the saved version, and Undo brings the change back', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Organiser' }).click();
  await page.getByRole('textbox', { name: 'Event name' }).fill('Two windows');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name: 'Two windows' })).toBeVisible();
  await page.getByLabel('Selection list files to register').setInputFiles(PLAYERS.slice(0, 4).map((p) => handedIn('valid-tjost-selection.muster', p)));
  await expect(page.getByTestId('registration-summary')).toContainText('4 players');
  const eventId = /#\/organiser\/events\/([\w-]+)/.exec(page.url())?.[1] ?? '';
  const file = path.join(muster.userDataDir, 'events', `${eventId}.muster-event`);
  const onDisk = () => JSON.parse(readFileSync(file, 'utf8')) as { place?: string; rounds: unknown[] };

  // A second window sets the place; this one, not knowing, pairs round 1.
  const second = await page.context().newPage();
  await second.goto(`${muster.url}#/organiser/events/${eventId}`);
  await second.getByRole('tab', { name: 'Event' }).click();
  await second.getByRole('textbox', { name: 'Place' }).fill('Town hall');
  await second.getByRole('textbox', { name: 'Place' }).press('Tab');
  await expect.poll(() => onDisk().place).toBe('Town hall');
  const theirs = readFileSync(file, 'utf8');

  await page.getByRole('tab', { name: 'Rounds and results' }).click();
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  await expect(page.locator('tr[data-table]')).toHaveCount(2);
  const conflict = page.getByTestId('event-conflict');
  await expect(conflict).toContainText('This event was saved in another tab, window or program at');
  expect(readFileSync(file, 'utf8')).toBe(theirs);
  // Leaving now would drop the pairing: the page stays and asks.
  await page.getByRole('link', { name: /All events/ }).click();
  await expect(conflict).toBeVisible();
  expect(page.url()).toContain(`#/organiser/events/${eventId}`);

  // Opening the saved version: the place is there, round 1 is not paired; Undo brings the pairing back onto it and saves both.
  await conflict.getByRole('button', { name: 'Open the saved version' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'The saved version is open.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pair round 1' })).toBeVisible();
  await expect(page.locator('.org-head')).toContainText('Town hall');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('tr[data-table]')).toHaveCount(2);
  await expect.poll(() => onDisk().rounds.length).toBe(1);
  // The other window's place stays, in this window and on disk.
  expect(onDisk().place).toBe('Town hall');
  await expect(page.locator('.org-head')).toContainText('Town hall');
  await expect(conflict).toHaveCount(0);
});
