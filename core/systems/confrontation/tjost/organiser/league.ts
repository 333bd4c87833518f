import { z } from 'zod';
import type { LoadProblem } from '../../../../db/types';
import { SAFE_ID } from '../../../../files/names';
import { parseJsonText } from '../../../../files/json';
import { migrationProblem, migrate, type FileFormat } from '../../../../files/migrate';
import { coded, zodProblems } from '../../../../files/problems';
import { serializeWithSchema } from '../../../../files/serialize';
import { LEAGUE_BEST, leagueTotals, rankPlayers, type Totals } from '../scoring';
import { eventResultsBodySchema, type EventResultsBody } from './event-results';
import { cleanPlayerName, playerNameKey } from './player-name';

/**
 * A league season (`*.muster-league`; TJOST "Ligawertung"): the results of the events it
 * collects. The table counts each player's best games (12 by the rules): most PH, ties by PF.
 */
export const LEAGUE_FILE_FORMAT = 'muster-league';
export const LEAGUE_FILE_VERSION = 1;
export const LEAGUE_FILE_EXT = '.muster-league';
export const MAX_LEAGUE_EVENTS = 200;

export const leagueFileSchema = z
  .object({
    $schema: z.string().max(500).optional(),
    format: z.literal(LEAGUE_FILE_FORMAT),
    version: z.literal(LEAGUE_FILE_VERSION),
    id: z.string().regex(SAFE_ID, 'a league id holds letters, digits, - and _ (at most 64)'),
    name: z.string().max(200),
    /** E.g. "2003/2004" (a season runs from one Essen fair to the next). */
    season: z.string().max(100).optional(),
    /** Games that count per player. */
    best: z.number().int().min(1).max(99).default(LEAGUE_BEST),
    events: z.array(eventResultsBodySchema).max(MAX_LEAGUE_EVENTS),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .strict();
export type LeagueFile = z.infer<typeof leagueFileSchema>;

const LEAGUE_FILE: FileFormat = { format: LEAGUE_FILE_FORMAT, current: LEAGUE_FILE_VERSION, migrations: {} };

export function newLeague(input: { id: string; name: string; season?: string; now: Date }): LeagueFile {
  const at = input.now.toISOString();
  const league: LeagueFile = { format: LEAGUE_FILE_FORMAT, version: LEAGUE_FILE_VERSION, id: input.id, name: input.name.trim(), best: LEAGUE_BEST, events: [], createdAt: at, updatedAt: at };
  if (input.season) league.season = input.season.trim();
  return league;
}

/** Why an event's results cannot go into the league, as data. */
export interface LeagueEventProblem {
  /** `no-results`: not one game of the event has a result (no round played; byes and walkovers are not games). */
  code: 'no-results';
  event: string;
}

/**
 * What keeps an event's results out of the league: an event without a single game result (never
 * played, or only paired) would list every player with 0 games. TJOST has the organiser pass the
 * results on after the last round; a partly played event is taken (its results so far count, and
 * adding it again once complete replaces it), so only an event with no result at all is refused.
 */
export function leagueEventProblems(results: EventResultsBody): LeagueEventProblem[] {
  return results.players.some((p) => p.games.length > 0) ? [] : [{ code: 'no-results', event: results.event.name }];
}

/**
 * Adds an event's results; an event already in the league (same id) is replaced, so a corrected
 * report is taken as is. An event leagueEventProblems refuses leaves the league as it was.
 */
export function addEventToLeague(league: LeagueFile, results: EventResultsBody, now: Date): { league: LeagueFile; replaced: boolean; problems: LeagueEventProblem[] } {
  const problems = leagueEventProblems(results);
  if (problems.length > 0) return { league, replaced: false, problems };
  const body: EventResultsBody = { event: results.event, players: results.players, exportedAt: results.exportedAt };
  const replaced = league.events.some((e) => e.event.id === body.event.id);
  const events = replaced ? league.events.map((e) => (e.event.id === body.event.id ? body : e)) : [...league.events, body];
  return { league: { ...league, events, updatedAt: now.toISOString() }, replaced, problems: [] };
}

interface LeagueRow extends Totals {
  rank: number;
  name: string;
  /** Peoples fielded over the season, in order of first appearance. */
  factions: string[];
  events: number;
  /** Every game played in the season; `games` are those that count. */
  played: number;
}

/**
 * The league table: per player the best games (leagueTotals), ranked by PH, then PF. A player is
 * the same across events when the names match by playerNameKey (case, spaces, the way letters
 * are encoded and "ü"/"ue", "ß"/"ss" ignored: the rule registration refuses a second player by).
 * The league counts games: a player of an event without a game there (a bye or a walkover is not
 * a game; results files made before Muster left such players out have them with none) adds
 * nothing, not even a row; a player's walkovers are left out as the byes are.
 */
export function leagueTable(league: LeagueFile): LeagueRow[] {
  const players = new Map<string, { name: string; factions: string[]; events: Set<string>; games: EventResultsBody['players'][number]['games'] }>();
  for (const e of league.events) {
    for (const p of e.players) {
      if (p.games.length === 0) continue;
      const key = playerNameKey(p.name);
      const entry = players.get(key) ?? { name: cleanPlayerName(p.name), factions: [], events: new Set<string>(), games: [] };
      if (p.faction && !entry.factions.includes(p.faction)) entry.factions.push(p.faction);
      // An event counts once per player, also when it listed the player twice (two spellings of one name registered before registration matched them).
      entry.events.add(e.event.id);
      entry.games.push(...p.games);
      players.set(key, entry);
    }
  }
  const rows = [...players.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => {
      const { counted: _c, ...totals } = leagueTotals(p.games, league.best);
      return { ...totals, name: p.name, factions: p.factions, events: p.events.size, played: p.games.length };
    });
  return rankPlayers(rows);
}

export function serializeLeague(league: LeagueFile): string {
  return serializeWithSchema(leagueFileSchema, league);
}

/** Reads a league file; never throws. Event ids appear once. */
export function parseLeagueFile(text: string, file: string): { league?: LeagueFile; problems: LoadProblem[] } {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem] };
  const migrated = migrate(json.value, LEAGUE_FILE);
  if (!migrated.ok) return { problems: [migrationProblem(file, migrated)] };
  const parsed = leagueFileSchema.safeParse(migrated.value);
  if (!parsed.success) return { problems: zodProblems(file, parsed.error) };
  const seen = new Map<string, number>();
  const problems: LoadProblem[] = [];
  parsed.data.events.forEach((e, i) => {
    const first = seen.get(e.event.id);
    if (first !== undefined) problems.push(coded(file, `events[${i}].event.id`, 'event-twice', { id: e.event.id, first }));
    else seen.set(e.event.id, i);
  });
  return problems.length ? { problems } : { league: parsed.data, problems: [] };
}
