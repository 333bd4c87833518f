import type { ApiEnvelope, ApiMethod, MusterApi, MusterBridge } from '../../core/api/contract';
import { MAX_BATCH_CALLS } from '../../core/api/limits';
import { ApiError } from '../../core/api/error';
import { API_BATCH_PATH, API_METHOD_NAMES, BATCHED_METHODS } from '../../core/api/methods';

type Transport = (method: ApiMethod, input: unknown) => Promise<ApiEnvelope<unknown>>;

function unwrap<T>(envelope: ApiEnvelope<T>): T {
  if (envelope.ok) return envelope.value;
  throw new ApiError(envelope.error);
}

/** Builds the typed api object over a transport; every method unwraps the envelope. */
function apiOver(transport: Transport): MusterApi {
  const api: Partial<Record<ApiMethod, (input: unknown) => Promise<unknown>>> = {};
  for (const method of API_METHOD_NAMES) {
    api[method] = async (input: unknown) => unwrap(await transport(method, input ?? {}));
  }
  return api as MusterApi;
}

/** Desktop app: the preload's named methods. */
function ipcTransport(bridge: MusterBridge): Transport {
  return (method, input) => (bridge[method] as (i: unknown) => Promise<ApiEnvelope<unknown>>)(input);
}

/** A call's input this large or larger travels alone, not in a batch: a big save does not hold up the calls beside it. */
const BATCH_INPUT_MAX_CHARS = 64 * 1024;

interface QueuedCall {
  method: ApiMethod;
  /** The input as JSON. */
  body: string;
  resolve(envelope: ApiEnvelope<unknown>): void;
  reject(reason: unknown): void;
}

const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> => typeof value === 'object' && value !== null && 'ok' in value;

/**
 * Browser mode: the same handlers over HTTP, with the per-run token from the page URL. Calls of
 * `BATCHED_METHODS` made at the same moment (before the page's pending promise callbacks have run:
 * the start's five, a view's `Promise.all`) travel in one request to `API_BATCH_PATH`, at most
 * `MAX_BATCH_CALLS` each, and each is answered as if it had come alone. A call alone, one of
 * another method, and one with a large input, has its own request. In Chromium a `fetch()` took
 * 0.3–14 ms before it returned, on the page's one thread: the start made five before the lists
 * page was shown (a median 20 ms of 10 cold starts here).
 */
export function httpTransport(token: string, fetchImpl: typeof fetch = fetch): Transport {
  const post = async (url: string, body: string): Promise<{ status: number; answer: unknown }> => {
    const res = await fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Muster-Token': token }, body });
    return { status: res.status, answer: (await res.json().catch(() => null)) as unknown };
  };
  const failed = (status: number): ApiEnvelope<never> => ({ ok: false, error: { code: 'failed', message: `HTTP ${status}` } });

  function sendAlone(call: QueuedCall): void {
    post(`/api/${call.method}`, call.body).then(({ status, answer }) => call.resolve(isEnvelope(answer) ? answer : failed(status)), call.reject);
  }

  function sendTogether(calls: readonly QueuedCall[]): void {
    const body = `{"calls":[${calls.map((c) => `{"method":${JSON.stringify(c.method)},"input":${c.body}}`).join(',')}]}`;
    post(API_BATCH_PATH, body).then(({ status, answer }) => {
      const results = typeof answer === 'object' && answer !== null && 'results' in answer && Array.isArray(answer.results) ? (answer.results as unknown[]) : undefined;
      // A refused batch (a wrong token, say) answers each call with the refusal.
      calls.forEach((call, i) => {
        const result = results?.[i];
        call.resolve(isEnvelope(result) ? result : isEnvelope(answer) ? answer : failed(status));
      });
    }, (reason: unknown) => calls.forEach((call) => call.reject(reason)));
  }

  let queued: QueuedCall[] = [];
  function flush(): void {
    const calls = queued;
    queued = [];
    for (let i = 0; i < calls.length; i += MAX_BATCH_CALLS) {
      const group = calls.slice(i, i + MAX_BATCH_CALLS);
      if (group.length === 1) sendAlone(group[0] as QueuedCall);
      else sendTogether(group);
    }
  }

  return (method, input) =>
    new Promise<ApiEnvelope<unknown>>((resolve, reject) => {
      const call: QueuedCall = { method, body: JSON.stringify(input), resolve, reject };
      if (!BATCHED_METHODS.has(method) || call.body.length >= BATCH_INPUT_MAX_CHARS) return sendAlone(call);
      if (queued.length === 0) queueMicrotask(flush);
      queued.push(call);
    });
}

export function tokenFromLocation(search: string): string {
  return new URLSearchParams(search).get('token') ?? '';
}

const TOKEN_KEY = 'muster.apiToken';
/** How long after the page has started the token is kept in the tab's session storage at the latest. */
export const KEEP_TOKEN_AFTER_MS = 2000;

type TokenWindow = Pick<Window, 'location' | 'history' | 'sessionStorage' | 'addEventListener' | 'setTimeout'>;

/**
 * Browser mode: the API token comes in the URL Muster printed. It is read once and removed from
 * the address bar and the history at once. It is kept in this tab's session storage (so a reload
 * works; other ports and sites cannot read it) when the page is left (a reload, too) or two
 * seconds after the start, whichever comes first: nothing needs the stored token before the page
 * is left, and a write while the page loads waits for the browser. The first use of session
 * storage in a fresh page took 6–85 ms; the landing script now opens it earlier (see
 * scripts/landing-views.ts), and a write at this point still took 0.1–6.3 ms (12 fresh pages).
 */
export function takeToken(win: TokenWindow): string {
  const fromUrl = tokenFromLocation(win.location.search);
  if (fromUrl) {
    let kept = false;
    const keep = (): void => {
      if (kept) return;
      kept = true;
      try {
        win.sessionStorage.setItem(TOKEN_KEY, fromUrl);
      } catch {
        // Storage may be disabled; the token then lives in memory for this page only.
      }
    };
    win.addEventListener('pagehide', keep);
    win.setTimeout(keep, KEEP_TOKEN_AFTER_MS);
    const params = new URLSearchParams(win.location.search);
    params.delete('token');
    const query = params.toString();
    win.history.replaceState(win.history.state, '', `${win.location.pathname}${query ? `?${query}` : ''}${win.location.hash}`);
    return fromUrl;
  }
  try {
    return win.sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

function createApi(): MusterApi {
  if (typeof window !== 'undefined' && window.muster) return apiOver(ipcTransport(window.muster));
  const token = typeof window !== 'undefined' ? takeToken(window) : '';
  return apiOver(httpTransport(token));
}

/** The one api object the renderer talks to. */
export const api: MusterApi = createApi();
export { apiOver };
