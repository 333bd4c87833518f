import path from 'node:path';
import { serializeWithSchema } from '../../core/files/serialize';
import { defaultSettings, parseSettingsFile, settingsSchema, type Settings, type SettingsPatch } from '../../core/model/settings';
import type { Lang } from '../../core/model/system';
import { createFileStore } from './file-store';

interface SettingsStore {
  read(): Promise<Settings>;
  update(patch: SettingsPatch): Promise<Settings>;
}

/** The settings document's name and extension in the user data folder: `settings.json`. */
const SETTINGS_ID = 'settings';
const SETTINGS_EXT = '.json';

/** The settings file of a user data folder (what the store reads and writes; the command line reads it too). */
export function settingsFile(userDataDir: string): string {
  return path.join(userDataDir, SETTINGS_ID + SETTINGS_EXT);
}

/**
 * settings.json in the user data folder (a file store without history). A missing file gives
 * the defaults; a broken one is reported through `warn` (file, field, and the name of the copy
 * kept of it) and the defaults are used until the next save replaces it.
 */
export function createSettingsStore(userDataDir: string, defaultLang: Lang, warn: (msg: string) => void = () => {}): SettingsStore {
  const files = createFileStore<Settings>({
    root: userDataDir,
    folder: '',
    history: 0,
    format: {
      ext: SETTINGS_EXT,
      parse: (text, file) => {
        const parsed = parseSettingsFile(text, file);
        return { value: parsed.settings, problems: parsed.problems };
      },
      serialize: (value) => serializeWithSchema(settingsSchema, value),
    },
  });
  const warned = new Set<string>();
  const read = async (): Promise<Settings> => {
    try {
      return (await files.readIfExists(SETTINGS_ID)) ?? defaultSettings(defaultLang);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (!warned.has(message)) {
        warned.add(message);
        warn(message);
      }
      return defaultSettings(defaultLang);
    }
  };
  return {
    read,
    async update(patch) {
      const next = settingsSchema.parse({ ...(await read()), ...patch });
      await files.write(SETTINGS_ID, next);
      return next;
    },
  };
}
