/**
 * Runs `work` when the page is idle (at the latest after `timeoutMs`), for work the player does
 * not wait for yet, such as fetching what the next screen will need.
 */
export function whenIdle(work: () => void, timeoutMs = 500): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 0);
}
