import { SIEGE_FILE_FORMAT, SIEGE_FILE_VERSION } from './format';
import type { SiegeRoster } from './model';

interface NewSiegeOptions {
  name: string;
  now?: Date;
  /** Roster id; defaults to a random UUID. */
  id?: string;
}

/** A new roster with an empty fortress and no armies linked. */
export function newSiege(options: NewSiegeOptions): SiegeRoster {
  const stamp = (options.now ?? new Date()).toISOString();
  return {
    format: SIEGE_FILE_FORMAT,
    version: SIEGE_FILE_VERSION,
    id: options.id ?? globalThis.crypto.randomUUID(),
    name: options.name.trim().slice(0, 200),
    createdAt: stamp,
    updatedAt: stamp,
    nightBattle: false,
    fortress: { elements: [] },
    devices: [],
    equipment: [],
    garrison: [],
    lastNumber: 0,
  };
}
