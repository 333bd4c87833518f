import type { ArmyList } from '../../../model/list';
import {
  MAX_STOREYS,
  type DefenceDeviceId,
  type ElementKind,
  type FortressElement,
  type SiegeEquipmentId,
  type SiegeRoster,
  type SiegeSide,
  type SiegeSideId,
  type SiegeVictory,
  MAX_HOLD_ROUNDS,
  MAX_VICTORY_NOTE,
} from './model';

/**
 * Pure operations for the siege editor. Each returns a new roster and never changes the one
 * it is given: `{ ok: true, roster, id? }` (`id` names what was added) or
 * `{ ok: false, roster, error }` with the roster unchanged.
 */
export type SiegeOpError =
  | { code: 'unknown-element'; id: string }
  | { code: 'unknown-device'; id: string }
  | { code: 'unknown-equipment'; id: string }
  | { code: 'invalid-storeys'; storeys: number }
  | { code: 'invalid-rounds'; rounds: number };

export type SiegeOpResult = { ok: true; roster: SiegeRoster; id?: string } | { ok: false; roster: SiegeRoster; error: SiegeOpError };

const fail = (roster: SiegeRoster, error: SiegeOpError): SiegeOpResult => ({ ok: false, roster, error });
const done = (roster: SiegeRoster, id?: string): SiegeOpResult => (id === undefined ? { ok: true, roster } : { ok: true, roster, id });

const PREFIX = { wall: 'w', tower: 't', device: 'd', equipment: 'q' } as const;

