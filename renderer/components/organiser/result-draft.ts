import type { EventSettings, SideResult, TableOutcome, TableResult } from '../../../core/systems/confrontation/tjost/organiser/event';
import { readAp } from '../../../core/systems/confrontation/tjost/organiser/results-entry';
import { walkoverResult, walkoverWinner } from '../../../core/systems/confrontation/tjost/organiser/walkover';
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

/** What the outcome box offers: how the game ended, or a walkover won by the player of side a or b (walkover.ts). */
export type OutcomeChoice = TableOutcome | 'walkover-a' | 'walkover-b';

export interface ResultDraft {
  a: SideDraft;
  b: SideDraft;
  /** '' until chosen: then the outcome the missions give is suggested. */
  outcome: OutcomeChoice | '';
}

/** A box of a table that holds a number: PF or AP lost of either side. */
export type NumberBox = 'a.pf' | 'b.pf' | 'a.losses' | 'b.losses';

const sideDraft = (s: SideResult | undefined): SideDraft => ({
  pf: s ? String(s.pf) : '',
  losses: s?.losses === undefined ? '' : String(s.losses),
  missionRound: s?.missionRound === undefined ? '' : String(s.missionRound),
  mission: s?.mission ?? '',
  extended: s?.extended === true,
});

export function draftOf(result: TableResult | undefined): ResultDraft {
  const winner = result ? walkoverWinner(result) : undefined;
  return { a: sideDraft(result?.a), b: sideDraft(result?.b), outcome: winner ? `walkover-${winner}` : (result?.outcome ?? '') };
}

/** Whether two drafts hold the same: a draft equal to its table's result has nothing typed and not saved. */
export function sameDraft(x: ResultDraft, y: ResultDraft): boolean {
  const side = (a: SideDraft, b: SideDraft): boolean => a.pf === b.pf && a.losses === b.losses && a.missionRound === b.missionRound && a.mission === b.mission && a.extended === b.extended;
  return x.outcome === y.outcome && side(x.a, y.a) && side(x.b, y.b);
}

/** The player present of a walkover chosen (side a or b), else undefined. */
export function walkoverOf(d: Pick<ResultDraft, 'outcome'>): 'a' | 'b' | undefined {
  return d.outcome === 'walkover-a' ? 'a' : d.outcome === 'walkover-b' ? 'b' : undefined;
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

function side(d: SideDraft, pf: number, losses: number | undefined): SideResult {
  const out: SideResult = { pf };
  if (losses !== undefined) out.losses = losses;
  if (d.missionRound !== '') out.missionRound = Number(d.missionRound) as NonNullable<SideResult['missionRound']>;
  if (d.mission !== '') out.mission = d.mission;
  if (d.extended) out.extended = true;
  return out;
}

/**
 * The table result the boxes describe; else the number boxes that hold no possible value
 * (`invalid`: empty where a number is needed, or not a whole number from 0 to 10000, read as
 * core's readAp reads them: "8O", "0x50", "1e2", "1,5" are none), or `missing: 'outcome'` when
 * nothing says how the game ended. A walkover (walkover-a, walkover-b) takes only the PF; an
 * empty PF box is what walkoverResult gives it (a bye's PF for the player present, 0 for the
 * other, from `settings`). The result rules check the rest (possible together).
 */
export function resultOf(d: ResultDraft, settings: Pick<EventSettings, 'bye'>): { result?: TableResult; invalid?: NumberBox[]; missing?: 'outcome' } {
  const present = walkoverOf(d);
  const invalid: NumberBox[] = [];
  const read = (box: NumberBox, text: string, needed: boolean): number | undefined => {
    if (text.trim() === '' && !needed) return undefined;
    const n = readAp(text);
    if (n === undefined) invalid.push(box);
    return n;
  };
  const pfA = read('a.pf', d.a.pf, !present);
  const pfB = read('b.pf', d.b.pf, !present);
  if (present) {
    if (invalid.length > 0) return { invalid };
    return { result: walkoverResult(present, settings, { ...(pfA !== undefined ? { a: pfA } : {}), ...(pfB !== undefined ? { b: pfB } : {}) }) };
  }
  const lossesA = read('a.losses', d.a.losses, false);
  const lossesB = read('b.losses', d.b.losses, false);
  if (invalid.length > 0 || pfA === undefined || pfB === undefined) return { invalid };
  const outcome = (d.outcome as TableOutcome | '') || suggestedOutcome(d);
  if (!outcome) return { missing: 'outcome' };
  return { result: { outcome, a: side(d.a, pfA, lossesA), b: side(d.b, pfB, lossesB) } };
}
