import { parseCardFile } from '../../core/db/load';
import { problemLine } from '../../core/files/problems';
import { translate } from '../../core/i18n/translate';
import type { CardFile } from '../../core/model/card';
import type { Lang } from '../../core/model/system';
import { keepBrokenCopy } from '../services/file-store';
import { MAX_CARD_FILE_BYTES, readTextFileIfExists } from '../services/read-file';
import { cannotReadFile } from './errors';
import type { CliIO } from './io';

/**
 * The card file an import is about to replace or merge into. A file with problems is copied to
 * `<name>.broken-<time>` first and its problems are named on stderr (file, field, reason, in
 * `lang`), so no card of it is lost; `current` then holds only the cards that could be read. A
 * file that cannot be read at all (too large, not a regular file) refuses the import: `ok` is false.
 */
export async function cardFileBefore(file: string, io: CliIO, lang: Lang, now = new Date()): Promise<{ ok: boolean; current?: CardFile }> {
  let text: string | undefined;
  try {
    // Your card files are never read through a link (nor written through one, see the imports).
    text = await readTextFileIfExists(file, MAX_CARD_FILE_BYTES, { links: 'refuse' });
  } catch (err) {
    io.stderr(`muster data: ${translate(lang, 'cli.output.nothingWritten', { problem: cannotReadFile(file, err, lang) })}\n`);
    return { ok: false };
  }
  if (text === undefined) return { ok: true };
  const parsed = parseCardFile(text, file);
  if (parsed.problems.length > 0) {
    const copy = await keepBrokenCopy(file, text, now, MAX_CARD_FILE_BYTES);
    const line = problemLine(lang);
    for (const p of parsed.problems) io.stderr(`muster data: ${line(p)}\n`);
    io.stderr(`muster data: ${translate(lang, 'cli.data.kept', { file, copy })}\n`);
  }
  return { ok: true, current: parsed.file };
}
