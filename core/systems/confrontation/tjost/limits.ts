/**
 * TJOST (tournament rules of October 2003) limits for Confrontation lists (docs/rules.md, TJOST).
 */
export const TJOST = {
  /** A selection list holds at most this many AP, magic and equipment included. */
  selectionLimit: 400,
  /** A game list aims at this many AP ... */
  gameBase: 300,
  /** ... and may exceed it by half its cheapest figure, at most by this much. */
  allowanceCap: 10,
  /** A game list holds at least this many AP. */
  gameMin: 275,
  /** A game list holds at most this many figures (a familiar is one). */
  maxFigures: 20,
  /** Copies of one card (not a personality), spell, miracle, artifact or item. */
  maxCopies: 2,
  /** Copies of a personality. */
  maxPersonality: 1,
} as const;

