import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { translate } from '../../core/i18n';
import { addEventToLeague, leagueEventProblems, leagueFileSchema, leagueTable, MAX_LEAGUE_EVENTS, newLeague } from '../../core/systems/confrontation/tjost/organiser/league';
import { parseCommandArgs, schemaOption, usageError } from './args';
import { factionLabel } from '../../core/systems/confrontation/tjost/organiser/report';
import { loadLeague, loadResults, organiserCards, runOrganiserAction, saveLeague } from './event-files';
import { LANG_FORMAT, common } from './event-register';
import { CARD_OPTIONS, cardOptionsNote } from './card-sources';
import type { CliCommand, CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './io';
import { formatTable } from './table';
import { helpText } from './help';
import type { Lang } from '../../core/model/system';

/** The --help of `muster league` in `lang`. */
const usage = (lang: Lang): string => helpText(lang, 'league', { cardNote: cardOptionsNote(lang) });

async function leagueAdd(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { name: { type: 'string' }, season: { type: 'string' }, ...LANG_FORMAT });
  const c = common(values, now, io);
  const [leagueArg, ...resultArgs] = positionals;
  if (leagueArg === undefined || resultArgs.length === 0) throw usageError('league.files');
  if (resultArgs.length > MAX_LEAGUE_EVENTS) throw usageError('league.maxFiles', { max: String(MAX_LEAGUE_EVENTS), count: String(resultArgs.length) });
  // Within the league file's limits before anything is read or written.
  const name = schemaOption('name', values.name?.trim(), leagueFileSchema.shape.name);
  const season = schemaOption('season', values.season?.trim(), leagueFileSchema.shape.season);
  const loaded = await loadLeague(leagueArg, io, true, c.lang);
  if (!loaded.league && !name) throw usageError('league.create', { file: leagueArg });
  // Every results file is read and checked before the league is changed: all or nothing.
  const bodies = [];
  for (const arg of resultArgs) {
    const file = path.resolve(io.cwd, arg);
    if (file === loaded.file) throw usageError('league.itself', { file: arg });
    const results = await loadResults(arg, io, c.lang);
    // An event without a single game result (never played) would list its players with 0 games.
    const refused = leagueEventProblems(results);
    if (refused.length > 0) {
      for (const r of refused) io.stderr(`muster league: ${arg}: ${translate(c.lang, 'organiser.leagues.noResults', { name: r.event || arg })}\n`);
      return EXIT_FAILED;
    }
    bodies.push(results);
  }
  let league = loaded.league ?? newLeague({ id: randomUUID(), name: name ?? '', now, ...(season ? { season } : {}) });
  const lines: string[] = [];
  if (!loaded.league) lines.push(translate(c.lang, 'cli.league.created', { name: league.name, file: leagueArg }));
  const added = [];
  for (const body of bodies) {
    if (!league.events.some((e) => e.event.id === body.event.id) && league.events.length >= MAX_LEAGUE_EVENTS) {
      io.stderr(`muster league: ${translate(c.lang, 'cli.league.full', { file: leagueArg, max: MAX_LEAGUE_EVENTS })}\n`);
      return EXIT_USAGE;
    }
    const out = addEventToLeague(league, body, now);
    league = out.league;
    added.push({ event: body.event.name, id: body.event.id, players: body.players.length, replaced: out.replaced });
    lines.push(translate(c.lang, out.replaced ? 'cli.league.replaced' : 'cli.league.added', { event: body.event.name, players: body.players.length }));
  }
  await saveLeague(loaded.file, league, io, c.lang);
  io.stdout(c.json ? JSON.stringify({ created: !loaded.league, events: league.events.length, added }) + '\n' : lines.join('\n') + '\n');
  return EXIT_OK;
}

async function leagueTableCommand(argv: string[], io: CliIO, now: Date): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { ...CARD_OPTIONS, ...LANG_FORMAT });
  const c = common(values, now, io);
  if (positionals.length !== 1) throw usageError('league.oneLeague');
  const { league } = await loadLeague(positionals[0] ?? '', io, false, c.lang);
  if (!league) return EXIT_USAGE;
  const rows = leagueTable(league);
  if (c.json) {
    io.stdout(JSON.stringify({ name: league.name, season: league.season ?? null, best: league.best, rows }) + '\n');
    return EXIT_OK;
  }
  const t = (id: string) => translate(c.lang, `cli.event.column.${id}`);
  const db = await organiserCards(values, io, c.lang, 'muster league');
  io.stdout(`${[league.name, league.season].filter(Boolean).join(' ')}\n\n`);
  io.stdout(
    formatTable(rows, [
      { header: t('rank'), value: (r) => String(r.rank), right: true },
      { header: t('player'), value: (r) => r.name },
      { header: t('people'), value: (r) => r.factions.map((f) => factionLabel(db, f, c.lang)).join(', ') },
      { header: t('ph'), value: (r) => String(r.ph), right: true },
      { header: t('pf'), value: (r) => String(r.pf), right: true },
      { header: t('games'), value: (r) => String(r.games), right: true },
      { header: t('played'), value: (r) => String(r.played), right: true },
      { header: t('events'), value: (r) => String(r.events), right: true },
    ]),
  );
  return EXIT_OK;
}

export const command: CliCommand = {
  summary: 'a TJOST league season: add events’ results, the table of the 12 best games',
  usage,
  run: (argv, io) => runOrganiserAction({ add: leagueAdd, table: leagueTableCommand }, argv, io, new Date()),
};
