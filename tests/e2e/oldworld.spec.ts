import { expect, test } from './fixtures';
import { addCard, code, createList, printListSheet, problems } from './editor';


test('a new Old World player builds a High Elf army: composition problems, a unit at minimum size with a choose-one weapon, a magic weapon within the allowance, printed', async ({ page, muster }) => {
  await page.goto(muster.url);
  await page.getByRole('link', { name: 'Lists' }).click();
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Tor Yvresse');
  await dialog.getByRole('combobox', { name: 'System' }).selectOption({ label: 'The Old World' });
  await dialog.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'High Elf Realms' });
  await dialog.getByRole('spinbutton', { name: /Points limit/ }).fill('1000');
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('textbox', { name: 'List name' })).toHaveValue('Tor Yvresse');

  // A Prince alone: no General yet and no Core.
  await addCard(page, 'prince', 'Prince');
  await expect(code(page, 'oldworld.general-missing')).toBeVisible();
  await expect(code(page, 'oldworld.category-min')).toBeVisible();
  await expect(problems(page)).toContainText('Core units hold 0 points: at least 25% of the 1000-point limit (250 points)');
  const totals = page.getByTestId('category-totals');
  await expect(totals.locator('[data-category="core"]')).toHaveClass(/under/);

  // Make him the General and give him a magic weapon within his 100-point allowance.
  const prince = page.locator('tr.entry-row', { hasText: 'Prince' });
  await prince.locator('.unit-choices > summary').click();
  await prince.getByRole('checkbox', { name: 'General for Prince' }).check();
  await expect(code(page, 'oldworld.general-missing')).toHaveCount(0);
  await expect(prince.getByTestId('general-badge')).toBeVisible();
  await prince.getByRole('combobox', { name: 'Add to Prince: Magic Items' }).selectOption({ label: 'Ogre Blade · Weapon · 75 points' });
  await expect(prince.getByRole('region', { name: 'Magic items of Prince: Magic Items' })).toContainText('25 of 100 points left');
  // What no longer fits is not offered.
  await expect(prince.getByRole('combobox', { name: 'Add to Prince: Magic Items' }).locator('option', { hasText: 'Armour of Destiny' })).toHaveCount(0);

  // Elven Spearmen come at their minimum size with the weapons the data ticks together (hand weapons
  // and thrusting spears, as Old World Builder starts them); thrusting spears alone instead.
  await addCard(page, 'elven spearmen', 'Elven Spearmen');
  await expect(page.getByRole('spinbutton', { name: 'Count of Elven Spearmen' })).toHaveValue('5');
  const spears = page.locator('tr.entry-row', { hasText: 'Elven Spearmen' });
  await spears.locator('.unit-choices > summary').click();
  const both = spears.getByRole('radio', { name: 'Hand weapons, Thrusting spears for Elven Spearmen' });
  await expect(both).toBeChecked();
  await expect(spears.getByRole('radio', { name: 'Hand weapons for Elven Spearmen', exact: true })).not.toBeChecked();
  await spears.getByRole('radio', { name: 'Thrusting spears for Elven Spearmen', exact: true }).check();
  await expect(both).not.toBeChecked();
  await page.getByRole('spinbutton', { name: 'Count of Elven Spearmen' }).fill('35');
  await page.getByRole('spinbutton', { name: 'Count of Elven Spearmen' }).press('Enter');
  await expect(code(page, 'oldworld.category-min')).toHaveCount(0);
  await expect(totals.locator('[data-category="core"]')).not.toHaveClass(/under/);

  // A Mage uses Battle Magic, the first of his lores, until another is chosen.
  await page.getByRole('combobox', { name: 'Find a card to add' }).fill('mage');
  await page.getByRole('listbox', { name: 'Cards to add' }).getByRole('option', { name: /^Mage\b/ }).click();
  const mage = page.locator('tr.entry-row', { has: page.locator('.entry-name', { hasText: /^Mage$/ }) });
  await mage.locator('.unit-choices > summary').click();
  await expect(mage.getByRole('radio', { name: 'Battle Magic for Mage' })).toBeChecked();
  await mage.getByRole('radio', { name: 'High Magic for Mage' }).check();
  await expect(mage.locator('.choices-summary')).toContainText('Lore: High Magic');

  // Print the list sheet: the bought weapon, the magic item and the Mage's lore are on it.
  const text = await printListSheet(page);
  expect(text).toContain('Lore: High Magic');
  expect(text).toContain('Thrusting spears');
  expect(text).toContain('Ogre Blade 75');
  expect(text).toMatch(/Prince Characters, General 205/);
});

