import { z } from 'zod';
import { MAX_TEMPLATE_DIAMETER_MM, MIN_TEMPLATE_DIAMETER_MM } from '../model/card-terms';
import { armyListSchema, type ArmyList } from '../model/list';
import { SYSTEM_IDS, type SystemId } from '../model/system';
import { langSchema, systemIdSchema } from '../model/system-schema';
import { siegeRosterSchema } from '../systems/oldworld/siege/model';
import { resultsFileSchema } from '../systems/confrontation/tjost/results';
import { eventFileSchema, MAX_ROUNDS } from '../systems/confrontation/tjost/organiser/event';
import { CHRONOPIA_MARKERS } from '../systems/chronopia/markers';

/** Every printable document of this issue; more (tournament form, mission cards, ...) plug in later. */
export const DOCUMENT_IDS = [
  'list',
  'opponent',
  'reference',
  'templates',
  'blast',
  'rulers',
  'tokens',
  'markers',
  'quickref',
  // TJOST (tournament rules): tournament form, selection list form, mission cards, results sheet, quick reference
  'form',
  'selection',
  'missions',
  'results',
  'tjost-quickref',
  // Old World sieges: the siege sheet of a siege roster (fortress, devices, equipment, rules) and its base footprints
  'siege',
  // TJOST organiser (need an event): pairings and tables, score slips, standings, the registration check report, every player's tournament form and mission cards
  'pairings',
  'slips',
  'standings',
  'registration',
  'event-forms',
  'event-missions',
] as const;
export const documentIdSchema = z.enum(DOCUMENT_IDS);
export type DocumentId = z.infer<typeof documentIdSchema>;

/** What a job may ask for: a document, or `all` (every document that applies to the list). */
export const documentRequestSchema = z.union([documentIdSchema, z.literal('all')]);
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const PAPER_IDS = ['a4', 'letter'] as const;
export const paperIdSchema = z.enum(PAPER_IDS);
export type PaperId = z.infer<typeof paperIdSchema>;

/** Counters a token sheet can hold; `extraTokens` adds to the counts taken from the list. */
export const TOKEN_KINDS = [
  'speed',
  'trap',
  'decoy',
  'jammed',
  'overheating',
  'cracked-structure',
  'damaged-valve',
  'leak',
  'machine-stopped',
  // Chronopia status markers (printed on the `markers` sheet of Chronopia lists; see core/systems/chronopia/markers.ts)
  'activation',
  'wait',
  'hidden',
  'panic',
  'prone',
] as const;
export const tokenKindSchema = z.enum(TOKEN_KINDS);
export type TokenKind = z.infer<typeof tokenKindSchema>;

// The template limits are the card schema's (one definition): a card cannot name a template that cannot be printed.
export { MAX_TEMPLATE_DIAMETER_MM, MIN_TEMPLATE_DIAMETER_MM } from '../model/card-terms';

export const printOptionsSchema = z.object({
  /** Dispersion templates on demand, diameters in millimetres. */
  diameters: z.array(z.number().min(MIN_TEMPLATE_DIAMETER_MM).max(MAX_TEMPLATE_DIAMETER_MM)).max(50).optional(),
  /** Extra counters on top of those the list needs (missing kinds count 0). */
  extraTokens: z.partialRecord(tokenKindSchema, z.number().int().min(0).max(200)).optional(),
  /** Leave the entries' notes off the organiser copy too. */
  hideNotes: z.boolean().optional(),
  /** Player name for the list sheet header; falls back to the list's player. */
  player: z.string().max(200).optional(),
  /** TJOST tournament form: what is known of the game before it starts (blank lines otherwise). */
  tournament: z
    .object({
      event: z.string().max(200).optional(),
      round: z.string().max(20).optional(),
      table: z.string().max(20).optional(),
      opponent: z.string().max(200).optional(),
      opponentFaction: z.string().max(200).optional(),
      /** The player's people, for a form printed without the list (organiser: every player's form). */
      faction: z.string().max(200).optional(),
      /** The event's date (YYYY-MM-DD), printed in the form's head instead of the day it was printed. */
      date: z.string().max(20).optional(),
    })
    .optional(),
  /** Organiser documents: the round to print (default: the last paired round; standings: after it). */
  round: z.number().int().min(1).max(MAX_ROUNDS).optional(),
});
export type PrintOptions = z.infer<typeof printOptionsSchema>;

