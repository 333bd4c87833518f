import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

/**
 * A single document Muster refuses to read (a link in its own folders, a folder that is a file)
 * reaches the app as the overviews word it: the file named and why, in the language the user
 * reads the app in (the settings'), not in English only.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const LINK = 'is a link, not a file; Muster does not follow links in its folders';
const LINK_DE = 'ist ein symbolischer Link, keine Datei; Muster folgt keinen Links in seinen Ordnern';
let base: string;
let dir: string;
let secret: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'muster-file-errors-'));
  dir = path.join(base, 'data');
  await mkdir(dir);
  secret = path.join(base, 'secret.txt');
  await writeFile(secret, 'not yours\n');
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

const handlers = () => createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
const NEW = { name: 'Mine', system: 'confrontation', faction: 'griffins-of-akkylannie', pointsLimit: 400, kind: 'standard' } as const;
/** The error of a call as the app gets it: its code and message. */
const failure = async (answer: Promise<{ ok: boolean; error?: { code: string; message: string } }>) => {
  const a = await answer;
  return a.ok ? 'ok' : [a.error?.code, a.error?.message];
};

describe.skipIf(process.platform === 'win32')('a single file refused, in the language of the app', () => {
  it('openList, saveList, openEvent and openFactionCards of a link name the file and why, in German when the app is in German', async () => {
    const api = handlers();
    const list = await api.createList(NEW);
    await mkdir(path.join(dir, 'events'));
    await mkdir(path.join(dir, 'cards', 'confrontation'), { recursive: true });
    const links = {
      list: path.join(dir, 'lists', 'link.muster'),
      event: path.join(dir, 'events', 'link.muster-event'),
      cards: path.join(dir, 'cards', 'confrontation', 'griffins-of-akkylannie.json'),
    };
    for (const link of Object.values(links)) await symlink(secret, link);

    expect(await failure(dispatch(api, 'openList', { id: 'link' }))).toEqual(['unreadable', `${links.list}: ${LINK}`]);
    await api.saveSettings({ lang: 'de' });
    expect(await failure(dispatch(api, 'openList', { id: 'link' }))).toEqual(['unreadable', `${links.list}: ${LINK_DE}`]);
    expect(await failure(dispatch(api, 'saveList', { list: { ...list, id: 'link' } }))).toEqual(['unreadable', `${links.list}: ${LINK_DE}`]);
    expect(await failure(dispatch(api, 'openEvent', { id: 'link' }))).toEqual(['unreadable', `${links.event}: ${LINK_DE}`]);
    expect(await failure(dispatch(api, 'openFactionCards', { system: 'confrontation', faction: 'griffins-of-akkylannie' }))).toEqual(['unreadable', `${links.cards}: ${LINK_DE}`]);
    // The overview words the same file the same way.
    expect((await api.listLists({ lang: 'de' })).problems).toEqual([`${links.list}: ${LINK_DE}`]);
  }, 30_000);

  it('a documents folder that is a file: a single list names that folder (not the system’s ENOTDIR), in the language of the app', async () => {
    const api = handlers();
    await writeFile(path.join(dir, 'lists'), 'a file');
    const folder = path.join(dir, 'lists');
    expect(await failure(dispatch(api, 'openList', { id: 'mine' }))).toEqual(['unreadable', `${folder}: is a file, not a folder`]);
    await api.saveSettings({ lang: 'de' });
    expect(await failure(dispatch(api, 'openList', { id: 'mine' }))).toEqual(['unreadable', `${folder}: ist eine Datei, kein Ordner`]);
    expect(await failure(dispatch(api, 'createList', NEW))).toEqual(['unreadable', `${folder}: ist eine Datei, kein Ordner`]);
    expect((await api.listLists({ lang: 'de' })).problems).toEqual([`${folder}: ist eine Datei, kein Ordner`]);
  }, 30_000);

  it('a call that names its language is answered in it', async () => {
    const api = handlers();
    await api.saveSettings({ lang: 'de' });
    expect(await failure(dispatch(api, 'importList', { fileName: 'x.muster', text: '{', lang: 'en' }))).toEqual(['unreadable', 'x.muster: invalid JSON at line 1, column 2: unexpected end of the text']);
  }, 30_000);
});
