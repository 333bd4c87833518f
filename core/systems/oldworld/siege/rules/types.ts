import type { DbCard } from '../../../../model/card';
import type { ArmyList } from '../../../../model/list';
import type { SiegeRoster } from '../model';
import type { Issue, Severity } from '../../../../checks/types';

/** What a siege issue is about; the editor selects it when the problem is clicked. */
export interface SiegeSubject {
  kind: 'element' | 'device' | 'equipment' | 'occupant' | 'defender';
  /** Element, device or equipment id; for `occupant` the defender's entry id; for `defender` the list id. */
  id: string;
}

/**
 * A problem of a siege roster: an Issue (code, severity, params) plus its subject and the
 * fortress element it concerns, if any. Text comes from `issue.<code>` messages.
 */
export interface SiegeIssue extends Issue {
  subject?: SiegeSubject;
  /** The fortress element to select for this issue. */
  elementId?: string;
}

/** What every siege rule sees: the roster, the two armies when linked, and the cards. */
export interface SiegeContext {
  roster: SiegeRoster;
  attacker?: ArmyList;
  defender?: ArmyList;
  card(cardId: string): DbCard | undefined;
}

export interface SiegeRule {
  code: string;
  severity: Severity;
  check(ctx: SiegeContext): SiegeIssue[];
}
