import { formatProblem } from '../../../../files/problems';
import { parseListFile } from '../../../../list/load';
import type { SubmittedList } from './registration';

/**
 * Reads list files handed in for an event. A file that is not a usable list file is named with
 * its problem and skipped; cards the database does not know are left to the check
 * (`card.unknown`), so such a list is still registered and reported.
 */
export function readSubmittedLists(files: readonly { fileName: string; text: string }[]): { lists: SubmittedList[]; problems: string[] } {
  const lists: SubmittedList[] = [];
  const problems: string[] = [];
  for (const f of files) {
    const parsed = parseListFile(f.text, f.fileName);
    if (!parsed.list) {
      problems.push(...(parsed.problems.length ? parsed.problems.map(formatProblem) : [`${f.fileName}: not a usable list file`]));
      continue;
    }
    // Repairs the loader made (a renamed duplicate entry id, a dropped assignment) are reported but do not stop registration.
    problems.push(...parsed.problems.map(formatProblem));
    lists.push({ fileName: f.fileName, list: parsed.list });
  }
  return { lists, problems };
}
