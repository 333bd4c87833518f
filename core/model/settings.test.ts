import { describe, expect, it } from 'vitest';
import { settingsPatchSchema, settingsSchema } from './settings';

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
});
