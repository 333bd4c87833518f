import { migrate, type FileFormat, type Migration, type MigrationResult } from '../../../../files/migrate';
import { EVENT_FILE_FORMAT, EVENT_FILE_VERSION } from './event';

/**
 * Upgrades of event files, keyed by the version they upgrade from (with a test each). Version 1
 * is the first; a change of the embedded list format (muster-list) needs a step here too.
 */
const EVENT_FILE_MIGRATIONS: Readonly<Record<number, Migration>> = {};

export const EVENT_FILE: FileFormat = {
  format: EVENT_FILE_FORMAT,
  current: EVENT_FILE_VERSION,
  migrations: EVENT_FILE_MIGRATIONS,
};

/** Brings a parsed event file to the current version; problems come back as data. */
export function migrateEventFile(raw: unknown, fmt: FileFormat = EVENT_FILE): MigrationResult {
  return migrate(raw, fmt);
}
