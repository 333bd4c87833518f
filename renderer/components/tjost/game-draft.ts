import type { MissionId } from '../../../core/systems/confrontation/tjost/missions';
import { gameResultSchema, type GameResult, type Outcome } from '../../../core/systems/confrontation/tjost/results';
import { gameProblems, type GameProblem } from '../../../core/systems/confrontation/tjost/scoring';

/** A game as typed into the form: numbers may be empty strings. */
export interface GameDraft {
  round: number | '';
  opponent: string;
  opponentFaction: string;
  table: string;
  mission: MissionId | '';
  outcome: Outcome;
  pf: number | '';
  opponentPf: number | '';
  missionRound: number | '';
  extended: boolean;
  losses: number | '';
}

export function emptyDraft(round = 1): GameDraft {
  return { round, opponent: '', opponentFaction: '', table: '', mission: '', outcome: 'win', pf: '', opponentPf: '', missionRound: '', extended: false, losses: '' };
}

export function draftOf(g: GameResult): GameDraft {
  return {
    round: g.round,
    opponent: g.opponent,
    opponentFaction: g.opponentFaction ?? '',
    table: g.table ?? '',
    mission: g.mission ?? '',
    outcome: g.outcome,
    pf: g.pf,
    opponentPf: g.opponentPf ?? '',
    missionRound: g.missionRound ?? '',
    extended: g.extended ?? false,
    losses: g.losses ?? '',
  };
}

type DraftProblem = GameProblem | { code: 'required'; field: 'pf' | 'round' } | { code: 'round'; field: 'round' };

/** The game the draft describes, or why it cannot be (impossible results are refused). */
export function gameFromDraft(d: GameDraft): { game: GameResult | null; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  if (d.pf === '') problems.push({ code: 'required', field: 'pf' });
  if (d.round === '') problems.push({ code: 'required', field: 'round' });
  else if (!Number.isInteger(d.round) || d.round < 1 || d.round > 99) problems.push({ code: 'round', field: 'round' });
  const num = (v: number | ''): number | undefined => (v === '' ? undefined : v);
  const fields = {
    pf: num(d.pf),
    opponentPf: num(d.opponentPf),
    losses: num(d.losses),
    missionRound: num(d.missionRound),
    ...(d.mission ? { mission: d.mission } : {}),
    extended: d.mission === 'boundary-stones' && d.extended,
  };
  problems.push(...gameProblems(fields));
  if (problems.length > 0) return { game: null, problems };
  const raw: Record<string, unknown> = { round: d.round, opponent: d.opponent.trim(), outcome: d.outcome, pf: d.pf };
  if (d.opponentFaction.trim()) raw.opponentFaction = d.opponentFaction.trim();
  if (d.table.trim()) raw.table = d.table.trim();
  if (d.mission) raw.mission = d.mission;
  if (fields.opponentPf !== undefined) raw.opponentPf = fields.opponentPf;
  if (fields.missionRound !== undefined) raw.missionRound = fields.missionRound;
  if (fields.extended) raw.extended = true;
  if (fields.losses !== undefined) raw.losses = fields.losses;
  const parsed = gameResultSchema.safeParse(raw);
  return parsed.success ? { game: parsed.data, problems: [] } : { game: null, problems: [{ code: 'not-whole', field: 'pf' }] };
}
