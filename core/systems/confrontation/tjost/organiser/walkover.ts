import { z } from 'zod';
import { pfSchema } from '../results';
import { PH } from '../scoring';
import type { EventSettings, TableResult } from './event';

/**
 * A walkover (German "kampflos"): a table decided without a game, because one of its players was
 * not there (dropped out during the round, did not turn up). The organiser is the referee (TJOST,
 * "Grundsätzliches" 7) and a round is finished before the next is ranked and paired
 * ("Turnierverlauf" 10-11), so the table gets a result: the player present wins with the PH of a
 * win; each side's PF are what the organiser enters, by default as a bye scores (the bye's PF for
 * the player present, 0 for the absent one). No game was played: no mission, no mission bonus,
 * none of the checks of a game's result (missions, breaking an army). Like a bye, a walkover
 * counts in the event's standings (PH, PF, and the column of walkovers) but is not a game: the
 * standings' games and the league (which counts games) leave it out.
 */

type Side = 'a' | 'b';

/** The side that won a walkover (the player present); undefined when the result is no walkover, or one that names no winner. */
export function walkoverWinner(result: Pick<TableResult, 'outcome' | 'walkover'>): Side | undefined {
  return result.walkover === true && (result.outcome === 'a' || result.outcome === 'b') ? result.outcome : undefined;
}

/** The PF a side of a walkover gets when the organiser enters none: the player present what a bye gives (`settings.bye.pf`), the absent player 0. */
export function walkoverDefaultPf(settings: Pick<EventSettings, 'bye'>, present: boolean): number {
  return present ? settings.bye.pf : 0;
}

/** A walkover won by `present`: each side's PF as given, else walkoverDefaultPf. */
export function walkoverResult(present: Side, settings: Pick<EventSettings, 'bye'>, pf: Partial<Record<Side, number>> = {}, note?: string): TableResult {
  const side = (s: Side) => ({ pf: pf[s] ?? walkoverDefaultPf(settings, s === present) });
  return { outcome: present, walkover: true, a: side('a'), b: side('b'), ...(note ? { note } : {}) };
}

/** What one side of a walkover scores: the player present a win's PH, the absent one none; the PF entered, no mission bonus. */
export function walkoverScore(won: boolean, pf: number): { outcome: 'win' | 'loss'; ph: number; pf: number; bonus: number; total: number } {
  const outcome = won ? 'win' : 'loss';
  return { outcome, ph: PH[outcome], pf, bonus: 0, total: pf };
}

/**
 * One player's walkover as the results export lists it (event-results.ts): apart from the games,
 * as a walkover is not a game; `won` for the player present.
 */
export const walkoverGameSchema = z
  .object({
    round: z.number().int().min(1).max(99),
    table: z.string().max(20).optional(),
    opponent: z.string().max(200),
    opponentFaction: z.string().max(200).optional(),
    won: z.boolean(),
    pf: pfSchema('pf'),
    opponentPf: pfSchema('opponentPf'),
  })
  .strict();
export type WalkoverGame = z.infer<typeof walkoverGameSchema>;
