import { runOrganiserAction, type Action } from './event-files';
import { eventAdd, eventBack, eventCheck, eventDrop, eventNew, eventRename } from './event-register';
import { eventPair, eventResult, eventStandings, eventSwap, eventUnpair } from './event-rounds';
import { CARD_OPTIONS_NOTE } from './card-sources';
import type { CliCommand } from './io';

const USAGE = `Usage: muster event ACTION EVENT-FILE [options]

Runs a TJOST tournament (Confrontation, TJOST rules) in an event file (*.muster-event, see
docs/organiser.md). Pairing, scoring and checks are Muster's organiser rules, as in the app.

  new FILE --name NAME [--date YYYY-MM-DD] [--place P] [--organiser O] [--rounds N]
      [--game-minutes M] [--bye-outcome win|draw|loss] [--bye-pf PF] [--seed S]
                       create an event (never over an existing file); --seed fixes the
                       round 1 draw (0 to 4294967295, default random)
  add FILE LIST...     register a player per selection list, each checked with the TJOST
      [--replace ID]   rules; a report per player (--replace: a new list for player ID,
                       until round 1 is paired)
  rename FILE ID NAME  rename player ID (a typo in the list's player name); any time, the
                       pairings and results stay; a name another player has is refused
  drop FILE ID         player ID drops out: no longer paired, the results so far stay; a
                       table of the last round left without a result is named (a walkover
                       closes it)
  back FILE ID         player ID is back in: paired again from the next round
                       (ID: a player's id, or name in any spelling: "Juergen Mueller")
  check FILE           the registration report: every player's list checked again
  pair FILE            pair the next round: round 1 by lot, then by the standings without
                       repeated pairings where possible; prints tables, bye and repeats
  unpair FILE          take back the last round's pairings (only while it has no result)
  swap FILE ID ID [--round N]
                       swap two players of a round (default: the last) by hand; a swap
                       that repeats an earlier pairing is made with a warning
  result FILE --round R --table T --outcome a|b|draw|both-lose --a-pf PF --b-pf PF
      [--a-mission-round 1-4] [--b-mission-round 1-4] [--a-losses AP] [--b-losses AP]
      [--a-mission ID] [--b-mission ID] [--a-extended] [--b-extended] [--note TEXT]
      [--clear]        enter or correct a table's result (--clear removes it); impossible
                       results are refused with the reason
  result FILE --round R --table T --outcome a|b --walkover [--a-pf PF] [--b-pf PF]
                       a walkover (kampflos): the player --outcome names was there and wins
                       with a win's PH, no game played (no mission checks); PF as given,
                       else a bye's PF for that player and 0 for the other
  standings FILE [--round N]   rank, PH, PF, games, byes and walkovers (after round N)
  print FILE --documents D,... -o OUT.pdf [--round N] [--paper a4|letter] [--force]
                       D: pairings, slips, standings, registration, event-forms, event-missions
  export FILE [--format json|csv] [-o OUT] [--force]
                       the results for the league (JSON for 'muster league add'), to OUT or stdout

Player ids (p1, p2 ...) are listed by 'check --format json'. Every action takes --lang de|en;
all but print and export take --format text|json; add, check, standings and print read the
Confrontation cards and take --db DIR and --no-user-cards.
${CARD_OPTIONS_NOTE}
Exit code: 0 done, 1 refused by the rules (a list with errors, an impossible result, a round
that cannot be paired, taken back or swapped yet, a name another player has), 2 bad usage, a
player, round or table the event does not have, or a file that cannot be read or written.`;

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
  usage: USAGE,
  run: (argv, io) => runOrganiserAction(ACTIONS, argv, io, new Date()),
};
