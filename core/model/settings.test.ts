import { describe, expect, it } from 'vitest';
import { parseSettingsFile, settingsPatchSchema, settingsSchema } from './settings';

describe('settings', () => {
  it('a patch carries only the fields sent, so the others keep their values', () => {
    expect(settingsPatchSchema.parse({ lang: 'de' })).toEqual({ lang: 'de' });
    expect(settingsPatchSchema.parse({ player: 'Anna' })).toEqual({ player: 'Anna' });
    expect(settingsPatchSchema.safeParse({ lang: 'fr' }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ theme: 'dark' }).success).toBe(false);
  });

  it('a settings file without fields gets the defaults', () => {
    expect(settingsSchema.parse({})).toMatchObject({ lang: 'en', paper: 'a4', player: '', defaultFolder: '' });
  });

  it('reads settings.json through its format and version: hand-written without them is version 1, a newer version is refused', () => {
    expect(parseSettingsFile('{"lang": "de"}', 's.json')).toEqual({ settings: { format: 'muster-settings', version: 1, lang: 'de', paper: 'a4', defaultFolder: '', player: '' }, problems: [] });
    expect(parseSettingsFile('{"format": "muster-settings", "version": 2, "lang": "de"}', 's.json').problems).toMatchObject([
      { file: 's.json', path: 'version', message: 'version 2 is newer than this Muster reads (up to 1); update Muster to open this file' },
    ]);
    expect(parseSettingsFile('{"format": "muster-list", "version": 1}', 's.json').problems[0]).toMatchObject({ path: 'format' });
    expect(parseSettingsFile('{"format": "muster-settings", "version": 1, "lang": "klingon"}', 's.json').problems[0]).toMatchObject({ file: 's.json', path: 'lang' });
    expect(parseSettingsFile('{', 's.json').problems[0]?.message).toMatch(/^invalid JSON/);
  });
});
