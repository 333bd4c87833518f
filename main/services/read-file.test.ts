import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileIssueText } from '../../core/files/problems';
import { FileReadError, readDecodedText, readTextFile } from './read-file';

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
  it('refuses a file that is not UTF-8, naming it, instead of reading it into replacement characters', async () => {
    const file = path.join(dir, 'latin1.muster');
    // "Müllers" as a Windows editor saves it: ü is the single byte 0xFC.
    await writeFile(file, Buffer.from('{"name":"Müllers Gobbos"}', 'latin1'));
    const err = await readTextFile(file).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileReadError);
    expect((err as FileReadError).message).toBe(`${file}: is not UTF-8 text; Muster reads this file only as UTF-8 (save it as UTF-8 in your editor)`);
    expect((err as FileReadError).reason).toBe('unreadable');
    expect(fileIssueText((err as FileReadError).issue!, 'de')).toBe('ist kein UTF-8-Text; Muster liest diese Datei nur als UTF-8 (speichere sie in deinem Editor als UTF-8)');
    expect(await readDecodedText(file)).toEqual({ text: '{"name":"Müllers Gobbos"}', encoding: 'windows-1252' });
  });
  it('reads UTF-8 with or without a byte order mark (which is left out)', async () => {
    await writeFile(path.join(dir, 'bom.muster'), '\uFEFF{"name":"Müllers Gobbos"}');
    expect(await readTextFile(path.join(dir, 'bom.muster'))).toBe('{"name":"Müllers Gobbos"}');
    expect(await readDecodedText(path.join(dir, 'bom.muster'))).toEqual({ text: '{"name":"Müllers Gobbos"}', encoding: 'utf-8' });
    // A replacement character written as UTF-8 is text like any other.
    await writeFile(path.join(dir, 'fffd.muster'), 'M\uFFFDllers');
    expect(await readTextFile(path.join(dir, 'fffd.muster'))).toBe('M\uFFFDllers');
  });
  it('refuses a named pipe at once instead of waiting for a writer', async () => {
    const fifo = path.join(dir, 'pipe.muster');
    execFileSync('mkfifo', [fifo]);
    const started = Date.now();
    expect(await reasonOf(readTextFile(fifo))).toBe('not-a-file: is not a regular file');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
