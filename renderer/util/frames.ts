/**
 * Work that must not delay the next frame: it runs in a task after the browser has drawn it, or
 * after 50 ms in a window that draws no frames (hidden or minimised).
 */

/** Runs `run` once the browser has drawn the next frame. */
export function afterNextFrame(run: () => void): void {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 50);
}

/** Resolves once the browser has drawn the next frame (see afterNextFrame). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => afterNextFrame(resolve));
}

/**
 * Runs `run` once the browser is idle (after its pending frames and tasks), or after `timeoutMs`
 * at the latest; where the browser has no idle callbacks (tests), after 50 ms.
 */
export function whenIdle(run: () => void, timeoutMs = 1000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: timeoutMs });
  else setTimeout(run, 50);
}
