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
  | { ok: false; path: string; message: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Brings raw file data (parsed JSON) to the current version of its format.
 * Checks the `format` and `version` fields; a newer or unknown version is a problem, never a throw.
 */
export function migrate(raw: unknown, fmt: FileFormat): MigrationResult {
  if (!isRecord(raw)) return { ok: false, path: '', message: `expected a JSON object (a ${fmt.format} file)` };
  if (raw.format !== fmt.format) {
    const got = typeof raw.format === 'string' ? `'${raw.format}'` : 'nothing';
    return { ok: false, path: 'format', message: `expected '${fmt.format}', found ${got}` };
  }
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, path: 'version', message: 'expected a whole number of at least 1' };
  }
  if (version > fmt.current) {
    return {
      ok: false,
      path: 'version',
      message: `version ${version} is newer than this Muster reads (up to ${fmt.current}); update Muster to open this file`,
    };
  }
  let value: Record<string, unknown> = raw;
  for (let v = version; v < fmt.current; v++) {
    const step = fmt.migrations[v];
    if (!step) return { ok: false, path: 'version', message: `no migration from version ${v} to ${v + 1}` };
    try {
      value = { ...step(value), version: v + 1 };
    } catch (err) {
      return { ok: false, path: '', message: `could not migrate from version ${v}: ${err instanceof Error ? err.message : String(err)}` };
    }
  }
  return { ok: true, value, fromVersion: version };
}
