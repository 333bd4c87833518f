import type { CardKind, CardSource, DbCard, Faction } from '../model/card';
import type { SystemId } from '../model/system';

/** Resolves card ids; all that rules and printing need from the database. */
export interface CardLookup {
  card(id: string): DbCard | undefined;
  /** A faction (army) with its data, e.g. an Old World army's compositions and item lists; optional. */
  faction?(system: SystemId, id: string): FactionInfo | undefined;
  /** Every card of a clan or theme box (cards whose `box` is `boxId`), in file order; optional. */
  boxCards?(boxId: string): readonly DbCard[];
}

export interface CardQuery {
  system?: SystemId;
  faction?: string;
  kind?: CardKind;
  source?: CardSource;
  /** Rank text (either language), exact match, case-insensitive. */
  rank?: string;
  /** Free text over German and English names, ranks and abilities. */
  text?: string;
  limit?: number;
}

/** A problem found while loading card files: names the file and the JSON path. */
export interface LoadProblem {
  file: string;
  /** JSON path like `cards[3].warMachine.crew`; empty for the whole file. */
  path: string;
  message: string;
}

export type CardCounts = Record<SystemId, number>;

export interface FactionInfo extends Faction {
  system: SystemId;
  cardCount: number;
}
