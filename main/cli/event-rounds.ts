import { issueMessage, translate } from '../../core/i18n';
import type { Lang } from '../../core/model/system';
import { MISSION_IDS, MISSIONS } from '../../core/systems/confrontation/tjost/missions';
import { MAX_ROUNDS, TABLE_OUTCOMES, tableResultSchema, type EventFile, type EventSettings, type Round, type TableResult } from '../../core/systems/confrontation/tjost/organiser/event';
import type { PairProblem, RepeatedPairing } from '../../core/systems/confrontation/tjost/organiser/pairing/next-round';
import { playerIdOf } from '../../core/systems/confrontation/tjost/organiser/player-name';
import type { SwapProblem } from '../../core/systems/confrontation/tjost/organiser/pairing/swap';
import { tableOutcomeText } from '../../core/systems/confrontation/tjost/organiser/result-text';
import { AP_RANGE, clearResult, enterResult, type ResultEntryProblem } from '../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound, removeLastRound, swapInRound, type UnpairProblem } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { playersWithListErrors } from '../../core/systems/confrontation/tjost/organiser/registration';
import { standings, standingsHeading, standingsRound } from '../../core/systems/confrontation/tjost/organiser/standings';
import { scoreTable } from '../../core/systems/confrontation/tjost/organiser/table-games';
import { walkoverResult } from '../../core/systems/confrontation/tjost/organiser/walkover';
import { factionLabel } from '../../core/systems/confrontation/tjost/organiser/report';
import { fileIssueText, zodIssue } from '../../core/files/problems';
import { choiceKey, numberOption, oneOf, parseCommandArgs, usageError } from './args';
import { LANG_FORMAT, common } from './event-register';
import { loadEvent, oneEvent, organiserCards, saveEvent } from './event-files';
import { CARD_OPTIONS } from './card-sources';
import type { CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError } from './io';
import { formatTable } from './table';

/** `muster event pair|unpair|swap|result|standings`: rounds, results and the ranking, all computed by core. */

const nameOf = (event: EventFile, id: string): string => event.players.find((p) => p.id === id)?.name ?? id;

/** A player as the command names one: "Eva Roth (p3)", or the id given when no player has it. */
export function playerLabel(event: EventFile, id: string): string {
  const p = event.players.find((x) => x.id === id);
  return p ? `${p.name} (${id})` : id;
}

/** Why a round could not be paired, taken back or swapped, or a result not entered, in words; `params` adds what the problem does not carry (the round, the players' names). */
function problemText(lang: Lang, p: PairProblem | ResultEntryProblem | UnpairProblem | SwapProblem, params: Record<string, string | number> = {}): string {
  const { code, ...rest } = p;
  const own: Record<string, string | number> = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
  return translate(lang, `cli.event.problem.${code}`, { ...own, ...params });
}

/** A round's tables, bye and repeated pairings as lines (after pairing or swapping). */
function roundLines(lang: Lang, event: EventFile, round: Round, repeats: readonly RepeatedPairing[]): string[] {
  const t = (id: string, params: Record<string, string | number> = {}) => translate(lang, `cli.event.${id}`, params);
  const lines = [t('round', { round: round.number })];
  for (const p of round.pairings) lines.push(t('table', { table: p.table, a: nameOf(event, p.a), b: nameOf(event, p.b) }));
  if (round.bye !== undefined) lines.push(t('bye', { player: nameOf(event, round.bye) }));
  for (const r of repeats) lines.push(t('repeat', { a: nameOf(event, r.a), b: nameOf(event, r.b), rounds: r.rounds.join(', ') }));
  return lines;
}

/** A round's tables, bye and repeated pairings as JSON (after pairing or swapping). */
function roundJson(event: EventFile, round: Round, repeats: readonly RepeatedPairing[]): Record<string, unknown> {
  const player = (id: string) => ({ id, name: nameOf(event, id) });
  return {
    round: round.number,
    tables: round.pairings.map((p) => ({ table: p.table, a: player(p.a), b: player(p.b) })),
    bye: round.bye !== undefined ? player(round.bye) : null,
    repeats: repeats.map((r) => ({ a: player(r.a), b: player(r.b), rounds: r.rounds })),
  };
}