export const printJobSchema = z.object({
  documents: z.array(documentRequestSchema).min(1),
  paper: paperIdSchema,
  lang: langSchema,
  list: armyListSchema.optional(),
  /** TJOST game list: its selection list, so the printed check covers tjost.not-in-selection. */
  selection: armyListSchema.optional(),
  /** TJOST results sheet: the player's games (without it the sheet is printed blank, to fill in by hand). */
  results: resultsFileSchema.optional(),
  /** Old World siege sheet: the roster with its armies embedded (see core/systems/oldworld/siege/sides.ts embedSides). */
  siege: siegeRosterSchema.optional(),
  /** TJOST organiser documents: the event. */
  event: eventFileSchema.optional(),
  /**
   * The game of a job without a list or siege roster: which quick reference and markers it prints,
   * and which documents exist for it (no TJOST sheets for Chronopia). Unset: FORTIFICATION's quick
   * reference, every game's markers. A list's or roster's own game wins (see jobSystem).
   */
  system: systemIdSchema.optional(),
  options: printOptionsSchema.optional(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/** Progress of a running job: `done` of `total` steps, `label` names the current document. */
export interface PrintProgress {
  done: number;
  total: number;
  label: string;
}

/** Documents that cannot be made without a list (`all` means "everything for this list"). */
const NEEDS_LIST: ReadonlySet<DocumentRequest> = new Set<DocumentRequest>(['list', 'opponent', 'reference', 'tokens', 'all', 'form', 'selection']);

export function documentNeedsList(doc: DocumentRequest): boolean {
  return NEEDS_LIST.has(doc);
}

/** Documents of the TJOST organiser: they print from an event, not a list. */
export const EVENT_DOCUMENT_IDS = ['pairings', 'slips', 'standings', 'registration', 'event-forms', 'event-missions'] as const satisfies readonly DocumentId[];

export function isEventDocument(doc: DocumentRequest): boolean {
  return (EVENT_DOCUMENT_IDS as readonly string[]).includes(doc);
}

/**
 * Documents that belong to some game systems only; a list of another system cannot have them.
 * The quick reference is FORTIFICATION's tables (Chronopia: its own; The Old World: the siege
 * rules'); the dispersion templates are FORTIFICATION's zone artillery, the 3 and 5 inch blast
 * templates The Old World's; the TJOST documents are Confrontation's tournament rules. Without a
 * list, each of them can still be printed on its own, unless another game is chosen for the job.
 */
const DOCUMENT_SYSTEMS: Readonly<Partial<Record<DocumentId, readonly ArmyList['system'][]>>> = {
  quickref: ['confrontation', 'chronopia', 'oldworld'],
  templates: ['confrontation'],
  blast: ['oldworld'],
  // FORTIFICATION and Old World counters; Chronopia's status markers are the markers document
  tokens: ['confrontation', 'oldworld'],
  form: ['confrontation'],
  selection: ['confrontation'],
  missions: ['confrontation'],
  results: ['confrontation'],
  'tjost-quickref': ['confrontation'],
};

/** Whether a document can be printed for a list of this game system (documents of some systems only: DOCUMENT_SYSTEMS). */
export function documentFitsSystem(doc: DocumentId, system: ArmyList['system']): boolean {
  return DOCUMENT_SYSTEMS[doc]?.includes(system) ?? true;
}

/** The games a document exists for (every game where DOCUMENT_SYSTEMS does not say). */
export function documentSystems(doc: DocumentId): readonly SystemId[] {
  return DOCUMENT_SYSTEMS[doc] ?? SYSTEM_IDS;
}

/** Where a game has what a document that is not for it holds: Chronopia's status markers are the markers document, not the counters. */
const DOCUMENT_INSTEAD: Readonly<Partial<Record<DocumentId, Partial<Record<SystemId, DocumentId>>>>> = {
  tokens: { chronopia: 'markers' },
};

/** The document that holds, for this game, what `doc` holds for others (tokens → markers for Chronopia); undefined where none does. */
export function documentInstead(doc: DocumentId, system: SystemId): DocumentId | undefined {
  return DOCUMENT_INSTEAD[doc]?.[system];
}

/** The game a job prints for: its list's, a siege roster's (The Old World), else the one chosen for it (unset: none). */
export function jobSystem(job: Pick<PrintJob, 'list' | 'siege' | 'system'>): SystemId | undefined {
  return job.list?.system ?? (job.siege ? 'oldworld' : job.system);
}

/**
 * Whether extra counters of a kind can be printed for a list of this system: Chronopia's status
 * markers for Chronopia lists, FORTIFICATION's counters where the tokens sheet fits. Without a list,
 * every kind.
 */
export function tokenKindFitsSystem(kind: TokenKind, system: ArmyList['system'] | undefined): boolean {
  if (system === undefined) return true;
  return (CHRONOPIA_MARKERS as readonly string[]).includes(kind) ? system === 'chronopia' : documentFitsSystem('tokens', system);
}

/**
 * A reason a job cannot be printed, as data; `round`: the round asked for that is not paired (none:
 * the event has no round yet); `system`: the game a document is not made for (other-system).
 */
export interface PrintJobProblem {
  code: 'needs-list' | 'templates-need-source' | 'needs-siege' | 'other-system' | 'needs-event' | 'needs-round';
  document: DocumentRequest;
  round?: number;
  system?: SystemId;
}

/** What the job lacks before anything can be drawn: documents without the list or diameters they need. */
export function jobProblems(job: Pick<PrintJob, 'documents' | 'list' | 'options' | 'siege' | 'event' | 'system'>): PrintJobProblem[] {
  const problems: PrintJobProblem[] = [];
  // The list's game, or the one chosen for a job without a list (a siege roster's documents are checked by the siege's own print).
  const system = job.list?.system ?? job.system;
  for (const doc of new Set(job.documents)) {
    if (isEventDocument(doc)) {
      if (!job.event) problems.push({ code: 'needs-event', document: doc });
      else {
        const round = job.options?.round ?? job.event.rounds.length;
        if ((doc === 'pairings' || doc === 'slips' || doc === 'event-forms') && !job.event.rounds.some((r) => r.number === round)) {
          problems.push({ code: 'needs-round', document: doc, ...(round > 0 ? { round } : {}) });
        }
      }
    }
    // Not made for the game first: a list would not help (the print view says which, not that a list is missing).
    if (system && doc !== 'all' && !documentFitsSystem(doc, system)) problems.push({ code: 'other-system', document: doc, system });
    if (documentNeedsList(doc) && !job.list) problems.push({ code: 'needs-list', document: doc });
    if (doc === 'siege' && !job.siege) problems.push({ code: 'needs-siege', document: doc });
    if (doc === 'templates' && !job.list && !(job.options?.diameters?.length ?? 0)) {
      problems.push({ code: 'templates-need-source', document: doc });
    }
  }
  return problems;
}

/** Facts about a list that decide which documents `all` includes (see core/print/content.ts). */
export interface ListPrintFacts {
  system: ArmyList['system'];
  kind: ArmyList['kind'];
  hasZoneArtillery: boolean;
  hasTokens: boolean;
  hasMarkers: boolean;
  hasWarMachines: boolean;
}

/**
 * Expands `all` and removes duplicates, keeping the order of DOCUMENT_IDS.
 * `all` includes the list sheets and the reference sheet always, and the rest when the list
 * needs them: templates for zone artillery (or diameters asked for), blast templates for
 * Old World, rulers always, tokens and markers when the list yields any, the quick reference
 * when the list has war machines.
 */
export function expandDocuments(requested: readonly DocumentRequest[], facts: ListPrintFacts | undefined, diameters = 0): DocumentId[] {
  const wanted = new Set<DocumentId>();
  for (const doc of requested) {
    if (doc !== 'all') {
      wanted.add(doc);
      continue;
    }
    if (!facts) continue;
    wanted.add('list');
    wanted.add('opponent');
    wanted.add('reference');
    if ((facts.hasZoneArtillery || diameters > 0) && documentFitsSystem('templates', facts.system)) wanted.add('templates');
    if (facts.system === 'oldworld') wanted.add('blast');
    wanted.add('rulers');
    if (facts.hasTokens) wanted.add('tokens');
    if (facts.hasMarkers) wanted.add('markers');
    if (facts.system === 'confrontation' && facts.hasWarMachines) wanted.add('quickref');
    // TJOST: the selection list form for a selection list; the tournament form, mission cards and the TJOST quick reference for a game list
    if (facts.kind === 'tjost-selection') wanted.add('selection');
    if (facts.kind === 'tjost-game') {
      wanted.add('form');
      // The player chooses a mission for the game: the cards go with the form.
      wanted.add('missions');
      wanted.add('tjost-quickref');
    }
    // Chronopia: its status markers (the markers document) and the Chronopia quick reference, always
    if (facts.system === 'chronopia') {
      wanted.add('markers');
      wanted.add('quickref');
    }
  }
  return DOCUMENT_IDS.filter((d) => wanted.has(d));
}
