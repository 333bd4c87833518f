import type { SideResult, TableOutcome, TableResult } from '../../../core/systems/confrontation/tjost/organiser/event';
import { parseDecimal } from '../../../core/files/numbers';
import type { MissionId } from '../../../core/systems/confrontation/tjost/missions';

/** One side of a table as typed in: texts of the boxes. */
export interface SideDraft {
  pf: string;
  losses: string;
  missionRound: string;
  /** The mission the player played ('' when not noted): the result rules check its rounds (Boundary Stones held to round 4, Crusade's PF, Breakthrough, For Honour). */
  mission: MissionId | '';
  extended: boolean;
}

export interface ResultDraft {
  a: SideDraft;
  b: SideDraft;
  /** '' until chosen: then the outcome the missions give is suggested. */
  outcome: TableOutcome | '';
}

const sideDraft = (s: SideResult | undefined): SideDraft => ({
  pf: s ? String(s.pf) : '',
  losses: s?.losses === undefined ? '' : String(s.losses),
  missionRound: s?.missionRound === undefined ? '' : String(s.missionRound),
  mission: s?.mission ?? '',
  extended: s?.extended === true,
});

export function draftOf(result: TableResult | undefined): ResultDraft {
  return { a: sideDraft(result?.a), b: sideDraft(result?.b), outcome: result?.outcome ?? '' };
}

/** The outcome the mission rounds give (TJOST: the first mission ends the game; the same round is a draw), else none. */
export function suggestedOutcome(d: ResultDraft): TableOutcome | '' {
  const a = Number(d.a.missionRound) || 0;
  const b = Number(d.b.missionRound) || 0;
  if (a && b) return a === b ? 'draw' : a < b ? 'a' : 'b';
  if (a) return 'a';
  if (b) return 'b';
  return '';
}

/** A typed PF or loss count, read strictly (no 0x50 or 1e2); NaN for anything else. Decimals pass, so the result rules can say it must be whole. */
const num = (text: string): number => parseDecimal(text.trim(), { integer: false }) ?? Number.NaN;

function side(d: SideDraft): SideResult {
  const out: SideResult = { pf: num(d.pf) };
  if (d.losses.trim() !== '') out.losses = num(d.losses);
  if (d.missionRound !== '') out.missionRound = Number(d.missionRound) as NonNullable<SideResult['missionRound']>;
  if (d.mission !== '') out.mission = d.mission;
  if (d.extended) out.extended = true;
  return out;
}

/**
 * The table result the boxes describe, or the name of the first box that is not a number.
 * Numbers are checked further by the result rules (whole, not negative, possible together).
 */
export function resultOf(d: ResultDraft): { result?: TableResult; missing?: 'a.pf' | 'b.pf' | 'outcome' } {
  if (d.a.pf.trim() === '' || Number.isNaN(num(d.a.pf))) return { missing: 'a.pf' };
  if (d.b.pf.trim() === '' || Number.isNaN(num(d.b.pf))) return { missing: 'b.pf' };
  const outcome = d.outcome || suggestedOutcome(d);
  if (!outcome) return { missing: 'outcome' };
  return { result: { outcome, a: side(d.a), b: side(d.b) } };
}
