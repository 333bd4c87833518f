import { promises as fs } from 'node:fs';
import path from 'node:path';
import { defaultSettings, settingsSchema, type Settings, type SettingsPatch } from '../../core/model/settings';
import type { Lang } from '../../core/model/system';
import { writeFileAtomic } from './atomic-write';

export interface SettingsStore {
  read(): Promise<Settings>;
  update(patch: SettingsPatch): Promise<Settings>;
}

/**
 * settings.json in the user data folder. A missing file gives the defaults; a broken one is
 * kept as settings.json.broken and replaced by the defaults on the next save, never silently lost.
 */
export function createSettingsStore(userDataDir: string, defaultLang: Lang, warn: (msg: string) => void = () => {}): SettingsStore {
  const file = path.join(userDataDir, 'settings.json');
  const read = async (): Promise<Settings> => {
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch {
      return defaultSettings(defaultLang);
    }
    try {
      const parsed = settingsSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
      warn(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    } catch (err) {
      warn(`${file}: ${err instanceof Error ? err.message : String(err)}`);
    }
    await fs.copyFile(file, `${file}.broken`).catch(() => undefined);
    return defaultSettings(defaultLang);
  };
  return {
    read,
    async update(patch) {
      const next = settingsSchema.parse({ ...(await read()), ...patch });
      await fs.mkdir(userDataDir, { recursive: true });
      await writeFileAtomic(file, JSON.stringify(next, null, 2) + '\n', { backup: true });
      return next;
    },
  };
}
