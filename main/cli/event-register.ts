import { randomUUID, randomInt } from 'node:crypto';
import path from 'node:path';
import { translate } from '../../core/i18n';
import { type Lang } from '../../core/model/system';
import { isCalendarDate } from '../../core/model/calendar-date';
import { BYE_OUTCOMES, eventFileSchema, MAX_PLAYERS, MAX_ROUNDS, MAX_SEED, type EventSettings } from '../../core/systems/confrontation/tjost/organiser/event';
import { newEvent } from '../../core/systems/confrontation/tjost/organiser/new';
import { registerPlayers, registrationProblemText as appRegistrationProblemText, renamePlayer, replaceList, type Registered, type RegistrationProblem, type RenameProblem } from '../../core/systems/confrontation/tjost/organiser/registration';
import { playerReport, playerReports, playerReportText, registrationReportText, reportSummary } from '../../core/systems/confrontation/tjost/organiser/report';
import { playerIdOf } from '../../core/systems/confrontation/tjost/organiser/player-name';
import { dropOut, resultsEntered } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { readSubmittedLists } from '../../core/systems/confrontation/tjost/organiser/submitted';
import { numberOption, oneOf, parseCommandArgs, schemaOption, langOption, usageError } from './args';
import { exists, loadEvent, oneEvent, organiserCards, readListFiles, saveEvent } from './event-files';
import { CARD_OPTIONS } from './card-sources';
import type { CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './io';

/** `muster event new|add|rename|drop|back|check`: an event file, its players and their selection lists. */

const FORMATS = ['text', 'json'] as const;

interface Common {
  lang: Lang;
  json: boolean;
  now: Date;
}

export async function eventNew(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    name: { type: 'string' },
    date: { type: 'string' },
    place: { type: 'string' },
    organiser: { type: 'string' },
    rounds: { type: 'string' },
    'game-minutes': { type: 'string' },
    'bye-outcome': { type: 'string' },
    'bye-pf': { type: 'string' },
    seed: { type: 'string' },
    ...LANG_FORMAT,
  });
  const c = common(values, now, io);
  const [fileArg, ...extra] = positionals;
  if (fileArg === undefined || extra.length > 0) throw usageError('event.newFile');
  const name = schemaOption('name', values.name?.trim(), eventFileSchema.shape.name);
  if (!name) throw usageError('event.name');
  if (values.date !== undefined && !isCalendarDate(values.date)) throw usageError('event.date', { date: values.date });
  // The texts as the event file holds them (trimmed), each within the file's limit.
  const place = schemaOption('place', values.place?.trim(), eventFileSchema.shape.place);
  const organiser = schemaOption('organiser', values.organiser?.trim(), eventFileSchema.shape.organiser);
  const settings: Partial<EventSettings> = {};
  const rounds = numberOption('rounds', values.rounds, { min: 1, max: MAX_ROUNDS });
  if (rounds !== undefined) settings.rounds = rounds;
  const minutes = numberOption('game-minutes', values['game-minutes'], { min: 15, max: 600 });
  if (minutes !== undefined) settings.gameMinutes = minutes;
  if (values['bye-outcome'] !== undefined || values['bye-pf'] !== undefined) {
    settings.bye = { outcome: oneOf('bye-outcome', values['bye-outcome'], BYE_OUTCOMES, 'win'), pf: numberOption('bye-pf', values['bye-pf'], { min: 0, max: 10000 }) ?? 0 };
  }
  const seed = numberOption('seed', values.seed, { min: 0, max: MAX_SEED }) ?? randomInt(0, 2 ** 32 - 1);
  const file = path.resolve(io.cwd, fileArg);
  if (await exists(file)) {
    io.stderr(`muster event: ${translate(c.lang, 'cli.event.exists', { file: fileArg })}\n`);
    return EXIT_USAGE;
  }
  const event = newEvent({
    id: randomUUID(),
    name,
    seed,
    now: c.now,
    settings,
    ...(values.date ? { date: values.date } : {}),
    ...(place ? { place } : {}),
    ...(organiser ? { organiser } : {}),
  });
  await saveEvent(file, event, io, c.lang);
  if (c.json) io.stdout(JSON.stringify({ file: fileArg, id: event.id, name: event.name, seed: event.seed, settings: event.settings }) + '\n');
  else io.stdout(translate(c.lang, 'cli.event.created', { name: event.name, file: fileArg, rounds: event.settings.rounds, seed: event.seed }) + '\n');
  return EXIT_OK;
}

/** Why `add` did not register a list, in words (the command names --replace where the app says to replace the list). */
function registrationProblemText(p: RegistrationProblem, lang: Lang, started: boolean): string {
  const t = (id: string, params: Record<string, string | number>) => translate(lang, `cli.event.register.${id}`, params);
  // A list of another game: the app's words (they name no control of the app).
  if (p.code === 'other-game') return appRegistrationProblemText(p, lang, started);
  if (p.code === 'event-full') return t('event-full', { file: p.fileName, max: p.max });
  if (p.code === 'rounds-paired') return t(p.finished ? 'finished' : 'rounds-paired', { file: p.fileName, name: p.name, rounds: p.rounds });
  return t(started ? 'name-taken-started' : 'name-taken', { file: p.fileName, name: p.registered, id: p.playerId });
}

