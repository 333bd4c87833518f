import path from 'node:path';
import type { FileIssue } from '../../core/db/types';
import { fileIssueText } from '../../core/files/problems';
import type { Lang } from '../../core/model/system';
import { FileReadError } from './read-file';

/** The reasons of the system's refusals that a file problem's code words in every language. */
const ERRNO_ISSUES: Record<string, FileIssue['code']> = { ENOENT: 'file-missing', EISDIR: 'folder', EACCES: 'permission', EPERM: 'permission' };

/**
 * Why a file could not be read or written, in `lang`, for a message that names the file already
 * (`X: cannot read the list file: <reason>`), in words of the file problems' catalogue: a refusal
 * about another path than `file` (a folder above it that is a file) names that path. An error
 * those words have no code for (a full disk, another refusal of the system) gives its own message.
 */
export function reasonText(err: unknown, lang: Lang, file?: string): string {
  if (err instanceof FileReadError) {
    const text = err.issue ? fileIssueText(err.issue, lang) : err.detail;
    return file !== undefined && path.resolve(file) !== path.resolve(err.file) ? `${err.file}: ${text}` : text;
  }
  const code = err && typeof err === 'object' && 'code' in err ? (err as { code: unknown }).code : undefined;
  const issue = typeof code === 'string' && Object.hasOwn(ERRNO_ISSUES, code) ? ERRNO_ISSUES[code] : undefined;
  if (issue) return fileIssueText({ code: issue, params: {} }, lang);
  return err instanceof Error ? err.message : String(err);
}
