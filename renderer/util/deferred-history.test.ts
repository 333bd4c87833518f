import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter, createWebHashHistory, type RouterHistory } from 'vue-router';
import { defineComponent } from 'vue';
import { deferUrlUpdates } from './deferred-history';

const View = defineComponent({ render: () => null });
const routes = [
  { path: '/', redirect: '/lists' },
  { path: '/lists', component: View },
  { path: '/lists/:id', component: View },
];

/** A `later` the test runs by hand. */
function manual(): { later: (run: () => void) => void; run: () => void; pending: () => number } {
  const waiting: (() => void)[] = [];
  return {
    later: (run) => void waiting.push(run),
    run: () => waiting.splice(0).forEach((f) => f()),
    pending: () => waiting.length,
  };
}

describe('deferUrlUpdates', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('shows the new view at once and changes the address bar after the frame, in order', async () => {
    window.history.replaceState(null, '', '/#/lists');
    const frame = manual();
    const router = createRouter({ history: deferUrlUpdates(createWebHashHistory(), frame.later), routes });
    await router.push('/lists');
    frame.run();
    expect(window.location.hash).toBe('#/lists');
    const before = window.history.length;

    await router.push('/lists/a');
    expect(router.currentRoute.value.fullPath).toBe('/lists/a');
    expect(window.location.hash).toBe('#/lists');
    expect(window.history.length).toBe(before);
    await router.push('/lists/b');
    expect(frame.pending()).toBe(1);

    frame.run();
    expect(window.location.hash).toBe('#/lists/b');
    expect(window.history.length).toBe(before + 2);
    expect((window.history.state as { back: string }).back).toBe('/lists/a');
  });

  it('runs what is queued before going back, so Back leaves the page the player sees', async () => {
    const frame = manual();
    const inner = createMemoryHistory();
    const history = deferUrlUpdates(inner, frame.later);
    const router = createRouter({ history, routes });
    await router.push('/lists');
    await router.push('/lists/a');
    await router.push('/lists/b');
    expect(inner.location).not.toBe('/lists/b');

    router.back();
    expect(frame.pending()).toBe(1);
    await vi.waitFor(() => expect(router.currentRoute.value.fullPath).toBe('/lists/a'));
    expect(inner.location).toBe('/lists/a');
    frame.run();
    expect(inner.location).toBe('/lists/a');
  });

  it('answers location and state as the browser will have them, and never runs a step twice', () => {
    const frame = manual();
    const inner: RouterHistory = createMemoryHistory();
    const start = inner.location;
    const history = deferUrlUpdates(inner, frame.later);
    history.push('/lists/a');
    history.replace('/lists/c');
    expect(inner.location).toBe(start);
    expect(history.location).toBe('/lists/c');
    expect(inner.location).toBe('/lists/c');
    history.push('/lists/d');
    frame.run();
    expect(inner.location).toBe('/lists/d');
    history.go(-1);
    expect(inner.location).toBe('/lists/c');
    frame.run();
    expect(history.location).toBe('/lists/c');
  });
});
