import { runOrganiserAction, type Action } from './event-files';
import { eventAdd, eventBack, eventCheck, eventDrop, eventNew, eventRename } from './event-register';
import { eventPair, eventResult, eventStandings, eventSwap, eventUnpair } from './event-rounds';
import { cardOptionsNote } from './card-sources';
import type { CliCommand } from './io';
import { helpText } from './help';
import type { Lang } from '../../core/model/system';

/** The --help of `muster event` in `lang`. */
const usage = (lang: Lang): string => helpText(lang, 'event', { cardNote: cardOptionsNote(lang) });

const ACTIONS: Record<string, Action> = {
  new: eventNew,
  add: eventAdd,
  rename: eventRename,
  drop: eventDrop,
  back: eventBack,
  check: eventCheck,
  pair: eventPair,
  unpair: eventUnpair,
  swap: eventSwap,
  result: eventResult,
  standings: eventStandings,
  // The print engine (pdfkit, fonts) is loaded only for print and export.
  print: async (argv, io, now) => (await import('./event-output')).eventPrint(argv, io, now),
  export: async (argv, io, now) => (await import('./event-output')).eventExport(argv, io, now),
};

export const command: CliCommand = {
  summary: 'run a TJOST tournament: event file, registration, pairings, results, standings, sheets',
  usage,
  run: (argv, io) => runOrganiserAction(ACTIONS, argv, io, new Date()),
};
