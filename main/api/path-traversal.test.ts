/**
 * Ids that try to leave the user's folders, sent the way a page would send them (through the
 * validating dispatch the IPC handlers and the browser-mode server share) and straight to the
 * handlers: nothing outside the lists folder is read, written or deleted.
 */
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiMethod } from '../../core/api/contract';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

const resourcesDir = path.resolve(import.meta.dirname, '../../resources');
const HOSTILE_IDS = ['../settings', '..', '../../etc/hostname', 'a/../../x', '/etc/hostname', '..\\settings', 'lists/../../settings', '%2e%2e%2fsettings'];

async function setup() {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'muster-traversal-'));
  const api = createHandlers({ mode: 'browser', version: '0.0.0', resourcesDir, userDataDir, defaultLang: 'en', openLink: async () => false });
  // A file beside the lists folder that looks like a list: nothing may open, overwrite or delete it.
  const outside = path.join(userDataDir, 'settings.json');
  const created = await api.createList({ name: 'Decoy', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'standard' });
  const decoy = JSON.stringify({ ...created, name: 'outside the lists folder' });
  await writeFile(outside, decoy);
  return { api, userDataDir, outside, decoy };
}

describe('list and roster ids cannot leave the user folders', () => {
  it('the dispatch refuses every hostile id before a handler runs', async () => {
    const { api, outside, decoy } = await setup();
    const calls: [ApiMethod, (id: string) => unknown][] = [
      ['openList', (id) => ({ id })],
      ['deleteList', (id) => ({ id })],
      ['restoreList', (id) => ({ id })],
      ['discardRecovery', (id) => ({ id })],
      ['openSiege', (id) => ({ id })],
      ['deleteSiege', (id) => ({ id })],
      ['restoreSiege', (id) => ({ id })],
      ['listHistory', (id) => ({ doc: { kind: 'list', id } })],
      ['getHistoryVersion', (id) => ({ doc: { kind: 'list', id }, version: '1' })],
      ['listHistory', (id) => ({ doc: { kind: 'cards', system: 'confrontation', faction: id } })],
    ];
    for (const [method, input] of calls) {
      for (const id of HOSTILE_IDS) {
        const answer = await dispatch(api, method, input(id));
        expect(answer.ok, `${method} ${id}`).toBe(false);
        if (!answer.ok) expect(answer.error.code, `${method} ${id}`).toBe('invalid-input');
      }
    }
    expect(await readFile(outside, 'utf8')).toBe(decoy);
  });

  it('the handlers themselves refuse them too (a second wall behind the schema)', async () => {
    const { api, userDataDir, outside, decoy } = await setup();
    for (const id of HOSTILE_IDS) {
      await expect(api.openList({ id }), id).rejects.toThrow();
      await expect(api.deleteList({ id }), id).rejects.toThrow();
    }
    // A save whose list id is hostile is refused and writes nothing anywhere.
    const list = await api.createList({ name: 'Mine', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'standard' });
    await api.saveList({ list: { ...list, name: 'Saved once' } });
    expect((await api.openList({ id: list.id })).name).toBe('Saved once');
    const before = (await readdir(userDataDir, { recursive: true })).sort();
    for (const id of HOSTILE_IDS) await expect(api.saveList({ list: { ...list, id } }), id).rejects.toThrow(/not a valid document id/);
    expect((await readdir(userDataDir, { recursive: true })).sort()).toEqual(before);
    expect(await readFile(outside, 'utf8')).toBe(decoy);
  });
});
