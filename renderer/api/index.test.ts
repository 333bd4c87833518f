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

describe('calls made together in browser mode', () => {
  const envelope = (value: unknown) => ({ ok: true, value });
  /** A server that answers each call of a batch (and a call alone) by its method name. */
  function server(answer: (method: string, input: unknown) => unknown) {
    return vi.fn(async (url: string, init: { body: string }) => {
      const body = JSON.parse(init.body) as { calls?: { method: string; input: unknown }[] };
      if (url === '/api/batch') return new Response(JSON.stringify({ results: (body.calls ?? []).map((c) => answer(c.method, c.input)) }));
      return new Response(JSON.stringify(answer(url.slice('/api/'.length), body)));
    });
  }

  it('travel in one request, and each gets its own answer; an error answers only its call', async () => {
    const fetchImpl = server((method) => (method === 'getCard' ? { ok: false, error: { code: 'not-found', message: 'no such card' } } : envelope(method)));
    const api = apiOver(httpTransport('t0k', fetchImpl as unknown as typeof fetch));
    const [counts, settings, card] = await Promise.allSettled([api.getCardCounts({}), api.getSettings({}), api.getCard({ id: 'x' })]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/api/batch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Muster-Token': 't0k' },
      body: '{"calls":[{"method":"getCardCounts","input":{}},{"method":"getSettings","input":{}},{"method":"getCard","input":{"id":"x"}}]}',
    });
    expect(counts).toEqual({ status: 'fulfilled', value: 'getCardCounts' });
    expect(settings).toEqual({ status: 'fulfilled', value: 'getSettings' });
    expect(card.status === 'rejected' && card.reason).toBeInstanceOf(ApiError);
    expect(card.status === 'rejected' && (card.reason as ApiError).message).toBe('no such card');
  });

  it('sends a call made later, one of a method that reads or writes files, and one with a large input, in a request of its own', async () => {
    const fetchImpl = server((method) => envelope(method));
    const api = apiOver(httpTransport('t', fetchImpl as unknown as typeof fetch));
    expect(await api.getAppInfo({})).toBe('getAppInfo');
    const big = { system: 'confrontation', text: 'x'.repeat(70_000) } as unknown as Parameters<typeof api.queryCards>[0];
    await Promise.all([api.preparePrint({}), api.getResults({}), api.queryCards(big), api.getCardCounts({}), api.getSettings({})]);
    expect(fetchImpl.mock.calls.map((c) => c[0])).toEqual(['/api/getAppInfo', '/api/preparePrint', '/api/getResults', '/api/queryCards', '/api/batch']);
    expect(JSON.parse(fetchImpl.mock.calls[4]?.[1].body ?? '{}')).toEqual({ calls: [{ method: 'getCardCounts', input: {} }, { method: 'getSettings', input: {} }] });
  });

  it('sends at most 16 calls per request', async () => {
    const fetchImpl = server((_method, input) => envelope((input as { id: string }).id));
    const api = apiOver(httpTransport('t', fetchImpl as unknown as typeof fetch));
    const ids = Array.from({ length: 35 }, (_, i) => `c${i}`);
    expect(await Promise.all(ids.map((id) => api.getCard({ id })))).toEqual(ids);
    expect(fetchImpl.mock.calls.map((c) => [c[0], (JSON.parse(c[1].body) as { calls?: unknown[] }).calls?.length])).toEqual([
      ['/api/batch', 16],
      ['/api/batch', 16],
      ['/api/batch', 3],
    ]);
  });

  it('fails every call of a request the server refused or that never arrived', async () => {
    const refused = vi.fn(async () => new Response(JSON.stringify({ ok: false, error: { code: 'forbidden', message: 'Missing or wrong token' } }), { status: 403 }));
    const api = apiOver(httpTransport('t', refused as unknown as typeof fetch));
    const answers = await Promise.allSettled([api.getAppInfo({}), api.getSettings({})]);
    expect(answers.map((a) => a.status === 'rejected' && (a.reason as ApiError).code)).toEqual(['forbidden', 'forbidden']);
    const broken = vi.fn(async () => new Response('<html>proxy error</html>', { status: 502 }));
    const viaProxy = apiOver(httpTransport('t', broken as unknown as typeof fetch));
    const proxied = await Promise.allSettled([viaProxy.getAppInfo({}), viaProxy.getSettings({})]);
    expect(proxied.map((a) => a.status === 'rejected' && (a.reason as Error).message)).toEqual(['HTTP 502', 'HTTP 502']);
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const gone = apiOver(httpTransport('t', offline as unknown as typeof fetch));
    const lost = await Promise.allSettled([gone.getAppInfo({}), gone.getSettings({})]);
    expect(lost.map((a) => a.status === 'rejected' && (a.reason as Error).message)).toEqual(['Failed to fetch', 'Failed to fetch']);
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
