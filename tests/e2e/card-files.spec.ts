import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const HEAD = 'system,faction,faction_de,faction_en,id,kind,name_de,name_en,points,size,stat:MOV';
const row = (id: string, en: string, points: string): string => `confrontation,my-goblins,Meine Goblins,My Goblins,${id},fighter,${en},${en},${points},small,10`;

test('a player shares a faction as a pack and imports a friend’s pack after seeing what it adds, changes and removes', async ({ page, muster }) => {
  await page.goto(muster.url);
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();

  // The player's cards come from a spreadsheet.
  const csv = [HEAD, row('raider', 'Raider', '11'), row('sneak', 'Sneak', '8')].join('\n');
  await page.getByLabel('CSV file of cards to import').setInputFiles({ name: 'goblins.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('status').filter({ hasText: '2 of 2 cards imported' })).toBeVisible();

  // A pack needs a faction.
  await page.getByRole('button', { name: 'Export pack' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Choose a faction in the filters first' })).toBeVisible();
  await page.getByRole('combobox', { name: 'System' }).selectOption({ label: 'Confrontation' });
  await page.getByRole('combobox', { name: 'Faction' }).selectOption({ label: 'My Goblins' });
  await expect(page.getByText('Raider', { exact: true })).toBeVisible();
  const packDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export pack' }).click();
  const packFile = await packDownload;
  expect(packFile.suggestedFilename()).toBe('my-goblins.muster-pack.json');
  const pack = JSON.parse(readFileSync(await packFile.path(), 'utf8')) as { format: string; cards: { id: string; points: number; name: { de: string; en: string } }[] };
  expect(pack.format).toBe('muster-pack');

  // A friend's version of the pack: Raider cheaper, Sneak gone, a Shaman new.
  const raider = pack.cards.find((c) => c.id === 'raider')!;
  const friend = { ...pack, cards: [{ ...raider, points: 9 }, { ...raider, id: 'shaman', name: { de: 'Schamane', en: 'Shaman' } }] };
  await page.getByLabel('Faction pack to import').setInputFiles({ name: 'friend.muster-pack.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(friend)) });
  const preview = page.getByRole('dialog', { name: 'Import the pack of My Goblins?' });
  await expect(preview).toContainText('1 added, 1 changed, 1 removed, 0 unchanged');
  await expect(preview.getByRole('region', { name: 'Added' })).toContainText('Shaman');
  await expect(preview.getByRole('region', { name: 'Changed' })).toContainText('Raider raider: points');
  await expect(preview.getByRole('region', { name: 'Removed' })).toContainText('Sneak');
  // Nothing is written before the player confirms.
  const file = path.join(muster.userDataDir, 'cards', 'confrontation', 'my-goblins.json');
  const ids = (): string[] => (JSON.parse(readFileSync(file, 'utf8')) as { cards: { id: string }[] }).cards.map((c) => c.id);
  expect(ids()).toEqual(['raider', 'sneak']);
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 cards of My Goblins imported' })).toBeVisible();
  expect(ids()).toEqual(['raider', 'shaman']);
});
