import type { CardLookup } from '../../../db/types';
import { distinctCards, resolvedEntries } from '../../../list/cards';
import { entryFigures } from '../../../list/totals';
import { ability } from '../../../model/card-terms';
import type { ArmyList, Entry } from '../../../model/list';
import { TOKEN_KINDS, type TokenKind } from '../../../print/job';
import { crewVerdict } from './crew';

/**
 * What FORTIFICATION puts on the table beside the figures, worked out from a list: dispersion
 * templates of zone artillery, counters (speed, traps, decoys, jammed, incident states),
 * Structure Point trackers and barricades. The printed documents draw them (main/print/documents:
 * templates, tokens, markers, reference); docs/rules.md names the rulebook sections.
 */

/** Counters for one incident of steam or naphtha machines, in table order 2..6. */
export const INCIDENT_TOKEN_KINDS = ['overheating', 'cracked-structure', 'damaged-valve', 'leak', 'machine-stopped'] as const satisfies readonly TokenKind[];

/** A dispersion template the list needs: one per distinct zone-artillery card. */
interface TemplateNeed {
  cardId: string;
  /** From the card; undefined when the card names no size (the layout's default applies). */
  diameterMm?: number;
}

export function zoneTemplates(list: ArmyList, lookup: CardLookup): TemplateNeed[] {
  return distinctCards(list, lookup)
    .filter((c) => c.warMachine?.artillery?.kind === 'zone')
    .map((c) => {
      const d = c.warMachine?.artillery?.templateDiameterMm;
      return d === undefined ? { cardId: c.id } : { cardId: c.id, diameterMm: d };
    });
}

/** One Structure Point tracker: a machine figure with SP. */
export interface SpTracker {
  entryId: string;
  cardId: string;
  /** 1-based number of the figure within its entry. */
  figure: number;
  /** How many figures the entry has (its pieces are named "(figure/figures)" when more than one). */
  figures: number;
  structurePoints: number;
}

/** One barricade for a figure with Sapper / X: X is the barricade's Structure Points. */
interface Barricade {
  entryId: string;
  cardId: string;
  figure: number;
  figures: number;
  structurePoints: number;
}

interface TokenPlan {
  counts: Record<TokenKind, number>;
  spTrackers: SpTracker[];
}

function zeroCounts(): Record<TokenKind, number> {
  return Object.fromEntries(TOKEN_KINDS.map((k) => [k, 0])) as Record<TokenKind, number>;
}

/**
 * True when the entry serves in the crew of a war machine of the list, as the crew rules accept it
 * (a servant the machine names, or a substitute that meets its conditions; crewVerdict).
 * FORTIFICATION (de): a Minelayer or Sapper who is not part of a machine's crew at the start of the
 * game cannot place mines, decoys or barricades, so their counters are printed only for crew
 * members; one wrongly assigned (to a machine that does not take him) is none.
 */
function servesInCrew(list: ArmyList, lookup: CardLookup, entry: Entry): boolean {
  const card = lookup.card(entry.cardId);
  return entry.assignments.some((a) => {
    if (a.type !== 'crew') return false;
    const machine = list.entries.find((e) => e.id === a.machine);
    const machineCard = machine ? lookup.card(machine.cardId) : undefined;
    if (!machineCard) return false;
    const verdict = crewVerdict(machineCard, { card, role: a.role }).kind;
    return verdict === 'servant' || verdict === 'substitute';
  });
}

/**
 * Counters the list needs, plus `extra`: a speed counter per Irrepressible figure, a trap and a
 * decoy per Minelayer figure serving in a machine's crew, a jammed counter per zone artillery
 * figure (jamming, an Aim roll of 1, belongs to zone artillery only), one counter of each
 * incident state per figure with steam or naphtha equipment, an SP tracker per machine with SP.
 */
export function tokenPlan(list: ArmyList, lookup: CardLookup, extra: Partial<Record<TokenKind, number>> = {}): TokenPlan {
  const counts = zeroCounts();
  const spTrackers: SpTracker[] = [];
  for (const { entry, card } of resolvedEntries(list, lookup)) {
    const n = entryFigures(entry, card);
    if (ability(card, 'irrepressible')) counts.speed += n;
    if (ability(card, 'minelayer') && servesInCrew(list, lookup, entry)) {
      counts.trap += n;
      counts.decoy += n;
    }
    const machine = card.warMachine;
    if (machine?.artillery?.kind === 'zone') counts.jammed += n;
    if (machine?.equipment) for (const k of INCIDENT_TOKEN_KINDS) counts[k] += n;
    const sp = machine?.structurePoints;
    if (sp !== undefined) {
      for (let i = 1; i <= n; i++) spTrackers.push({ entryId: entry.id, cardId: card.id, figure: i, figures: n, structurePoints: sp });
    }
  }
  for (const k of TOKEN_KINDS) counts[k] += extra[k] ?? 0;
  return { counts, spTrackers };
}

/** Barricades: one per figure with Sapper / X that serves in a machine's crew (see servesInCrew). */
export function barricades(list: ArmyList, lookup: CardLookup): Barricade[] {
  const out: Barricade[] = [];
  for (const { entry, card } of resolvedEntries(list, lookup)) {
    const sapper = ability(card, 'sapper');
    if (!sapper || !servesInCrew(list, lookup, entry)) continue;
    const n = entryFigures(entry, card);
    for (let i = 1; i <= n; i++) out.push({ entryId: entry.id, cardId: card.id, figure: i, figures: n, structurePoints: sapper.value ?? 0 });
  }
  return out;
}

/** Whether any card of the list has steam or naphtha equipment (incidents table needed). */
export function hasIncidentEquipment(list: ArmyList, lookup: CardLookup): boolean {
  return distinctCards(list, lookup).some((c) => c.warMachine?.equipment !== undefined);
}
