import type { CheckRule } from '../../../../../checks/types';
import { isBroken, PF_LEAD } from '../../scoring';
import type { TableResult } from '../event';

/** What every result rule sees: a table's result and the names of its two players. */
export interface ResultContext {
  result: TableResult;
  names: { a: string; b: string };
}

/**
 * A check of a table's result (TJOST, Siegbedingungen): impossible combinations as issues.
 * `walkover`: the rule checks a walkover too (walkover.ts: no game was played, so only the rules
 * of the values entered and of the walkover itself apply, none of missions or breaking).
 */
export interface ResultRule extends CheckRule<ResultContext> {
  walkover?: true;
}

export const SIDES = ['a', 'b'] as const;
type Side = (typeof SIDES)[number];

export function otherSide(side: Side): Side {
  return side === 'a' ? 'b' : 'a';
}

/** AP a side lost: as entered, otherwise the other side's PF. */
export function lossesOf(result: TableResult, side: Side): number {
  return result[side].losses ?? result[otherSide(side)].pf;
}

/** `side` broke its opponent (200 AP or more lost) and leads by 20 PF: it wins when no mission decided the game. */
export function brokeWithLead(result: TableResult, side: Side): boolean {
  const other = otherSide(side);
  return isBroken(lossesOf(result, other)) && result[side].pf - result[other].pf >= PF_LEAD;
}

/** The sides that fulfilled their mission, with the round. */
export function fulfilled(result: TableResult): { side: Side; round: number }[] {
  return SIDES.flatMap((side) => {
    const round = result[side].missionRound;
    return round === undefined ? [] : [{ side, round }];
  });
}
