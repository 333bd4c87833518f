import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import net from 'node:net';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlreadyExistsError, InvalidInputError, NotFoundError, SaveConflictError } from '../../core/api/error';
import { FileProblemsError } from '../../core/files/problems';
import { FileReadError } from '../services/read-file';
import { fakeApi } from '../test/fake-api';
import { HEADERS_TIMEOUT_MS, hideAbsolutePaths, parseTarget, startServer, STATIC_COOKIE, type RunningServer } from './http-server';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Raw HTTP so tests can send any Host and Origin headers. */
function request(port: number, opts: { method?: string; path: string; headers?: Record<string, string>; body?: string; timeoutMs?: number }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.path, headers: { Host: `127.0.0.1:${port}`, ...opts.headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.setTimeout(opts.timeoutMs ?? 5000, () => req.destroy(new Error(`no answer to ${opts.path}`)));
    req.end(opts.body);
  });
}

/** Writes raw bytes to the server and returns the raw answer (or '' when the connection just closes). */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let out = '';
    socket.on('data', (c) => (out += c.toString()));
    socket.on('close', () => resolve(out));
    socket.on('error', () => resolve(out));
  });
}

let server: RunningServer;
let api: ReturnType<typeof fakeApi>;
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'muster-srv-'));
  const dir = path.join(root, 'renderer');
  await mkdir(dir);
  // A sibling folder whose name starts with the static folder's name must stay unreachable.
  await mkdir(path.join(root, 'renderer-private'));
  await writeFile(path.join(root, 'renderer-private', 'secret.txt'), 'private data');
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Muster</title>');
  await writeFile(path.join(dir, 'app.js'), 'console.log(1)');
  api = fakeApi();
  server = await startServer({ handlers: api, staticDir: dir, token: 'secret-token-123' });
});
afterEach(() => server.close());

const apiCall = (method: string, body: unknown, headers: Record<string, string> = {}) =>
  request(server.port, {
    method: 'POST',
    path: `/api/${method}`,
    headers: { 'Content-Type': 'application/json', 'X-Muster-Token': 'secret-token-123', ...headers },
    body: JSON.stringify(body),
  });

