import type { EventFile } from '../event';

/** A key for an unordered pair of players. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** What earlier rounds say about who met whom and who had a bye. */
export interface PairingHistory {
  /** How often two players have met. */
  met(a: string, b: string): number;
  /** The rounds in which two players met (1-based numbers). */
  metIn(a: string, b: string): number[];
  /** How many byes a player has had. */
  byes(id: string): number;
}

/** The history of the rounds before `beforeRound` (all rounds when absent). */
export function pairingHistory(event: Pick<EventFile, 'rounds'>, beforeRound = Infinity): PairingHistory {
  const meetings = new Map<string, number[]>();
  const byes = new Map<string, number>();
  for (const round of event.rounds) {
    if (round.number >= beforeRound) continue;
    for (const p of round.pairings) {
      const k = pairKey(p.a, p.b);
      meetings.set(k, [...(meetings.get(k) ?? []), round.number]);
    }
    if (round.bye !== undefined) byes.set(round.bye, (byes.get(round.bye) ?? 0) + 1);
  }
  return {
    met: (a, b) => meetings.get(pairKey(a, b))?.length ?? 0,
    metIn: (a, b) => meetings.get(pairKey(a, b)) ?? [],
    byes: (id) => byes.get(id) ?? 0,
  };
}
