import { serializeWithSchema } from '../../../files/serialize';
import { siegeRosterSchema, type FortressElement, type SiegeRoster } from './model';

/** Rodell belongs to walls and storeys to towers; the other is not written. */
function elementOut(e: FortressElement): FortressElement {
  const out: FortressElement = { id: e.id, kind: e.kind, name: e.name };
  if (e.kind === 'wall' && e.rodell !== undefined) out.rodell = e.rodell;
  if (e.kind === 'tower' && e.storeys !== undefined) out.storeys = e.storeys;
  return out;
}

/**
 * The roster as file text (see serializeWithSchema). Rodell is written for walls only,
 * storeys for towers only.
 */
export function serializeSiege(roster: SiegeRoster): string {
  return serializeWithSchema(siegeRosterSchema, { ...roster, fortress: { ...roster.fortress, elements: roster.fortress.elements.map(elementOut) } });
}