/**
 * Registers a player per list file (each checked with the TJOST rules at once), or with
 * `--replace ID` replaces one player's list. Exit 0 all registered with valid lists, 1 a list
 * registered has errors, 2 a file could not be registered (the others are).
 */
export async function eventAdd(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { ...CARD_OPTIONS, replace: { type: 'string' }, ...LANG_FORMAT });
  const c = common(values, now, io);
  const [eventArg, ...listArgs] = positionals;
  if (eventArg === undefined || listArgs.length === 0) throw usageError('event.addFiles');
  if (listArgs.length > MAX_PLAYERS) throw usageError('event.maxLists', { max: String(MAX_PLAYERS), count: String(listArgs.length) });
  if (values.replace !== undefined && listArgs.length !== 1) throw usageError('event.replaceOne');
  const { file, event } = await loadEvent(eventArg, io, c.lang);
  const db = await organiserCards(values, io, c.lang, 'muster event', event);
  const read = await readListFiles(listArgs, io, c.lang);
  const submitted = readSubmittedLists(read.files, c.lang);
  for (const p of submitted.problems) io.stderr(`muster event: ${p}\n`);
  let failed = read.unreadable + (read.files.length - submitted.lists.length);
  let registered: Registered[];
  let next = event;
  if (values.replace !== undefined) {
    const list = submitted.lists[0];
    if (!list) return EXIT_USAGE;
    const out = replaceList(event, playerIdOf(event.players, values.replace), list, db, c.now);
    if (!out.event || !out.registered) {
      const p = out.problems[0];
      const text = p?.code === 'other-game' ? registrationProblemText(p, c.lang, false) : p?.code === 'started' ? translate(c.lang, 'cli.event.register.started', { rounds: p.rounds }) : translate(c.lang, 'cli.event.register.no-player', { id: values.replace, file: eventArg });
      io.stderr(`muster event: ${text}\n`);
      return EXIT_USAGE;
    }
    next = out.event;
    registered = [out.registered];
  } else {
    const out = registerPlayers(event, submitted.lists, db, c.now);
    for (const p of out.problems) io.stderr(`muster event: ${registrationProblemText(p, c.lang, event.rounds.length > 0)}\n`);
    failed += out.problems.length;
    next = out.event;
    registered = out.registered;
  }
  if (registered.length > 0) await saveEvent(file, next, io, c.lang);
  const reports = registered.map((r) => playerReport(next.players.find((p) => p.id === r.playerId) ?? { id: r.playerId, name: r.name }, db, c.lang, c.now));
  if (c.json) io.stdout(JSON.stringify({ registered: reports, players: next.players.length, failed }) + '\n');
  else {
    for (const r of reports) io.stdout(playerReportText(r, c.lang) + '\n');
    const summary = values.replace !== undefined ? translate(c.lang, 'cli.event.replaced', { player: reports[0]?.name ?? values.replace }) : translate(c.lang, 'cli.event.registered', { added: reports.length, players: next.players.length });
    io.stdout(summary + '\n');
  }
  if (failed > 0) return EXIT_USAGE;
  return reports.every((r) => r.valid) ? EXIT_OK : EXIT_FAILED;
}

/** Why `rename` did not rename a player, in words with the players' ids. */
function renameProblemText(p: RenameProblem, lang: Lang, file: string): string {
  if (p.code === 'no-player') return translate(lang, 'cli.event.register.no-player', { id: p.playerId, file });
  if (p.code === 'name-empty') return translate(lang, 'cli.event.rename.empty', { id: p.playerId, name: p.name });
  if (p.code === 'name-long') return translate(lang, 'cli.event.rename.long', { id: p.playerId, name: p.name, max: p.max });
  return translate(lang, 'cli.event.rename.taken', { name: p.name, other: p.other.name, otherId: p.other.id });
}

/**
 * Renames a player (`rename FILE ID NAME`; core's renamePlayer: the name rule registration
 * uses, at any time, pairings and results kept as they are, since they name players by id).
 * Exit 0 renamed (or the name was the player's already: nothing written), 1 the name is another
 * player's, 2 no such player, an empty or too long name, or a file that cannot be read or written.
 */
