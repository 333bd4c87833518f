import type { DbCard } from '../../../model/card';
import type { ArmyList, Entry } from '../../../model/list';
import type { DefenceDevice, FortressElement, SiegeRoster } from './model';
import type { TroopType } from './data';

/** An occupant of a fortress element, resolved against the defender's list. */
interface GarrisonMember {
  entry: Entry;
  card: DbCard | undefined;
  /** War machines need a tower or a Rodell; everything else counts as a unit. */
  role: 'unit' | 'machine';
  troopType: TroopType | undefined;
}

/** A war machine by troop type, or by card kind when the card has no troop type. */
export function isWarMachine(card: DbCard | undefined): boolean {
  if (!card) return false;
  return card.troopType !== undefined ? card.troopType === 'war-machine' : card.kind === 'war-machine';
}

interface SiegeIndex {
  element(id: string): FortressElement | undefined;
  /** Position of an element in the fortress (for sorting issues); -1 when unknown. */
  order(elementId: string): number;
  devicesOn(elementId: string): DefenceDevice[];
  /** Occupants of an element whose entries are in the defender's list, in garrison order. */
  occupantsOf(elementId: string): GarrisonMember[];
  /** The element an entry of the defender's list occupies. */
  elementOf(entryId: string): string | undefined;
}

/** Looks up elements, devices and the garrison of a roster once. */
function buildSiegeIndex(roster: SiegeRoster, defender: ArmyList | undefined, card: (id: string) => DbCard | undefined): SiegeIndex {
  const elements = new Map(roster.fortress.elements.map((e, i) => [e.id, { e, i }]));
  const devices = new Map<string, DefenceDevice[]>();
  for (const d of roster.devices) {
    if (d.element === undefined) continue;
    devices.set(d.element, [...(devices.get(d.element) ?? []), d]);
  }
  const entries = new Map((defender?.entries ?? []).map((e) => [e.id, e]));
  const occupants = new Map<string, GarrisonMember[]>();
  const placed = new Map<string, string>();
  for (const o of roster.garrison) {
    if (placed.has(o.entry)) continue;
    placed.set(o.entry, o.element);
    const entry = entries.get(o.entry);
    if (!entry) continue;
    const c = card(entry.cardId);
    const member: GarrisonMember = { entry, card: c, role: isWarMachine(c) ? 'machine' : 'unit', troopType: c?.troopType };
    occupants.set(o.element, [...(occupants.get(o.element) ?? []), member]);
  }
  return {
    element: (id) => elements.get(id)?.e,
    order: (id) => elements.get(id)?.i ?? -1,
    devicesOn: (id) => devices.get(id) ?? [],
    occupantsOf: (id) => occupants.get(id) ?? [],
    elementOf: (entryId) => placed.get(entryId),
  };
}

const cache = new WeakMap<object, SiegeIndex>();

/** The index of a validation context, built on first use. */
export function siegeIndex(ctx: { roster: SiegeRoster; defender?: ArmyList; card(id: string): DbCard | undefined }): SiegeIndex {
  let ix = cache.get(ctx);
  if (!ix) {
    ix = buildSiegeIndex(ctx.roster, ctx.defender, (id) => ctx.card(id));
    cache.set(ctx, ix);
  }
  return ix;
}
