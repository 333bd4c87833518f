import type { Localized } from '../../../model/system';
import { localized } from '../../../i18n/localized';

/** The TJOST terrain menu in short: height, sight, movement, size (cm), and special rules. */
interface TerrainKind {
  id: string;
  name: Localized;
  height: Localized;
  sight: Localized;
  movement: Localized;
  size: Localized;
  special?: Localized;
}

const TERRAIN_IDS = ['grove', 'dense-forest', 'ploughed', 'crops', 'rocks', 'lake', 'house', 'wall', 'ruins'] as const;
/** Kinds without special rules. */
const PLAIN = new Set<string>(['ploughed', 'rocks']);

/** The terrain menu; its words are the catalogue's (`domain.terrain.kinds.<id>.*`). */
export const TERRAIN_MENU: readonly TerrainKind[] = TERRAIN_IDS.map((id) => {
  const word = (field: string): Localized => localized(`domain.terrain.kinds.${id}.${field}`);
  return { id, name: word('name'), height: word('height'), sight: word('sight'), movement: word('movement'), size: word('size'), ...(PLAIN.has(id) ? {} : { special: word('special') }) };
});