export async function eventRename(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, LANG_FORMAT);
  const c = common(values, now, io);
  if (positionals.length !== 3) throw usageError('event.rename');
  const [eventArg = '', given = '', name = ''] = positionals;
  const { file, event } = await loadEvent(eventArg, io, c.lang);
  const id = playerIdOf(event.players, given);
  const out = renamePlayer(event, id, name, c.now);
  const problem = out.problems[0];
  if (problem || !out.renamed) {
    if (problem) io.stderr(`muster event: ${renameProblemText(problem, c.lang, eventArg)}\n`);
    return problem?.code === 'name-taken' ? EXIT_FAILED : EXIT_USAGE;
  }
  const { previous, name: renamed } = out.renamed;
  if (out.event) await saveEvent(file, out.event, io, c.lang);
  const results = resultsEntered(event).results > 0;
  if (c.json) io.stdout(JSON.stringify({ id, previous, name: renamed, changed: out.event !== undefined }) + '\n');
  else if (!out.event) io.stdout(translate(c.lang, 'cli.event.unchanged', { id, name: renamed }) + '\n');
  else io.stdout([translate(c.lang, 'cli.event.renamed', { id, previous, name: renamed }), ...(results ? [translate(c.lang, 'cli.event.renamedLeague')] : [])].join('\n') + '\n');
  return EXIT_OK;
}

/**
 * A player drops out (`drop FILE ID`) or comes back (`back FILE ID`): core's dropOut, as the
 * app's "Drop out" and "Back in". A player who dropped out is no longer paired; the results so far
 * stay. When the player's table of the last round has no result, it is named with the command
 * that closes it (a walkover for the opponent), since the next round is paired only once every
 * table has its result. Exit 0 done (or nothing to change), 2 no such player or a file that
 * cannot be read or written.
 */
async function setPlayerDropped(argv: string[], io: CliIO, now: Date, dropped: boolean): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, LANG_FORMAT);
  const c = common(values, now, io);
  if (positionals.length !== 2) throw usageError('event.player', { action: dropped ? 'drop' : 'back' });
  const [eventArg = '', given = ''] = positionals;
  const { file, event } = await loadEvent(eventArg, io, c.lang);
  const id = playerIdOf(event.players, given);
  const out = dropOut(event, id, dropped, c.now);
  if (out.problems.length > 0) {
    io.stderr(`muster event: ${translate(c.lang, 'cli.event.register.no-player', { id, file: eventArg })}\n`);
    return EXIT_USAGE;
  }
  if (out.event) await saveEvent(file, out.event, io, c.lang);
  const player = event.players.find((p) => p.id === id)?.name ?? id;
  const open = out.openTable;
  if (c.json) {
    const openTable = open ? { round: open.round, table: open.table, opponent: { id: open.opponent, name: event.players.find((p) => p.id === open.opponent)?.name ?? open.opponent }, walkover: open.present } : null;
    io.stdout(JSON.stringify({ id, name: player, dropped, changed: out.event !== undefined, openTable }) + '\n');
    return EXIT_OK;
  }
  const t = (key: string, params: Record<string, string | number> = {}) => translate(c.lang, `cli.event.${key}`, params);
  const lines = [t(dropped ? (out.event ? 'droppedOut' : 'droppedAlready') : out.event ? 'backIn' : 'inAlready', { id, name: player })];
  if (open) {
    const opponent = event.players.find((p) => p.id === open.opponent)?.name ?? open.opponent;
    lines.push(t('openTable', { round: open.round, table: open.table, opponent, command: `muster event result ${eventArg} --round ${open.round} --table ${open.table} --outcome ${open.present} --walkover` }));
  }
  io.stdout(lines.join('\n') + '\n');
  return EXIT_OK;
}

export const eventDrop = (argv: string[], io: CliIO, now: Date): Promise<number> => setPlayerDropped(argv, io, now, true);
export const eventBack = (argv: string[], io: CliIO, now: Date): Promise<number> => setPlayerDropped(argv, io, now, false);

/**
 * The registration report (every player's list checked again, dropped players marked): text to
 * send back, or JSON. Exit 1 when the list of a player still in the event has errors or is
 * missing; a dropped player's list does not count (reportSummary).
 */
export async function eventCheck(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { positionals, values } = parseCommandArgs(argv, { ...CARD_OPTIONS, ...LANG_FORMAT });
  const c = common(values, now, io);
  const { event } = await loadEvent(oneEvent(positionals), io, c.lang);
  const db = await organiserCards(values, io, c.lang, 'muster event', event);
  const reports = playerReports(event, db, c.lang, c.now);
  const summary = reportSummary(reports);
  if (c.json) io.stdout(JSON.stringify({ event: { name: event.name, date: event.date ?? null }, summary, players: reports }) + '\n');
  else io.stdout(registrationReportText(event, reports, c.lang));
  return summary.invalid + summary.missing === 0 ? EXIT_OK : EXIT_FAILED;
}

/** Options every event subcommand takes (language of the output; `export` has its own --format). */
export const LANG_FORMAT = { lang: { type: 'string' }, format: { type: 'string' } } as const;

/** The language and format chosen; `format` is text (default) or json. */
export function common(values: { lang?: string | undefined; format?: string | undefined }, now: Date, io: Pick<CliIO, 'lang'>): Common {
  return { lang: langOption(values.lang, io), json: oneOf('format', values.format, FORMATS, 'text') === 'json', now };
}
