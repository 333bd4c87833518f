import { issueMessage, translate } from '../../core/i18n';
import type { Lang } from '../../core/model/system';
import { MISSION_IDS } from '../../core/systems/confrontation/tjost/missions';
import { scoreGame } from '../../core/systems/confrontation/tjost/scoring';
import { MAX_ROUNDS, TABLE_OUTCOMES, tableResultSchema, type EventFile, type TableResult } from '../../core/systems/confrontation/tjost/organiser/event';
import type { PairProblem } from '../../core/systems/confrontation/tjost/organiser/pairing/next-round';
import { clearResult, enterResult, type ResultEntryProblem } from '../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { standings } from '../../core/systems/confrontation/tjost/organiser/standings';
import { tableGames } from '../../core/systems/confrontation/tjost/organiser/table-games';
import { factionLabel } from '../../core/systems/confrontation/tjost/organiser/report';
import { zodIssueText } from '../../core/files/problems';
import { numberOption, oneOf, parseCommandArgs } from './args';
import { LANG_FORMAT, common } from './event-register';
import { loadEvent, organiserCards, saveEvent } from './event-files';
import { CARD_OPTIONS } from './card-sources';
import type { CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError } from './io';
import { formatTable } from './table';

/** `muster event pair|result|standings`: rounds, results and the ranking, all computed by core. */

const nameOf = (event: EventFile, id: string): string => event.players.find((p) => p.id === id)?.name ?? id;

function problemText(lang: Lang, p: PairProblem | ResultEntryProblem): string {
  const { code, ...rest } = p;
  const params: Record<string, string | number> = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
  return translate(lang, `cli.event.problem.${code}`, params);
}

function oneEvent(positionals: string[]): string {
  if (positionals.length !== 1) throw new UsageError('give one event file');
  return positionals[0] ?? '';
}

/** Pairs the next round (core: by lot in round 1, then by the standings avoiding repeats) and prints its tables, bye and repeats. */
export async function eventPair(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, LANG_FORMAT);
  const c = common(values, now);
  const { file, event } = await loadEvent(oneEvent(positionals), io, c.lang);
  const out = addNextRound(event, now);
  if (!out.event || !out.round) {
    for (const p of out.problems) io.stderr(`muster event: ${problemText(c.lang, p)}\n`);
    return EXIT_FAILED;
  }
  await saveEvent(file, out.event, io, c.lang);
  const round = out.round;
  const next = out.event;
  const player = (id: string) => ({ id, name: nameOf(next, id) });
  if (c.json) {
    const tables = round.pairings.map((p) => ({ table: p.table, a: player(p.a), b: player(p.b) }));
    const repeats = out.repeats.map((r) => ({ a: player(r.a), b: player(r.b), rounds: r.rounds }));
    io.stdout(JSON.stringify({ round: round.number, tables, bye: round.bye !== undefined ? player(round.bye) : null, repeats, ...(round.number === 1 ? { seed: next.seed } : {}) }) + '\n');
    return EXIT_OK;
  }
  const t = (id: string, params: Record<string, string | number> = {}) => translate(c.lang, `cli.event.${id}`, params);
  const lines = [t('round', { round: round.number })];
  for (const p of round.pairings) lines.push(t('table', { table: p.table, a: nameOf(next, p.a), b: nameOf(next, p.b) }));
  if (round.bye !== undefined) lines.push(t('bye', { player: nameOf(next, round.bye) }));
  for (const r of out.repeats) lines.push(t('repeat', { a: nameOf(next, r.a), b: nameOf(next, r.b), rounds: r.rounds.join(', ') }));
  io.stdout(lines.join('\n') + '\n');
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
  clear: { type: 'boolean' },
  ...LANG_FORMAT,
} as const;

type ResultValues = ReturnType<typeof parseCommandArgs<typeof RESULT_OPTIONS>>['values'];

