import { chmod, mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createViewerFolder } from './viewer-folder';

let base: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'muster-viewer-'));
});

const mode = async (dir: string) => (await stat(dir)).mode & 0o777;

describe.skipIf(process.platform === 'win32')('print viewer folder', () => {
  it('is a fresh random folder with mode 0700, kept for later prints', async () => {
    const folder = createViewerFolder(base);
    const dir = await folder.path();
    expect(path.dirname(dir)).toBe(base);
    expect(path.basename(dir)).toMatch(/^muster-print-.{6}$/);
    expect(await mode(dir)).toBe(0o700);
    expect(await folder.path()).toBe(dir);
    // Another run gets another name: nobody can prepare the folder in advance.
    expect(await createViewerFolder(base).path()).not.toBe(dir);
  });

  it('is private even under a permissive umask', async () => {
    const old = process.umask(0);
    try {
      expect(await mode(await createViewerFolder(base).path())).toBe(0o700);
    } finally {
      process.umask(old);
    }
  });

  it('is made anew when it disappeared, was opened up or replaced by a link', async () => {
    const folder = createViewerFolder(base);
    const first = await folder.path();
    await rm(first, { recursive: true });
    const second = await folder.path();
    expect(second).not.toBe(first);
    expect(await mode(second)).toBe(0o700);

    await chmod(second, 0o777);
    const third = await folder.path();
    expect(third).not.toBe(second);
    expect(await mode(third)).toBe(0o700);

    const elsewhere = await mkdtemp(path.join(base, 'elsewhere-'));
    await rm(third, { recursive: true });
    await symlink(elsewhere, third);
    const fourth = await folder.path();
    expect(fourth).not.toBe(third);
    expect(await mode(fourth)).toBe(0o700);
  });
});
