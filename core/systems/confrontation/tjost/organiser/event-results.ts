import { z } from 'zod';
import type { LoadProblem } from '../../../../db/types';
import { parseJsonText } from '../../../../files/json';
import { migrationProblem, migrate, type FileFormat } from '../../../../files/migrate';
import { zodProblems } from '../../../../files/problems';
import { serializeWithSchema } from '../../../../files/serialize';
import { gameResultSchema } from '../results';
import { type EventFile } from './event';
import { byeRounds, playerGames, playerWalkovers, resultStandings, standingsRound } from './standings';
import { walkoverGameSchema } from './walkover';

/**
 * An event's results as the organiser reports them to the league (TJOST, Turnierverlauf 14):
 * the event, and per player who played the final rank, PH, PF and every game in the results
 * format (results.ts), so the league scores them with the same TJOST scoring. Byes are not games:
 * they count in the event's standings only (`byes`, and the rounds in `byeRounds`). Nor are
 * walkovers (walkover.ts): they count in the event's standings, listed in `walkovers`, and the
 * league leaves them out as it leaves out byes.
 */
export const EVENT_RESULTS_FORMAT = 'muster-event-results';
export const EVENT_RESULTS_VERSION = 1;

const eventInfoSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().max(200),
    date: z.string().max(40).optional(),
    place: z.string().max(200).optional(),
    organiser: z.string().max(200).optional(),
    /** Rounds played (with pairings). */
    rounds: z.number().int().min(0).max(99),
  })
  .strict();

const eventPlayerResultSchema = z
  .object({
    name: z.string().min(1).max(200),
    faction: z.string().max(200).optional(),
    rank: z.number().int().min(1).max(100000),
    ph: z.number().int().min(0).max(1_000_000),
    pf: z.number().int().min(0).max(100_000_000),
    byes: z.number().int().min(0).max(99).default(0),
    /** The rounds of the byes (files made before it was written have only the count). */
    byeRounds: z.array(z.number().int().min(1).max(99)).max(99).optional(),
    dropped: z.boolean().optional(),
    games: z.array(gameResultSchema).max(99),
    /** Tables decided by a walkover, won or lost: in `ph` and `pf`, not games (absent: none). */
    walkovers: z.array(walkoverGameSchema).max(99).optional(),
  })
  .strict();
type EventPlayerResult = z.infer<typeof eventPlayerResultSchema>;

/** The body shared by the export file and the league's copy of an event. */
export const eventResultsBodySchema = z
  .object({
    event: eventInfoSchema,
    players: z.array(eventPlayerResultSchema).max(512),
    exportedAt: z.iso.datetime(),
  })
  .strict();
export type EventResultsBody = z.infer<typeof eventResultsBodySchema>;

export const eventResultsFileSchema = eventResultsBodySchema
  .extend({
    $schema: z.string().max(500).optional(),
    format: z.literal(EVENT_RESULTS_FORMAT),
    version: z.literal(EVENT_RESULTS_VERSION),
  })
  .strict();
export type EventResultsFile = z.infer<typeof eventResultsFileSchema>;

const EVENT_RESULTS_FILE: FileFormat = { format: EVENT_RESULTS_FORMAT, current: EVENT_RESULTS_VERSION, migrations: {} };

/**
 * The event's results: the final standings (resultStandings: the players who played, a table
 * with a result or a bye; one registered but never played, dropped before round 1 or registered after
 * the last round, is not reported) with every player's games.
 */
export function eventResults(event: EventFile, now: Date): EventResultsFile {
  // Through the last round with a result, as the standings: a round just paired is not reported yet.
  const through = standingsRound(event).round;
  const games = playerGames(event, through);
  const walkovers = playerWalkovers(event, through);
  const byes = byeRounds(event, through);
  const info: EventResultsBody['event'] = { id: event.id, name: event.name, rounds: through };
  if (event.date) info.date = event.date;
  if (event.place) info.place = event.place;
  if (event.organiser) info.organiser = event.organiser;
  const players = resultStandings(event).map((row) => {
    const p: EventPlayerResult = { name: row.name, rank: row.rank, ph: row.ph, pf: row.pf, byes: row.byes, games: games.get(row.playerId) ?? [] };
    if (row.faction) p.faction = row.faction;
    const rounds = byes.get(row.playerId);
    if (rounds) p.byeRounds = rounds;
    const walked = walkovers.get(row.playerId);
    if (walked) p.walkovers = walked;
    if (row.dropped) p.dropped = true;
    return p;
  });
  return { format: EVENT_RESULTS_FORMAT, version: EVENT_RESULTS_VERSION, event: info, players, exportedAt: now.toISOString() };
}

export function serializeEventResults(results: EventResultsFile): string {
  return serializeWithSchema(eventResultsFileSchema, results);
}

/** Reads an event results file; never throws. */
export function parseEventResultsFile(text: string, file: string): { results?: EventResultsFile; problems: LoadProblem[] } {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem] };
  const migrated = migrate(json.value, EVENT_RESULTS_FILE);
  if (!migrated.ok) return { problems: [migrationProblem(file, migrated)] };
  const parsed = eventResultsFileSchema.safeParse(migrated.value);
  return parsed.success ? { results: parsed.data, problems: [] } : { problems: zodProblems(file, parsed.error) };
}
