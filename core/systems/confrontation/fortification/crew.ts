import type { DbCard, StatCondition } from '../../../model/card';
import type { CrewRole, Entry } from '../../../model/list';
import { CREW_ROLES } from '../../../model/list-format';
import type { CrewLink, ListIndex } from '../../../checks/list-index';

/**
 * Crew semantics (FORTIFICATION, both editions), shared by the crew rules:
 * - only an immobile machine takes crew; a mobile machine's crew is part of its card;
 * - a servant must be one of the machine card's `servants`; when that list is empty only the
 *   figures that come with the machine serve it, and none of those is a separate entry, so
 *   every entry assigned as servant is wrong;
 * - a substitute must meet every substitute condition (stat >= min); no conditions means no
 *   substitutes are allowed;
 * - an entry of count N for a card of F figures stands for N x F figures; a machine entry of
 *   count N needs N x its Crew value.
 */
type CrewVerdict =
  | { kind: 'unknown' }
  | { kind: 'not-machine' }
  | { kind: 'mobile' }
  | { kind: 'servant' }
  | { kind: 'not-servant' }
  | { kind: 'substitute' }
  | { kind: 'no-substitutes' }
  | { kind: 'substitute-failed'; failed: FailedCondition[] };

interface FailedCondition extends StatCondition {
  /** The figure's value, undefined when its card has no such stat. */
  actual: number | undefined;
}

/** Conditions of `conditions` that a card does not meet, in the order given. */
function failedConditions(card: DbCard, conditions: readonly StatCondition[]): FailedCondition[] {
  const failed: FailedCondition[] = [];
  for (const c of conditions) {
    const actual = card.stats[c.stat];
    if (actual === undefined || actual < c.min) failed.push({ stat: c.stat, min: c.min, actual });
  }
  return failed;
}

/** The verdicts without details, made once (a long list judges tens of thousands of assignments). */
const VERDICT = {
  unknown: { kind: 'unknown' },
  notMachine: { kind: 'not-machine' },
  mobile: { kind: 'mobile' },
  servant: { kind: 'servant' },
  notServant: { kind: 'not-servant' },
  substitute: { kind: 'substitute' },
  noSubstitutes: { kind: 'no-substitutes' },
} as const satisfies Record<string, CrewVerdict>;

/** How the crew rules judge one crew assignment to a machine card. */
export function crewVerdict(machine: DbCard, link: Pick<CrewLink, 'card' | 'role'>): CrewVerdict {
  const wm = machine.warMachine;
  if (!wm) return VERDICT.notMachine;
  if (wm.mobility === 'mobile') return VERDICT.mobile;
  const card = link.card;
  if (!card) return VERDICT.unknown;
  if (link.role === 'servant') return wm.servants.includes(card.id) ? VERDICT.servant : VERDICT.notServant;
  if (wm.substitute.length === 0) return VERDICT.noSubstitutes;
  const failed = failedConditions(card, wm.substitute);
  return failed.length === 0 ? VERDICT.substitute : { kind: 'substitute-failed', failed };
}

/** The crew roles a figure card may take on a machine card (what the assign picker offers): judged like the rules do. */
export function crewRoles(machine: DbCard, figure: DbCard): CrewRole[] {
  return CREW_ROLES.filter((role) => crewVerdict(machine, { card: figure, role }).kind === role);
}

export interface CrewStatus {
  /** Valid crew figures: servants plus substitutes that meet the conditions (plus the crew that comes with a machine naming no servant cards). */
  crew: number;
  /** Minimum crew: Crew value x machine count (0 when the card has no Crew value). */
  min: number;
  /** Crew for full operation x machine count, when the card names one. */
  full: number | undefined;
}

/** Crew status of an immobile machine entry; undefined for unknown cards and non-immobile machines. */
export function crewStatus(ix: ListIndex, machine: Entry): CrewStatus | undefined {
  const card = ix.cardOf(machine);
  const wm = card?.warMachine;
  if (!card || !wm || wm.mobility !== 'immobile') return undefined;
  // A card that names no servant cards comes with its own crew (FORTIFICATION (de)): they count in full.
  let crew = wm.servants.length === 0 ? (wm.crew ?? 0) * machine.count : 0;
  for (const link of ix.crewOf(machine.id)) {
    const v = crewVerdict(card, link).kind;
    if (v === 'servant' || v === 'substitute') crew += ix.figures(link.entry);
  }
  return {
    crew,
    min: (wm.crew ?? 0) * machine.count,
    full: wm.fullOperationCrew === undefined ? undefined : wm.fullOperationCrew * machine.count,
  };
}

interface CrewAssignment {
  machine: Entry;
  link: CrewLink;
  verdict: CrewVerdict;
}

const judged = new WeakMap<ListIndex, readonly CrewAssignment[]>();

/**
 * Every crew assignment of the list with its machine entry and verdict (machine cards known),
 * judged once per validation and shared by the crew rules.
 */
export function crewAssignments(ix: ListIndex): readonly CrewAssignment[] {
  let out = judged.get(ix);
  if (out) return out;
  const found: CrewAssignment[] = [];
  for (const machine of ix.entries) {
    const links = ix.crewOf(machine.id);
    if (links.length === 0 || ix.entry(machine.id) !== machine) continue;
    const card = ix.cardOf(machine);
    if (!card) continue;
    for (const link of links) found.push({ machine, link, verdict: crewVerdict(card, link) });
  }
  out = found;
  judged.set(ix, out);
  return out;
}