/** Pairs the next round (core: by lot in round 1, then by the standings avoiding repeats) and prints its tables, bye and repeats. */
export async function eventPair(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, LANG_FORMAT);
  const c = common(values, now, io);
  const { file, event } = await loadEvent(oneEvent(positionals), io, c.lang);
  const out = addNextRound(event, now);
  if (!out.event || !out.round) {
    for (const p of out.problems) io.stderr(`muster event: ${problemText(c.lang, p)}\n`);
    return EXIT_FAILED;
  }
  await saveEvent(file, out.event, io, c.lang);
  const round = out.round;
  const next = out.event;
  // Lists could be replaced until now: a list that breaks the rules is named (the app asks first).
  const faulty = round.number === 1 ? playersWithListErrors(next) : [];
  if (faulty.length) io.stderr(`muster event: ${translate(c.lang, 'cli.event.listErrors', { names: faulty.map((p) => playerLabel(next, p.id)).join(', ') })}\n`);
  if (c.json) io.stdout(JSON.stringify({ ...roundJson(next, round, out.repeats), ...(round.number === 1 ? { seed: next.seed } : {}) }) + '\n');
  else io.stdout(roundLines(c.lang, next, round, out.repeats).join('\n') + '\n');
  return EXIT_OK;
}

/**
 * Takes back the last round's pairings (`unpair FILE`; core's removeLastRound, as the app's "Take
 * back round"): only while none of its tables has a result. Exit 1 when it has results or there
 * is no round.
 */
export async function eventUnpair(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, LANG_FORMAT);
  const c = common(values, now, io);
  const { file, event } = await loadEvent(oneEvent(positionals), io, c.lang);
  const out = removeLastRound(event, now);
  if (!out.event) {
    for (const p of out.problems) io.stderr(`muster event: ${problemText(c.lang, p)}\n`);
    if (c.json) io.stdout(JSON.stringify({ done: false, problems: out.problems }) + '\n');
    return EXIT_FAILED;
  }
  await saveEvent(file, out.event, io, c.lang);
  const round = event.rounds.length;
  if (c.json) io.stdout(JSON.stringify({ done: true, round, rounds: out.event.rounds.length }) + '\n');
  else io.stdout(translate(c.lang, 'cli.event.unpaired', { round }) + '\n');
  return EXIT_OK;
}

/**
 * Swaps two players of a round by hand (`swap FILE ID ID [--round N]`, default the last round;
 * core's swapInRound, as the app's "Swap two players"): a swap that repeats an earlier pairing is
 * made and warned about. Exit 1 when a table concerned has a result or the two play each other
 * already, 2 when the round or a player is not there.
 */
