import { randomBytes, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { MusterApi } from '../../core/api/contract';
import { dispatch, isApiMethod } from '../api/dispatch';

export interface ServerOptions {
  handlers: MusterApi;
  /** Built renderer (out/renderer). */
  staticDir: string;
  /** 0 or undefined: a random free port. */
  port?: number;
  token?: string;
  maxBodyBytes?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
};

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src 'self' blob:; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const COOKIE = 'muster_token';

function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieToken(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === COOKIE) return v.join('=');
  }
  return undefined;
}

function send(res: ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...extra,
  });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value), 'application/json; charset=utf-8', { 'Cache-Control': 'no-store' });
}

async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) return null;
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Browser mode: the renderer and the same API handlers over HTTP on 127.0.0.1.
 * Every request needs the per-run token (query, cookie for page assets, header for the API);
 * requests with a foreign Host or Origin are refused.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const maxBody = options.maxBodyBytes ?? 20 * 1024 * 1024;
  const staticRoot = path.resolve(options.staticDir);
  let port = 0;
  const allowedHosts = (): Set<string> => new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const allowedOrigins = (): Set<string> => new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

  async function handleApi(req: IncomingMessage, res: ServerResponse, method: string): Promise<void> {
    const headerToken = req.headers['x-muster-token'];
    if (!sameToken(typeof headerToken === 'string' ? headerToken : undefined, token)) return sendJson(res, 403, { ok: false, error: { code: 'forbidden', message: 'Missing or wrong token' } });
    if (req.method !== 'POST') return sendJson(res, 405, { ok: false, error: { code: 'invalid-input', message: 'Use POST' } });
    if (!isApiMethod(method)) return sendJson(res, 404, { ok: false, error: { code: 'not-found', message: `Unknown API method ${method}` } });
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('application/json')) return sendJson(res, 415, { ok: false, error: { code: 'invalid-input', message: 'Send application/json' } });
    const text = await readBody(req, maxBody);
    if (text === null) return sendJson(res, 413, { ok: false, error: { code: 'invalid-input', message: 'Request too large' } });
    let input: unknown;
    try {
      input = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      return sendJson(res, 400, { ok: false, error: { code: 'invalid-input', message: 'Body is not valid JSON' } });
    }
    const result = await dispatch(options.handlers, method, input);
    sendJson(res, result.ok ? 200 : result.error.code === 'invalid-input' ? 400 : 500, result);
  }

  async function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
    const queryToken = url.searchParams.get('token') ?? undefined;
    if (!sameToken(queryToken, token) && !sameToken(cookieToken(req), token)) return send(res, 403, 'Forbidden: open the URL Muster printed, with its token.');
    const rel = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname).replace(/^\/+/, '');
    const file = path.resolve(staticRoot, rel);
    if (file !== staticRoot && !file.startsWith(staticRoot + path.sep)) return send(res, 403, 'Forbidden');
    let data: Buffer;
    try {
      data = await fs.readFile(file);
    } catch {
      return send(res, 404, 'Not found');
    }
    const extra: Record<string, string> = { 'Cache-Control': 'no-cache' };
    if (rel === 'index.html') {
      extra['Content-Security-Policy'] = CSP;
      extra['Set-Cookie'] = `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`;
    }
    send(res, 200, data, CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', extra);
  }

  const server = http.createServer((req, res) => {
    const host = req.headers.host ?? '';
    if (!allowedHosts().has(host)) return send(res, 421, 'Foreign Host refused');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().has(origin)) return send(res, 403, 'Foreign Origin refused');
    const url = new URL(req.url ?? '/', `http://${host}`);
    const api = /^\/api\/([A-Za-z]+)$/.exec(url.pathname);
    const work = api?.[1] ? handleApi(req, res, api[1]) : handleStatic(req, res, url);
    work.catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { ok: false, error: { code: 'failed', message: String(err) } });
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Browsers keep connections open; end them so closing never hangs.
        server.closeAllConnections();
      }),
  };
}
