import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serializeList } from '../../core/list/serialize';
import { createListStore } from '../services/list-store';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

const resourcesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../resources');

async function setup() {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'muster-status-'));
  const api = createHandlers({ mode: 'browser', version: '1.2.3', resourcesDir, userDataDir, defaultLang: 'en', openLink: async () => false });
  /** A call as IPC and browser mode make it: its envelope's error code (or 'ok') and message. */
  const call = async (method: string, input: unknown): Promise<[string, string]> => {
    const result = await dispatch(api, method as never, input);
    return result.ok ? ['ok', ''] : [result.error.code, result.error.message.split(userDataDir + path.sep).join('')];
  };
  return { api, userDataDir, call };
}

const newList = { name: 'Race', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'standard' } as const;

describe('API errors with real handlers', () => {
  it('a document that is not there is not-found (404), not a failure (500)', async () => {
    const { call } = await setup();
    expect(await call('openList', { id: 'CON' })).toEqual(['not-found', `${path.join('lists', 'CON.muster')}: no such file`]);
    expect(await call('openSiege', { id: 'nope' })).toEqual(['not-found', `${path.join('sieges', 'nope.muster-siege')}: no such file`]);
    expect(await call('openEvent', { id: 'nope' })).toEqual(['not-found', `${path.join('events', 'nope.muster-event')}: no such file`]);
    const [code] = await call('registerLists', { id: 'nope', files: [{ fileName: 'a.muster', text: '{}' }], lang: 'en' });
    expect(code).toBe('not-found');
  });

  it('a list file Muster refuses to read (too large, a folder, nested too deep) is unreadable (422), as a broken one is', async () => {
    const { call, userDataDir } = await setup();
    const lists = path.join(userDataDir, 'lists');
    await mkdir(path.join(lists, 'dir.muster'), { recursive: true });
    await writeFile(path.join(lists, 'big.muster'), Buffer.alloc(9 * 1024 * 1024, 32));
    await writeFile(path.join(lists, 'deep.muster'), '['.repeat(300_000) + ']'.repeat(300_000));
    await writeFile(path.join(lists, 'bad.muster'), '{');
    expect(await call('openList', { id: 'dir' })).toEqual(['unreadable', `${path.join('lists', 'dir.muster')}: is not a regular file`]);
    expect(await call('openList', { id: 'big' })).toEqual(['unreadable', `${path.join('lists', 'big.muster')}: is 9 MB, more than the 8 MB Muster reads`]);
    expect(await call('openList', { id: 'deep' })).toEqual(['unreadable', expect.stringMatching(/^lists.deep\.muster: nested more than 256 levels deep at line 1, column 257 \(a copy was kept as deep\.muster\.broken-/)]);
    expect((await call('openList', { id: 'bad' }))[0]).toBe('unreadable');
  });

  it('of 20 creations of one list id at the same moment, one creates the list and 19 are refused as a conflict', async () => {
    const { call, userDataDir } = await setup();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call('createList', { ...newList, name: `Race ${i}`, id: 'race-x' })));
    expect(answers.filter(([code]) => code === 'ok')).toHaveLength(1);
    expect(answers.filter(([code]) => code !== 'ok')).toEqual(Array.from({ length: 19 }, () => ['conflict', "A list with the id 'race-x' exists already; nothing was changed"]));
    expect(await createListStore(userDataDir).history('race-x')).toHaveLength(1);
    // Other ids are not held up by it, and without an id every creation makes a list of its own.
    expect((await Promise.all([call('createList', { ...newList, id: 'race-y' }), call('createList', newList), call('createList', newList)])).map(([code]) => code)).toEqual(['ok', 'ok', 'ok']);
  });

  it('an id that is no document id is invalid input (400); a version that is not there is not-found; restoring over a list is a conflict', async () => {
    const { api, call, userDataDir } = await setup();
    const list = await api.createList({ ...newList, id: 'kept' });
    expect(await call('saveList', { list: { ...list, id: '../x' } })).toEqual(['invalid-input', "'../x' is not a valid document id"]);
    const [code, message] = await call('getHistoryVersion', { doc: { kind: 'list', id: 'kept' }, version: '2020-01-01T00-00-00-000Z' });
    expect([code, message]).toEqual(['not-found', expect.stringMatching(/^No version '2020-01-01T00-00-00-000Z' of /)]);
    expect((await call('deleteList', { id: 'kept' }))[0]).toBe('ok');
    // The id stays the deleted list's while it is in the trash: no new list takes it.
    expect(await call('createList', { ...newList, id: 'kept' })).toEqual(['conflict', "A deleted list with the id 'kept' is in the trash; nothing was changed"]);
    // A list of that id put back by hand (a sync tool, a copy): restoring does not overwrite it.
    await writeFile(path.join(userDataDir, 'lists', 'kept.muster'), serializeList({ ...list, name: 'Copied back' }));
    expect((await call('restoreList', { id: 'kept' }))[0]).toBe('conflict');
    expect((await api.openList({ id: 'kept' })).name).toBe('Copied back');
  });
});
