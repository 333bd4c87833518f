import { z } from 'zod';
import type { LoadProblem } from '../db/types';
import { parseJsonText } from '../files/json';
import { migrationProblem, migrate, type FileFormat } from '../files/migrate';
import { zodProblems } from '../files/problems';
import { langSchema } from './system-schema';

export const SETTINGS_FILE_FORMAT = 'muster-settings';
export const SETTINGS_FILE_VERSION = 1;

export const paperSchema = z.enum(['a4', 'letter']);
export type Paper = z.infer<typeof paperSchema>;

/** The user's preferences, stored as settings.json in the user data folder. */
export const settingsSchema = z.object({
  format: z.literal(SETTINGS_FILE_FORMAT).default(SETTINGS_FILE_FORMAT),
  version: z.literal(SETTINGS_FILE_VERSION).default(SETTINGS_FILE_VERSION),
  lang: langSchema.default('en'),
  paper: paperSchema.default('a4'),
  /** Folder offered first by Save As / Open; empty for the user data folder. */
  defaultFolder: z.string().max(1000).default(''),
  player: z.string().max(200).default(''),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * Settings as an update: any subset of the user-editable fields. Written out without defaults:
 * a field that is not sent must stay as it is, not fall back to its default.
 */
export const settingsPatchSchema = z
  .object({
    lang: langSchema.optional(),
    paper: paperSchema.optional(),
    defaultFolder: z.string().max(1000).optional(),
    player: z.string().max(200).optional(),
  })
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export function defaultSettings(lang: z.infer<typeof langSchema> = 'en'): Settings {
  return settingsSchema.parse({ lang });
}

/** Upgrades of settings files, keyed by the version they upgrade from (none yet: version 1 is the first). */
const SETTINGS_FILE: FileFormat = { format: SETTINGS_FILE_FORMAT, current: SETTINGS_FILE_VERSION, migrations: {} };

/**
 * Reads settings.json; never throws. A file without `format` and `version` (written by hand) is
 * read as version 1; a newer version, bad JSON or a bad field is a problem naming the file and field.
 */
export function parseSettingsFile(text: string, file: string): { settings?: Settings; problems: LoadProblem[] } {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem] };
  const value = json.value;
  const raw =
    typeof value === 'object' && value !== null && !Array.isArray(value) && !('format' in value) && !('version' in value)
      ? { ...value, format: SETTINGS_FILE_FORMAT, version: SETTINGS_FILE_VERSION }
      : value;
  const migrated = migrate(raw, SETTINGS_FILE);
  if (!migrated.ok) return { problems: [migrationProblem(file, migrated)] };
  const parsed = settingsSchema.safeParse(migrated.value);
  return parsed.success ? { settings: parsed.data, problems: [] } : { problems: zodProblems(file, parsed.error) };
}
