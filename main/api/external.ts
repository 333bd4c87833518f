import type { Shell } from 'electron';

/** Hosts Muster may open in the system browser. */
const ALLOWED_HOSTS = new Set(['github.com', 'www.github.com', 'creativecommons.org']);

/** Only https links to known hosts leave the app; everything else is refused. */
function isAllowedExternalUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && ALLOWED_HOSTS.has(url.hostname);
}

/** The one place where a link leaves the app: checked first, then handed to the system browser. */
export async function openCheckedLink(shell: Pick<Shell, 'openExternal'>, url: string): Promise<boolean> {
  if (!isAllowedExternalUrl(url)) return false;
  await shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK: url passed isAllowedExternalUrl above
  return true;
}
