import type { RouterHistory } from 'vue-router';
import { afterNextFrame } from './frames';

/**
 * A router history whose address-bar updates wait until the new view has been drawn.
 *
 * Changing the URL is a same-document navigation the browser records in its session history:
 * vue-router's push is a `replaceState` (the scroll position of the page being left) and a
 * `pushState`, each about 0.6–1.8 ms in Chromium, in the same task as the click and the new view's
 * first render. Nothing on screen needs the URL, so the calls are queued and run in order after the
 * next frame. Anything that reads or moves the browser's history (`go`, `location`, `state`,
 * `destroy`) first runs what is queued, so the router and the browser never disagree there.
 */
export function deferUrlUpdates(inner: RouterHistory, later: (run: () => void) => void = afterNextFrame): RouterHistory {
  const queue: (() => void)[] = [];
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    for (let step = queue.shift(); step; step = queue.shift()) step();
  };
  const enqueue = (step: () => void): void => {
    queue.push(step);
    if (scheduled) return;
    scheduled = true;
    later(flush);
  };
  return {
    get base() {
      return inner.base;
    },
    get location() {
      flush();
      return inner.location;
    },
    get state() {
      flush();
      return inner.state;
    },
    push: (to, data) => enqueue(() => inner.push(to, data)),
    replace: (to, data) => enqueue(() => inner.replace(to, data)),
    go: (delta, triggerListeners) => {
      flush();
      inner.go(delta, triggerListeners);
    },
    listen: (callback) => inner.listen(callback),
    createHref: (location) => inner.createHref(location),
    destroy: () => {
      flush();
      inner.destroy();
    },
  };
}
