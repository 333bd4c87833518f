import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Whether `dir` is still the private folder Muster made: a real folder (no symlink), ours, mode 0700. */
async function stillPrivate(dir: string): Promise<boolean> {
  try {
    const stat = await fs.lstat(dir);
    if (!stat.isDirectory()) return false;
    if (process.platform === 'win32') return true;
    return (stat.mode & 0o777) === 0o700 && stat.uid === process.getuid?.();
  } catch {
    return false;
  }
}

/**
 * The folder for PDFs handed to the system viewer: made with mkdtemp (a random name nobody can
 * guess or make beforehand) with mode 0700, so other users of the machine cannot read the
 * printed lists. It is made on first use and made anew when it disappeared (a temp cleaner)
 * or is no longer private.
 */
export function createViewerFolder(base: string = os.tmpdir()): { path(): Promise<string> } {
  let dir: string | undefined;
  return {
    async path() {
      if (dir !== undefined && (await stillPrivate(dir))) return dir;
      const made = await fs.mkdtemp(path.join(base, 'muster-print-'));
      await fs.chmod(made, 0o700);
      dir = made;
      return made;
    },
  };
}
