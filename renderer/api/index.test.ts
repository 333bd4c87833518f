import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/contract';
import { apiOver, httpTransport, KEEP_TOKEN_AFTER_MS, takeToken, tokenFromLocation } from './index';

describe('renderer api', () => {
  it('reads the token from the page URL', () => {
    expect(tokenFromLocation('?token=abc-123')).toBe('abc-123');
    expect(tokenFromLocation('')).toBe('');
  });

  it('posts each call with the token and unwraps the result', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ ok: true, value: { confrontation: 41, oldworld: 0, chronopia: 0 } })));
    const api = apiOver(httpTransport('t0k', fetchImpl as unknown as typeof fetch));
    expect(await api.getCardCounts({})).toEqual({ confrontation: 41, oldworld: 0, chronopia: 0 });
    expect(fetchImpl).toHaveBeenCalledWith('/api/getCardCounts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Muster-Token': 't0k' },
      body: '{}',
    });
  });

  it('turns an error envelope into an ApiError', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: false, error: { code: 'invalid-input', message: 'bad', fields: [{ path: 'lang', message: 'x' }] } }), {
          status: 400,
        }),
    );
    const api = apiOver(httpTransport('t', fetchImpl as unknown as typeof fetch));
    const err = await api.saveSettings({ lang: 'de' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('invalid-input');
    expect((err as ApiError).fields).toEqual([{ path: 'lang', message: 'x' }]);
  });

  it('reports a server that answers without an envelope', async () => {
    const fetchImpl = vi.fn(async () => new Response('Forbidden', { status: 403 }));
    const api = apiOver(httpTransport('t', fetchImpl as unknown as typeof fetch));
    await expect(api.getSettings({})).rejects.toThrow('HTTP 403');
  });
});

describe('takeToken', () => {
  function fakeWindow(url: string) {
    const u = new URL(url);
    const store = new Map<string, string>();
    const listeners = new Map<string, (() => void)[]>();
    const timers: { ms: number; run: () => void }[] = [];
    const win = {
      location: { search: u.search, pathname: u.pathname, hash: u.hash },
      history: { state: null, replaceState: (_s: unknown, _t: string, next: string) => void (win.replaced = next) },
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => {
          win.writes += 1;
          store.set(k, v);
        },
      },
      addEventListener: (type: string, run: () => void) => void listeners.set(type, [...(listeners.get(type) ?? []), run]),
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
      replaced: '' as string,
      writes: 0,
      fire: (type: string) => listeners.get(type)?.forEach((run) => run()),
      timers,
      /** A reload: the same tab and session storage, the address as it is now. */
      reload(next: string) {
        const v = new URL(next);
        win.location = { search: v.search, pathname: v.pathname, hash: v.hash };
        listeners.clear();
        timers.length = 0;
      },
    };
    return win;
  }
  const take = (win: ReturnType<typeof fakeWindow>) => takeToken(win as unknown as Window);

  it('reads the token once and removes it from the address bar at once, without waiting for session storage', () => {
    const win = fakeWindow('http://127.0.0.1:5/?token=abc&x=1#/lists');
    expect(take(win)).toBe('abc');
    expect(win.replaced).toBe('/?x=1#/lists');
    expect(win.writes).toBe(0);
  });

  it('keeps the token when the page is left, so a reload finds it', () => {
    const win = fakeWindow('http://127.0.0.1:5/?token=abc&x=1#/lists');
    take(win);
    win.fire('pagehide');
    expect(win.writes).toBe(1);
    win.reload('http://127.0.0.1:5/?x=1#/lists');
    expect(take(win)).toBe('abc');
  });

  it('keeps the token after two seconds at the latest, and only once', () => {
    const win = fakeWindow('http://127.0.0.1:5/?token=abc#/');
    take(win);
    expect(win.timers.map((t) => t.ms)).toEqual([KEEP_TOKEN_AFTER_MS]);
    expect(KEEP_TOKEN_AFTER_MS).toBe(2000);
    win.timers[0]?.run();
    expect(win.writes).toBe(1);
    win.fire('pagehide');
    expect(win.writes).toBe(1);
    win.reload('http://127.0.0.1:5/#/');
    expect(take(win)).toBe('abc');
  });

  it('is empty without a token in the URL or the session', () => {
    expect(take(fakeWindow('http://127.0.0.1:5/#/'))).toBe('');
  });

  it('works on with the token in memory where session storage is refused', () => {
    const win = fakeWindow('http://127.0.0.1:5/?token=abc#/');
    win.sessionStorage.setItem = () => {
      throw new Error('SecurityError');
    };
    expect(take(win)).toBe('abc');
    expect(() => win.fire('pagehide')).not.toThrow();
  });
});