describe('browser-mode server', () => {
  it('listens on 127.0.0.1 and prints a URL with the token', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=secret-token-123`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('serves the page with the token and sets a cookie for its assets', async () => {
    const page = await request(server.port, { path: '/?token=secret-token-123' });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const asset = await request(server.port, { path: '/app.js', headers: { Cookie: cookie } });
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log(1)');
  });

  it('serves a file changed by a new build anew, and a file added by it', async () => {
    const page = await request(server.port, { path: '/?token=secret-token-123' });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const get = async (file: string) => (await request(server.port, { path: file, headers: { Cookie: cookie } })).body;
    expect(await get('/app.js')).toBe('console.log(1)');
    const dir = path.join(root, 'renderer');
    await writeFile(path.join(dir, 'app.js'), 'console.log(2)');
    await writeFile(path.join(dir, 'new.js'), 'console.log(3)');
    await expect.poll(() => get('/app.js'), { timeout: 2000, interval: 20 }).toBe('console.log(2)');
    expect(await get('/new.js')).toBe('console.log(3)');
  });

  it('answers API calls with the token', async () => {
    const res = await apiCall('getCardCounts', {});
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true, value: { confrontation: 3, oldworld: 0, chronopia: 0 } });
  });

  it('refuses requests without or with a wrong token and changes nothing', async () => {
    expect((await request(server.port, { path: '/' })).status).toBe(403);
    expect((await request(server.port, { path: '/app.js' })).status).toBe(403);
    expect((await apiCall('saveSettings', { lang: 'de' }, { 'X-Muster-Token': '' })).status).toBe(403);
    expect((await apiCall('saveSettings', { lang: 'de' }, { 'X-Muster-Token': 'secret-token-124' })).status).toBe(403);
    expect(api.calls).toEqual([]);
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign Origin', async () => {
    const host = await request(server.port, { path: '/?token=secret-token-123', headers: { Host: `evil.example:${server.port}` } });
    expect(host.status).toBe(421);
    const origin = await apiCall('saveSettings', { lang: 'de' }, { Origin: 'https://evil.example' });
    expect(origin.status).toBe(403);
    expect(api.calls).toEqual([]);
  });

  it('accepts its own Origin', async () => {
    const res = await apiCall('getSettings', {}, { Origin: `http://127.0.0.1:${server.port}` });
    expect(res.status).toBe(200);
  });

  it('answers 4xx to bodies that fail their schema, and changes nothing', async () => {
    const bad = await apiCall('saveSettings', { lang: 'fr' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, error: { code: 'invalid-input', fields: [{ path: 'lang' }] } });
    const notJson = await request(server.port, {
      method: 'POST',
      path: '/api/saveSettings',
      headers: { 'Content-Type': 'application/json', 'X-Muster-Token': 'secret-token-123' },
      body: '{lang:',
    });
    expect(notJson.status).toBe(400);
    expect((await apiCall('deleteEverything', {})).status).toBe(404);
    expect((await request(server.port, { path: '/api/getSettings', headers: { 'X-Muster-Token': 'secret-token-123' } })).status).toBe(405);
    expect(api.calls).toEqual([]);
  });

  it('does not serve files outside its folder', async () => {
    const res = await request(server.port, { path: '/..%2f..%2fetc%2fpasswd?token=secret-token-123' });
    expect([403, 404]).toContain(res.status);
    expect(res.body).not.toContain('root:');
  });

  it('answers 400 to request targets that are not a plain path, over a raw socket, and keeps serving', async () => {
    for (const target of ['//[', '//%zz', '//127.0.0.1:99999', 'http://evil/', '*', '/%zz', '/%00', '/a\\b']) {
      const answer = await raw(server.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n\r\n`);
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 400 Bad Request');
    }
    expect((await raw(server.port, 'NOT HTTP AT ALL\r\n\r\n')).split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    const huge = await raw(server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(huge.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect((await request(server.port, { path: '/?token=secret-token-123' })).status).toBe(200);
    expect((await apiCall('getAppInfo', {})).status).toBe(200);
  });

  it('a page on another local port cannot stop it with an <img> either (same targets through a client)', async () => {
    const res = await request(server.port, { path: '/%zz?token=secret-token-123' });
    expect(res.status).toBe(400);
    expect((await apiCall('getAppInfo', {})).status).toBe(200);
  });

  it('sends the CSP with every HTML answer, also /index.html/ and errors', async () => {
    for (const p of ['/?token=secret-token-123', '/index.html?token=secret-token-123', '/index.html/?token=secret-token-123', '/nothing?token=secret-token-123', '/', '/%zz']) {
      const res = await request(server.port, { path: p });
      expect(res.headers['content-security-policy'], p).toContain("default-src 'none'");
    }
  });

  it('never serves a sibling folder whose name starts with its own (prefix check)', async () => {
    for (const p of ['/../renderer-private/secret.txt', '/..%2frenderer-private%2fsecret.txt', '/%2e%2e/renderer-private/secret.txt']) {
      const res = await request(server.port, { path: `${p}?token=secret-token-123` });
      expect(res.status, p).not.toBe(200);
      expect(res.body).not.toContain('private data');
    }
  });

  it('refuses Origin null', async () => {
    const res = await apiCall('getAppInfo', {}, { Origin: 'null' });
    expect(res.status).toBe(403);
    const page = await request(server.port, { path: '/?token=secret-token-123', headers: { Origin: 'null' } });
    expect(page.status).toBe(403);
  });

  it('the page cookie is not the token, loads the page files, and never opens the API', async () => {
    const page = await request(server.port, { path: '/?token=secret-token-123' });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    expect(cookie.startsWith(`${STATIC_COOKIE}=`)).toBe(true);
    expect(cookie).not.toContain('secret-token-123');
    expect(String(page.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict; Path=\//);
    expect((await request(server.port, { path: '/app.js', headers: { Cookie: cookie } })).status).toBe(200);
    const viaCookie = await request(server.port, { method: 'POST', path: '/api/getAppInfo', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: '{}' });
    expect(viaCookie.status).toBe(403);
    const valueAsToken = await apiCall('getAppInfo', {}, { 'X-Muster-Token': cookie.split('=')[1]! });
    expect(valueAsToken.status).toBe(403);
    const tokenCookie = await request(server.port, { method: 'POST', path: '/api/getAppInfo', headers: { Cookie: 'muster_token=secret-token-123', 'Content-Type': 'application/json' }, body: '{}' });
    expect(tokenCookie.status).toBe(403);
    const tokenQuery = await request(server.port, { method: 'POST', path: '/api/getAppInfo?token=secret-token-123', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(tokenQuery.status).toBe(403);
  });

  it('answers a batch of calls in their order, each as if it had come alone', async () => {
    (api as unknown as Record<string, unknown>).openList = () => Promise.reject(new Error(`${path.join(os.homedir(), 'lists', 'x.muster')}: unreadable`));
    const calls = [
      { method: 'getCardCounts', input: {} },
      { method: 'saveSettings', input: { lang: 'fr' } },
      { method: 'deleteEverything', input: {} },
      { method: 'saveSettings', input: { lang: 'de' } },
      { method: 'openList', input: { id: 'x' } },
      { method: 'getSettings', input: {} },
    ];
    const res = await apiCall('batch', { calls });
    expect(res.status).toBe(200);
    const { results } = JSON.parse(res.body) as { results: { ok: boolean; value?: unknown; error?: { code: string; message: string; fields?: unknown } }[] };
    expect(results.map((r) => (r.ok ? 'ok' : r.error?.code))).toEqual(['ok', 'invalid-input', 'not-found', 'ok', 'failed', 'ok']);
    expect(results[0]?.value).toEqual({ confrontation: 3, oldworld: 0, chronopia: 0 });
    expect(results[1]?.error?.fields).toEqual([expect.objectContaining({ path: 'lang' })]);
    expect(results[2]?.error?.message).toBe('Unknown API method deleteEverything');
    expect(results[4]?.error?.message).toBe('x.muster: unreadable');
    expect(res.body).not.toContain(os.homedir());
    // The invalid call reached no handler; the valid save did, as alone (openList is replaced above).
    expect(api.calls.map((c) => c.method)).toEqual(['getCardCounts', 'saveSettings', 'getSettings']);
    expect(results[5]?.value).toMatchObject({ lang: 'de' });
  });

  it('refuses a batch without the token, one that is not a batch, and one of more than 16 calls, running none of it', async () => {
    const one = { method: 'saveSettings', input: { lang: 'de' } };
    expect((await apiCall('batch', { calls: [one, one] }, { 'X-Muster-Token': 'wrong' })).status).toBe(403);
    expect((await apiCall('batch', { calls: [] })).status).toBe(400);
    expect((await apiCall('batch', [one, one])).status).toBe(400);
    expect((await apiCall('batch', { calls: [{ ...one, extra: 1 }] })).status).toBe(400);
    expect((await apiCall('batch', { calls: [{ method: 'x'.repeat(65), input: {} }] })).status).toBe(400);
    const tooMany = await apiCall('batch', { calls: Array.from({ length: 17 }, () => one) });
    expect(tooMany.status).toBe(400);
    expect(JSON.parse(tooMany.body)).toMatchObject({ ok: false, error: { code: 'invalid-input', message: expect.stringContaining('at most 16') } });
    expect((await request(server.port, { path: '/api/batch', headers: { 'X-Muster-Token': 'secret-token-123' } })).status).toBe(405);
    expect(api.calls).toEqual([]);
    expect((await apiCall('batch', { calls: Array.from({ length: 16 }, () => one) })).status).toBe(200);
    expect(api.calls).toHaveLength(16);
  });

  it('answers handler errors without absolute paths', async () => {
    (api as unknown as Record<string, unknown>).openList = () => Promise.reject(new Error(`${path.join(os.homedir(), '.config', 'Muster', 'lists', 'x.muster')}: entries[2].count: too big`));
    const res = await apiCall('openList', { id: 'x' });
    expect(res.status).toBe(500);
    expect(res.body).toContain('x.muster: entries[2].count: too big');
    expect(res.body).not.toContain(os.homedir());
  });
});

describe('HTTP status of a failed call', () => {
  it('a file that cannot be read is the request’s problem (422), not the server’s; the envelope carries the message as before', async () => {
    (api as unknown as Record<string, unknown>).openEvent = () => Promise.reject(new FileProblemsError('events/e1.muster-event', [{ file: 'events/e1.muster-event', path: 'rounds', message: 'Expected array' }]));
    const res = await apiCall('openEvent', { id: 'e1' });
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'unreadable', message: expect.stringContaining('events/e1.muster-event') } });
  });

  it('a document gone is 404, one saved meanwhile elsewhere 409, any other failure 500', async () => {
    (api as unknown as Record<string, unknown>).openList = () => Promise.reject(new NotFoundError('There is no list x'));
    (api as unknown as Record<string, unknown>).saveSettings = () => Promise.reject(new SaveConflictError('settings.json', '2026-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'));
    (api as unknown as Record<string, unknown>).getCardCounts = () => Promise.reject(new Error('disk on fire'));
    expect((await apiCall('openList', { id: 'x' })).status).toBe(404);
    expect((await apiCall('saveSettings', { lang: 'de' })).status).toBe(409);
    expect((await apiCall('getCardCounts', {})).status).toBe(500);
  });

  it('a file not there is 404, one too large or a folder 422, a list id there already 409, input the handler refuses 400', async () => {
    const fails = (method: string, err: Error) => ((api as unknown as Record<string, unknown>)[method] = () => Promise.reject(err));
    fails('openList', new FileReadError('lists/CON.muster', 'missing', 'no such file'));
    expect((await apiCall('openList', { id: 'CON' })).status).toBe(404);
    fails('openSiege', new FileReadError('sieges/big.muster-siege', 'too-large', 'is 38 MB, more than the 8 MB Muster reads'));
    expect((await apiCall('openSiege', { id: 'big' })).status).toBe(422);
    fails('openEvent', new FileReadError('events/dir.muster-event', 'not-a-file', 'is not a regular file'));
    expect((await apiCall('openEvent', { id: 'dir' })).status).toBe(422);
    fails('createList', new AlreadyExistsError("A list with the id 'x' exists already; nothing was changed"));
    expect((await apiCall('createList', { id: 'x', name: 'x', system: 'chronopia', faction: 'x', pointsLimit: 400 })).status).toBe(409);
    fails('getCardCounts', new InvalidInputError("'../x' is not a valid document id"));
    expect((await apiCall('getCardCounts', {})).status).toBe(400);
  });
});

describe('hostile requests', () => {
  const post = (target: string, body: string) =>
    request(server.port, { method: 'POST', path: target, headers: { 'Content-Type': 'application/json', 'X-Muster-Token': 'secret-token-123' }, body });

  it('refuses a body nested deeper than 256 levels at once, naming where (10 million levels held the server for 15 s)', async () => {
    const deep = '['.repeat(5_000_000) + ']'.repeat(5_000_000);
    for (const target of ['/api/getAppInfo', '/api/batch']) {
      const start = performance.now();
      const res = await post(target, deep);
      expect(performance.now() - start).toBeLessThan(3000);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ ok: false, error: { code: 'invalid-input', message: 'Body is not valid JSON: nested more than 256 levels deep at line 1, column 257' } });
    }
    expect(JSON.parse((await post('/api/getAppInfo', '{"a": [1,')).body)).toMatchObject({ error: { message: 'Body is not valid JSON: invalid JSON at line 1, column 10: unexpected end of the text' } });
    expect(api.calls).toEqual([]);
  });

  it('answers a body of 100,000 unknown fields in a few words, not one per field (a million made a 10.9 MB answer)', async () => {
    const body = `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const res = await post('/api/getAppInfo', body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      error: { code: 'invalid-input', message: 'Invalid input for getAppInfo', fields: [{ path: '(input)', message: "unknown fields 'k0', 'k1', 'k2', 'k3', 'k4' and 99995 more" }] },
    });
  });

  it('drops connections that send their headers a line a second within seconds, so they cannot lock the page out; a slow answer still arrives', async () => {
    // A call whose answer takes longer than the headers may: answered all the same.
    let release: () => void = () => undefined;
    (api as unknown as Record<string, unknown>).getCardCounts = () => new Promise((resolve) => (release = () => resolve({ confrontation: 1, oldworld: 0, chronopia: 0 })));
    const slow = request(server.port, { method: 'POST', path: '/api/getCardCounts', headers: { 'Content-Type': 'application/json', 'X-Muster-Token': 'secret-token-123' }, body: '{}', timeoutMs: 15_000 });
    const start = Date.now();
    // Every other connection the server takes is held by a client that sends a header line a second.
    const loris = await Promise.all(
      Array.from({ length: 255 }, () =>
        new Promise<{ socket: net.Socket; closed: Promise<{ after: number; answer: string }> }>((resolve) => {
          const socket = net.connect(server.port, '127.0.0.1', () => {
            socket.write(`POST /api/getAppInfo HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
            const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 1000);
            let answer = '';
            socket.on('data', (c) => (answer += c.toString()));
            socket.on('error', () => undefined);
            const closed = new Promise<{ after: number; answer: string }>((done) =>
              socket.on('close', () => {
                clearInterval(drip);
                done({ after: Date.now() - start, answer: answer.split('\r\n')[0] ?? '' });
              }),
            );
            resolve({ socket, closed });
          });
        }),
      ),
    );
    try {
      const ends = await Promise.all(loris.map((l) => l.closed));
      expect(new Set(ends.map((e) => e.answer))).toEqual(new Set(['HTTP/1.1 408 Request Timeout']));
      // Past the headers' time by at most the one-second check (and a little for a slow machine), not by up to 30 s.
      expect(Math.max(...ends.map((e) => e.after))).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
      expect((await apiCall('getAppInfo', {})).status).toBe(200);
      release();
      expect(await slow).toMatchObject({ status: 200, body: JSON.stringify({ ok: true, value: { confrontation: 1, oldworld: 0, chronopia: 0 } }) });
      expect(Date.now() - start).toBeGreaterThan(HEADERS_TIMEOUT_MS);
    } finally {
      for (const l of loris) l.socket.destroy();
    }
  }, 20_000);
});

describe('errors no handler catches', () => {
  it('an answer that cannot be sent as JSON becomes a 500 JSON answer, and the server goes on', async () => {
    (api as unknown as Record<string, unknown>).getSettings = () => Promise.resolve({ big: 10n });
    const res = await apiCall('getSettings', {});
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toContain('application/json');
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'failed' } });
    expect((await apiCall('getAppInfo', {})).status).toBe(200);
  });

  it('closes connections past its limit at once instead of running out of file handles, and recovers', async () => {
    const open: net.Socket[] = [];
    try {
      for (let i = 0; i < 256; i++) {
        const s = net.connect(server.port, '127.0.0.1');
        await new Promise((r) => s.once('connect', r));
        open.push(s);
      }
      const extra = net.connect(server.port, '127.0.0.1');
      const closed = await new Promise<boolean>((resolve) => {
        extra.once('close', () => resolve(true));
        extra.once('error', () => resolve(true));
        setTimeout(() => resolve(false), 2000);
      });
      expect(closed).toBe(true);
    } finally {
      for (const s of open) s.destroy();
    }
    await new Promise((r) => setTimeout(r, 50));
    expect((await apiCall('getAppInfo', {})).status).toBe(200);
  });
});

describe('request targets and messages', () => {
  it('parseTarget accepts plain paths and refuses the rest', () => {
    expect(parseTarget('/a/b.js?x=1')).toMatchObject({ path: '/a/b.js' });
    expect(parseTarget('/caf%C3%A9')).toMatchObject({ path: '/café' });
    for (const t of ['//[', '//x', '', 'x', '/%E0%A4%A', '/a b', undefined]) expect(parseTarget(t), String(t)).toBeUndefined();
  });
  it('hideAbsolutePaths keeps names relative to known folders and file names elsewhere', () => {
    expect(hideAbsolutePaths('/home/u/.config/Muster/lists/x.muster: bad', ['/home/u/.config/Muster'])).toBe('lists/x.muster: bad');
    expect(hideAbsolutePaths("cannot read '/etc/shadow': denied", [])).toBe("cannot read 'shadow': denied");
    expect(hideAbsolutePaths('C:\\Users\\me\\x.muster: bad', [])).toBe('x.muster: bad');
    // Only whole paths: fractions and web addresses stay as they are.
    expect(hideAbsolutePaths('pick 1/2/3 of the figures', [])).toBe('pick 1/2/3 of the figures');
    expect(hideAbsolutePaths('see https://example.com/a/b.html', [])).toBe('see https://example.com/a/b.html');
    expect(hideAbsolutePaths("open '/srv/x/y.json' (ENOENT)", [])).toBe("open 'y.json' (ENOENT)");
  });
});
