import { fallingDamage, formatFallDamage } from './falling';

/**
 * The Chronopia quick reference's words (turn sequence, actions, falling, melee modifiers) live in
 * the catalogue (`sheet.chronopia.quickref`, facts from the Chronopia rules in Muster's own words); this
 * module computes what the sheet tabulates.
 */

/** Fall damage for each size and height, e.g. size 3 at 8 inches: "13 (x3)"; "-" when safe. */
export function fallingTable(sizes: readonly number[] = [1, 2, 3, 4], heights: readonly number[] = [1, 2, 3, 4, 5, 6, 8, 10, 12]): { size: number; cells: string[] }[] {
  return sizes.map((size) => ({
    size,
    cells: heights.map((h) => {
      const r = fallingDamage(size, h);
      return r ? formatFallDamage(r) : '';
    }),
  }));
}
