import { describe, expect, it } from 'vitest';
import { apiChannel } from './channels';
import { apiInputSchemas } from './contract';
import { API_BATCH_PATH, API_METHOD_NAMES } from './methods';

describe('the API method list the preload is built from', () => {
  it('names every method of the contract exactly once', () => {
    expect(new Set(API_METHOD_NAMES).size).toBe(API_METHOD_NAMES.length);
    expect([...API_METHOD_NAMES].sort()).toEqual(Object.keys(apiInputSchemas).sort());
  });

  it('gives each method its own channel and a name browser mode can route (/api/NAME, letters only)', () => {
    expect(new Set(API_METHOD_NAMES.map(apiChannel)).size).toBe(API_METHOD_NAMES.length);
    for (const name of API_METHOD_NAMES) {
      expect(name).toMatch(/^[a-z][A-Za-z]{0,63}$/);
      expect(apiChannel(name)).toBe(`muster:${name}`);
      // Browser mode's batch request has a path of the same form; no method may take it.
      expect(`/api/${name}`).not.toBe(API_BATCH_PATH);
    }
  });
});
