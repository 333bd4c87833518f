import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmTextStyles } from './warm-text';

describe('warmTextStyles', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('lays out one hidden line per style, in its size, weight and family, and takes them away again', () => {
    const laidOut: HTMLElement[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // What the browser lays out at this moment: the box in the page, with its lines.
      expect(this.isConnected).toBe(true);
      laidOut.push(this);
      return new DOMRect();
    });
    document.body.innerHTML = '<main>page</main>';
    warmTextStyles([
      { size: 1.35, weight: 700 },
      { size: 0.72, weight: 400, mono: true },
    ]);
    expect(laidOut).toHaveLength(1);
    const box = laidOut[0]!;
    expect(box.className).toBe('text-warmup');
    expect(box.getAttribute('aria-hidden')).toBe('true');
    const lines = [...box.children] as HTMLElement[];
    expect(lines.map((l) => [l.style.fontSize, l.style.fontWeight, l.className])).toEqual([
      ['1.35rem', '700', ''],
      ['0.72rem', '400', 'mono'],
    ]);
    expect(lines.every((l) => l.textContent !== '')).toBe(true);
    // Nothing is left behind in the page.
    expect(box.isConnected).toBe(false);
    expect(document.body.innerHTML).toBe('<main>page</main>');
  });

  it('takes the lines away even when the layout fails', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
      throw new Error('no layout');
    });
    expect(() => warmTextStyles([{ size: 1, weight: 700 }])).toThrow('no layout');
    expect(document.querySelector('.text-warmup')).toBeNull();
  });
});
