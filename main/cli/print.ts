import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { CardLookup, FactionInfo, LoadProblem } from '../../core/db/types';
import { problemLine } from '../../core/files/problems';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import { SYSTEM_IDS, SYSTEMS, type SystemId } from '../../core/model/system';
import {
  DOCUMENT_IDS,
  documentInstead,
  documentSystems,
  MAX_TEMPLATE_DIAMETER_MM,
  MIN_TEMPLATE_DIAMETER_MM,
  documentFitsSystem,
  documentNeedsList,
  documentRequestSchema,
  printOptionsSchema,
  type DocumentId,
  type PrintJob,
  type PrintJobProblem,
} from '../../core/print/job';
import { parseResultsFile, type ResultsFile } from '../../core/systems/confrontation/tjost/results';
import { PrintJobError, PrintWriteError, renderPrintJobToFile } from '../print/engine';
import { loadSelectionFor } from '../tjost/selection-file';
import { defaultResourcesDir, shippedCardsDir } from '../services/card-db';
import { numberOption, oneOf, parseCommandArgs, schemaOption, OUT_OPTION, langOption, usageError } from './args';
import { paperOption, savedPaper } from './paper-option';
import { CARD_OPTIONS, cardFolders, cardOptionsHelp, loadCommandCards, namesCardNotIn, readFolders, type CardRequest } from './card-sources';
import { checkOutput, insideFolders, sameFile } from './output';
import { systemOfFile } from './system-of';
import { readTextFile } from '../services/read-file';
import { cannotRead, cannotWrite, notAFolder } from './errors';
import { loadSiegeForPrint, siegeArgs } from './print-siege';
import type { CliCommand, CliIO } from './io';
import { EXIT_OK, EXIT_USAGE, UsageError } from './io';
import { helpText } from './help';
import type { Lang } from '../../core/model/system';
import { translate } from '../../core/i18n/translate';

const DOCUMENTS = [...DOCUMENT_IDS, 'all'] as const;

/** The --help of `muster print` in `lang`. */
const usage = (lang: Lang): string => helpText(lang, 'print', { cardOptions: cardOptionsHelp(18, lang), minDiameter: MIN_TEMPLATE_DIAMETER_MM, maxDiameter: MAX_TEMPLATE_DIAMETER_MM });

/** What the command needs from outside; tests may replace them. */
export interface PrintCliDeps {
  /** The cards of the request: with a `system`, only that system's shipped cards (a list needs no other). */
  loadCards(request: CardRequest): Promise<{ db: CardLookup & { factions?(): FactionInfo[] }; problems: LoadProblem[] }>;
  /** The shipped card folders (an --out file is never written inside them). */
  shippedDirs(): string[];
  resourcesDir(): string;
  now(): Date;
}

export const defaultDeps: PrintCliDeps = {
  loadCards: loadCommandCards,
  shippedDirs: () => [shippedCardsDir(defaultResourcesDir())],
  resourcesDir: () => defaultResourcesDir(),
  now: () => new Date(),
};

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** The --diameter values (repeatable), each in range, no more than a print job holds. */
function parseDiameters(values: readonly string[]): number[] {
  const diameters = values.map((v) => numberOption('diameter', v, { min: MIN_TEMPLATE_DIAMETER_MM, max: MAX_TEMPLATE_DIAMETER_MM, integer: false, unit: 'millimetres' }) ?? 0);
  return schemaOption('diameter', diameters, printOptionsSchema.shape.diameters) ?? [];
}

