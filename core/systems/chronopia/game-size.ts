import type { Lang, Localized } from '../../model/system';
import { translate } from '../../i18n/translate';
import { localized } from '../../i18n/localized';

/**
 * Chronopia game sizes by points, as the game's community plays them (a community convention, not a rule Muster checks):
 * Hero up to 40, Patrol up to 200, Army up to 400, Grand 500 and more. `points` is the limit a
 * new list of that size gets; Grand has no upper bound (`openEnded`).
 */
interface GameSize {
  id: 'hero' | 'patrol' | 'army' | 'grand';
  name: Localized;
  points: number;
  openEnded: boolean;
}

export const GAME_SIZES: readonly GameSize[] = [
  { id: 'hero', name: localized('domain.gameSizes.hero.name'), points: 40, openEnded: false },
  { id: 'patrol', name: localized('domain.gameSizes.patrol.name'), points: 200, openEnded: false },
  { id: 'army', name: localized('domain.gameSizes.army.name'), points: 400, openEnded: false },
  { id: 'grand', name: localized('domain.gameSizes.grand.name'), points: 500, openEnded: true },
];

/** The size a new Chronopia list starts with. */
export const DEFAULT_GAME_SIZE: GameSize['id'] = 'patrol';

export function gameSize(id: GameSize['id']): GameSize {
  return GAME_SIZES.find((s) => s.id === id) ?? (GAME_SIZES[1] as GameSize);
}

/**
 * The game size a points limit belongs to: the smallest size whose limit it does not exceed
 * (120: Patrol), Grand from 500 on; undefined between Army and Grand (401 to 499) and for
 * limits below 1.
 */
export function gameSizeOf(pointsLimit: number): GameSize | undefined {
  if (!Number.isFinite(pointsLimit) || pointsLimit < 1) return undefined;
  for (const s of GAME_SIZES) {
    if (s.openEnded) return pointsLimit >= s.points ? s : undefined;
    if (pointsLimit <= s.points) return s;
  }
  return undefined;
}

/** "Patrol (up to 200)" / "Grand (500 and more)", for lists, sheets and the CLI. */
export function gameSizeLabel(size: GameSize, lang: Lang): string {
  return translate(lang, `domain.gameSizes.label.${size.openEnded ? 'andMore' : 'upTo'}`, { name: size.name[lang], points: size.points });
}
