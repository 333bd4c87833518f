import { afterEach, describe, expect, it, vi } from 'vitest';

describe('warmEditorText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    vi.doUnmock('../../util/warm-text');
  });

  it("sets up the editor's styles once per window, when the browser is idle", async () => {
    const warm = vi.fn();
    vi.doMock('../../util/warm-text', () => ({ warmTextStyles: warm }));
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBeGreaterThan(0);
      idle.push(run);
      return idle.length;
    });
    const { warmEditorText, EDITOR_TEXT_STYLES } = await import('./editor-text');
    warmEditorText();
    warmEditorText();
    expect(warm).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(warm).toHaveBeenCalledTimes(1);
    expect(warm).toHaveBeenCalledWith(EDITOR_TEXT_STYLES);
    // Back on the lists page later: the fonts are still there.
    warmEditorText();
    expect(idle).toHaveLength(1);
  });

  it('lists each style once', async () => {
    const { EDITOR_TEXT_STYLES } = await import('./editor-text');
    const keys = EDITOR_TEXT_STYLES.map((s) => `${s.size} ${s.weight} ${s.mono === true}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
