import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from './test-io';

/**
 * A card file a data import cannot write once every check passed (the system refuses the write
 * itself: a part of the path that is no folder, no permission): the message follows --lang, the
 * reason in the words of the file problems. The one safe write (also as the card store calls it) is made to fail as the system would.
 */
const refusal = vi.hoisted(() => ({ code: 'ENOTDIR' }));
vi.mock('../services/safe-write', async (importOriginal) => {
  const real = await importOriginal<typeof import('../services/safe-write')>();
  const refuse = async (): Promise<never> => {
    throw Object.assign(new Error(`${refusal.code}: refused by the system`), { code: refusal.code });
  };
  // The safe write, as called on its own and inside a file's lock (the card store's writes).
  return { ...real, safeWrite: refuse, writeUnlocked: refuse };
});

let dir = '';
let envBefore: string | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'muster-cli-write-lang-'));
  envBefore = process.env.MUSTER_USER_DATA;
  process.env.MUSTER_USER_DATA = path.join(dir, 'user-data');
  await writeFile(path.join(dir, 'clan.csv'), 'system,faction,faction_de,faction_en,id,kind,name_de,name_en,points\nconfrontation,my-clan,Mein Clan,My clan,my-one,fighter,Eins,One,5\n');
  const faction = { id: 'my-clan', name: { de: 'Mein Clan', en: 'My clan' } };
  await writeFile(path.join(dir, 'clan.pack.json'), JSON.stringify({ format: 'muster-pack', version: 1, system: 'confrontation', faction, cards: [{ id: 'my-one', kind: 'fighter', name: { de: 'Eins', en: 'One' }, source: 'user', points: 5 }] }));
});
afterAll(async () => {
  if (envBefore === undefined) delete process.env.MUSTER_USER_DATA;
  else process.env.MUSTER_USER_DATA = envBefore;
  await rm(dir, { recursive: true, force: true });
});

describe('a card file a data import cannot write follows --lang', () => {
  const file = () => path.join(dir, 'cards', 'confrontation', 'my-clan.json');

  it.each([
    ['csv', 'clan.csv', 'ENOTDIR', 'ein Teil des Pfades ist kein Ordner', 'a part of the path is not a folder'],
    ['pack', 'clan.pack.json', 'EACCES', 'Zugriff verweigert', 'permission denied'],
  ])('%s (%s)', async (kind, input, code, de, en) => {
    refusal.code = code;
    const german = await runCli(['data', 'import', kind, input, '--out', 'cards', '--lang', 'de'], dir);
    expect([german.code, german.out, german.err]).toEqual([2, '', `muster data: ${file()} kann nicht geschrieben werden: ${de}\n`]);
    const english = await runCli(['data', 'import', kind, input, '--out', 'cards'], dir);
    expect([english.code, english.out, english.err]).toEqual([2, '', `muster data: cannot write ${file()}: ${en}\n`]);
  });
});
