import path from 'node:path';
import { translate } from '../../core/i18n';
import { type Lang } from '../../core/model/system';
import { EVENT_DOCUMENT_IDS, printJobSchema } from '../../core/print/job';
import { MAX_ROUNDS } from '../../core/systems/confrontation/tjost/organiser/event';
import { eventResults, serializeEventResults } from '../../core/systems/confrontation/tjost/organiser/event-results';
import { eventResultsCsv } from '../../core/systems/confrontation/tjost/organiser/export-csv';
import { PrintJobError, PrintWriteError, renderPrintJobToFile } from '../print/engine';
import { defaultResourcesDir } from '../services/card-db';
import { numberOption, oneOf, parseCommandArgs, OUT_OPTION, langOption, usageError } from './args';
import { printRefusalText } from './print';
import { paperOption, savedPaper } from './paper-option';
import { loadEvent, oneEvent, organiserCards, writeOutput } from './event-files';
import { cannotWrite } from './errors';
import { CARD_OPTIONS } from './card-sources';
import type { CliIO } from './io';
import { EXIT_OK, EXIT_USAGE } from './io';
import { checkOutput } from './output';

/** `muster event print|export`: the organiser's sheets as PDF and the results for the league. */

/** Refuses an output that is the event file itself or an existing file of another kind (unless --force). */
async function refuseOutput(outFile: string, eventFile: string, kind: Parameters<typeof checkOutput>[2], force: boolean, io: CliIO, lang: Lang): Promise<boolean> {
  const refused = await checkOutput(outFile, [eventFile], kind, force, lang);
  if (refused) io.stderr(`muster event: ${refused}\n`);
  return refused !== undefined;
}

/** Prints organiser documents of the event (pairings, slips, standings, registration, forms, mission cards) into one PDF. */
export async function eventPrint(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    documents: { type: 'string' },
    round: { type: 'string' },
    ...OUT_OPTION,
    paper: { type: 'string' },
    lang: { type: 'string' },
    ...CARD_OPTIONS,
    force: { type: 'boolean' },
  });
  const eventArg = oneEvent(positionals);
  if (values.documents === undefined) throw usageError('event.documents', { documents: EVENT_DOCUMENT_IDS.join(',') });
  const documents = [...new Set(values.documents.split(',').map((d) => oneOf('documents', d.trim(), EVENT_DOCUMENT_IDS, 'pairings')))];
  if (values.out === undefined) throw usageError('event.out');
  const lang = langOption(values.lang, io);
  const given = paperOption(values.paper);
  const round = numberOption('round', values.round, { min: 1, max: MAX_ROUNDS });
  const { file, event } = await loadEvent(eventArg, io, lang);
  const paper = given ?? (await savedPaper(lang, (line) => io.stderr(`muster event: ${line}\n`)));
  const outFile = path.resolve(io.cwd, values.out);
  if (await refuseOutput(outFile, file, 'pdf', values.force === true, io, lang)) return EXIT_USAGE;
  const db = await organiserCards(values, io, lang, 'muster event', event);
  const job = printJobSchema.parse({ documents, paper, lang, event, ...(round !== undefined ? { options: { round } } : {}) });
  try {
    await renderPrintJobToFile(job, { lookup: db, resourcesDir: defaultResourcesDir(), now }, outFile);
  } catch (err) {
    if (err instanceof PrintJobError) {
      io.stderr(`muster event: ${printRefusalText(err, lang)}\n`);
      return EXIT_USAGE;
    }
    if (err instanceof PrintWriteError) {
      io.stderr(`muster event: ${cannotWrite(outFile, err.cause, lang)}\n`);
      return EXIT_USAGE;
    }
    throw err;
  }
  io.stderr(translate(lang, 'cli.event.written', { file: values.out }) + '\n');
  return EXIT_OK;
}

/** The event's results for the league: JSON (`muster-event-results`, what `league add` reads) or CSV, to a file or stdout. */
export async function eventExport(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { format: { type: 'string' }, ...OUT_OPTION, lang: { type: 'string' }, force: { type: 'boolean' } });
  const eventArg = oneEvent(positionals);
  const format = oneOf('format', values.format, ['json', 'csv'] as const, 'json');
  const lang = langOption(values.lang, io);
  const { file, event } = await loadEvent(eventArg, io, lang);
  const results = eventResults(event, now);
  const text = format === 'csv' ? eventResultsCsv(results) : serializeEventResults(results);
  if (values.out === undefined) {
    io.stdout(text);
    return EXIT_OK;
  }
  const outFile = path.resolve(io.cwd, values.out);
  if (await refuseOutput(outFile, file, format === 'csv' ? 'csv' : 'event-results', values.force === true, io, lang)) return EXIT_USAGE;
  await writeOutput(outFile, text, io, 'muster event', lang);
  io.stderr(translate(lang, 'cli.event.written', { file: values.out }) + '\n');
  return EXIT_OK;
}
