import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/contract';
import { apiOver, httpTransport, takeToken, tokenFromLocation } from './index';

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
    const win = {
      location: { search: u.search, pathname: u.pathname, hash: u.hash },
      history: { state: null, replaceState: (_s: unknown, _t: string, next: string) => void (win.replaced = next) },
      sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
      replaced: '' as string,
    };
    return win;
  }
  it('reads the token once, removes it from the address bar and finds it again after a reload', () => {
    const win = fakeWindow('http://127.0.0.1:5/?token=abc&x=1#/lists');
    expect(takeToken(win as unknown as Window)).toBe('abc');
    expect(win.replaced).toBe('/?x=1#/lists');
    win.location.search = '?x=1';
    expect(takeToken(win as unknown as Window)).toBe('abc');
  });
  it('is empty without a token in the URL or the session', () => {
    expect(takeToken(fakeWindow('http://127.0.0.1:5/#/') as unknown as Window)).toBe('');
  });
});