/** A fresh id like `w4`: the number continues after every number used so far, so ids are never reused. */
export function nextSiegeId(roster: SiegeRoster, kind: keyof typeof PREFIX): { id: string; number: number } {
  let max = roster.lastNumber ?? 0;
  const all = [...roster.fortress.elements, ...roster.devices, ...roster.equipment].map((x) => x.id);
  for (const id of all) {
    const m = /^[a-z](\d+)$/.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return { id: `${PREFIX[kind]}${max + 1}`, number: max + 1 };
}

const hasElement = (r: SiegeRoster, id: string) => r.fortress.elements.some((e) => e.id === id);

export function addElement(roster: SiegeRoster, kind: ElementKind, init: { name?: string; rodell?: boolean; storeys?: number } = {}): SiegeOpResult {
  const { id, number } = nextSiegeId(roster, kind);
  const el: FortressElement = { id, kind, name: (init.name ?? '').slice(0, 100) };
  if (kind === 'wall') el.rodell = init.rodell ?? false;
  else el.storeys = Math.min(MAX_STOREYS, Math.max(1, init.storeys ?? 1));
  return done({ ...roster, lastNumber: number, fortress: { ...roster.fortress, elements: [...roster.fortress.elements, el] } }, id);
}

/** Removes an element: its devices become unassigned, its occupants leave, the gatehouse mark goes. */
export function removeElement(roster: SiegeRoster, elementId: string): SiegeOpResult {
  if (!hasElement(roster, elementId)) return fail(roster, { code: 'unknown-element', id: elementId });
  const fortress = { ...roster.fortress, elements: roster.fortress.elements.filter((e) => e.id !== elementId) };
  if (fortress.gatehouse === elementId) delete fortress.gatehouse;
  const devices = roster.devices.map((d) => {
    if (d.element !== elementId) return d;
    const { element: _gone, ...rest } = d;
    return rest;
  });
  const next: SiegeRoster = { ...roster, fortress, devices, garrison: roster.garrison.filter((o) => o.element !== elementId) };
  if (roster.victory?.elements.includes(elementId)) next.victory = { ...roster.victory, elements: roster.victory.elements.filter((id) => id !== elementId) };
  return done(next);
}

/** Changes an element's name, kind, Rodell or storeys. */
export function updateElement(roster: SiegeRoster, elementId: string, patch: Partial<Pick<FortressElement, 'name' | 'kind' | 'rodell' | 'storeys'>>): SiegeOpResult {
  if (!hasElement(roster, elementId)) return fail(roster, { code: 'unknown-element', id: elementId });
  if (patch.storeys !== undefined && !(Number.isInteger(patch.storeys) && patch.storeys >= 1 && patch.storeys <= MAX_STOREYS)) {
    return fail(roster, { code: 'invalid-storeys', storeys: patch.storeys });
  }
  const elements = roster.fortress.elements.map((e) => {
    if (e.id !== elementId) return e;
    const next: FortressElement = { ...e, ...patch, name: (patch.name ?? e.name).slice(0, 100) };
    if (next.kind === 'wall') next.rodell ??= false;
    if (next.kind === 'tower') next.storeys ??= 1;
    return next;
  });
  return done({ ...roster, fortress: { ...roster.fortress, elements } });
}

/** Marks an element as the gatehouse (undefined: no gatehouse). */
export function setGatehouse(roster: SiegeRoster, elementId: string | undefined): SiegeOpResult {
  if (elementId !== undefined && !hasElement(roster, elementId)) return fail(roster, { code: 'unknown-element', id: elementId });
  const fortress = { ...roster.fortress };
  if (elementId === undefined) delete fortress.gatehouse;
  else fortress.gatehouse = elementId;
  return done({ ...roster, fortress });
}

/** Moves an element one place up (-1) or down (+1) in the fortress. */
export function moveElement(roster: SiegeRoster, elementId: string, delta: -1 | 1): SiegeOpResult {
  const els = [...roster.fortress.elements];
  const i = els.findIndex((e) => e.id === elementId);
  if (i < 0) return fail(roster, { code: 'unknown-element', id: elementId });
  const j = i + delta;
  if (j < 0 || j >= els.length) return done(roster);
  [els[i], els[j]] = [els[j]!, els[i]!];
  return done({ ...roster, fortress: { ...roster.fortress, elements: els } });
}

export function addDevice(roster: SiegeRoster, device: DefenceDeviceId, elementId?: string): SiegeOpResult {
  if (elementId !== undefined && !hasElement(roster, elementId)) return fail(roster, { code: 'unknown-element', id: elementId });
  const { id, number } = nextSiegeId(roster, 'device');
  const d = elementId === undefined ? { id, device } : { id, device, element: elementId };
  return done({ ...roster, lastNumber: number, devices: [...roster.devices, d] }, id);
}

/** Puts a device on an element, or takes it off (undefined). */
export function assignDevice(roster: SiegeRoster, deviceId: string, elementId: string | undefined): SiegeOpResult {
  if (!roster.devices.some((d) => d.id === deviceId)) return fail(roster, { code: 'unknown-device', id: deviceId });
  if (elementId !== undefined && !hasElement(roster, elementId)) return fail(roster, { code: 'unknown-element', id: elementId });
  const devices = roster.devices.map((d) => (d.id !== deviceId ? d : elementId === undefined ? { id: d.id, device: d.device } : { ...d, element: elementId }));
  return done({ ...roster, devices });
}

export function removeDevice(roster: SiegeRoster, deviceId: string): SiegeOpResult {
  if (!roster.devices.some((d) => d.id === deviceId)) return fail(roster, { code: 'unknown-device', id: deviceId });
  return done({ ...roster, devices: roster.devices.filter((d) => d.id !== deviceId) });
}

export function addEquipment(roster: SiegeRoster, item: SiegeEquipmentId, target?: string): SiegeOpResult {
  const { id, number } = nextSiegeId(roster, 'equipment');
  const q = target === undefined || item !== 'siege-ammunition' ? { id, item } : { id, item, target };
  return done({ ...roster, lastNumber: number, equipment: [...roster.equipment, q] }, id);
}

/** Chooses the attacker's entry that siege ammunition is for (undefined: none). */
export function setEquipmentTarget(roster: SiegeRoster, equipmentId: string, target: string | undefined): SiegeOpResult {
  if (!roster.equipment.some((q) => q.id === equipmentId)) return fail(roster, { code: 'unknown-equipment', id: equipmentId });
  const equipment = roster.equipment.map((q) => (q.id !== equipmentId ? q : target === undefined ? { id: q.id, item: q.item } : { ...q, target }));
  return done({ ...roster, equipment });
}

export function removeEquipment(roster: SiegeRoster, equipmentId: string): SiegeOpResult {
  if (!roster.equipment.some((q) => q.id === equipmentId)) return fail(roster, { code: 'unknown-equipment', id: equipmentId });
  return done({ ...roster, equipment: roster.equipment.filter((q) => q.id !== equipmentId) });
}

/** Places an entry of the defender's list in an element (moving it from where it was), or takes it out (undefined). */
export function placeOccupant(roster: SiegeRoster, entryId: string, elementId: string | undefined): SiegeOpResult {
  if (elementId !== undefined && !hasElement(roster, elementId)) return fail(roster, { code: 'unknown-element', id: elementId });
  const rest = roster.garrison.filter((o) => o.entry !== entryId);
  return done({ ...roster, garrison: elementId === undefined ? rest : [...rest, { entry: entryId, element: elementId }] });
}

/** Whether two links of a side name the same list (its id, or the embedded list's). */
function sameList(a: SiegeSide | undefined, b: SiegeSide | undefined): boolean {
  const id = (s: SiegeSide | undefined): string | undefined => s?.listId ?? s?.list?.id;
  return id(a) !== undefined && id(a) === id(b);
}

/**
 * Links a side's army (a file reference and/or an embedded list; undefined unlinks it). Entry ids
 * belong to one list (every list counts e1, e2, ...): another defender's list empties the
 * garrison, another attacker's list clears the ammunition targets; the first list linked, or the
 * same list again, keeps those of its entries it has.
 */
export function setSide(roster: SiegeRoster, side: SiegeSideId, value: SiegeSide | undefined, list?: ArmyList): SiegeOpResult {
  const next: SiegeRoster = { ...roster };
  if (value === undefined) delete next[side];
  else next[side] = value;
  // The first list linked (none before) or the same list again: its entries keep their places.
  const keep = roster[side] === undefined || sameList(roster[side], value);
  const ids = new Set(keep ? ((list ?? value?.list)?.entries.map((e) => e.id) ?? []) : []);
  if (side === 'defender') next.garrison = roster.garrison.filter((o) => ids.has(o.entry));
  else next.equipment = roster.equipment.map((q) => (q.target === undefined || ids.has(q.target) ? q : { id: q.id, item: q.item }));
  return done(next);
}

export function setNightBattle(roster: SiegeRoster, on: boolean): SiegeOpResult {
  return done(roster.nightBattle === on ? roster : { ...roster, nightBattle: on });
}

export function renameSiege(roster: SiegeRoster, name: string): SiegeOpResult {
  return done({ ...roster, name: name.slice(0, 200) });
}

/** The roster with its victory conditions; empty ones (no element, no rounds, no note) are dropped. */
function withVictory(roster: SiegeRoster, victory: SiegeVictory): SiegeRoster {
  const next = { ...roster };
  if (victory.elements.length === 0 && victory.rounds === undefined && !victory.note) delete next.victory;
  else next.victory = victory;
  return next;
}

/** Puts an element at stake for victory (the attacker must take it) or takes it off, in fortress order. */
export function setVictoryElement(roster: SiegeRoster, elementId: string, atStake: boolean): SiegeOpResult {
  if (!hasElement(roster, elementId)) return fail(roster, { code: 'unknown-element', id: elementId });
  const current = new Set(roster.victory?.elements ?? []);
  if (atStake) current.add(elementId);
  else current.delete(elementId);
  const elements = roster.fortress.elements.map((e) => e.id).filter((id) => current.has(id));
  return done(withVictory(roster, { ...(roster.victory ?? { elements: [] }), elements }));
}

/** The rounds the defender must hold the elements (1 to MAX_HOLD_ROUNDS; undefined: none named). */
export function setVictoryRounds(roster: SiegeRoster, rounds: number | undefined): SiegeOpResult {
  if (rounds !== undefined && (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_HOLD_ROUNDS)) return fail(roster, { code: 'invalid-rounds', rounds });
  const { rounds: _old, ...rest } = roster.victory ?? { elements: [] };
  return done(withVictory(roster, rounds === undefined ? rest : { ...rest, rounds }));
}

/** A note on how the siege is won (at most MAX_VICTORY_NOTE characters; trimmed, empty drops it). */
export function setVictoryNote(roster: SiegeRoster, note: string): SiegeOpResult {
  const text = note.trim().slice(0, MAX_VICTORY_NOTE);
  const { note: _old, ...rest } = roster.victory ?? { elements: [] };
  return done(withVictory(roster, text ? { ...rest, note: text } : rest));
}
