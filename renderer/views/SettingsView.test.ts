import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../core/model/settings';
import { api } from '../api';
import { createMusterI18n } from '../i18n';
import SettingsView from './SettingsView.vue';

vi.mock('../api', () => ({ api: { saveSettings: vi.fn(), getSettings: vi.fn() } }));
const saveSettings = vi.mocked(api.saveSettings);
const BASE: Settings = { lang: 'de', paper: 'a4', player: '', defaultFolder: '' } as Settings;

function view() {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'de' } } });
  return mount(SettingsView, { global: { plugins: [pinia, createMusterI18n('de')] } });
}
const playerField = (w: ReturnType<typeof view>) => w.findAll('input[type="text"]')[0]!;
/** Typing without leaving the field: input events only (setValue would also fire change). */
async function type(field: ReturnType<typeof playerField>, value: string): Promise<void> {
  (field.element as HTMLInputElement).value = value;
  await field.trigger('input');
}

beforeEach(() => {
  vi.useFakeTimers();
  saveSettings.mockReset();
  saveSettings.mockImplementation(async (patch) => ({ ...BASE, ...patch }) as Settings);
});
afterEach(() => vi.useRealTimers());

describe('Settings: text fields', () => {
  it('saves the player name while typing, without leaving the field', async () => {
    const w = view();
    await type(playerField(w), 'Jörg Weiß');
    expect(saveSettings).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(saveSettings).toHaveBeenCalledWith({ player: 'Jörg Weiß' });
    w.unmount();
  });

  it('saves what was typed when the page is left or reloaded before the pause', async () => {
    const w = view();
    await type(playerField(w), 'Jörg');
    window.dispatchEvent(new Event('pagehide'));
    expect(saveSettings).toHaveBeenCalledWith({ player: 'Jörg' });
    w.unmount();
  });

  it('does not overwrite what was typed since with the answer to an earlier save', async () => {
    let answer: (s: Settings) => void = () => undefined;
    saveSettings.mockImplementationOnce(() => new Promise<Settings>((resolve) => (answer = resolve)));
    const w = view();
    await type(playerField(w), 'Jörg');
    await vi.advanceTimersByTimeAsync(300);
    await type(playerField(w), 'Jörg Weiß');
    answer({ ...BASE, player: 'Jörg' });
    await vi.advanceTimersByTimeAsync(0);
    expect((playerField(w).element as HTMLInputElement).value).toBe('Jörg Weiß');
    await vi.advanceTimersByTimeAsync(300);
    expect(saveSettings).toHaveBeenLastCalledWith({ player: 'Jörg Weiß' });
    w.unmount();
  });

  it('saves the default folder without the spaces around it once the field is left', async () => {
    const w = view();
    const folder = w.findAll('input[type="text"]')[1]!;
    await type(folder, '  /home/jörg/Listen ');
    await vi.advanceTimersByTimeAsync(300);
    expect(saveSettings).toHaveBeenLastCalledWith({ defaultFolder: '  /home/jörg/Listen ' });
    await folder.trigger('change');
    expect(saveSettings).toHaveBeenLastCalledWith({ defaultFolder: '/home/jörg/Listen' });
    expect((folder.element as HTMLInputElement).value).toBe('/home/jörg/Listen');
    w.unmount();
  });
});
