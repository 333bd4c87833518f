import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Vitest global setup: every test run writes its temporary files (user data folders, rendered
 * PDFs, pages read back) under one fresh folder, removed when the run ends, so runs leave
 * nothing behind in the system's temporary folder.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'muster-vitest-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
