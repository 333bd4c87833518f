import { randomBytes, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { apiBatchSchema, type ApiBatchAnswer, type ApiEnvelope, type MusterApi } from '../../core/api/contract';
import type { ApiErrorData } from '../../core/api/error';
import { MAX_BATCH_CALLS } from '../../core/api/limits';
import { API_BATCH_PATH } from '../../core/api/methods';
import { parseJsonText } from '../../core/files/json';
import { dispatch, isApiMethod } from '../api/dispatch';
import { staticFiles } from './static-file';

interface ServerOptions {
  handlers: MusterApi;
  /** Built renderer (out/renderer). */
  staticDir: string;
  /** 0 or undefined: a random free port. */
  port?: number;
  /** The API token (random when not given); the API accepts it only in the `X-Muster-Token` header. */
  token?: string;
  maxBodyBytes?: number;
  /** Folders whose absolute paths are shown relative in answers (the user data folder, resources). */
  hidePaths?: string[];
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
/** Open connections at most (a browser uses six per host). */
const MAX_CONNECTIONS = 256;
/**
 * How long a client may take to send a request's headers (a browser sends them at once) and the
 * whole request, body included (20 MB over the loopback take well under a second, even on a slow
 * machine). Neither bounds the answer: a call that takes long to answer (a large import, a print
 * job's result) is answered whenever it is ready.
 */
export const HEADERS_TIMEOUT_MS = 5_000;
export const REQUEST_TIMEOUT_MS = 20_000;
/** Cookie that lets the browser load the page's files; its value is NOT the API token, and the API ignores cookies. */
export const STATIC_COOKIE = 'muster_page';

function same(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** Headers every answer carries, the CSP included (so no HTML is ever served without it). */
const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Security-Policy': CSP,
};

/**
 * The HTTP status of a failed call, by its error code. The page reads the answer's envelope
 * whatever the status (renderer/api/index.ts); the status tells logs and proxies whose fault it
 * was: the request (4xx: bad input, a document gone or saved meanwhile elsewhere, a file Muster
 * cannot read) or the server (500).
 */
const ERROR_STATUS: Readonly<Record<ApiErrorData['code'], number>> = {
  'invalid-input': 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unreadable: 422,
  failed: 500,
};

function send(res: ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...BASE_HEADERS, ...extra });
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
 * Request targets Muster answers: an origin-form path with exactly one leading slash, a
 * plain path (no `\`, no control characters) and an optional query. Anything else
 * (`//host`, `*`, `http://…`, `//[`) is refused with 400 before any URL parsing.
 */
const TARGET = /^\/(?!\/)[^\s\\?#]*(?:\?[^\s#]*)?$/;

/** Parses a request target; undefined for one that is not a plain path with valid %-encoding. */
export function parseTarget(target: string | undefined): { path: string; query: URLSearchParams } | undefined {
  if (target === undefined || target.length > 4096 || !TARGET.test(target)) return undefined;
  const q = target.indexOf('?');
  const rawPath = q < 0 ? target : target.slice(0, q);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  return { path: decoded, query: new URLSearchParams(q < 0 ? '' : target.slice(q + 1)) };
}

/** Replaces absolute paths in a message: known folders become relative, any other path its file name. */
export function hideAbsolutePaths(message: string, roots: readonly string[]): string {
  let out = message;
  for (const root of [...roots].sort((a, b) => b.length - a.length)) {
    if (root) out = out.split(root + path.sep).join('').split(root).join('.');
  }
  // Only a path that starts a word counts (so `1/2/3` and `https://host/a/b` stay as they are).
  return out.replace(/(?<=^|[\s'"(=,])(?:[A-Za-z]:)?[\\/](?:[^\s:'"\\/()]+[\\/])+([^\s:'"\\/()]*)/g, (_m, name: string) => name);
}

/**
 * Browser mode: the renderer and the same API handlers over HTTP on 127.0.0.1.
 * - The API needs the per-run token in its `X-Muster-Token` header (never a cookie or query).
 * - The page's files need either the token in the query (the first visit, from the printed URL)
 *   or a separate page cookie set then, whose value the API refuses.
 * - Requests with a foreign Host or Origin (also `null`) are refused; so is any request target
 *   that is not a plain path. No request can stop the server: every error becomes an answer.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const pageSecret = randomBytes(24).toString('base64url');
  const maxBody = options.maxBodyBytes ?? 20 * 1024 * 1024;
  const staticRoot = path.resolve(options.staticDir);
  const files = staticFiles(staticRoot);
  const hidden = options.hidePaths ?? [];
  let port = 0;
  const allowedHosts = (): Set<string> => new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const allowedOrigins = (): Set<string> => new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

  const failure = (code: 'forbidden' | 'invalid-input' | 'not-found' | 'failed', message: string): ApiEnvelope<never> => ({ ok: false, error: { code, message } });

  /** One call's answer, as a request of its own or within a batch: validated and run by `dispatch`. */
  async function answer(method: string, input: unknown): Promise<ApiEnvelope<unknown>> {
    if (!isApiMethod(method)) return failure('not-found', `Unknown API method ${method}`);
    const result = await dispatch(options.handlers, method, input);
    if (!result.ok) result.error.message = hideAbsolutePaths(result.error.message, hidden);
    return result;
  }

  /**
   * The checks every API request passes (token, POST, a known method when one is named, JSON) and
   * its parsed body; undefined once refused with an answer.
   */
  async function apiBody(req: IncomingMessage, res: ServerResponse, method?: string): Promise<{ input: unknown } | undefined> {
    const headerToken = req.headers['x-muster-token'];
    if (!same(typeof headerToken === 'string' ? headerToken : undefined, token)) return void sendJson(res, 403, failure('forbidden', 'Missing or wrong token: open the address Muster printed when it started, with its ?token=…'));
    if (req.method !== 'POST') return void sendJson(res, 405, failure('invalid-input', 'Use POST'));
    if (method !== undefined && !isApiMethod(method)) return void sendJson(res, 404, failure('not-found', `Unknown API method ${method}`));
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('application/json')) return void sendJson(res, 415, failure('invalid-input', 'Send application/json'));
    const text = await readBody(req, maxBody);
    if (text === null) return void sendJson(res, 413, failure('invalid-input', 'Request too large'));
    if (text.trim() === '') return { input: {} };
    // The one guarded parse: nesting too deep is refused before it can hold up every other request.
    const parsed = parseJsonText(text, 'request body');
    if (!parsed.ok) return void sendJson(res, 400, failure('invalid-input', `Body is not valid JSON: ${parsed.problem.message}`));
    return { input: parsed.value };
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, method: string): Promise<void> {
    const body = await apiBody(req, res, method);
    if (!body) return;
    const result = await answer(method, body.input);
    sendJson(res, result.ok ? 200 : ERROR_STATUS[result.error.code], result);
  }

  /**
   * Calls the page made at the same moment, in one request (apiBatchSchema): each is answered
   * as if it had come alone, all at once as separate requests would be, in their order.
   */
  async function handleBatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await apiBody(req, res);
    if (!body) return;
    const batch = apiBatchSchema.safeParse(body.input);
    if (!batch.success) return sendJson(res, 400, failure('invalid-input', `Not a batch of at most ${MAX_BATCH_CALLS} calls ({ calls: [{ method, input }] })`));
    const answers: ApiBatchAnswer = { results: await Promise.all(batch.data.calls.map((call) => answer(call.method, call.input))) };
    sendJson(res, 200, answers);
  }

  async function handleStatic(req: IncomingMessage, res: ServerResponse, target: { path: string; query: URLSearchParams }): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
    const viaToken = same(target.query.get('token') ?? undefined, token);
    if (!viaToken && !same(cookie(req, STATIC_COOKIE), pageSecret)) return send(res, 403, 'Forbidden: open the URL Muster printed, with its token.');
    const rel = target.path === '/' ? 'index.html' : target.path.replace(/^\/+/, '');
    const file = path.resolve(staticRoot, rel);
    if (!file.startsWith(staticRoot + path.sep)) return send(res, 403, 'Forbidden');
    const data = await files.read(file);
    if (data === undefined) return send(res, 404, 'Not found');
    const extra: Record<string, string> = { 'Cache-Control': 'no-cache' };
    if (viaToken) extra['Set-Cookie'] = `${STATIC_COOKIE}=${pageSecret}; HttpOnly; SameSite=Strict; Path=/`;
    send(res, 200, data, CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', extra);
  }

  function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = req.headers.host ?? '';
    if (!allowedHosts().has(host)) return Promise.resolve(send(res, 421, 'Foreign Host refused'));
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().has(origin)) return Promise.resolve(send(res, 403, 'Foreign Origin refused'));
    const target = parseTarget(req.url);
    if (!target) return Promise.resolve(send(res, 400, 'Bad request target'));
    if (target.path === API_BATCH_PATH) return handleBatch(req, res);
    const api = /^\/api\/([A-Za-z]{1,64})$/.exec(target.path);
    return api?.[1] ? handleApi(req, res, api[1]) : handleStatic(req, res, target);
  }

  const server = http.createServer(
    // A request the HTTP parser cannot read gets Node's own answer (400, 431 for huge headers, 408
    // when too slow) and its connection closes; the server goes on. Node looks for connections
    // past their time only every `connectionsCheckingInterval` (30 s by default), so a few hundred
    // sockets sending a header line a second held every connection for up to 40 s: checked every
    // second, none is held past its time by more than that.
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    (req, res) => {
      let work: Promise<void>;
      try {
        work = route(req, res);
      } catch (err) {
        work = Promise.reject(err);
      }
      work.catch((err: unknown) => {
        sendJson(res, 500, failure('failed', hideAbsolutePaths(err instanceof Error ? err.message : String(err), hidden)));
      });
    },
  );
  // Bounded: connections past this are closed at once instead of using up file handles.
  server.maxConnections = MAX_CONNECTIONS;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((err: unknown) => {
    files.close();
    throw err;
  });
  // Once listening, a server error (e.g. no file handle left to accept a connection) is logged, never thrown.
  server.on('error', (err) => void process.stderr.write(`Muster server: ${hideAbsolutePaths(err.message, hidden)}\n`));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        files.close();
        server.close(() => resolve());
        // Browsers keep connections open; end them so closing never hangs.
        server.closeAllConnections();
      }),
  };
}