export async function eventSwap(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { round: { type: 'string' }, ...LANG_FORMAT });
  const c = common(values, now, io);
  if (positionals.length !== 3) throw usageError('event.swap');
  const [eventArg = '', givenX = '', givenY = ''] = positionals;
  const asked = numberOption('round', values.round, { min: 1, max: MAX_ROUNDS });
  const { file, event } = await loadEvent(eventArg, io, c.lang);
  const [x, y] = [playerIdOf(event.players, givenX), playerIdOf(event.players, givenY)];
  const round = asked ?? event.rounds.length;
  if (round === 0) {
    io.stderr(`muster event: ${problemText(c.lang, { code: 'no-rounds' })}\n`);
    return EXIT_FAILED;
  }
  const out = swapInRound(event, round, x, y, now);
  if (!out.event || !out.round) {
    const at = event.rounds.find((r) => r.number === round)?.pairings;
    for (const p of out.problems) {
      const params: Record<string, string | number> = { round };
      if (p.code === 'not-in-round' || p.code === 'same-player') params.player = playerLabel(event, p.player);
      if (p.code === 'same-table') {
        const table = at?.find((t) => t.table === p.table);
        params.a = table ? playerLabel(event, table.a) : x;
        params.b = table ? playerLabel(event, table.b) : y;
      }
      io.stderr(`muster event: ${problemText(c.lang, p, params)}\n`);
    }
    if (c.json) io.stdout(JSON.stringify({ done: false, round, problems: out.problems }) + '\n');
    return out.problems.some((p) => p.code === 'no-round' || p.code === 'not-in-round' || p.code === 'same-player') ? EXIT_USAGE : EXIT_FAILED;
  }
  await saveEvent(file, out.event, io, c.lang);
  if (c.json) io.stdout(JSON.stringify({ done: true, ...roundJson(out.event, out.round, out.repeats) }) + '\n');
  else io.stdout([translate(c.lang, 'cli.event.swapped', { round, x: playerLabel(event, x), y: playerLabel(event, y) }), ...roundLines(c.lang, out.event, out.round, out.repeats)].join('\n') + '\n');
  return EXIT_OK;
}

const RESULT_OPTIONS = {
  round: { type: 'string' },
  table: { type: 'string' },
  outcome: { type: 'string' },
  'a-pf': { type: 'string' },
  'b-pf': { type: 'string' },
  'a-losses': { type: 'string' },
  'b-losses': { type: 'string' },
  'a-mission-round': { type: 'string' },
  'b-mission-round': { type: 'string' },
  'a-mission': { type: 'string' },
  'b-mission': { type: 'string' },
  'a-extended': { type: 'boolean' },
  'b-extended': { type: 'boolean' },
  note: { type: 'string' },
  walkover: { type: 'boolean' },
  clear: { type: 'boolean' },
  ...LANG_FORMAT,
} as const;

type ResultValues = ReturnType<typeof parseCommandArgs<typeof RESULT_OPTIONS>>['values'];

/** The options only a game played has (a walkover takes none of them). */
const GAME_OPTIONS = ['a-losses', 'b-losses', 'a-mission-round', 'b-mission-round', 'a-mission', 'b-mission', 'a-extended', 'b-extended'] as const;

/**
 * A walkover from the options (`--walkover`, core's walkoverResult): `--outcome a|b` names the
 * player who was there and wins; `--a-pf`/`--b-pf` as the organiser enters them, else as a bye
 * scores (the event's settings, known once the event is read). No option of a game played.
 */
function walkoverFromOptions(values: ResultValues): (settings: EventSettings) => TableResult {
  const present = oneOf('outcome', values.outcome ?? '', ['a', 'b'] as const, 'a');
  const given = GAME_OPTIONS.filter((o) => values[o] !== undefined);
  if (given.length > 0) throw usageError('event.walkoverOptions', { options: given.map((o) => `--${o}`).join(', ') });
  const pf: Partial<Record<'a' | 'b', number>> = {};
  for (const s of ['a', 'b'] as const) {
    const v = numberOption(`${s}-pf`, values[`${s}-pf`], AP_RANGE);
    if (v !== undefined) pf[s] = v;
  }
  return (settings) => walkoverResult(present, settings, pf, values.note);
}

/** A mission given by its name in either language ("Kreuzzug", "Für die Ehre", "Crusade"), as choiceKey writes it. */
const MISSION_ALIASES: Readonly<Record<string, (typeof MISSION_IDS)[number]>> = Object.fromEntries(
  MISSIONS.flatMap((m) => [m.name.de, m.name.en].map((name) => [choiceKey(name), m.id] as const)),
);