/** What the options prefill on the TJOST tournament form, each within the print job's limits. */
function tournamentOptions(values: Partial<Record<'event' | 'round' | 'table' | 'opponent', string>>): Record<string, string> {
  const fields = printOptionsSchema.shape.tournament.unwrap().shape;
  const out: Record<string, string> = {};
  for (const key of ['event', 'round', 'table', 'opponent'] as const) {
    const value = schemaOption(key, values[key], fields[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** "--system chronopia does not match the list's game, Confrontation: leave --system out (the list's game is used)". */
function systemMismatch(chosen: SystemId, own: SystemId, what: 'list' | 'siege'): UsageError {
  return new UsageError((lang) => translate(lang, `cliArgs.print.${what === 'list' ? 'mismatchList' : 'mismatchSiege'}`, { chosen, game: SYSTEMS[own].name[lang] }));
}

/** "document 'tokens' is not made for Chronopia (only for Confrontation, The Old World); for Chronopia print 'markers' instead". */
function otherSystemText(document: DocumentId, system: SystemId, lang: Lang): string {
  const instead = documentInstead(document, system);
  const name = (s: SystemId): string => SYSTEMS[s].name[lang];
  const params = { document, system: name(system), systems: documentSystems(document).map(name).join(', ') };
  return translate(lang, `cliArgs.print.${instead ? 'otherSystemInstead' : 'otherSystem'}`, instead ? { ...params, instead } : params);
}

function otherSystem(document: DocumentId, system: SystemId): UsageError {
  return new UsageError((lang) => otherSystemText(document, system, lang));
}

/**
 * Why the print engine refused a job (a PrintJobError), in `lang`: each of its problems in the
 * words the command's own checks use; a refusal without problems (a piece too large for the
 * paper) as the engine words it.
 */
export function printRefusalText(err: PrintJobError, lang: Lang): string {
  if (err.problems.length === 0) return err.message;
  const text = (p: PrintJobProblem): string => {
    const t = (id: string, params: Record<string, string | number> = {}): string => translate(lang, `cliArgs.print.${id}`, { document: p.document, ...params });
    switch (p.code) {
      case 'needs-list':
        return t('needsList');
      case 'templates-need-source':
        return t('templates');
      case 'needs-siege':
        return t('siege');
      case 'needs-event':
        return t('needsEvent');
      case 'needs-round':
        return p.round === undefined ? t('needsRoundNone') : t('needsRound', { round: p.round });
      case 'other-system':
        return p.document === 'all' || p.system === undefined ? t('notThisGame') : otherSystemText(p.document, p.system, lang);
    }
  };
  return err.problems.map(text).join('; ');
}

export async function runPrint(argv: string[], io: CliIO, deps: PrintCliDeps = defaultDeps): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    list: { type: 'string' },
    system: { type: 'string' },
    ...CARD_OPTIONS,
    paper: { type: 'string' },
    lang: { type: 'string' },
    diameter: { type: 'string', multiple: true },
    ...OUT_OPTION,
    verbose: { type: 'boolean' },
    siege: { type: 'string' },
    selection: { type: 'string' },
    results: { type: 'string' },
    event: { type: 'string' },
    round: { type: 'string' },
    table: { type: 'string' },
    opponent: { type: 'string' },
    force: { type: 'boolean' },
  });
  if (positionals.length !== 1) {
    throw positionals.length === 0 ? usageError('print.missingDocument') : usageError('print.oneDocument', { documents: positionals.join(', ') });
  }
  const docArg = positionals[0] ?? '';
  const doc = documentRequestSchema.safeParse(docArg);
  if (!doc.success) throw usageError('print.unknownDocument', { document: docArg, documents: DOCUMENTS.join(', ') });
  if (values.out === undefined || values.out === '') throw usageError('print.missingOut');
  const siegeFiles = siegeArgs(values, doc.data);
  values.list = siegeFiles.list;
  const given = paperOption(values.paper);
  const lang = langOption(values.lang, io);
  const chosen = values.system === undefined ? undefined : oneOf('system', values.system, SYSTEM_IDS, 'confrontation');
  if (chosen && doc.data !== 'all' && !documentFitsSystem(doc.data, chosen)) throw otherSystem(doc.data, chosen);
  const diameters = parseDiameters(values.diameter ?? []);
  const tournament = tournamentOptions(values);
  if (documentNeedsList(doc.data) && values.list === undefined) throw usageError('print.needsList', { document: doc.data });
  if (doc.data === 'templates' && values.list === undefined && diameters.length === 0) {
    throw usageError('print.templates');
  }
  const outFile = path.resolve(io.cwd, values.out);
  const inputs = [values.list, values.selection, siegeFiles.siege, values.results].flatMap((f) => (f === undefined ? [] : [path.resolve(io.cwd, f)]));
  const folders = cardFolders(values, io.cwd);
  const refused = (await checkOutput(outFile, inputs, 'pdf', values.force === true, lang)) ?? (await insideFolders(outFile, [...readFolders(folders), ...deps.shippedDirs()], lang));
  if (refused) {
    io.stderr(`muster print: ${refused}\n`);
    return EXIT_USAGE;
  }

  for (const dir of folders.db) {
    if (!(await isDirectory(dir))) {
      io.stderr(`muster print: ${notAFolder(dir, lang)}\n`);
      return EXIT_USAGE;
    }
  }
  let listText: string | undefined;
  if (values.list !== undefined) {
    try {
      listText = await readTextFile(path.resolve(io.cwd, values.list));
    } catch (err) {
      io.stderr(`muster print: ${cannotRead('list', values.list, err, lang, path.resolve(io.cwd, values.list))}\n`);
      return EXIT_USAGE;
    }
  }
  // Only the cards of the list's (or roster's) system, or of the game chosen; documents without one get every system's.
  const own = siegeFiles.siege !== undefined ? 'oldworld' : values.list !== undefined && listText !== undefined ? systemOfFile(values.list, listText) : undefined;
  if (chosen && own && own !== chosen) throw systemMismatch(chosen, own, siegeFiles.siege !== undefined ? 'siege' : 'list');
  const system = own ?? chosen;
  const loaded = await deps.loadCards({ ...folders, system });
  const line = problemLine(lang);
  for (const p of loaded.problems) io.stderr(`muster print: ${translate(lang, 'cli.read.cards', { problem: line(p) })}\n`);
  let db = loaded.db;

  let list: ArmyList | undefined;
  if (values.list !== undefined && listText !== undefined) {
    const text = listText;
    let parsed = parseListFile(text, values.list, db);
    if (parsed.list && system !== undefined && namesCardNotIn(parsed.list, db)) {
      // A card the list's system lacks may be another game's (card.other-system on the list sheet,
      // as the app prints it): every system's cards (your own and --db files' problems were named above).
      db = (await deps.loadCards({ ...folders })).db;
      parsed = parseListFile(text, values.list, db);
    }
    // Without a list the file is unusable; with one, its problems were repairs, named too.
    for (const p of parsed.problems) io.stderr(`muster print: ${line(p)}\n`);
    if (!parsed.list) {
      if (parsed.problems.length === 0) io.stderr(`muster print: ${translate(lang, 'cli.read.unusable', { file: values.list })}\n`);
      return EXIT_USAGE;
    }
    list = parsed.list;
  }
  const siege = siegeFiles.siege !== undefined ? await loadSiegeForPrint(siegeFiles.siege, io, db, outFile, lang) : undefined;
  if (typeof siege === 'number') return siege;
  let selection: ArmyList | undefined;
  if (list && values.list !== undefined) {
    const linked = await loadSelectionFor({ list, listFile: values.list, override: values.selection, cwd: io.cwd, lookup: db, lang });
    if (!linked.ok) {
      for (const m of linked.messages) io.stderr(`muster print: ${m}\n`);
      return EXIT_USAGE;
    }
    selection = linked.selection;
    if (linked.foundById !== undefined) io.stderr(`muster print: ${translate(lang, 'cli.selectionById', { file: linked.foundById })}\n`);
    for (const r of linked.repairs ?? []) io.stderr(`muster print: ${r}\n`);
    if (linked.file !== undefined && (await sameFile(outFile, linked.file))) {
      io.stderr(`muster print: ${translate(lang, 'cli.output.selection', { out: values.out, file: linked.file, list: values.list })}\n`);
      return EXIT_USAGE;
    }
  } else if (values.selection !== undefined) {
    throw usageError('print.selection');
  }
  let results: ResultsFile | undefined;
  if (values.results !== undefined) {
    let text: string;
    try {
      text = await readTextFile(path.resolve(io.cwd, values.results));
    } catch (err) {
      io.stderr(`muster print: ${cannotRead('results', values.results, err, lang, path.resolve(io.cwd, values.results))}\n`);
      return EXIT_USAGE;
    }
    const parsed = parseResultsFile(text, values.results);
    if (!parsed.results) {
      for (const p of parsed.problems) io.stderr(`muster print: ${line(p)}\n`);
      return EXIT_USAGE;
    }
    results = parsed.results;
  }
  const paper = given ?? (await savedPaper(lang, (line) => io.stderr(`muster print: ${line}\n`)));
  const options = { ...(diameters.length ? { diameters } : {}), ...(Object.keys(tournament).length ? { tournament } : {}) };
  const job: PrintJob = {
    documents: [doc.data],
    paper,
    lang,
    ...(list ? { list } : {}),
    ...(selection ? { selection } : {}),
    ...(results ? { results } : {}),
    ...(siege ? { siege } : {}),
    ...(chosen && !list && !siege ? { system: chosen } : {}),
    ...(Object.keys(options).length ? { options } : {}),
  };
  const verbose = values.verbose === true;
  try {
    await renderPrintJobToFile(job, { lookup: db, resourcesDir: deps.resourcesDir(), now: deps.now() }, outFile, (p) => {
      if (verbose) io.stderr(`muster print: [${Math.min(p.done + 1, p.total)}/${p.total}] ${p.done === p.total ? translate(lang, 'cli.output.done') : p.label}\n`);
    });
  } catch (err) {
    if (err instanceof PrintJobError) {
      io.stderr(`muster print: ${printRefusalText(err, lang)}\n`);
      return EXIT_USAGE;
    }
    if (err instanceof PrintWriteError) {
      io.stderr(`muster print: ${cannotWrite(outFile, err.cause, lang)}\n`);
      return EXIT_USAGE;
    }
    throw err;
  }
  io.stdout(`${outFile}\n`);
  return EXIT_OK;
}

export const command: CliCommand = {
  summary: 'print documents for a list as PDF',
  usage,
  run: (argv, io) => runPrint(argv, io),
};
