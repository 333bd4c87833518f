import path from 'node:path';
import { expect, root, test } from './fixtures';
import { addCard, applyDamageRoll } from './editor';

test('a player gives a miracle to the faithful Forge Lord only, then at the table resolves a damage roll and sees SP and penalty change', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'Lists' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import list file' }).click();
  await (await chooser).setFiles(path.join(root, 'resources', 'samples', 'valid.muster'));
  await page.getByRole('link', { name: 'Thunder of Tir-Nâ-Bor' }).first().click();

  // A miracle goes to a faithful figure: the Forge Lord is offered, the Khor Warrior and the Thunderers are not.
  await addCard(page, 'blessing', 'Blessing of the Forge');
  const assign = page.getByRole('combobox', { name: 'Assign Blessing of the Forge' });
  const offered = await assign.locator('option').allTextContents();
  expect(offered.some((o) => o.includes('Forge Lord'))).toBe(true);
  expect(offered.some((o) => o.includes('Khor Warrior') || o.includes('Thunderer'))).toBe(false);
  await assign.selectOption({ label: 'Carried by Forge Lord on Shield Throne' });
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved/);

  await page.getByTestId('at-the-table').click();
  await expect(page.getByRole('heading', { name: 'At the table: Thunder of Tir-Nâ-Bor' })).toBeVisible();
  const chariot = page.getByRole('article', { name: 'Dwarf Armoured Chariot' });
  await expect(chariot.getByTestId(/^sp-/)).toContainText('SP 8 of 8');
  // The rulebook example: STR 10, dice 5 and 3 against RES 14: damage 4, 1 SP.
  await applyDamageRoll(chariot, { str: 10, res: 14, dice: [5, 3], says: 'Damage 4 on the Structure: 1 SP lost.' });
  await expect(chariot.getByTestId(/^sp-/)).toContainText('SP 7 of 8');
  await expect(chariot.getByTestId(/^penalty-/)).toHaveText('No penalty');
  await chariot.getByRole('button', { name: 'Lose 1 SP on Dwarf Armoured Chariot' }).click();
  await expect(chariot.getByTestId(/^penalty-/)).toContainText('Penalty \u22121 to its tests');

  // Kept for the list: a reload shows the same; a new game clears it.
  await page.reload();
  await expect(chariot.getByTestId(/^sp-/)).toContainText('SP 6 of 8');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(chariot.getByTestId(/^sp-/)).toContainText('SP 8 of 8');
});
