import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../core/model/settings';
import { api } from '../api';
import { useSettingsStore } from './settings';

vi.mock('../api', () => ({ api: { getSettings: vi.fn(), saveSettings: vi.fn() } }));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('settings store', () => {
  it('starts in the language the page address names, before the settings answer', () => {
    window.history.replaceState(null, '', '/?lang=de#/lists');
    setActivePinia(createPinia());
    expect(useSettingsStore().lang).toBe('de');
  });

  it('starts in English without a language, or with an unknown one, in the address', () => {
    setActivePinia(createPinia());
    expect(useSettingsStore().lang).toBe('en');
    window.history.replaceState(null, '', '/?lang=fr');
    setActivePinia(createPinia());
    expect(useSettingsStore().lang).toBe('en');
  });

  it('follows the saved settings once they are read', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    vi.mocked(api.getSettings).mockResolvedValue(defaultSettings('en'));
    setActivePinia(createPinia());
    const settings = useSettingsStore();
    await settings.load();
    expect(settings.lang).toBe('en');
    expect(settings.loaded).toBe(true);
  });

  it('keeps a language chosen while the settings were still being read: the older answer does not undo it', async () => {
    setActivePinia(createPinia());
    let answer: (value: ReturnType<typeof defaultSettings>) => void = () => undefined;
    vi.mocked(api.getSettings).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.mocked(api.saveSettings).mockResolvedValue({ ...defaultSettings('en'), lang: 'de', paper: 'letter' });
    const settings = useSettingsStore();
    const loading = settings.load();
    // The player picks German (shown at once, as the language switch does) and it is saved.
    settings.lang = 'de';
    await settings.save({ lang: 'de' });
    // Then the settings asked for at start arrive, still in English.
    answer(defaultSettings('en'));
    await loading;
    expect(settings.lang).toBe('de');
    expect(settings.paper).toBe('letter');
    expect(settings.loaded).toBe(true);
  });

  it('shows the answer of the last of two saves, whichever arrives first', async () => {
    setActivePinia(createPinia());
    let first: (value: ReturnType<typeof defaultSettings>) => void = () => undefined;
    vi.mocked(api.saveSettings).mockReturnValueOnce(new Promise((resolve) => (first = resolve))).mockResolvedValueOnce({ ...defaultSettings('en'), lang: 'en' });
    const settings = useSettingsStore();
    const german = settings.save({ lang: 'de' });
    await settings.save({ lang: 'en' });
    first({ ...defaultSettings('en'), lang: 'de' });
    await german;
    expect(settings.lang).toBe('en');
  });

  it('shows the settings as saved when a save fails, also when the read at start was dropped for it', async () => {
    setActivePinia(createPinia());
    let answer: (value: ReturnType<typeof defaultSettings>) => void = () => undefined;
    vi.mocked(api.getSettings)
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce({ ...defaultSettings('en'), paper: 'letter', player: 'Ann' });
    vi.mocked(api.saveSettings).mockRejectedValueOnce(new Error('disk full'));
    const settings = useSettingsStore();
    const loading = settings.load();
    settings.lang = 'de';
    await expect(settings.save({ lang: 'de' })).rejects.toThrow('disk full');
    answer({ ...defaultSettings('en'), paper: 'letter', player: 'Ann' });
    await loading;
    // German was not saved: the saved English and the saved paper and player are shown.
    expect([settings.lang, settings.paper, settings.player]).toEqual(['en', 'letter', 'Ann']);
  });
});
