import { describe, expect, it } from 'vitest';
import { keepPageLang } from './page-lang';

function fakeWindow(href: string, state: unknown) {
  const calls: { state: unknown; url: string }[] = [];
  const win = {
    location: { href } as Location,
    history: {
      state,
      replaceState(next: unknown, _unused: string, url: string) {
        calls.push({ state: next, url });
        win.location.href = new URL(url, win.location.href).href;
      },
    } as unknown as History,
  };
  return { win, calls };
}

describe('keepPageLang', () => {
  it('writes the language into the address, keeping the route and the router state', () => {
    const state = { back: null, current: '/lists/l-1', position: 3 };
    const { win, calls } = fakeWindow('http://127.0.0.1:5/#/lists/l-1', state);
    keepPageLang('de', win);
    expect(calls).toEqual([{ state, url: 'http://127.0.0.1:5/?lang=de#/lists/l-1' }]);
    keepPageLang('en', win);
    expect(calls.at(-1)?.url).toBe('http://127.0.0.1:5/?lang=en#/lists/l-1');
  });

  it('leaves the history alone when the address already names the language', () => {
    const { win, calls } = fakeWindow('http://127.0.0.1:5/?lang=de#/print', null);
    keepPageLang('de', win);
    expect(calls).toEqual([]);
  });
});
