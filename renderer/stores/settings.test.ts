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
});
