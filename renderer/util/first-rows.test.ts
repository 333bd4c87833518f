import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectScope, nextTick, ref } from 'vue';
import { useFirstRowsFirst } from './first-rows';

const numbers = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

describe('useFirstRowsFirst', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function setup(initial: number[], first = 60) {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => ((frame = cb), 1));
    const rows = ref<readonly number[]>(initial);
    const scope = effectScope();
    const shown = scope.run(() => useFirstRowsFirst(rows, first))!;
    const drawFrame = (): void => {
      frame?.(0);
      vi.advanceTimersByTime(0);
    };
    return { rows, shown, drawFrame, scope };
  }

  it('shows the first rows of a long table, and every row once that frame is drawn', async () => {
    const { rows, shown, drawFrame } = setup([]);
    expect(shown.value).toEqual([]);
    rows.value = numbers(500);
    expect(shown.value).toHaveLength(60);
    expect(shown.value[59]).toBe(59);
    await nextTick();
    expect(shown.value).toHaveLength(60);
    drawFrame();
    expect(shown.value).toHaveLength(500);
  });

  it('splits only the first filling: later results show every row at once', async () => {
    const { rows, shown, drawFrame } = setup(numbers(500));
    await nextTick();
    drawFrame();
    expect(shown.value).toHaveLength(500);
    rows.value = numbers(300).map((n) => n + 1000);
    expect(shown.value).toHaveLength(300);
    expect(shown.value[299]).toBe(1299);
  });

  it('shows a short table whole, up to and including the first rows', async () => {
    const { rows, shown } = setup(numbers(60));
    expect(shown.value).toHaveLength(60);
    rows.value = numbers(61);
    expect(shown.value).toHaveLength(60);
    await nextTick();
  });

  it('shows every row after 50 ms in a window that draws no frames', async () => {
    const { shown } = setup(numbers(200), 20);
    await nextTick();
    expect(shown.value).toHaveLength(20);
    vi.advanceTimersByTime(50);
    expect(shown.value).toHaveLength(200);
  });
});
