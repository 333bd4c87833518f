import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, nextFrame, whenIdle } from './frames';

describe('afterNextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once, in a task after the next animation frame', () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => ((frame = cb), 1));
    const run = vi.fn();
    afterNextFrame(run);
    vi.advanceTimersByTime(10);
    expect(run).not.toHaveBeenCalled();
    frame?.(0);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after 50 ms in a window that draws no frames', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const run = vi.fn();
    afterNextFrame(run);
    vi.advanceTimersByTime(49);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('nextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in the task after the next animation frame, not before', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => ((frame = cb), 1));
    let resolved = false;
    void nextFrame().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved).toBe(false);
    frame?.(0);
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the browser is idle, at the latest after the time given', () => {
    const asked: [() => void, { timeout: number }][] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options: { timeout: number }) => (asked.push([cb, options]), 1));
    const run = vi.fn();
    whenIdle(run, 800);
    expect(run).not.toHaveBeenCalled();
    expect(asked.map(([, o]) => o)).toEqual([{ timeout: 800 }]);
    asked[0]![0]();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after 50 ms where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run);
    vi.advanceTimersByTime(49);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
