import type { Card } from '../../model/card';
import type { Entry } from '../../model/list';

type TroopType = NonNullable<Card['troopType']>;

/** The Old World Builder dataset's troop type codes and Muster's troop types. */
const TROOP_TYPE_CODES: Readonly<Record<string, TroopType>> = {
  RI: 'regular-infantry',
  HI: 'heavy-infantry',
  MI: 'monstrous-infantry',
  WB: 'beasts',
  Sw: 'swarm',
  LCa: 'light-cavalry',
  HCa: 'heavy-cavalry',
  MCa: 'monstrous-cavalry',
  LCh: 'light-chariot',
  HCh: 'heavy-chariot',
  MCr: 'monster',
  Be: 'behemoth',
  WM: 'war-machine',
  NChar: 'character',
};

/** Muster's troop type of a dataset code (`MCr` -> `monster`); undefined for a code it does not know. */
export function troopTypeOfCode(code: string | undefined): TroopType | undefined {
  return code !== undefined && Object.hasOwn(TROOP_TYPE_CODES, code) ? TROOP_TYPE_CODES[code] : undefined;
}

/**
 * A card's troop type as the dataset's code (`WM`): the code the card keeps from its dataset, else
 * the code of its troop type (a unit made in the card editor has only the type).
 */
export function troopCodeOf(card: Pick<Card, 'troopType' | 'oldworld'>): string | undefined {
  if (card.oldworld?.troopType !== undefined) return card.oldworld.troopType;
  const type = card.troopType;
  return type === undefined ? undefined : Object.keys(TROOP_TYPE_CODES).find((code) => TROOP_TYPE_CODES[code] === type);
}

/**
 * The troop type an entry fights as: a model that rides a mount takes the mount's troop type (a
 * character on a Griffon is a Monstrous Creature, on a barded steed Heavy Cavalry, on a chariot
 * that chariot's type; docs/rules.md, "Mounted characters"); on foot, or on a mount the data
 * gives no troop type, the card's own.
 */
export function entryTroopType(entry: Pick<Entry, 'options'>, card: Card | undefined): TroopType | undefined {
  if (!card) return undefined;
  const chosen = new Set(entry.options ?? []);
  const mount = card.oldworld?.mounts.find((m) => chosen.has(m.id) && troopTypeOfCode(m.troopType) !== undefined);
  return troopTypeOfCode(mount?.troopType) ?? card.troopType;
}
