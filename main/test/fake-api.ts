import type { MusterApi } from '../../core/api/contract';
import { defaultSettings } from '../../core/model/settings';

/** A MusterApi with fixed answers that records what it was called with. */
export function fakeApi(): MusterApi & { calls: { method: string; input: unknown }[] } {
  const calls: { method: string; input: unknown }[] = [];
  const record = <T>(method: string, input: unknown, value: T): Promise<T> => {
    calls.push({ method, input });
    return Promise.resolve(value);
  };
  let settings = defaultSettings('en');
  return {
    calls,
    getAppInfo: (i) => record('getAppInfo', i, { version: '0.0.0', mode: 'browser' as const, userDataDir: '/tmp/x', defaultLang: 'en' as const }),
    getCardCounts: (i) => record('getCardCounts', i, { confrontation: 3, oldworld: 0, chronopia: 0 }),
    queryCards: (i) => record('queryCards', i, []),
    getCard: (i) => record('getCard', i, null),
    listFactions: (i) => record('listFactions', i, []),
    getDatabaseProblems: (i) => record('getDatabaseProblems', i, []),
    openExternal: (i) => record('openExternal', i, false),
    getSettings: (i) => record('getSettings', i, settings),
    saveSettings: (i) => {
      settings = { ...settings, ...i };
      return record('saveSettings', i, settings);
    },
  };
}
