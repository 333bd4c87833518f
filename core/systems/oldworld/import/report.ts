import { problemMessage } from '../../../files/problems';
import OwbImportDE from '../../../i18n/messages/owb-import.de';
import OwbImportEN from '../../../i18n/messages/owb-import.en';
import { joinCatalogue, translate } from '../../../i18n/translate';
import type { Lang } from '../../../model/system';
import type { OwbImportReport } from './owb';
import type { OwbProblem } from './reader';

// The report's words join the catalogue where the report is read (the import), not in the app's first script.
joinCatalogue('owbImport', { en: OwbImportEN, de: OwbImportDE });

/** How many paths left out, and problems, the lines name (the stored report has them all). */
const MAX_LINES = 200;

/** A value the import could not read, in words: its path in the dataset and why. */
export function owbProblemText(p: OwbProblem, lang: Lang): string {
  switch (p.code) {
    case 'notJson':
      return translate(lang, 'owbImport.problem.notJson', { at: p.at, message: problemMessage(p.problem, lang) });
    case 'expected':
      return translate(lang, 'owbImport.problem.expected', { at: p.at, expected: translate(lang, `owbImport.expected.${p.expected}`), found: p.found });
    case 'unknownCategory':
      return translate(lang, 'owbImport.problem.unknownCategory', { at: p.at, category: p.category });
    default:
      return translate(lang, `owbImport.problem.${p.code}`, { at: p.at });
  }
}

/** Counts by code as `[words, count]`, sorted by the words of `lang`. */
function counted(counts: Readonly<Record<string, number | undefined>>, section: 'mapped' | 'filled', lang: Lang): [string, number][] {
  return Object.entries(counts)
    .filter((e): e is [string, number] => e[1] !== undefined)
    .map(([code, n]): [string, number] => [translate(lang, `owbImport.${section}.${code}`), n])
    .sort((a, b) => a[0].localeCompare(b[0], lang));
}

/** The report as lines for people, in `lang` (the command line prints them, the library's data import shows them). */
export function reportLines(report: OwbImportReport, lang: Lang): string[] {
  const lines = report.files.map((f) => translate(lang, 'owbImport.read', { name: f.name, as: translate(lang, `owbImport.as.${f.as}`) }));
  for (const [what, count] of counted(report.mapped, 'mapped', lang)) lines.push(translate(lang, 'owbImport.mappedLine', { count, what }));
  for (const [what, count] of counted(report.filled, 'filled', lang)) lines.push(translate(lang, 'owbImport.filledLine', { count, what }));
  lines.push(`${translate(lang, 'owbImport.dropped', { count: report.dropped.length })}${report.dropped.length ? ':' : ''}`);
  for (const d of report.dropped.slice(0, MAX_LINES)) lines.push(`  ${d}`);
  if (report.dropped.length > MAX_LINES) lines.push(`  ${translate(lang, 'owbImport.more', { count: report.dropped.length - MAX_LINES })}`);
  for (const p of report.problems.slice(0, MAX_LINES)) lines.push(translate(lang, 'owbImport.problemLine', { problem: owbProblemText(p, lang) }));
  return lines;
}

/**
 * The report as it is stored beside the imported data (import-report.json) and printed as JSON:
 * every count, role and problem in English words, as the file has always held them.
 */
export function storedReport(report: OwbImportReport): { files: { name: string; as: string }[]; dropped: string[]; problems: string[]; mapped: Record<string, number>; filled: Record<string, number> } {
  const words = (section: 'mapped' | 'filled', counts: Readonly<Record<string, number | undefined>>): Record<string, number> =>
    Object.fromEntries(Object.entries(counts).flatMap(([code, n]) => (n === undefined ? [] : [[translate('en', `owbImport.${section}.${code}`), n]])));
  return {
    files: report.files.map((f) => ({ name: f.name, as: translate('en', `owbImport.as.${f.as}`) })),
    dropped: report.dropped,
    problems: report.problems.map((p) => owbProblemText(p, 'en')),
    mapped: words('mapped', report.mapped),
    filled: words('filled', report.filled),
  };
}