test("an Empire Grand Army takes Knightly Order of the Panther allies: offered as their own group, counted as allies, kept on save", async ({ page, muster }) => {
  await page.goto(muster.url);
  await createList(page, 'Panther allies', 'Empire of Man', '2000 points', 'The Old World');
  // The Grand Army's own categories do not have the Order's Core knights; the allies scope offers them under the Order's name.
  await page.getByRole('combobox', { name: 'Show cards of' }).selectOption({ label: 'all factions (allies)' });
  await page.getByRole('combobox', { name: 'Find a card to add' }).fill('inner circle knights panther');
  const order = page.getByRole('listbox', { name: 'Cards to add' }).getByRole('group', { name: 'Allies: Order of the Knights Panther' });
  await expect(order.getByRole('option')).toHaveCount(2);
  // The same name twice: Core and Special of the Order, each marked with its category there.
  await expect(order.getByRole('option')).toContainText(['Core', 'Special']);
  await order.getByRole('option', { name: /Core/ }).click();
  const row = page.locator('tr.entry-row', { hasText: 'Inner Circle Knights Panther' });
  await expect(row.locator('.entry-ally')).toHaveText('Ally: Order of the Knights Panther');
  // The knights' points count towards the allies' share, not the Grand Army's Core.
  const points = (await row.locator('td.num').innerText()).split(/\s/)[0]!;
  await expect(page.getByTestId('category-totals').locator('[data-category="allies"]')).toContainText(`${points} points`);
  await expect(page.getByTestId('category-totals').locator('[data-category="core"] strong')).toHaveText('0');
  await expect(code(page, 'oldworld.composition')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved/);
  await page.reload();
  await expect(page.locator('tr.entry-row', { hasText: 'Inner Circle Knights Panther' }).locator('.entry-ally')).toHaveText('Ally: Order of the Knights Panther');
  const text = await printListSheet(page);
  // The rank column wraps the composition's name.
  expect(text).toMatch(/Inner Circle Knights Panther Allies \(Order of the \d+ .*Knights Panther\)/);
});

test('a tournament list follows Grand Melee: a unit above a quarter of the points is an error there, not in Open War, and the choice is saved', async ({ page, muster }) => {
  await page.goto(muster.url);
  await createList(page, 'Club night', 'Empire of Man', '1000 points', 'The Old World');
  await addCard(page, 'state troops', 'State Troops');
  const count = page.getByRole('spinbutton', { name: 'Count of State Troops' });
  // 60 State Troops cost 300 points: more than 250, a quarter of 1000.
  await count.fill('60');
  await count.press('Enter');
  await expect(code(page, 'oldworld.grand-melee')).toHaveCount(0);
  const rule = page.getByRole('combobox', { name: 'Matched play' });
  await expect(rule).toHaveValue('');
  await rule.selectOption({ label: 'Grand Melee' });
  await expect(code(page, 'oldworld.grand-melee')).toHaveCount(2);
  await expect(problems(page)).toContainText('State Troops: 300 points; in Grand Melee no unit may cost more than 25% of the 1000-point limit (250 points).');
  // The unit holds all 60 of the army's models: more than half.
  await expect(problems(page)).toContainText('State Troops holds 60 of the army\'s 60 models');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Matched play' })).toHaveValue('grand-melee');
  await page.getByRole('combobox', { name: 'Matched play' }).selectOption({ label: 'Open War' });
  await expect(code(page, 'oldworld.grand-melee')).toHaveCount(0);
});

