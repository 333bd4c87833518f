import path from 'node:path';
import { FileReadError } from '../services/read-file';

/**
 * Why a file could not be read or written, in words, for a message that names the file already
 * (`X: cannot read the list file: <reason>`). A refusal about another path than `file` (a folder
 * above it that is a file) names that path.
 */
export function reason(err: unknown, file?: string): string {
  if (err instanceof FileReadError) return file !== undefined && path.resolve(file) !== path.resolve(err.file) ? err.message : err.detail;
  const code = err && typeof err === 'object' && 'code' in err ? (err as { code: unknown }).code : undefined;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EISDIR') return 'is a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOTDIR') return 'a part of the path is not a folder';
  return err instanceof Error ? err.message : String(err);
}
