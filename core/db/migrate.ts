import { CARD_FILE_FORMAT, CARD_FILE_VERSION } from '../model/card-terms';
import { migrate, type FileFormat, type Migration, type MigrationResult } from '../files/migrate';

/**
 * Upgrades of card files, keyed by the version they upgrade from (`1` turns a version 1 file
 * into version 2); when the format changes, bump CARD_FILE_VERSION and add the step here with a
 * test. Version 2 added the Old World blocks (`oldworld`, `item`), the `dataset` source and
 * `provenance`, all optional: a version 1 file is a valid version 2 file as it is.
 */
const CARD_FILE_MIGRATIONS: Readonly<Record<number, Migration>> = { 1: (raw) => raw };

const CARD_FILE: FileFormat = {
  format: CARD_FILE_FORMAT,
  current: CARD_FILE_VERSION,
  migrations: CARD_FILE_MIGRATIONS,
};

/** Brings a parsed card file to the current version; problems (wrong format, newer version) come back as data. */
export function migrateCardFile(raw: unknown): MigrationResult {
  return migrate(raw, CARD_FILE);
}
