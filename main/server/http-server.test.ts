import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { startServer, type RunningServer } from './http-server';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Raw HTTP so tests can send any Host and Origin headers. */
function request(port: number, opts: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<Reply> {
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
    req.end(opts.body);
  });
}

let server: RunningServer;
let api: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-srv-'));
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
});
