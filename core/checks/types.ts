import type { ArmyList, Entry } from '../model/list';
import type { DbCard } from '../model/card';
import type { SystemId } from '../model/system';
import type { FactionInfo } from '../db/types';

export type Severity = 'error' | 'warning';
export type IssueParams = Record<string, string | number>;

/** A problem found in a list: data, never an exception. Text comes from message ids. */
export interface Issue {
  code: string;
  severity: Severity;
  entryId?: string;
  params: IssueParams;
}

/** What every rule sees: the list and a way to resolve its cards. */
export interface RuleContext {
  list: ArmyList;
  /** Card of an entry, or undefined when the card id is unknown to the database. */
  card(cardId: string): DbCard | undefined;
  /** A faction with its data (an Old World army's compositions and item lists), when the lookup knows it. */
  faction(system: SystemId, id: string): FactionInfo | undefined;
  /** Entry by id. */
  entry(entryId: string): Entry | undefined;
  /** TJOST game lists: the selection list the game list is chosen from, when it is known. */
  selection?: ArmyList;
}

/** A rule: a small self-describing unit with a stable code. */
export interface Rule {
  code: string;
  severity: Severity;
  /** Systems the rule applies to; 'all' for every system. */
  systems: readonly SystemId[] | 'all';
  /** List kinds the rule applies to; undefined for every kind. */
  kinds?: readonly ArmyList['kind'][];
  check(ctx: RuleContext): Issue[];
}
