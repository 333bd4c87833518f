import { z } from 'zod';
import type { LoadProblem } from '../../../db/types';
import { parseJsonText } from '../../../files/json';
import { migrationProblem, migrate, type FileFormat } from '../../../files/migrate';
import { schemaMessage, zodProblems } from '../../../files/problems';
import { serializeWithSchema } from '../../../files/serialize';
import { MISSION_IDS } from './missions';

/** How a game ended for the player, as agreed at the table (before the draw tiebreak). */
export const OUTCOMES = ['win', 'draw', 'loss', 'both-lose'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The AP counts of a result, as its messages name them (`fileProblem.apField`). */
export type ApField = 'pf' | 'opponentPf' | 'losses' | 'opponentLosses' | 'byePf';

/** A count of AP (PF or losses): a whole number from 0 to 10000; `field` names it in messages, in either language. */
export const pfSchema = (field: ApField) =>
  z
    .number({ error: schemaMessage('ap-number', { field }) })
    .int(schemaMessage('ap-whole', { field }))
    .min(0, schemaMessage('ap-negative', { field }))
    .max(10000, schemaMessage('ap-max', { field, max: 10000 }));

/** The game round (1-4) at whose end a mission was fulfilled. */
export const missionRoundSchema = z
  .number({ error: schemaMessage('mission-round-number') })
  .int(schemaMessage('mission-round-whole'))
  .min(1, schemaMessage('mission-round-low'))
  .max(4, schemaMessage('mission-round-high'));

/**
 * One game of a player at a tournament. `pf` are the AP of enemy figures the player destroyed
 * (magic and equipment included), before any mission bonus; `opponentPf` the same for the
 * opponent. Losses default to the other side's PF.
 */
export const gameResultSchema = z
  .object({
    /** Tournament round (pairing) number. */
    round: z.number().int().min(1, 'the tournament round starts at 1').max(99),
    event: z.string().max(200).optional(),
    date: z.string().max(40).optional(),
    table: z.string().max(20).optional(),
    opponent: z.string().max(200).default(''),
    opponentFaction: z.string().max(200).optional(),
    mission: z.enum(MISSION_IDS).optional(),
    outcome: z.enum(OUTCOMES),
    pf: pfSchema('pf'),
    opponentPf: pfSchema('opponentPf').optional(),
    /** Game round (1-4) at whose end the player's mission was fulfilled. */
    missionRound: missionRoundSchema.optional(),
    /** Grenzsteine: held on to the end of round 4. */
    extended: z.boolean().optional(),
    /** AP the player lost; defaults to the opponent's PF. */
    losses: pfSchema('losses').optional(),
    /** AP the opponent lost; defaults to the player's PF. */
    opponentLosses: pfSchema('opponentLosses').optional(),
    note: z.string().max(500).optional(),
  })
  .strict();
export type GameResult = z.infer<typeof gameResultSchema>;
export type GameResultInput = z.input<typeof gameResultSchema>;

export const RESULTS_FILE_FORMAT = 'muster-results';
export const RESULTS_FILE_VERSION = 1;

/** A player's results file: the games of a tournament (or of a league season). */
export const resultsFileSchema = z
  .object({
    /** Editors' schema hint; ignored. */
    $schema: z.string().max(500).optional(),
    format: z.literal(RESULTS_FILE_FORMAT),
    version: z.literal(RESULTS_FILE_VERSION),
    player: z.string().max(200).default(''),
    /** People / faction the player fields (free text or a faction id). */
    faction: z.string().max(200).optional(),
    event: z.string().max(200).optional(),
    /** League season: only the 12 best games count. */
    league: z.boolean().optional(),
    updatedAt: z.iso.datetime().optional(),
    games: z.array(gameResultSchema).max(500),
  })
  .strict();
export type ResultsFile = z.infer<typeof resultsFileSchema>;

/** Upgrades of results files, keyed by the version they upgrade from (none yet: version 1 is the first). */
const RESULTS_FILE: FileFormat = { format: RESULTS_FILE_FORMAT, current: RESULTS_FILE_VERSION, migrations: {} };

export function emptyResults(player = ''): ResultsFile {
  return { format: RESULTS_FILE_FORMAT, version: RESULTS_FILE_VERSION, player, games: [] };
}

interface ParsedResultsFile {
  results?: ResultsFile;
  problems: LoadProblem[];
}

/** Reads a results file; never throws. Any problem (file, field, reason) makes it unusable. */
export function parseResultsFile(text: string, file: string): ParsedResultsFile {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem] };
  return validateResultsFile(json.value, file);
}

function validateResultsFile(raw: unknown, file: string): ParsedResultsFile {
  const migrated = migrate(raw, RESULTS_FILE);
  if (!migrated.ok) return { problems: [migrationProblem(file, migrated)] };
  const parsed = resultsFileSchema.safeParse(migrated.value);
  if (!parsed.success) return { problems: zodProblems(file, parsed.error) };
  return { results: parsed.data, problems: [] };
}

/** A results file as text: stable key order, two-space indent, newline at the end. */
export function serializeResults(results: ResultsFile): string {
  return serializeWithSchema(resultsFileSchema, results);
}
