import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Launched {
  url: string;
  output: string;
  userDataDir: string;
  child: ChildProcess;
}

/** Starts a Muster process and waits for the line with the browser-mode URL. */
export function launch(args: string[], userDataDir: string, env: Record<string, string> = {}): Promise<Launched> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, MUSTER_USER_DATA: userDataDir, LANG: 'en_US.UTF-8', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Muster did not print its URL in time:\n${output}`)), 60_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      // The whole line: the address names the page's language after its token.
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]+(?:&lang=[a-z]+)?)\r?\n/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1], output, userDataDir, child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Muster exited with ${code}:\n${output}`));
    });
  });
}

export function stop(launched: Launched): Promise<void> {
  return new Promise((resolve) => {
    if (launched.child.exitCode !== null) return resolve();
    const force = setTimeout(() => launched.child.kill('SIGKILL'), 5000);
    launched.child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    launched.child.kill('SIGTERM');
  });
}

export function freshUserDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'muster-e2e-'));
}

/** A browser-mode server with an empty user data folder, per test. */
export const test = base.extend<{ muster: Launched }>({
  // Playwright needs the object pattern to see the fixture has no dependencies.
  // eslint-disable-next-line no-empty-pattern
  muster: async ({}, use) => {
    const launched = await launch(['--import', 'tsx', path.join(root, 'main', 'serve.ts')], freshUserDataDir());
    await use(launched);
    await stop(launched);
  },
});

export { expect } from '@playwright/test';
