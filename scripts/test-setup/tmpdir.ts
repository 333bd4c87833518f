import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Vitest global setup: every test run writes its temporary files (user data folders, rendered
 * PDFs, pages read back) under one fresh folder, removed when the run ends, so runs leave
 * nothing behind in the system's temporary folder. The user data folder (MUSTER_USER_DATA) is an
 * empty folder in it too: the command line reads the user's own cards from there, so a test
 * never reads (or writes) the cards of whoever runs the tests.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'muster-vitest-'));
  process.env.TMPDIR = dir;
  process.env.MUSTER_USER_DATA = path.join(dir, 'user-data');
  return () => rmSync(dir, { recursive: true, force: true });
}
