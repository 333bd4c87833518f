import path from 'node:path';
import type { FileIssue } from '../../core/db/types';
import { fileIssueText } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import type { Lang } from '../../core/model/system';
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

/** The reasons of the system's refusals that a file problem's code words in every language. */
const ERRNO_ISSUES: Record<string, FileIssue['code']> = { ENOENT: 'file-missing', EISDIR: 'folder', EACCES: 'permission', EPERM: 'permission' };

/**
 * Why a file could not be read or written, in `lang`, for a message that names the file already
 * (`reason`, in words of the file problems' catalogue): a refusal about another path
 * than `file` (a folder above it that is a file) names that path.
 */
export function reasonText(err: unknown, lang: Lang, file?: string): string {
  if (err instanceof FileReadError && err.issue) {
    const text = fileIssueText(err.issue, lang);
    return file !== undefined && path.resolve(file) !== path.resolve(err.file) ? `${err.file}: ${text}` : text;
  }
  const code = err && typeof err === 'object' && 'code' in err ? (err as { code: unknown }).code : undefined;
  const issue = typeof code === 'string' ? ERRNO_ISSUES[code] : undefined;
  return issue ? fileIssueText({ code: issue, params: {} }, lang) : reason(err, file);
}

/** What the command line cannot read (`cli.read.<what>`, e.g. `X: cannot read the list file: <reason>`). */
export type Unreadable = 'event' | 'league' | 'list' | 'results';

/**
 * A file the command was given that it cannot read, in `lang`: `cli.read.<what>` with the reason
 * in words (reasonText). `shown` is the file as named in the message (as the user gave it),
 * `file` the path read.
 */
export function cannotRead(what: Unreadable, shown: string, err: unknown, lang: Lang, file: string = shown): string {
  return translate(lang, `cli.read.${what}`, { file: shown, reason: reasonText(err, lang, file) });
}

/**
 * A file the command reads whole that it cannot read, in `lang` (`cli.read.file`: `<file>: <reason>`),
 * naming the path the refusal is about (a folder above `file` that is a file).
 */
export function cannotReadFile(file: string, err: unknown, lang: Lang): string {
  const at = err instanceof FileReadError ? err.file : file;
  return translate(lang, 'cli.read.file', { file: at, reason: reasonText(err, lang, at) });
}

/** A `--db` folder that is not a readable folder, in `lang`. */
export const notAFolder = (dir: string, lang: Lang): string => translate(lang, 'cli.read.db', { dir });
