import type { Localized } from '../../../model/system';
import { isD6, isInt } from './dice';
import { translate } from '../../../i18n/translate';
import { localized } from '../../../i18n/localized';

/**
 * Damage table for machines with Structure Points (FORTIFICATION (en) p. 28, FORTIFICATION (de) "Schadenstabelle").
 * Roll 2d6: the lower die picks the column (where the machine is hit); damage = STR + both dice
 * - RES picks the row; the cell is the SP lost. A 6 is not rolled again and a 1 is no failure.
 */
interface DamageLocation {
  id: 'chassis' | 'framework' | 'structure' | 'mechanism';
  /** Values of the lower die that select this column. */
  dice: readonly number[];
  name: Localized;
}

export const DAMAGE_LOCATIONS: readonly DamageLocation[] = [
  { id: 'chassis', dice: [1], name: localized('domain.damage.damageLocations.chassis.name') },
  { id: 'framework', dice: [2], name: localized('domain.damage.damageLocations.framework.name') },
  { id: 'structure', dice: [3], name: localized('domain.damage.damageLocations.structure.name') },
  { id: 'mechanism', dice: [4, 5, 6], name: localized('domain.damage.damageLocations.mechanism.name') },
];

interface DamageRow {
  /** Lowest damage of the row; null: no lower bound ("0 or less"). */
  from: number | null;
  /** Highest damage of the row; null: no upper bound ("21 and more"). */
  to: number | null;
  /** SP lost per column: chassis, framework, structure, mechanism. */
  sp: readonly [number, number, number, number];
}

export const DAMAGE_TABLE: readonly DamageRow[] = [
  { from: null, to: 0, sp: [0, 0, 1, 1] },
  { from: 1, to: 5, sp: [0, 1, 1, 2] },
  { from: 6, to: 10, sp: [1, 1, 2, 3] },
  { from: 11, to: 15, sp: [1, 2, 3, 4] },
  { from: 16, to: 20, sp: [2, 3, 4, 4] },
  { from: 21, to: null, sp: [3, 3, 4, 4] },
];

/** Row label for printed tables, e.g. "0 or less", "6-10", "21+". */
export function damageRowLabel(row: DamageRow, lang: 'de' | 'en'): string {
  if (row.from === null) return translate(lang, 'domain.damage.orLess', { to: row.to ?? 0 });
  if (row.to === null) return `${row.from}+`;
  return `${row.from}–${row.to}`;
}

/** Exceptional damage on a double (ignores STR and RES): SP lost by the value of the double. */
export const EXCEPTIONAL_DAMAGE_SP: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, number>> = { 1: 0, 2: 0, 3: 1, 4: 2, 5: 3, 6: 4 };

/** Index of the row a damage value falls in. */
export function damageRowIndex(damage: number): number {
  return DAMAGE_TABLE.findIndex((r) => (r.from === null || damage >= r.from) && (r.to === null || damage <= r.to));
}

/** Column (0-3) of the lower die. */
export function damageColumn(lowerDie: number): number {
  return DAMAGE_LOCATIONS.findIndex((l) => l.dice.includes(lowerDie));
}

interface DamageRollInput {
  str: number;
  res: number;
  dice: readonly [number, number];
  /** Doubles count as exceptional damage (true); false for Impact rolls, which read the table. */
  doublesExceptional?: boolean;
}

interface DamageRollResult {
  /** STR + both dice - RES. */
  damage: number;
  location: DamageLocation['id'];
  /** True when a double made it exceptional damage (then STR and RES do not matter). */
  exceptional: boolean;
  spLost: number;
}

/** Reads the damage table for one roll; undefined for dice that are not d6 results or non-integer values. */
export function damageRoll(input: DamageRollInput): DamageRollResult | undefined {
  const [a, b] = input.dice;
  if (!isD6(a) || !isD6(b) || !isInt(input.str) || !isInt(input.res)) return undefined;
  const damage = input.str + a + b - input.res;
  const col = damageColumn(Math.min(a, b));
  const location = DAMAGE_LOCATIONS[col]?.id ?? 'mechanism';
  if (a === b && input.doublesExceptional !== false) {
    return { damage, location, exceptional: true, spLost: EXCEPTIONAL_DAMAGE_SP[a as 1 | 2 | 3 | 4 | 5 | 6] };
  }
  const row = DAMAGE_TABLE[damageRowIndex(damage)];
  return { damage, location, exceptional: false, spLost: row?.sp[col] ?? 0 };
}
