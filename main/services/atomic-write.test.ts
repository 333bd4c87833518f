import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write';

describe('writeFileAtomic', () => {
  it('replaces the file and keeps a backup of the previous version', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-aw-'));
    const file = path.join(dir, 'a.muster');
    await writeFile(file, 'old');
    await writeFileAtomic(file, 'new', { backup: true });
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readFile(`${file}.bak`, 'utf8')).toBe('old');
    expect((await readdir(dir)).sort()).toEqual(['a.muster', 'a.muster.bak']);
  });

  it('leaves the old file and no temporary file when the target cannot be written', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-aw-'));
    await expect(writeFileAtomic(path.join(dir, 'missing', 'x.pdf'), 'data')).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
