import { expect, test } from './fixtures';
import { addCard } from './editor';

/** Ten cards as a spreadsheet would save them, one with a bad size. */
function spreadsheet(): string {
  const rows = ['system,faction,faction_de,faction_en,id,kind,name_de,name_en,rank_de,rank_en,points,size,stat:MOV,stat:STR'];
  for (let i = 1; i <= 10; i++) rows.push(`confrontation,my-clan,Mein Clan,My clan,clan-warrior-${i},fighter,Clankrieger ${i},Clan warrior ${i},Regulär,Regular,${10 + i},${i === 7 ? 'tiny' : 'normal'},10,3`);
  return rows.join('\n') + '\n';
}

test('a player imports ten cards from a spreadsheet, is told which row is wrong, and builds a list with them', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'Library' }).click();
  await page.getByTestId('cards-csv-file').setInputFiles({ name: 'clan.csv', mimeType: 'text/csv', buffer: Buffer.from(spreadsheet()) });
  await expect(page.getByText('9 of 10 cards imported into your cards.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'clan.csv, line 8, column size: ' })).toBeVisible();

  // Fix the row in the spreadsheet and import again: the card comes in, the others stay.
  await page.getByTestId('cards-csv-file').setInputFiles({ name: 'clan.csv', mimeType: 'text/csv', buffer: Buffer.from(spreadsheet().replace('tiny', 'small')) });
  await expect(page.getByText('10 of 10 cards imported into your cards.')).toBeVisible();

  await page.getByRole('link', { name: 'Lists', exact: true }).click();
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Clan test');
  await dialog.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'My clan' });
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('textbox', { name: 'List name' })).toHaveValue('Clan test');
  // A new list opens with the card search ready; / brings it back from anywhere else.
  const search = page.getByTestId('picker-search');
  await expect(search).toBeFocused();
  await page.getByRole('heading', { name: 'Add cards' }).click();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await addCard(page, 'clan warrior 7', 'Clan warrior 7');
  await expect(page.getByTestId('points-total')).toContainText('17');
});
