/** How a set of pairs was found (see matchInOrder). */
export type MatchMethod = 'search' | 'greedy';

export interface MatchResult {
  /** Pairs in order: the first holds the best-ranked player. */
  pairs: [string, string][];
  /** Pairs that met before. */
  repeats: number;
  method: MatchMethod;
}

/** Steps the search may take for one limit before it gives up (see matchInOrder). */
const SEARCH_BUDGET = 200_000;

type Search = { found: number[][] } | { found: null; exhausted: boolean };

/**
 * Depth-first search over the ranking: the best unpaired player takes the next best player he
 * may meet (`allowed`); when the rest cannot be paired, the search comes back and tries the next
 * one. Before going deeper it checks that every unpaired player still has someone he may meet,
 * which cuts most dead ends early. Returns index pairs, null when no pairing exists, or gives up
 * after `budget` steps.
 */
function search(n: number, allowed: (i: number, j: number) => boolean, budget: number): Search {
  const used = new Array<boolean>(n).fill(false);
  const pairs: number[][] = [];
  let steps = 0;
  let exhausted = false;

  const everyoneHasSomeone = (): boolean => {
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      let ok = false;
      for (let j = 0; j < n && !ok; j++) ok = j !== i && !used[j] && allowed(i, j);
      if (!ok) return false;
    }
    return true;
  };

  const step = (): boolean => {
    const i = used.indexOf(false);
    if (i < 0) return true;
    used[i] = true;
    for (let j = i + 1; j < n; j++) {
      if (used[j] || !allowed(i, j)) continue;
      if (++steps > budget) {
        exhausted = true;
        break;
      }
      used[j] = true;
      pairs.push([i, j]);
      if (everyoneHasSomeone() && step()) return true;
      if (exhausted) break;
      pairs.pop();
      used[j] = false;
    }
    used[i] = false;
    return false;
  };

  return step() ? { found: pairs } : { found: null, exhausted };
}

/** Top-down: each player takes the next best he may meet, or else the next best at all. Always pairs everyone. */
function greedy(n: number, allowed: (i: number, j: number) => boolean): number[][] {
  const used = new Array<boolean>(n).fill(false);
  const pairs: number[][] = [];
  for (let i = 0; i < n; i++) {
    if (used[i]) continue;
    used[i] = true;
    let j = -1;
    for (let k = i + 1; k < n && j < 0; k++) if (!used[k] && allowed(i, k)) j = k;
    if (j < 0) j = used.indexOf(false);
    if (j < 0) break;
    used[j] = true;
    pairs.push([i, j]);
  }
  return pairs;
}

/**
 * Pairs an even number of players given best first ("die beiden Besten etc.", TJOST,
 * Turnierverlauf 11): the best meets the next best, and so on, avoiding pairs that met before.
 *
 * 1. A search (above) for a pairing in which nobody meets an earlier opponent. Among all such
 *    pairings it finds the one that keeps the ranking best: the top player's partner is as high
 *    as possible, then the next unpaired player's, and so on.
 * 2. When no such pairing exists (everyone left has met), the same search allows pairs that met
 *    once, then twice, …: repeats are kept to the fewest meetings per pair.
 * 3. Should a search run out of its step budget (it never does for realistic events; the tests
 *    and the pair-200 bench check that), a greedy top-down pairing is taken for that limit.
 */
export function matchInOrder(order: readonly string[], met: (a: string, b: string) => number, budget = SEARCH_BUDGET): MatchResult {
  const n = order.length;
  if (n % 2 !== 0) throw new Error('matchInOrder needs an even number of players');
  const times: number[][] = order.map((a) => order.map((b) => (a === b ? 0 : met(a, b))));
  const most = Math.max(0, ...times.flat());
  const toResult = (idx: number[][], method: MatchMethod): MatchResult => {
    const pairs = idx.map(([i, j]) => [order[i ?? 0] ?? '', order[j ?? 0] ?? ''] as [string, string]);
    const repeats = idx.filter(([i, j]) => (times[i ?? 0]?.[j ?? 0] ?? 0) > 0).length;
    return { pairs, repeats, method };
  };
  for (let limit = 0; limit <= most; limit++) {
    const allowed = (i: number, j: number): boolean => (times[i]?.[j] ?? 0) <= limit;
    const found = search(n, allowed, budget);
    if (found.found) return toResult(found.found, 'search');
    if (found.exhausted) return toResult(greedy(n, allowed), 'greedy');
  }
  return toResult(greedy(n, () => true), 'greedy');
}
