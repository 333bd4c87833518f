import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from './index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: root });
  return { code, stdout, stderr };
}

describe('muster CLI', () => {
  it('lists its commands with --help', async () => {
    const res = await run(['--help']);
    expect(res.code).toBe(0);
    for (const cmd of ['validate', 'cards', 'print', 'export']) expect(res.stdout).toMatch(new RegExp(`^  ${cmd} `, 'm'));
  });

  it('prints usage to stderr and exits 2 for an unknown command, a missing command or an unknown flag', async () => {
    const unknown = await run(['frobnicate']);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    expect(unknown.stderr).toContain('Usage: muster <command>');
    expect((await run([])).code).toBe(2);
    const flag = await run(['validate', 'resources/samples/valid.muster', '--colour']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('--colour');
    expect(flag.stderr).toContain('Usage: muster validate');
  });

  it('runs as the muster bin (npx muster --help)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'bin', 'muster.mjs'), '--help'], { cwd: root });
    expect(stdout).toContain('Usage: muster <command> [options]');
    const failed = await promisify(execFile)(process.execPath, [path.join(root, 'bin', 'muster.mjs'), 'nope'], { cwd: root }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('Usage: muster');
  });
});
