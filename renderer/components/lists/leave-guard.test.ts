import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { useLeaveGuard, type LeaveGuardOptions } from './leave-guard';

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), onBeforeRouteLeave: vi.fn(), onBeforeRouteUpdate: vi.fn() }));

function guarded(options: LeaveGuardOptions, mode: 'browser' | 'desktop' = 'browser') {
  const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { database: { info: { mode } } } });
  const Page = defineComponent({
    setup() {
      useLeaveGuard(options);
      return () => h('div');
    },
  });
  return mount(Page, { global: { plugins: [pinia] } });
}

const unload = (): Event => {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e;
};

describe('the leave guard when the tab is closed or reloaded', () => {
  it('takes what is being typed first (prepare), so a half-typed field counts as unsaved and is kept', () => {
    let typed = false;
    const unloading = vi.fn();
    const wrapper = guarded({ prepare: () => void (typed = true), dirty: () => typed, unloading, unloadText: () => 'Unsaved' });
    const e = unload();
    expect(e.defaultPrevented).toBe(true);
    expect(unloading).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('asks nothing with nothing typed and nothing changed, nor in the desktop app (it closes its window itself)', () => {
    const prepare = vi.fn();
    const wrapper = guarded({ prepare, dirty: () => false, unloadText: () => 'Unsaved' });
    expect(unload().defaultPrevented).toBe(false);
    expect(prepare).toHaveBeenCalledTimes(1);
    wrapper.unmount();
    const desktop = guarded({ prepare, dirty: () => true, unloadText: () => 'Unsaved' }, 'desktop');
    expect(unload().defaultPrevented).toBe(false);
    desktop.unmount();
  });
});
