import { serializeList } from '../list/serialize';
import type { FortressElement, SiegeRoster, SiegeSide } from '../model/siege';

function elementOut(e: FortressElement): Record<string, unknown> {
  const out: Record<string, unknown> = { id: e.id, kind: e.kind };
  if (e.name !== '') out.name = e.name;
  if (e.kind === 'wall' && e.rodell !== undefined) out.rodell = e.rodell;
  if (e.kind === 'tower' && e.storeys !== undefined) out.storeys = e.storeys;
  return out;
}

function sideOut(side: SiegeSide): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (side.file !== undefined) out.file = side.file;
  if (side.list !== undefined) out.list = JSON.parse(serializeList(side.list)) as unknown;
  return out;
}

/**
 * The roster as file text: pretty JSON with a fixed key order and a final newline, so that
 * saving twice gives the same bytes. Rodell is written for walls only, storeys for towers only.
 */
export function serializeSiege(roster: SiegeRoster): string {
  const out: Record<string, unknown> = {
    format: roster.format,
    version: roster.version,
    id: roster.id,
    name: roster.name,
    createdAt: roster.createdAt,
    updatedAt: roster.updatedAt,
    nightBattle: roster.nightBattle,
  };
  if (roster.lastNumber !== undefined) out.lastNumber = roster.lastNumber;
  if (roster.attacker) out.attacker = sideOut(roster.attacker);
  if (roster.defender) out.defender = sideOut(roster.defender);
  const fortress: Record<string, unknown> = { elements: roster.fortress.elements.map(elementOut) };
  if (roster.fortress.gatehouse !== undefined) fortress.gatehouse = roster.fortress.gatehouse;
  out.fortress = fortress;
  out.devices = roster.devices.map((d) => (d.element === undefined ? { id: d.id, device: d.device } : { id: d.id, device: d.device, element: d.element }));
  out.equipment = roster.equipment.map((q) => (q.target === undefined ? { id: q.id, item: q.item } : { id: q.id, item: q.item, target: q.target }));
  out.garrison = roster.garrison.map((o) => ({ entry: o.entry, element: o.element }));
  return JSON.stringify(out, null, 2) + '\n';
}
