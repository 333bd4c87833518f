import type { ArmyList, Entry } from '../model/list';
import type { DbCard } from '../model/card';
import type { SystemId } from '../model/system';
import type { FactionInfo } from '../db/types';

export type Severity = 'error' | 'warning';
export type IssueParams = Record<string, string | number>;

/** What an issue of a document other than a list is about (a siege roster's element, device, …). */
export interface IssueSubject {
  kind: 'element' | 'device' | 'equipment' | 'occupant' | 'attacker' | 'defender';
  /** Element, device or equipment id; for `occupant` the defender's entry id; for `attacker` and `defender` the side's list id. */
  id: string;
}

/**
 * A problem found by a check: data, never an exception. Text comes from `issue.<code>` messages.
 * Lists point at an entry; siege rosters at a subject and the fortress element to select.
 */
export interface Issue {
  code: string;
  severity: Severity;
  params: IssueParams;
  /** Lists: the entry the issue is about (none for the whole list). */
  entryId?: string;
  /** Siege rosters: what the issue is about. */
  subject?: IssueSubject;
  /** Siege rosters: the fortress element to select for this issue. */
  elementId?: string;
}

/** A check of one kind of document: a small self-describing unit with a stable code. */
export interface CheckRule<Context> {
  code: string;
  severity: Severity;
  check(ctx: Context): Issue[];
}

/** What every list rule sees: the list and a way to resolve its cards. */
export interface RuleContext {
  list: ArmyList;
  /** Card of an entry, or undefined when the card id is unknown to the database. */
  card(cardId: string): DbCard | undefined;
  /**
   * The card under this id when it belongs to another game system than the list's (a Confrontation
   * card in a Chronopia list): the list cannot field it (`card.other-system`). Undefined otherwise,
   * and where the context cannot tell.
   */
  otherSystemCard?(cardId: string): DbCard | undefined;
  /** A faction with its data (an Old World army's compositions and item lists), when the lookup knows it. */
  faction(system: SystemId, id: string): FactionInfo | undefined;
  /** Entry by id. */
  entry(entryId: string): Entry | undefined;
  /** Every card of a clan or theme box (empty when the lookup cannot tell). */
  boxCards(boxId: string): readonly DbCard[];
  /** TJOST game lists: the selection list the game list is chosen from, when it is known. */
  selection?: ArmyList;
}

/** A list rule; it applies to some systems and list kinds. */
export interface Rule extends CheckRule<RuleContext> {
  /** Systems the rule applies to; 'all' for every system. */
  systems: readonly SystemId[] | 'all';
  /** List kinds the rule applies to; undefined for every kind. */
  kinds?: readonly ArmyList['kind'][];
}
