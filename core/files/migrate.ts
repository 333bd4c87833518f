import type { FileIssue, LoadProblem } from '../db/types';
import { coded, type FileProblemCode } from './problems';

/** A step that upgrades a file's raw data from version N to N + 1. */
export type Migration = (raw: Record<string, unknown>) => Record<string, unknown>;

export interface FileFormat {
  /** Value of the `format` field, e.g. `muster-cards`. */
  format: string;
  /** The version this Muster reads and writes. */
  current: number;
  /** `migrations[n]` upgrades version n to n + 1. */
  migrations: Readonly<Record<number, Migration>>;
}

export type MigrationResult =
  | { ok: true; value: Record<string, unknown>; fromVersion: number }
  | { ok: false; path: string; message: string; issue?: FileIssue };

const failed = (path: string, code: FileProblemCode, params: FileIssue['params'] = {}): MigrationResult & { ok: false } => {
  const p = coded('', path, code, params);
  return { ok: false, path, message: p.message, ...(p.issue ? { issue: p.issue } : {}) };
};

/** The problem of a file whose migration failed, naming the file. */
export function migrationProblem(file: string, migrated: MigrationResult & { ok: false }): LoadProblem {
  return { file, path: migrated.path, message: migrated.message, ...(migrated.issue ? { issue: migrated.issue } : {}) };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Brings raw file data (parsed JSON) to the current version of its format.
 * Checks the `format` and `version` fields; a newer or unknown version is a problem, never a throw.
 */
export function migrate(raw: unknown, fmt: FileFormat): MigrationResult {
  if (!isRecord(raw)) return failed('', 'not-object', { format: fmt.format });
  if (raw.format !== fmt.format) {
    return typeof raw.format === 'string' ? failed('format', 'format-other', { expected: fmt.format, found: raw.format }) : failed('format', 'format-missing', { expected: fmt.format });
  }
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return failed('version', 'version-number');
  }
  if (version > fmt.current) {
    return failed('version', 'version-newer', { version, current: fmt.current });
  }
  let value: Record<string, unknown> = raw;
  for (let v = version; v < fmt.current; v++) {
    const step = fmt.migrations[v];
    if (!step) return failed('version', 'no-migration', { from: v, to: v + 1 });
    try {
      value = { ...step(value), version: v + 1 };
    } catch (err) {
      return failed('', 'migration-failed', { from: v, message: err instanceof Error ? err.message : String(err) });
    }
  }
  return { ok: true, value, fromVersion: version };
}
