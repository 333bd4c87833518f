import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Playwright global setup: the end-to-end run's user data folders, downloads and Muster's own
 * temporary files live under one fresh folder (workers and the servers they start inherit
 * TMPDIR), removed when the run ends.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'muster-e2e-run-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
