import { SIEGE_FILE_FORMAT, SIEGE_FILE_VERSION } from '../model/siege';
import { migrate, type FileFormat, type Migration, type MigrationResult } from '../files/migrate';

/**
 * Upgrades of siege roster files, keyed by the version they upgrade from. Version 1 is
 * current; when the format changes, bump SIEGE_FILE_VERSION and add the step here with a test.
 */
export const SIEGE_FILE_MIGRATIONS: Readonly<Record<number, Migration>> = {};

export const SIEGE_FILE: FileFormat = {
  format: SIEGE_FILE_FORMAT,
  current: SIEGE_FILE_VERSION,
  migrations: SIEGE_FILE_MIGRATIONS,
};

/** Brings a parsed siege roster file to the current version; problems come back as data. */
export function migrateSiegeFile(raw: unknown, fmt: FileFormat = SIEGE_FILE): MigrationResult {
  return migrate(raw, fmt);
}