test('a Night Goblin Mob takes Fanatics as a detachment: not on their own, one per 10 Night Goblins up to 3, counted with the Mob, kept on save and printed', async ({ page, muster }) => {
  await page.goto(muster.url);
  await createList(page, 'Moonlit Mob', 'Orc & Goblin Tribes', '1000 points', 'The Old World');
  // Fanatics are never added on their own: the picker does not offer them.
  const box = page.getByRole('combobox', { name: 'Find a card to add' });
  await box.fill('fanatics');
  await expect(page.getByRole('region', { name: 'Add cards' }).getByRole('paragraph').filter({ hasText: 'No card matches.' })).toBeVisible();
  await expect(page.getByTestId('picker-status')).toHaveText('No card matches.');
  await addCard(page, 'night goblin mob', 'Night Goblin Mob');
  const row = page.locator('tr.entry-row', { hasText: 'Night Goblin Mob' });
  await row.locator('.unit-choices > summary').click();
  const detachments = row.getByTestId('detachments');
  await expect(detachments).toContainText('No detachment taken.');
  const add = detachments.getByRole('button', { name: 'Add Fanatics to Night Goblin Mob as a detachment' });
  await add.click();
  // One Fanatic at 25 points beside 10 Night Goblins at 3; the Mob takes one detachment.
  const models = detachments.getByRole('spinbutton', { name: 'Models of the detachment Fanatics of Night Goblin Mob' });
  await expect(models).toHaveValue('1');
  await expect(row.locator('td.num')).toHaveText(/^55 /);
  await expect(add).toBeDisabled();
  await expect(detachments.getByRole('radio', { name: 'Fanatic ball & chain for Fanatics (Night Goblin Mob)' })).toBeChecked();
  // One Fanatic per 10 Night Goblins (the army list's note): two are one too many for 10.
  await models.fill('2');
  await models.press('Enter');
  await expect(code(page, 'oldworld.detachment')).toBeVisible();
  await expect(problems(page)).toContainText('Night Goblin Mob takes Fanatics with 2 models as a detachment; it may have at most 1.');
  // 30 Night Goblins take up to 3, never 4.
  const mob = page.getByRole('spinbutton', { name: 'Count of Night Goblin Mob' });
  await mob.fill('30');
  await mob.press('Enter');
  await expect(code(page, 'oldworld.detachment')).toHaveCount(0);
  await expect(detachments).toContainText('1 to 3 models');
  await models.fill('4');
  await models.press('Enter');
  await expect(problems(page)).toContainText('Night Goblin Mob takes Fanatics with 4 models as a detachment; it may have at most 3.');
  await models.fill('3');
  await models.press('Enter');
  await expect(code(page, 'oldworld.detachment')).toHaveCount(0);
  await expect(row.locator('td.num')).toHaveText(/^165 /);
  await expect(row.locator('.choices-summary')).toContainText('3× Fanatics');
  // The player names the Mob and notes where its Fanatics hide, as in Old World Builder.
  await row.locator('.entry-texts > summary').click();
  const own = row.getByRole('textbox', { name: 'Own name of Night Goblin Mob' });
  await own.fill('Da Moonlit Mob');
  await own.press('Enter');
  await expect(row.locator('.entry-name')).toHaveText('Da Moonlit Mob');
  await row.getByRole('textbox', { name: 'Note on Da Moonlit Mob' }).fill('Fanatics hide in the second rank');
  await row.getByRole('textbox', { name: 'Note on Da Moonlit Mob' }).blur();
  // The fold shows the note (its name, "Name and note:", is for screen readers before it).
  await expect(row.locator('.entry-texts > summary')).toHaveText(/(^|: )Fanatics hide in the second rank$/);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved/);
  await page.reload();
  const again = page.locator('tr.entry-row', { hasText: 'Night Goblin Mob' });
  await expect(again.locator('td.num')).toHaveText(/^165 /);
  await expect(again.locator('.choices-summary')).toContainText('3× Fanatics');
  await expect(again.locator('.entry-name')).toHaveText('Da Moonlit Mob');
  const text = await printListSheet(page);
  expect(text).toContain('3× Fanatics (Fanatic ball & chain) +75');
  expect(text).toContain('Night Goblin Mob "Da Moonlit Mob"');
  expect(text).toContain('Fanatics hide in the second rank');
});
