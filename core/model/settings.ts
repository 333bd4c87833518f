import { z } from 'zod';
import { langSchema } from './system';

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
