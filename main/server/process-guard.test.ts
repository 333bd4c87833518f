import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * A real process running the browser-mode server whose getAppInfo handler leaves an exception
 * in a timer and a rejected promise behind (what a future bug in any handler could do). Only a
 * child process shows whether such an error stops the process.
 */
const SCRIPT = `
import { startServer } from ${JSON.stringify(path.resolve(import.meta.dirname, 'http-server.ts'))};
import { guardProcess } from ${JSON.stringify(path.resolve(import.meta.dirname, 'process-guard.ts'))};
import { fakeApi } from ${JSON.stringify(path.resolve(import.meta.dirname, '../test/fake-api.ts'))};
if (process.argv[2] === 'guarded') guardProcess((line) => process.stderr.write(line + '\\n'), ['/home/someone/.config/Muster']);
const handlers = fakeApi();
handlers.getAppInfo = async () => {
  setTimeout(() => { throw new Error('timer broke in /home/someone/.config/Muster/lists/x.muster'); }, 0);
  void Promise.reject(new Error('nobody awaited /srv/secret/folder/y.json'));
  return { version: '0', mode: 'browser', nativeDialogs: false, userDataDir: '', defaultLang: 'en' };
};
const server = await startServer({ handlers, staticDir: process.argv[3], token: 'tok' });
process.stdout.write('PORT ' + server.port + '\\n');
`;

let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

async function start(mode: 'guarded' | 'bare'): Promise<{ port: number; stderr: () => string; exited: Promise<number | null> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-guard-'));
  const file = path.join(dir, 'server.mts');
  await writeFile(file, SCRIPT);
  const proc = spawn(process.execPath, ['--import', 'tsx', file, mode, dir], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] });
  child = proc;
  let err = '';
  proc.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
  return { port, stderr: () => err, exited };
}

function call(port: number, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: `/api/${method}`, headers: { Host: `127.0.0.1:${port}`, 'Content-Type': 'application/json', 'X-Muster-Token': 'tok' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

const settle = () => new Promise((r) => setTimeout(r, 150));

describe('process guard (browser mode)', () => {
  it('without it, an error left behind by a handler stops the process (the failure it guards against)', async () => {
    const server = await start('bare');
    expect(await call(server.port, 'getAppInfo')).toBe(200);
    expect(await server.exited).not.toBe(0);
  });

  it('with it, the process logs the error without absolute paths and goes on answering', async () => {
    const server = await start('guarded');
    for (let i = 0; i < 3; i++) {
      expect(await call(server.port, 'getAppInfo')).toBe(200);
      await settle();
    }
    expect(await call(server.port, 'getCardCounts')).toBe(200);
    expect(child!.exitCode).toBeNull();
    const log = server.stderr();
    expect(log).toContain('unexpected error (the server keeps running): Error: timer broke in lists/x.muster');
    expect(log).toContain('unhandled promise rejection (the server keeps running): Error: nobody awaited y.json');
    expect(log).not.toContain('/home/someone');
    expect(log).not.toContain('/srv/secret');
  });
});
