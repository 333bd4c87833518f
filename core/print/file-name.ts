import { safeFileName } from '../files/names';
import { SHEET_MESSAGES } from '../i18n/sheet';
import { translate } from '../i18n/translate';
import type { DocumentRequest, PrintJob } from './job';

/** Organiser documents made for one round (the standings: after it); their file names say which. */
const ROUND_DOCUMENTS: ReadonlySet<DocumentRequest> = new Set<DocumentRequest>(['pairings', 'slips', 'standings', 'event-forms']);

/** Most characters of the list, roster or event name in a file name (safeFileName keeps 80 in all). */
const SUBJECT_MAX = 50;

/**
 * The file name of a print job's PDF, in the job's language: what it is printed for (the list,
 * siege roster, event or results file), then what it holds (one document's short name, or "print" for several
 * or everything for the list), then the round for an organiser's round documents, e.g.
 * "Nuln border watch - rulers.pdf", "Herbstturnier 2003 - print - round 3.pdf". Safe as a file
 * name (core/files/names.ts).
 */
export function printFileName(job: Pick<PrintJob, 'documents' | 'lang' | 'list' | 'siege' | 'event' | 'results' | 'options'>): string {
  // Importing the sheets' texts joins them to the catalogue translate reads.
  void SHEET_MESSAGES;
  const word = (key: string, params: Record<string, number> = {}): string => translate(job.lang, `sheet.labels.fileNames.${key}`, params);
  const documents = [...new Set(job.documents)];
  const single = documents.length === 1 && documents[0] !== 'all' ? documents[0] : undefined;
  // The subject is shortened first, so that a long name leaves room for what the file holds.
  const names = [job.list?.name, job.siege?.name, job.event?.name, job.results?.event, job.results?.player];
  const subject = (names.map((n) => n?.trim()).find((n) => n) ?? '').slice(0, SUBJECT_MAX);
  const parts = [subject, single ? word(single) : word('several')];
  const round = job.event ? (job.options?.round ?? job.event.rounds.length) : 0;
  if (round > 0 && documents.some((d) => ROUND_DOCUMENTS.has(d))) parts.push(word('round', { n: round }));
  return safeFileName(parts.filter((p) => p !== '').join(' - '), '.pdf');
}
