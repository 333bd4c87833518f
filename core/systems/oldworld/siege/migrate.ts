import { SAFE_ID } from '../../../files/names';
import { SIEGE_FILE_FORMAT, SIEGE_FILE_VERSION, SIEGE_SIDES } from './format';
import { migrate, type FileFormat, type Migration, type MigrationResult } from '../../../files/migrate';

/**
 * The list id of a version-1 list reference, when it names a list the way the app wrote it
 * (`../lists/<id>.muster`) or a list file beside the roster (`<id>.muster`); undefined for any
 * other path (absolute, other folders, `..` tricks, other extensions).
 */
export function legacyListId(file: unknown): string | undefined {
  if (typeof file !== 'string') return undefined;
  const m = /^(?:\.\.\/lists\/|\.\/)?([A-Za-z0-9_-]{1,64})\.muster$/.exec(file);
  return m?.[1] !== undefined && SAFE_ID.test(m[1]) ? m[1] : undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Version 1 named each side's list by a path relative to the roster (`file`), which let a
 * roster point anywhere on the machine. Version 2 names the list by id (`listId`); a path that
 * does not name a list that way is dropped (the loader reports it, see parseSiegeFile).
 */
const toVersion2: Migration = (raw) => {
  const out: Record<string, unknown> = { ...raw };
  for (const side of SIEGE_SIDES) {
    const value = raw[side];
    if (!isRecord(value) || !('file' in value)) continue;
    const { file, ...rest } = value;
    const listId = legacyListId(file);
    out[side] = listId === undefined ? rest : { ...rest, listId };
  }
  return out;
};

/** Upgrades of siege roster files, keyed by the version they upgrade from. */
const SIEGE_FILE_MIGRATIONS: Readonly<Record<number, Migration>> = { 1: toVersion2 };

export const SIEGE_FILE: FileFormat = {
  format: SIEGE_FILE_FORMAT,
  current: SIEGE_FILE_VERSION,
  migrations: SIEGE_FILE_MIGRATIONS,
};

/** Brings a parsed siege roster file to the current version; problems come back as data. */
export function migrateSiegeFile(raw: unknown, fmt: FileFormat = SIEGE_FILE): MigrationResult {
  return migrate(raw, fmt);
}
