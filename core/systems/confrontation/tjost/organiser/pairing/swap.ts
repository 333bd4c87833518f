import type { EventFile, Round } from '../event';
import { pairingHistory } from './history';
import type { RepeatedPairing } from './next-round';

export type SwapProblem =
  | { code: 'no-round'; round: number }
  | { code: 'not-in-round'; player: string }
  | { code: 'same-player'; player: string }
  | { code: 'has-result'; table: number }
  | { code: 'same-table'; table: number };

export interface SwapOutcome {
  round?: Round;
  problems: SwapProblem[];
  /** Pairings the swap makes that repeat an earlier round: the organiser is warned, not stopped. */
  repeats: RepeatedPairing[];
}

/**
 * The organiser swaps two players of a round by hand (TJOST: repeated pairings are at the
 * organiser's discretion). Either may be the one with the bye. Tables with a result are left
 * alone; the swap of two opponents at one table changes nothing and is refused.
 */
export function swapPlayers(event: EventFile, roundNumber: number, x: string, y: string): SwapOutcome {
  const round = event.rounds.find((r) => r.number === roundNumber);
  if (!round) return { problems: [{ code: 'no-round', round: roundNumber }], repeats: [] };
  if (x === y) return { problems: [{ code: 'same-player', player: x }], repeats: [] };
  const where = (id: string): number | 'bye' | undefined => {
    if (round.bye === id) return 'bye';
    const i = round.pairings.findIndex((p) => p.a === id || p.b === id);
    return i < 0 ? undefined : i;
  };
  const wx = where(x);
  const wy = where(y);
  const problems: SwapProblem[] = [];
  if (wx === undefined) problems.push({ code: 'not-in-round', player: x });
  if (wy === undefined) problems.push({ code: 'not-in-round', player: y });
  for (const w of [wx, wy]) {
    const p = typeof w === 'number' ? round.pairings[w] : undefined;
    if (p?.result && !problems.some((q) => q.code === 'has-result' && q.table === p.table)) problems.push({ code: 'has-result', table: p.table });
  }
  if (typeof wx === 'number' && wx === wy) problems.push({ code: 'same-table', table: round.pairings[wx]?.table ?? 0 });
  if (problems.length > 0) return { problems, repeats: [] };

  const swap = (id: string): string => (id === x ? y : id === y ? x : id);
  const next: Round = { ...round, manual: true, pairings: round.pairings.map((p) => ({ ...p, a: swap(p.a), b: swap(p.b) })) };
  if (round.bye !== undefined) next.bye = swap(round.bye);
  const history = pairingHistory(event, roundNumber);
  const touched = new Set([x, y]);
  const repeats = next.pairings
    .filter((p) => (touched.has(p.a) || touched.has(p.b)) && history.met(p.a, p.b) > 0)
    .map((p) => ({ a: p.a, b: p.b, rounds: history.metIn(p.a, p.b) }));
  return { round: next, problems: [], repeats };
}
