import { LIST_FILE_FORMAT, LIST_FILE_VERSION } from '../model/list';
import { migrate, type FileFormat, type Migration, type MigrationResult } from '../files/migrate';

/**
 * Upgrades of list files, keyed by the version they upgrade from. Version 1 is current;
 * when the format changes, bump LIST_FILE_VERSION and add the step here with a test.
 */
export const LIST_FILE_MIGRATIONS: Readonly<Record<number, Migration>> = {};

export const LIST_FILE: FileFormat = {
  format: LIST_FILE_FORMAT,
  current: LIST_FILE_VERSION,
  migrations: LIST_FILE_MIGRATIONS,
};

/** Brings a parsed list file to the current version; problems come back as data. */
export function migrateListFile(raw: unknown): MigrationResult {
  return migrate(raw, LIST_FILE);
}
