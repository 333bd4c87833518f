import { API_METHODS, type MusterApi } from '../../core/api/contract';
import { defaultSettings, type Settings } from '../../core/model/settings';

/**
 * A MusterApi with fixed answers that records what it was called with. Methods without a
 * canned answer resolve with null.
 */
export function fakeApi(): MusterApi & { calls: { method: string; input: unknown }[] } {
  const calls: { method: string; input: unknown }[] = [];
  let settings: Settings = defaultSettings('en');
  const answers: Partial<Record<keyof MusterApi, (input: never) => unknown>> = {
    getAppInfo: () => ({ version: '0.0.0', mode: 'browser', nativeDialogs: false, userDataDir: '/tmp/x', defaultLang: 'en' }),
    getCardCounts: () => ({ confrontation: 3, oldworld: 0, chronopia: 0 }),
    queryCards: () => [],
    getSettings: () => settings,
    saveSettings: (patch: Partial<Settings>) => {
      settings = { ...settings, ...patch };
      return settings;
    },
  };
  const api: Record<string, unknown> = { calls };
  for (const method of API_METHODS) {
    api[method] = (input: never) => {
      calls.push({ method, input });
      return Promise.resolve(answers[method]?.(input) ?? null);
    };
  }
  return api as unknown as MusterApi & { calls: { method: string; input: unknown }[] };
}
