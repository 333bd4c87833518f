/** IPC channel names; kept free of dependencies so the sandboxed preload can use it. */
const CHANNEL_PREFIX = 'muster:';

export function apiChannel(method: string): string {
  return `${CHANNEL_PREFIX}${method}`;
}
