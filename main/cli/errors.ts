import { translate } from '../../core/i18n/translate';
import type { Lang } from '../../core/model/system';
import { FileReadError } from '../services/read-file';
import { reasonText } from '../services/read-reasons';

/** What the command line cannot read (`cli.read.<what>`, e.g. `X: cannot read the list file: <reason>`). */
export type Unreadable = 'event' | 'league' | 'list' | 'results' | 'siege';

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

/**
 * A file the command could not write, in `lang` (`cli.output.write`: `cannot write <file>: <reason>`).
 * The system's refusals a write meets that no read does are worded here (`cli.output.reason.*`):
 * a folder of the path that is not there, or one that is a file; the rest as reasonText words them.
 */
export function cannotWrite(file: string, err: unknown, lang: Lang): string {
  const code = err && typeof err === 'object' && 'code' in err ? (err as { code: unknown }).code : undefined;
  const reason = code === 'ENOENT' ? translate(lang, 'cli.output.reason.missing') : code === 'ENOTDIR' ? translate(lang, 'cli.output.reason.notFolder') : reasonText(err, lang, file);
  return translate(lang, 'cli.output.write', { file, reason });
}
