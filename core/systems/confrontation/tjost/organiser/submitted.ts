import { problemLine } from '../../../../files/problems';
import { translate } from '../../../../i18n/translate';
import { parseListFile } from '../../../../list/load';
import type { Lang } from '../../../../model/system';
import type { SubmittedList } from './registration';

/**
 * Reads list files handed in for an event. A file that is not a usable list file is named with
 * its problem and skipped; cards the database does not know are left to the check
 * (`card.unknown`), so such a list is still registered and reported. The problems are in `lang`.
 */
export function readSubmittedLists(files: readonly { fileName: string; text: string }[], lang: Lang = 'en'): { lists: SubmittedList[]; problems: string[] } {
  const lists: SubmittedList[] = [];
  const problems: string[] = [];
  const line = problemLine(lang);
  for (const f of files) {
    const parsed = parseListFile(f.text, f.fileName);
    if (!parsed.list) {
      problems.push(...(parsed.problems.length ? parsed.problems.map(line) : [translate(lang, 'organiser.register.notList', { file: f.fileName })]));
      continue;
    }
    // Repairs the loader made (a renamed duplicate entry id, a dropped assignment) are reported but do not stop registration.
    problems.push(...parsed.problems.map(line));
    lists.push({ fileName: f.fileName, list: parsed.list });
  }
  return { lists, problems };
}
