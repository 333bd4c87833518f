import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileReadError, readTextFile } from './read-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-read-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const reasonOf = (p: Promise<unknown>) => p.then(() => 'read', (e: unknown) => (e instanceof FileReadError ? `${e.reason}: ${e.detail}` : String(e)));

describe('readTextFile', () => {
  it('reads a regular file', async () => {
    await writeFile(path.join(dir, 'a.muster'), 'ä text');
    expect(await readTextFile(path.join(dir, 'a.muster'))).toBe('ä text');
  });
  it('refuses devices, folders, missing and oversized files with a reason, reading nothing', async () => {
    expect(await reasonOf(readTextFile('/dev/zero'))).toBe('not-a-file: is not a regular file');
    expect(await reasonOf(readTextFile(dir))).toMatch(/^not-a-file: /);
    expect(await reasonOf(readTextFile(path.join(dir, 'none')))).toBe('missing: no such file');
    await writeFile(path.join(dir, 'big'), Buffer.alloc(2048));
    expect(await reasonOf(readTextFile(path.join(dir, 'big'), 1024))).toBe('too-large: is 2 KB, more than the 1 KB Muster reads');
  });
  it('refuses a named pipe at once instead of waiting for a writer', async () => {
    const fifo = path.join(dir, 'pipe.muster');
    execFileSync('mkfifo', [fifo]);
    const started = Date.now();
    expect(await reasonOf(readTextFile(fifo))).toBe('not-a-file: is not a regular file');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
