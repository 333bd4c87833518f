import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface AtomicWriteOptions {
  /** Keep the previous version as `<file>.bak` before replacing it. */
  backup?: boolean;
}

/**
 * Writes a file so that a crash or a failed write never leaves it half-written:
 * the data goes to a temporary file beside it, which is then renamed over the target.
 * With `backup`, the previous version is kept as `<file>.bak`.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await fs.writeFile(tmp, data);
    if (options.backup) {
      try {
        await fs.copyFile(file, `${file}.bak`);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}
