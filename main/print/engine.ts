import path from 'node:path';
import type { CardLookup, FactionInfo } from '../../core/db/types';
import { listPrintFacts } from '../../core/print/content';
import { documentInstead, documentSystems, expandDocuments, jobProblems, jobSystem, printJobSchema, type DocumentId, type PrintJob, type PrintJobProblem, type PrintProgress } from '../../core/print/job';
import { SYSTEMS } from '../../core/model/system';
import { MARGINS_MM, PAPERS } from '../../templates/paper';
import { ACCENTS, COLORS, TYPE_PT, type Accent } from '../../templates/style';
import { safeWrite } from '../services/safe-write';
import type { DrawContext, PrintRecord } from './context';
import { drawBlast } from './documents/blast';
import { drawListSheet } from './documents/list-sheet';
import { drawMarkers } from './documents/markers';
import { drawQuickref, drawReference } from './documents/reference';
import { drawRulers } from './documents/rulers';
import { drawTemplates, templateSources } from './documents/templates';
import { drawTokens } from './documents/tokens';
import { drawChronopiaMarkers, drawChronopiaQuickref } from './documents/chronopia';
import { drawMissionCards } from './documents/tjost/missions';
import { drawTjostQuickref } from './documents/tjost/quickref';
import { drawResultsSheet } from './documents/tjost/results';
import { drawSelectionForm } from './documents/tjost/selection';
import { drawTournamentForm } from './documents/tjost/form';
import { drawSiegeQuickref, drawSiegeSheet } from './documents/siege';
import { drawPairings } from './documents/organiser/pairings';
import { drawEventForms, drawEventMissions } from './documents/organiser/player-sheets';
import { drawRegistration } from './documents/organiser/registration';
import { drawSlips } from './documents/organiser/slips';
import { drawStandings } from './documents/organiser/standings';
import { sheetEntryNamer } from './entries';
import { PieceTooLargeError } from './layout';
import { flushPieces } from './place';
import { Pdf } from './pdf';
import { CHRONOPIA_LABELS } from './text/chronopia';
import { SIEGE_LABELS } from './text/siege';
import { LABELS } from './text/labels';
import { validateForPrint } from './validation';

/** What the print engine needs from the app: cards, the resources folder (fonts), a clock. */
export interface PrintDeps {
  lookup: CardLookup;
  resourcesDir: string;
  now?: Date;
  /** Faction names for the list sheet header; taken from `lookup.factions()` when it has one. */
  factions?: readonly FactionInfo[];
}

/** A job that cannot be printed as asked (bad input, not a bug): the CLI exits 2 on it. */
export class PrintJobError extends Error {
  constructor(
    message: string,
    readonly problems: readonly PrintJobProblem[] = [],
  ) {
    super(message);
    this.name = 'PrintJobError';
  }
}

