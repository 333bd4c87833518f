import type { ApiEnvelope, ApiMethod, MusterApi, MusterBridge } from '../../core/api/contract';
import { ApiError } from '../../core/api/error';
import { API_METHOD_NAMES } from '../../core/api/methods';

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

/** Browser mode: the same handlers over HTTP, with the per-run token from the page URL. */
export function httpTransport(token: string, fetchImpl: typeof fetch = fetch): Transport {
  return async (method, input) => {
    const res = await fetchImpl(`/api/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Muster-Token': token },
      body: JSON.stringify(input),
    });
    const body = (await res.json().catch(() => null)) as ApiEnvelope<unknown> | null;
    if (body && typeof body === 'object' && 'ok' in body) return body;
    return { ok: false, error: { code: 'failed', message: `HTTP ${res.status}` } };
  };
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
 * seconds after the start, whichever comes first: the first use of session storage in a page
 * waits for the browser, which is busy loading it (6–85 ms in Chromium here, measured in a
 * fresh page), and nothing needs the stored token before the page is left.
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
