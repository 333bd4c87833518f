import type { ArmyList } from '../../core/model/list';
import type { Lang, SystemId } from '../../core/model/system';
import {
  DOCUMENT_IDS,
  documentFitsSystem,
  isEventDocument,
  MAX_TEMPLATE_DIAMETER_MM,
  MIN_TEMPLATE_DIAMETER_MM,
  jobProblems,
  printJobSchema,
  tokenKindFitsSystem,
  type DocumentRequest,
  type PaperId,
  type PrintJob,
  type PrintJobProblem,
  type PrintOptions,
  type TokenKind,
} from '../../core/print/job';
import { parseDecimal } from '../../core/files/numbers';

/** What the print dialog's controls hold. */
export interface PrintSelection {
  documents: readonly DocumentRequest[];
  list: ArmyList | null;
  paper: PaperId;
  lang: Lang;
  extraTokens: Partial<Record<TokenKind, number>>;
  /** Diameters in mm as typed: "100, 80", "62,5; 100 mm" (see parseDiameters). */
  diametersText: string;
  hideNotes: boolean;
  player: string;
  /** The game of the documents printed without a list (quick reference, markers); null: not chosen. A chosen list's game wins. */
  system?: SystemId | null;
}

/** Why the selection cannot be printed yet, as data (the view puts it in words). */
export type SelectionProblem =
  | { code: 'no-documents' }
  | { code: PrintJobProblem['code']; document: DocumentRequest }
  | { code: 'bad-diameter'; value: string }
  | { code: 'invalid'; message: string };

/** Order of the checkboxes: "everything for this list" first, then the documents. */
export const DOCUMENT_CHOICES: readonly DocumentRequest[] = ['all', ...DOCUMENT_IDS.filter((d) => !isEventDocument(d))];

/**
 * What keeps a document from being made with the dialog's list (or, without one, for the game
 * chosen), ignoring template sizes (which the dialog asks for): `needs-list`, `other-system`, ...
 * null when it can be made.
 */
export function documentBlocker(doc: DocumentRequest, list: ArmyList | null, system: SystemId | null = null): PrintJobProblem['code'] | null {
  const probe = jobProblems({ documents: [doc], list: list ?? undefined, ...(system ? { system } : {}), options: { diameters: [MIN_TEMPLATE_DIAMETER_MM] } });
  return probe[0]?.code ?? null;
}

/** The game the dialog prints for: the chosen list's, else the one chosen for documents without a list (undefined: none). */
export function selectionSystem(sel: Pick<PrintSelection, 'list' | 'system'>): SystemId | undefined {
  return sel.list?.system ?? sel.system ?? undefined;
}

/**
 * Diameters typed in mm, read strictly (no 0x50 or 1e2): values are separated by ';', spaces or a
 * comma with a space or nothing after it ("100; 80", "100 80", "100, 80"); a comma between two
 * digits is a decimal comma ("62,5" is 62.5 mm, as is "62.5"). A value may end in "mm", with or
 * without a space ("100 mm", "100mm"). Returns the numbers within the printable range, and the
 * parts that are not.
 */
export function parseDiameters(text: string): { values: number[]; bad: string[] } {
  const values: number[] = [];
  const bad: string[] = [];
  const parts = text
    .replace(/(\d)\s*mm(?![a-z])/gi, '$1')
    .split(/[\s;]+|(?<!\d),|,(?!\d)/)
    .filter((p) => p !== '');
  for (const part of parts) {
    const n = parseDecimal(part, { integer: false });
    if (n !== undefined && n >= MIN_TEMPLATE_DIAMETER_MM && n <= MAX_TEMPLATE_DIAMETER_MM) values.push(n);
    else bad.push(part);
  }
  return { values, bad };
}

/** The print job for a selection, or the problems that keep it from being printed. */
export function buildPrintJob(sel: PrintSelection): { job: PrintJob | null; problems: SelectionProblem[] } {
  const documents = DOCUMENT_CHOICES.filter((d) => sel.documents.includes(d));
  // Dispersion templates by diameter and extra counters only where the game has them (a field hidden for Chronopia does not keep its old text in the job).
  const system = selectionSystem(sel);
  const { values: diameters, bad } = parseDiameters(system === undefined || documentFitsSystem('templates', system) ? sel.diametersText : '');
  const problems: SelectionProblem[] = bad.map((value) => ({ code: 'bad-diameter', value }));
  if (documents.length === 0) problems.push({ code: 'no-documents' });

  const options: PrintOptions = {};
  if (diameters.length) options.diameters = diameters;
  const tokens = (Object.entries(sel.extraTokens) as [TokenKind, number | undefined][]).filter(([kind, n]) => typeof n === 'number' && n > 0 && tokenKindFitsSystem(kind, system));
  if (tokens.length) options.extraTokens = Object.fromEntries(tokens) as Partial<Record<TokenKind, number>>;
  if (sel.hideNotes) options.hideNotes = true;
  if (sel.player.trim()) options.player = sel.player.trim();

  const job: PrintJob = { documents, paper: sel.paper, lang: sel.lang };
  if (sel.list) job.list = sel.list;
  else if (sel.system) job.system = sel.system;
  if (Object.keys(options).length) job.options = options;
  for (const p of jobProblems(job)) problems.push({ code: p.code, document: p.document });
  if (problems.length) return { job: null, problems };

  const parsed = printJobSchema.safeParse(job);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { job: null, problems: [{ code: 'invalid', message: first ? `${first.path.join('.')}: ${first.message}` : 'invalid' }] };
  }
  return { job, problems: [] };
}
