import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addEntry } from '../../core/list/ops';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import { createHandlers } from '../api/handlers';
import { makeFolder, safeWrite } from './safe-write';

/** Random bytes the next calls of randomBytes return (then the real ones), to aim at a temporary name. */
const planned = vi.hoisted(() => ({ bytes: [] as Buffer[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const randomBytes = ((size: number) => planned.bytes.shift() ?? real.randomBytes(size)) as typeof real.randomBytes;
  return { ...real, default: { ...real, randomBytes }, randomBytes };
});

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-safe-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const handlers = () =>
  createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });

describe('200 saves of one list at the same moment', () => {
  it('all succeed, run one after another, and leave the last acknowledged save on disk with a valid history', async () => {
    const api = handlers();
    const created = await api.createList({ name: 'Race', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'standard' });
    let list: ArmyList = created;
    const versions: ArmyList[] = [];
    for (let i = 0; i < 200; i++) {
      const next = addEntry(list, 'goblin-warrior', 1 + (i % 5));
      if (!next.ok) throw new Error('add failed');
      list = next.list;
      versions.push({ ...list, name: `Race ${i}` });
    }
    let lastAcknowledged: ArmyList | undefined;
    const results = await Promise.allSettled(
      versions.map((v) =>
        api.saveList({ list: v }).then(({ list: saved }) => {
          lastAcknowledged = saved;
          return saved;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const text = await readFile(path.join(dir, 'lists', `${created.id}.muster`), 'utf8');
    const onDisk = parseListFile(text, 'x');
    expect(onDisk.problems).toEqual([]);
    expect(onDisk.list).toEqual(lastAcknowledged);
    expect(onDisk.list?.name).toBe('Race 199');
    const history = await api.listHistory({ doc: { kind: 'list', id: created.id } });
    expect(history).toHaveLength(20);
    expect(history[0]?.name).toBe('Race 199');
    expect(history.every((h) => h.problem === undefined)).toBe(true);
    expect((await readdir(path.join(dir, 'lists'))).filter((n) => n !== `${created.id}.muster`)).toEqual([]);
  }, 60_000);
});

describe('safeWrite', () => {
  it('replaces the target of a symlink (the link stays) and keeps the file mode', async () => {
    const target = path.join(dir, 'real.txt');
    await writeFile(target, 'old');
    await chmod(target, 0o640);
    await symlink('real.txt', path.join(dir, 'link.txt'));
    await safeWrite(path.join(dir, 'link.txt'), 'new');
    expect((await lstat(path.join(dir, 'link.txt'))).isSymbolicLink()).toBe(true);
    expect(await readlink(path.join(dir, 'link.txt'))).toBe('real.txt');
    expect(await readFile(target, 'utf8')).toBe('new');
    expect((await stat(target)).mode & 0o777).toBe(0o640);
  });

  it('creates its temporary file exclusively: a link planted at that name is never written through, another name is used', async () => {
    const target = path.join(dir, 'list.muster');
    const victim = path.join(dir, 'victim.txt');
    await writeFile(target, 'old');
    await writeFile(victim, 'precious');
    const planted = path.join(dir, `.list.muster.${'ab'.repeat(6)}.tmp`);
    await symlink(victim, planted);
    planned.bytes.push(Buffer.alloc(6, 0xab), Buffer.alloc(6, 0xcd));
    await safeWrite(target, 'new');
    expect(planned.bytes).toEqual([]);
    expect(await readFile(target, 'utf8')).toBe('new');
    expect(await readFile(victim, 'utf8')).toBe('precious');
    expect((await lstat(planted)).isSymbolicLink()).toBe(true);
    expect((await readdir(dir)).sort()).toEqual([planted, target, victim].map((f) => path.basename(f)).sort());
  });

  it('leaves no temporary file behind when a write fails, and the old file as it was', async () => {
    const target = path.join(dir, 'list.muster');
    await writeFile(target, 'old');
    await expect(safeWrite(target, { length: 1 } as unknown as string)).rejects.toThrow();
    expect(await readFile(target, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['list.muster']);
  });
});

describe('makeFolder', () => {
  it('creates the missing folders above, and takes folders that are already there', async () => {
    await mkdir(path.join(dir, 'a'));
    await makeFolder(path.join(dir, 'a', 'b', 'c'));
    await makeFolder(path.join(dir, 'a', 'b', 'c'));
    expect((await stat(path.join(dir, 'a', 'b', 'c'))).isDirectory()).toBe(true);
  });

  // On /proc, mkdir answers ENOENT although /proc exists; Node 20's recursive mkdir retried that for ever at full CPU.
  it.skipIf(process.platform !== 'linux' || !existsSync('/proc/self'))(
    'fails at once with the system error where a folder that exists refuses a new folder (/proc)',
    async () => {
      const started = Date.now();
      await expect(makeFolder(`/proc/muster-test-${process.pid}/deep`)).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(makeFolder(`/proc/muster-test-${process.pid}`)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(Date.now() - started).toBeLessThan(2_000);
    },
    5_000,
  );
});
