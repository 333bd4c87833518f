import { LIST_FILE_FORMAT, LIST_FILE_VERSION } from '../model/list';
import { migrate, type FileFormat, type Migration, type MigrationResult } from '../files/migrate';

/**
 * The Old World sample cards of Muster 0.1 and the converted Old World Builder units that
 * replace them (the samples were invented; the converted data is the real thing). A sample
 * without a real counterpart keeps its id and is reported as an unknown card.
 */
const LEGACY_OLDWORLD_CARDS: Readonly<Record<string, string>> = {
  'dwarf-thane': 'dwarfen-mountain-holds-thane',
  'dwarf-runesmith': 'dwarfen-mountain-holds-runesmith',
  'dwarf-warriors': 'dwarfen-mountain-holds-dwarf-warriors',
  'dwarf-quarrellers': 'dwarfen-mountain-holds-quarrellers',
  'dwarf-ironbreakers': 'dwarfen-mountain-holds-ironbreakers',
  'dwarf-cannon': 'dwarfen-mountain-holds-cannon',
  'dwarf-grudge-thrower': 'dwarfen-mountain-holds-grudge-thrower',
  'dwarf-gyrocopter': 'dwarfen-mountain-holds-gyrocopters',
  'high-elf-prince': 'high-elf-realms-prince',
  'high-elf-mage': 'high-elf-realms-mage',
  'high-elf-spearmen': 'high-elf-realms-elven-spearmen',
  'high-elf-archers': 'high-elf-realms-elven-archers',
  'high-elf-phoenix-guard': 'high-elf-realms-phoenix-guard',
  'high-elf-war-lions': 'high-elf-realms-war-lions',
  'high-elf-silver-helms': 'high-elf-realms-silver-helms',
  'high-elf-ellyrian-reavers': 'high-elf-realms-ellyrian-reavers',
  'high-elf-tiranoc-chariot': 'high-elf-realms-tiranoc-chariots',
  'high-elf-bolt-thrower': 'high-elf-realms-eagle-claw-bolt-thrower',
  'high-elf-great-eagle': 'high-elf-realms-great-eagle',
};

/**
 * Version 2 (Old World for real): lists may hold a composition, magic items and option counts
 * per entry; Old World entries of the 0.1 sample cards move to the real cards (options bought
 * from the samples keep their ids and are reported by `oldworld.option-unknown`).
 */
const toVersion2: Migration = (raw) => {
  if (raw.system !== 'oldworld' || !Array.isArray(raw.entries)) return raw;
  const entries = raw.entries.map((e: unknown) => {
    if (typeof e !== 'object' || e === null) return e;
    const entry = e as Record<string, unknown>;
    const to = typeof entry.cardId === 'string' ? LEGACY_OLDWORLD_CARDS[entry.cardId] : undefined;
    return to ? { ...entry, cardId: to } : entry;
  });
  return { ...raw, entries };
};

/** Upgrades of list files, keyed by the version they upgrade from (with a test each). */
const LIST_FILE_MIGRATIONS: Readonly<Record<number, Migration>> = { 1: toVersion2 };

const LIST_FILE: FileFormat = {
  format: LIST_FILE_FORMAT,
  current: LIST_FILE_VERSION,
  migrations: LIST_FILE_MIGRATIONS,
};

/** Brings a parsed list file to the current version; problems come back as data. */
export function migrateListFile(raw: unknown): MigrationResult {
  return migrate(raw, LIST_FILE);
}