/** A table's result from the options; the schema's messages name the option on bad values. */
function resultFromOptions(values: ResultValues): TableResult {
  const side = (s: 'a' | 'b') => {
    const pf = numberOption(`${s}-pf`, values[`${s}-pf`], AP_RANGE);
    if (pf === undefined) throw usageError('event.pf', { option: `--${s}-pf`, player: s.toUpperCase() });
    const losses = numberOption(`${s}-losses`, values[`${s}-losses`], AP_RANGE);
    const missionRound = numberOption(`${s}-mission-round`, values[`${s}-mission-round`], { min: 1, max: 4 });
    const typed = values[`${s}-mission`];
    const mission = typed === undefined ? undefined : oneOf(`${s}-mission`, typed, MISSION_IDS, MISSION_IDS[0], MISSION_ALIASES);
    return { pf, ...(losses !== undefined ? { losses } : {}), ...(missionRound !== undefined ? { missionRound } : {}), ...(mission !== undefined ? { mission } : {}), ...(values[`${s}-extended`] ? { extended: true } : {}) };
  };
  if (values.outcome === undefined) throw usageError('event.outcome', { outcomes: TABLE_OUTCOMES.join(', ') });
  const raw = { outcome: oneOf('outcome', values.outcome, TABLE_OUTCOMES, 'draw'), a: side('a'), b: side('b'), ...(values.note ? { note: values.note } : {}) };
  const parsed = tableResultSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError((lang) => parsed.error.issues.map((i) => `--${i.path.join('-')}: ${fileIssueText(zodIssue(i), lang)}`).join('; '));
  return parsed.data;
}

/**
 * Enters (or corrects, or with --clear removes) a table's result. Refused with the result rules'
 * messages and exit 1 when the combination is impossible; the event file is left as it was.
 */
export async function eventResult(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, RESULT_OPTIONS);
  const c = common(values, now, io);
  const eventArg = oneEvent(positionals);
  const round = numberOption('round', values.round, { min: 1, max: MAX_ROUNDS });
  const table = numberOption('table', values.table, { min: 1, max: 1000 });
  if (round === undefined || table === undefined) throw usageError('event.roundTable');
  if (values.walkover && values.outcome === undefined) throw usageError('event.walkoverOutcome', { choices: 'a|b' });
  const walkover = values.clear || !values.walkover ? undefined : walkoverFromOptions(values);
  const game = values.clear || walkover ? undefined : resultFromOptions(values);
  const { file, event } = await loadEvent(eventArg, io, c.lang);
  const result = walkover ? walkover(event.settings) : game;
  const entry = result ? enterResult(event, round, table, result, now) : clearResult(event, round, table, now);
  for (const p of entry.problems) io.stderr(`muster event: ${problemText(c.lang, p)}\n`);
  if (entry.problems.length > 0) return EXIT_USAGE;
  const messages = entry.issues.map((i) => ({ code: i.code, severity: i.severity, message: issueMessage(i, c.lang, {}) }));
  if (!entry.event) {
    io.stderr(`muster event: ${translate(c.lang, 'cli.event.refused', { round, table })}\n`);
    for (const m of messages) io.stderr(`  ${translate(c.lang, `cli.severity.${m.severity}`)}: ${m.message} [${m.code}]\n`);
    if (c.json) io.stdout(JSON.stringify({ accepted: false, round, table, issues: messages }) + '\n');
    return EXIT_FAILED;
  }
  await saveEvent(file, entry.event, io, c.lang);
  const pairing = entry.event.rounds.find((r) => r.number === round)?.pairings.find((p) => p.table === table);
  if (!result || !pairing?.result) {
    if (c.json) io.stdout(JSON.stringify({ accepted: true, round, table, cleared: true }) + '\n');
    else io.stdout(translate(c.lang, 'cli.event.cleared', { round, table }) + '\n');
    return EXIT_OK;
  }
  const score = scoreTable(entry.event, round, { ...pairing, result: pairing.result });
  const { a, b } = score;
  const side = (id: string, s: typeof a) => ({ player: { id, name: nameOf(entry.event ?? event, id) }, outcome: s.outcome, ...(s.tiebreak ? { tiebreak: s.tiebreak } : {}), ph: s.ph, pf: s.pf, bonus: s.bonus, total: s.total });
  // The outcome entered and, where the scoring made more of it, what it scored ("Draw, won on PF: …"; a walkover).
  const outcome = tableOutcomeText(pairing.result, score, { a: nameOf(event, pairing.a), b: nameOf(event, pairing.b) }, c.lang);
  if (c.json) io.stdout(JSON.stringify({ accepted: true, round, table, outcome: pairing.result.outcome, ...(score.walkover ? { walkover: true } : {}), text: outcome, a: side(pairing.a, a), b: side(pairing.b, b), issues: messages }) + '\n');
  else {
    for (const m of messages) io.stderr(`muster event: ${translate(c.lang, `cli.severity.${m.severity}`)}: ${m.message} [${m.code}]\n`);
    io.stdout(translate(c.lang, 'cli.event.result', { round, table, a: nameOf(event, pairing.a), aPh: a.ph, aPf: a.total, b: nameOf(event, pairing.b), bPh: b.ph, bPf: b.total, outcome }) + '\n');
  }
  return EXIT_OK;
}