/** A table's result from the options; the schema's messages name the option on bad values. */
function resultFromOptions(values: ResultValues): TableResult {
  const side = (s: 'a' | 'b') => {
    const pf = numberOption(`${s}-pf`, values[`${s}-pf`], { min: 0, max: 10000 });
    if (pf === undefined) throw new UsageError(`--${s}-pf is needed: the enemy AP player ${s.toUpperCase()} destroyed`);
    const losses = numberOption(`${s}-losses`, values[`${s}-losses`], { min: 0, max: 10000 });
    const missionRound = numberOption(`${s}-mission-round`, values[`${s}-mission-round`], { min: 1, max: 4 });
    const mission = values[`${s}-mission`];
    if (mission !== undefined) oneOf(`${s}-mission`, mission, MISSION_IDS, MISSION_IDS[0]);
    return { pf, ...(losses !== undefined ? { losses } : {}), ...(missionRound !== undefined ? { missionRound } : {}), ...(mission !== undefined ? { mission } : {}), ...(values[`${s}-extended`] ? { extended: true } : {}) };
  };
  if (values.outcome === undefined) throw new UsageError(`--outcome is needed: ${TABLE_OUTCOMES.join(', ')}`);
  const raw = { outcome: oneOf('outcome', values.outcome, TABLE_OUTCOMES, 'draw'), a: side('a'), b: side('b'), ...(values.note ? { note: values.note } : {}) };
  const parsed = tableResultSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => `--${i.path.join('-')}: ${zodIssueText(i)}`).join('; '));
  return parsed.data;
}

/**
 * Enters (or corrects, or with --clear removes) a table's result. Refused with the result rules'
 * messages and exit 1 when the combination is impossible; the event file is left as it was.
 */
export async function eventResult(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, RESULT_OPTIONS);
  const c = common(values, now);
  const eventArg = oneEvent(positionals);
  const round = numberOption('round', values.round, { min: 1, max: MAX_ROUNDS });
  const table = numberOption('table', values.table, { min: 1, max: 1000 });
  if (round === undefined || table === undefined) throw new UsageError('--round and --table name the game');
  const result = values.clear ? undefined : resultFromOptions(values);
  const { file, event } = await loadEvent(eventArg, io, c.lang);
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
  const games = tableGames(entry.event, round, { ...pairing, result: pairing.result });
  const a = scoreGame(games.a);
  const b = scoreGame(games.b);
  const side = (id: string, s: typeof a) => ({ player: { id, name: nameOf(entry.event ?? event, id) }, outcome: s.outcome, ph: s.ph, pf: s.pf, bonus: s.bonus, total: s.total });
  if (c.json) io.stdout(JSON.stringify({ accepted: true, round, table, a: side(pairing.a, a), b: side(pairing.b, b), issues: messages }) + '\n');
  else {
    for (const m of messages) io.stderr(`muster event: ${translate(c.lang, `cli.severity.${m.severity}`)}: ${m.message} [${m.code}]\n`);
    io.stdout(translate(c.lang, 'cli.event.result', { round, table, a: nameOf(event, pairing.a), aPh: a.ph, aPf: a.total, b: nameOf(event, pairing.b), bPh: b.ph, bPf: b.total }) + '\n');
  }
  return EXIT_OK;
}

/**
 * The standings after a round (default: the last paired round), ranked by core (PH, then PF): the
 * players with a game result or a bye by then, as the app, the printed standings and the export list them.
 */
export async function eventStandings(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { round: { type: 'string' }, ...CARD_OPTIONS, ...LANG_FORMAT });
  const c = common(values, now);
  const { event } = await loadEvent(oneEvent(positionals), io, c.lang);
  const round = numberOption('round', values.round, { min: 1, max: MAX_ROUNDS });
  if (round !== undefined && !event.rounds.some((r) => r.number === round)) {
    io.stderr(`muster event: ${problemText(c.lang, { code: 'no-round', round })}\n`);
    return EXIT_USAGE;
  }
  const through = round ?? event.rounds.length;
  const rows = standings(event, through);
  if (c.json) {
    io.stdout(JSON.stringify({ round: through, rows }) + '\n');
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
  const db = await organiserCards(values, io, c.lang);
  const t = (id: string) => translate(c.lang, `cli.event.column.${id}`);
  const final = through === event.settings.rounds && event.rounds.every((r) => r.pairings.every((p) => p.result));
  io.stdout(`${final ? translate(c.lang, 'cli.event.final') : translate(c.lang, 'cli.event.standings', { round: through })}\n\n`);
  io.stdout(
    formatTable(rows, [
      { header: t('rank'), value: (r) => String(r.rank), right: true },
      { header: t('player'), value: (r) => (r.dropped ? `${r.name} (${translate(c.lang, 'cli.event.dropped')})` : r.name) },
      { header: t('people'), value: (r) => factionLabel(db, r.faction, c.lang) },
      { header: t('games'), value: (r) => String(r.games), right: true },
      { header: t('ph'), value: (r) => String(r.ph), right: true },
      { header: t('pf'), value: (r) => String(r.pf), right: true },
      { header: t('byes'), value: (r) => String(r.byes), right: true },
    ]),
  );
  return EXIT_OK;
}
