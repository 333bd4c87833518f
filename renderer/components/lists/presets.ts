import { DEFAULT_GAME_SIZE, GAME_SIZES, gameSize } from '../../../core/systems/chronopia/game-size';
import type { ListKind } from '../../../core/model/list';
import type { SystemId } from '../../../core/model/system';

/** Points limits players commonly use, per system (Chronopia: Hero, Patrol, Army, Grand). */
export const LIMIT_PRESETS: Readonly<Record<SystemId, readonly number[]>> = {
  confrontation: [200, 300, 400, 500],
  oldworld: [1000, 1500, 2000, 2500, 3000],
  chronopia: GAME_SIZES.map((s) => s.points),
};

export const DEFAULT_LIMIT: Readonly<Record<SystemId, number>> = { confrontation: 300, oldworld: 2000, chronopia: gameSize(DEFAULT_GAME_SIZE).points };

/** TJOST list kinds exist for Confrontation only. */
export function kindsFor(system: SystemId): ListKind[] {
  return system === 'confrontation' ? ['standard', 'tjost-selection', 'tjost-game'] : ['standard'];
}

/** The limit a TJOST list kind fixes (selection 400 AP, game 300 AP); undefined for standard lists. */
export function limitForKind(kind: ListKind): number | undefined {
  return kind === 'tjost-selection' ? 400 : kind === 'tjost-game' ? 300 : undefined;
}

/** Chronopia presets carry the game size's name (Hero, Patrol, Army, Grand): its id for a limit. */
export function presetSizeId(system: SystemId, points: number): (typeof GAME_SIZES)[number]['id'] | undefined {
  return system === 'chronopia' ? GAME_SIZES.find((s) => s.points === points)?.id : undefined;
}