/**
 * The standings after a round (default: the last with a result; never past it: standingsRound),
 * ranked by core (PH, then PF): the players with a table with a result (a game or a walkover) or
 * a bye by then, as the app, the printed standings and the export list them. Tables of that round
 * still without a result are named in the heading (provisional).
 */
export async function eventStandings(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { round: { type: 'string' }, ...CARD_OPTIONS, ...LANG_FORMAT });
  const c = common(values, now, io);
  const { event } = await loadEvent(oneEvent(positionals), io, c.lang);
  const round = numberOption('round', values.round, { min: 1, max: MAX_ROUNDS });
  if (round !== undefined && !event.rounds.some((r) => r.number === round)) {
    io.stderr(`muster event: ${problemText(c.lang, { code: 'no-round', round })}\n`);
    return EXIT_USAGE;
  }
  // Never past the last round with a result; tables of it still open make the standings provisional (as the app and the printed standings say).
  const at = standingsRound(event, round);
  const through = at.round;
  const rows = standings(event, through);
  if (c.json) {
    io.stdout(JSON.stringify({ round: through, final: at.final, open: at.open, rows }) + '\n');
    return EXIT_OK;
  }
  if (event.rounds.length === 0) {
    io.stdout(translate(c.lang, 'cli.event.none') + '\n');
    return EXIT_OK;
  }
  if (rows.length === 0) {
    io.stdout(translate(c.lang, 'cli.event.noResults') + '\n');
    return EXIT_OK;
  }
  const db = await organiserCards(values, io, c.lang, 'muster event', event);
  const t = (id: string) => translate(c.lang, `cli.event.column.${id}`);
  io.stdout(`${standingsHeading(at.final ? translate(c.lang, 'cli.event.final') : translate(c.lang, 'cli.event.standings', { round: through }), at, c.lang)}\n\n`);
  io.stdout(
    formatTable(rows, [
      { header: t('rank'), value: (r) => String(r.rank), right: true },
      { header: t('player'), value: (r) => (r.dropped ? `${r.name} (${translate(c.lang, 'cli.event.dropped')})` : r.name) },
      { header: t('people'), value: (r) => factionLabel(db, r.faction, c.lang) },
      { header: t('games'), value: (r) => String(r.games), right: true },
      { header: t('ph'), value: (r) => String(r.ph), right: true },
      { header: t('pf'), value: (r) => String(r.pf), right: true },
      { header: t('byes'), value: (r) => String(r.byes), right: true },
      // Walkovers (tables decided without a game) only where there was one.
      ...(rows.some((r) => r.walkovers > 0) ? [{ header: t('walkovers'), value: (r: (typeof rows)[number]) => String(r.walkovers), right: true }] : []),
    ]),
  );
  return EXIT_OK;
}
