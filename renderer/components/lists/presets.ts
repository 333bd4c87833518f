import type { ListKind } from '../../../core/model/list';
import type { SystemId } from '../../../core/model/system';

/** Points limits players commonly use, per system (Chronopia: Hero, Patrol, Army, Grand). */
export const LIMIT_PRESETS: Readonly<Record<SystemId, readonly number[]>> = {
  confrontation: [200, 300, 400, 500],
  oldworld: [1000, 1500, 2000, 2500, 3000],
  chronopia: [40, 200, 400, 500],
};

export const DEFAULT_LIMIT: Readonly<Record<SystemId, number>> = { confrontation: 300, oldworld: 2000, chronopia: 200 };

/** TJOST list kinds exist for Confrontation only. */
export function kindsFor(system: SystemId): ListKind[] {
  return system === 'confrontation' ? ['standard', 'tjost-selection', 'tjost-game'] : ['standard'];
}

/** The limit a TJOST list kind fixes (selection 400 AP, game 300 AP); undefined for standard lists. */
export function limitForKind(kind: ListKind): number | undefined {
  return kind === 'tjost-selection' ? 400 : kind === 'tjost-game' ? 300 : undefined;
}
