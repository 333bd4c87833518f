import type { DefenceDeviceId, FortressElement, SiegeRoster } from './model';
import { DEFENCE_DEVICES, GATE_STATS, SIEGE_EQUIPMENT, TOWER_SHOOTERS_PER_STOREY, TOWER_STATS, WALL_STATS, type HitTarget } from './data';

/** Profile of a fortress element as the siege sheet prints it. */
interface ElementProfile {
  toughness: number;
  wounds: number;
  /** Strength tests are taken on half the Toughness, rounded up. */
  strength: number;
  /** Towers: how many models may see out and shoot (5 per storey). */
  shooters?: number;
  /** The gatehouse's gate. */
  gate?: { toughness: number; wounds: number; save: number };
}

function storeysOf(element: FortressElement): number {
  return element.kind === 'tower' ? (element.storeys ?? 1) : 0;
}

/**
 * Toughness and Wounds: walls T10 7W, towers T10 4W per storey, +1 W with Protective runes;
 * a gatehouse also has its gate (T6 5W 3+ save).
 */
export function elementProfile(element: FortressElement, devices: readonly DefenceDeviceId[] = [], gatehouse = false): ElementProfile {
  const extra = devices.reduce((sum, d) => sum + (DEFENCE_DEVICES[d].extraWounds ?? 0), 0);
  const base = element.kind === 'tower' ? TOWER_STATS.woundsPerStorey * storeysOf(element) : WALL_STATS.wounds;
  const toughness = element.kind === 'tower' ? TOWER_STATS.toughness : WALL_STATS.toughness;
  const profile: ElementProfile = { toughness, wounds: base + extra, strength: Math.ceil(toughness / 2) };
  if (element.kind === 'tower') profile.shooters = TOWER_SHOOTERS_PER_STOREY * storeysOf(element);
  if (gatehouse) profile.gate = { ...GATE_STATS };
  return profile;
}

/**
 * What each D6 roll (index 0 = a roll of 1) hits when shooting at a unit in the element:
 * walls 1-4 the wall, 5-6 the unit (Covered walkway: the unit only on a 6); towers 1-5 the
 * tower, 6 a unit inside; a gatehouse's 1 always hits the gate.
 */
export function hitAllocation(element: FortressElement, devices: readonly DefenceDeviceId[] = [], gatehouse = false): HitTarget[] {
  let unitFrom: number;
  if (element.kind === 'tower') unitFrom = 6;
  else unitFrom = devices.includes('covered-walkway') ? 6 : 5;
  const rolls: HitTarget[] = [];
  for (let roll = 1; roll <= 6; roll++) rolls.push(roll >= unitFrom ? 'unit' : 'element');
  if (gatehouse) rolls[0] = 'gate';
  return rolls;
}

/** Rolls grouped into runs for printing, e.g. [{from:1,to:1,target:'gate'},{from:2,to:4,...}]. */
export function hitRanges(rolls: readonly HitTarget[]): { from: number; to: number; target: HitTarget }[] {
  const out: { from: number; to: number; target: HitTarget }[] = [];
  rolls.forEach((target, i) => {
    const last = out[out.length - 1];
    if (last && last.target === target) last.to = i + 1;
    else out.push({ from: i + 1, to: i + 1, target });
  });
  return out;
}

/** Devices assigned to an element, in roster order. */
export function devicesOn(roster: SiegeRoster, elementId: string): DefenceDeviceId[] {
  return roster.devices.filter((d) => d.element === elementId).map((d) => d.device);
}

/** Points of the defence devices (defender) and the siege equipment (attacker). */
export function devicePoints(roster: SiegeRoster): number {
  return roster.devices.reduce((sum, d) => sum + DEFENCE_DEVICES[d.device].points, 0);
}

export function equipmentPoints(roster: SiegeRoster): number {
  return roster.equipment.reduce((sum, q) => sum + SIEGE_EQUIPMENT[q.item].points, 0);
}