/** Writing the finished PDF failed (folder missing, no permission, ...); nothing was left behind. */
export class PrintWriteError extends Error {
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    super(`cannot write ${file}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'PrintWriteError';
  }
}

/** Draws one document into the PDF. */
const DRAW: Readonly<Record<DocumentId, (ctx: DrawContext) => void>> = {
  list: (ctx) => drawListSheet(ctx, 'list'),
  opponent: (ctx) => drawListSheet(ctx, 'opponent'),
  reference: drawReference,
  templates: drawTemplates,
  blast: drawBlast,
  rulers: drawRulers,
  tokens: drawTokens,
  // Chronopia (a list's or the job's game): its status markers are the markers document (main/print/documents/chronopia.ts)
  markers: (ctx) => (jobSystem(ctx.job) === 'chronopia' ? drawChronopiaMarkers(ctx) : drawMarkers(ctx)),
  // The quick reference of the job's game (its list's, its siege roster's, or the one chosen): Chronopia's, the Old World siege one, else FORTIFICATION's
  quickref: (ctx) => {
    if (jobSystem(ctx.job) === 'chronopia') drawChronopiaQuickref(ctx);
    else if (isSiegeQuickref(ctx.job)) drawSiegeQuickref(ctx);
    else drawQuickref(ctx);
  },
  // TJOST (main/print/documents/tjost/)
  form: drawTournamentForm,
  selection: drawSelectionForm,
  missions: drawMissionCards,
  results: drawResultsSheet,
  'tjost-quickref': drawTjostQuickref,
  // Old World sieges (main/print/documents/siege.ts)
  siege: drawSiegeSheet,
  // TJOST organiser, from an event (main/print/documents/organiser/)
  pairings: drawPairings,
  slips: drawSlips,
  standings: drawStandings,
  registration: drawRegistration,
  'event-forms': drawEventForms,
  'event-missions': drawEventMissions,
};

/** Whether the job's quick reference is the Old World siege one: for an Old World list, a siege roster, or The Old World chosen for a job without either. */
function isSiegeQuickref(job: Pick<PrintJob, 'list' | 'siege' | 'system'>): boolean {
  return jobSystem(job) === 'oldworld';
}

/** A document's name for this job: Chronopia's quick reference and markers are Chronopia's, the Old World's quick reference the siege's, not FORTIFICATION's. */
function documentName(doc: DocumentId, job: PrintJob, labels: (typeof LABELS)['en']): string {
  if (jobSystem(job) === 'chronopia' && (doc === 'quickref' || doc === 'markers')) {
    const c = CHRONOPIA_LABELS[job.lang];
    return doc === 'quickref' ? c.quickrefTitle : c.markersTitle;
  }
  if (doc === 'quickref' && isSiegeQuickref(job)) return SIEGE_LABELS[job.lang].quickrefTitle;
  return labels.documents[doc];
}

/** Why a job cannot be printed, in a sentence (the command line's message): the document, and what it lacks. */
export function problemMessage(p: PrintJobProblem): string {
  if (p.code === 'needs-list') return `document '${p.document}' needs a list`;
  if (p.code === 'needs-siege') return `document '${p.document}' needs a siege roster`;
  if (p.code === 'needs-event') return `document '${p.document}' needs an event`;
  if (p.code === 'needs-round') return p.round === undefined ? `document '${p.document}' needs a paired round; the event has none yet` : `document '${p.document}' needs round ${p.round} paired; it is not`;
  if (p.code === 'other-system') return otherSystemMessage(p.document, p.system);
  return `document '${p.document}' needs a list with zone artillery or a template diameter`;
}

/** "document 'tokens' is not made for Chronopia (only for Confrontation, The Old World); for Chronopia print 'markers' instead". */
function otherSystemMessage(doc: PrintJobProblem['document'], system: PrintJobProblem['system']): string {
  if (doc === 'all' || system === undefined) return `document '${doc}' is not made for this game`;
  const name = (s: keyof typeof SYSTEMS): string => SYSTEMS[s].name.en;
  const instead = documentInstead(doc, system);
  const where = instead ? `; for ${name(system)} print '${instead}' instead` : '';
  return `document '${doc}' is not made for ${name(system)} (only for ${documentSystems(doc).map(name).join(', ')})${where}`;
}

function factionsOf(deps: PrintDeps): readonly FactionInfo[] {
  if (deps.factions) return deps.factions;
  const source = deps.lookup as CardLookup & { factions?: () => FactionInfo[] };
  return typeof source.factions === 'function' ? source.factions() : [];
}

/** The accent of the job's game system; TJOST, organiser and list-less sheets are Confrontation's, a siege The Old World's. */
export function jobAccent(job: Pick<PrintJob, 'list' | 'siege' | 'system'>): Accent {
  return ACCENTS[jobSystem(job) ?? 'confrontation'];
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Renders the job and returns the PDF with a record of what was drawn where (for tests and previews). */
export async function renderPrintJobDetailed(
  input: PrintJob,
  deps: PrintDeps,
  onProgress?: (p: PrintProgress) => void,
): Promise<{ pdf: Uint8Array; record: PrintRecord; documents: DocumentId[] }> {
  const parsed = printJobSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new PrintJobError(`invalid print job: ${first ? `${first.path.join('.') || 'job'}: ${first.message}` : 'unknown problem'}`);
  }
  const job = parsed.data;
  const problems = jobProblems(job);
  if (problems.length > 0) throw new PrintJobError(problems.map(problemMessage).join('; '), problems);

  const labels = LABELS[job.lang];
  const now = deps.now ?? new Date();
  const facts = job.list ? listPrintFacts(job.list, deps.lookup) : undefined;
  const expanded = expandDocuments(job.documents, facts, job.options?.diameters?.length ?? 0);
  // A siege roster's own sheet leads; its quick reference, templates and rulers follow.
  const documents = expanded.includes('siege') ? ['siege' as const, ...expanded.filter((d) => d !== 'siege')] : expanded;
  const list = job.list;
  const first = documents[0];
  const what = documents.length === 1 && first ? documentName(first, job, labels) : labels.printSet;
  const title = list ? `${what} – ${list.name}` : job.siege ? `${what} – ${job.siege.name}` : job.event ? `${what} – ${job.event.name}` : what;
  const pdf = new Pdf(path.join(deps.resourcesDir, 'fonts'), {
    title,
    subject: labels.subject,
    keywords: documents.join(', '),
    lang: job.lang === 'de' ? 'de-DE' : 'en-US',
    creationDate: now,
  }, jobAccent(job));
  const record: PrintRecord = { pages: [] };
  const ctx: DrawContext = { pdf, paper: PAPERS[job.paper], lang: job.lang, labels, job, documents, lookup: deps.lookup, factions: factionsOf(deps), now, record, pieces: [] };
  if (documents.includes('templates') && templateSources(ctx).length === 0) {
    const p: PrintJobProblem = { code: 'templates-need-source', document: 'templates' };
    throw new PrintJobError(problemMessage(p), [p]);
  }
  if (list && (['list', 'opponent', 'form', 'selection'] as const).some((d) => documents.includes(d))) {
    ctx.validation = validateForPrint(list, deps.lookup, job.lang, sheetEntryNamer(list, deps.lookup, job.lang, labels), job.selection);
  }

  const total = documents.length;
  for (const [i, doc] of documents.entries()) {
    onProgress?.({ done: i, total, label: documentName(doc, job, labels) });
    try {
      DRAW[doc](ctx);
    } catch (err) {
      if (err instanceof PieceTooLargeError) throw new PrintJobError(`${labels.documents[doc]}: ${err.message} on ${job.paper.toUpperCase()}`);
      throw err;
    }
    await tick();
  }
  // Cut-out pieces of every document, packed together after the sheets to read.
  flushPieces(ctx);
  pdf.stampPages((page, count) => {
    const paper = PAPERS[job.paper];
    const width = 50;
    pdf.text(labels.page(page, count), paper.widthMm - MARGINS_MM.right - width, MARGINS_MM.top + 1, { sizePt: TYPE_PT.small, widthMm: width, align: 'right', color: COLORS.muted });
  });
  const bytes = await pdf.finish();
  onProgress?.({ done: total, total, label: labels.documents[documents[total - 1] ?? 'list'] });
  return { pdf: bytes, record, documents };
}

/** Renders the job into one PDF combining its documents. */
export async function renderPrintJob(job: PrintJob, deps: PrintDeps, onProgress?: (p: PrintProgress) => void): Promise<Uint8Array> {
  return (await renderPrintJobDetailed(job, deps, onProgress)).pdf;
}

/** Renders the job and writes it atomically: on any failure no (partial) file is left at `outFile`. */
export async function renderPrintJobToFile(job: PrintJob, deps: PrintDeps, outFile: string, onProgress?: (p: PrintProgress) => void): Promise<void> {
  const bytes = await renderPrintJob(job, deps, onProgress);
  try {
    await safeWrite(outFile, bytes);
  } catch (err) {
    throw new PrintWriteError(outFile, err);
  }
}
