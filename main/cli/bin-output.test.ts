import { spawn } from 'node:child_process';
import { existsSync, openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The muster bin (bin/muster.mjs) when its output cannot be written: a full disk is one line on
 * stderr and exit 2 (a file that cannot be written), never a stack trace; output piped into a
 * program that stops reading is no error.
 */

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin', 'muster.mjs');

/** Runs the bin with its stdout on `stdout` (a file descriptor) or a pipe read for `readBytes` bytes and then closed. */
function run(args: string[], stdout: number | { readBytes: number }): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, MUSTER_CLI: 'source' }, stdio: ['ignore', typeof stdout === 'number' ? stdout : 'pipe', 'pipe'] });
    let err = '';
    child.stderr?.setEncoding('utf8').on('data', (text: string) => void (err += text));
    if (typeof stdout !== 'number') {
      let read = 0;
      child.stdout?.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= stdout.readBytes) child.stdout?.destroy();
      });
    }
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, err }));
  });
}

describe.skipIf(!existsSync('/dev/full'))('the muster bin when its output cannot be written', () => {
  it('a full disk: "muster: cannot write the output: no space left on device", exit 2, no stack trace', async () => {
    const full = openSync('/dev/full', 'w');
    try {
      for (const args of [['--help'], ['cards', '--system', 'confrontation']]) {
        const r = await run(args, full);
        expect([r.code, r.err], args.join(' ')).toEqual([2, 'muster: cannot write the output: no space left on device\n']);
      }
    } finally {
      closeSync(full);
    }
  });

  it('a reader that stops reading (muster cards | head) is no error', async () => {
    const r = await run(['cards', '--system', 'confrontation'], { readBytes: 1 });
    expect([r.code, r.err]).toEqual([0, '']);
  });
});
