import type { ArmyList, ListKind } from '../model/list';
import { LIST_FILE_FORMAT, LIST_FILE_VERSION } from '../model/list-format';
import type { SystemId } from '../model/system';

interface NewListOptions {
  name: string;
  system: SystemId;
  faction: string;
  pointsLimit: number;
  kind?: ListKind;
  player?: string;
  /** Old World: the army composition (omitted: the army's main list). */
  composition?: string;
  /** Creation time; defaults to the current time. */
  now?: Date;
  /** List id; defaults to a random UUID (Web Crypto, available in browsers and Node 20). */
  id?: string;
}

/** A new, empty list. The name is trimmed and cut to the 200 characters a list file allows. */
export function newList(options: NewListOptions): ArmyList {
  const stamp = (options.now ?? new Date()).toISOString();
  const list: ArmyList = {
    format: LIST_FILE_FORMAT,
    version: LIST_FILE_VERSION,
    id: options.id ?? globalThis.crypto.randomUUID(),
    name: options.name.trim().slice(0, 200),
    system: options.system,
    faction: options.faction,
    pointsLimit: options.pointsLimit,
    kind: options.kind ?? 'standard',
    createdAt: stamp,
    updatedAt: stamp,
    lastEntryNumber: 0,
    entries: [],
  };
  if (options.player !== undefined) list.player = options.player;
  if (options.composition !== undefined && options.composition !== options.faction) list.composition = options.composition;
  return list;
}
