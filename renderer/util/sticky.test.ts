import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { STICKY_HEAD_VAR, useHeightVar } from './sticky';

/** A ResizeObserver that reports every element it is given at once (the test DOM lays nothing out). */
class ReportingObserver {
  constructor(private readonly report: () => void) {}
  observe(): void {
    this.report();
  }
  disconnect(): void {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('useHeightVar: a sticky head', () => {
  it('keeps the page’s scroll area clear of it at the top, so a focused control scrolls into view below it (2.4.11)', async () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    const Head = defineComponent({
      setup() {
        const bar = ref<HTMLElement | null>(null);
        useHeightVar(bar, STICKY_HEAD_VAR);
        return () => h('section', [h('div', { ref: bar, class: 'editor-bar' }, 'Points')]);
      },
    });
    const content = document.createElement('div');
    content.className = 'content';
    document.body.append(content);
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 122.4 } as DOMRect);
    const wrapper = mount(Head, { attachTo: content });
    await nextTick();
    expect(wrapper.get('section').element.style.getPropertyValue(STICKY_HEAD_VAR)).toBe('123px');
    // The head's height and a gap: what the browser scrolls a focused control below.
    expect(content.style.getPropertyValue('scroll-padding-top')).toBe('131px');
    wrapper.unmount();
    expect(content.style.getPropertyValue('scroll-padding-top')).toBe('');
    spy.mockRestore();
  });
});
