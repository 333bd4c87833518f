import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { startsWithControl, tabKeyTarget, useTabs } from './tabs';

const TABS = ['one', 'two', 'three'] as const;
type Tab = (typeof TABS)[number];

/** A tab list as the app's views make it: the panel of `two` starts with text, the others with a button. */
const Tabs = defineComponent({
  setup() {
    const tab = ref<Tab>('one');
    const { panel, tabAttrs, panelAttrs, onKeydown } = useTabs(TABS, tab, 't');
    return () => [
      h('div', { role: 'tablist', onKeydown }, TABS.map((x) => h('button', { type: 'button', ...tabAttrs(x), onClick: () => (tab.value = x) }, x))),
      h('section', { ref: panel, ...panelAttrs.value }, tab.value === 'two' ? [h('p', 'Some text'), h('button', 'Later')] : [h('button', `Act in ${tab.value}`)]),
    ];
  },
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function mountTabs() {
  const wrapper = mount(Tabs, { attachTo: document.body });
  await flushPromises();
  return wrapper;
}

const tabs = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]'));
const selected = (): string[] => tabs().filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.id);
const tabStops = (): string[] => tabs().filter((t) => t.tabIndex === 0).map((t) => t.id);
const panel = (): HTMLElement => document.querySelector<HTMLElement>('[role="tabpanel"]')!;

async function press(key: string): Promise<void> {
  (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  await flushPromises();
}

describe('tabKeyTarget', () => {
  it('→ and ← move one tab, wrapping round; Home and End go to the first and last', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 1, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
  });

  it('other keys, and an empty list, move nowhere', () => {
    expect(tabKeyTarget('ArrowDown', 0, 3)).toBeNull();
    expect(tabKeyTarget('Enter', 0, 3)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('useTabs', () => {
  it('only the selected tab is in the Tab order; the panel is labelled by it', async () => {
    await mountTabs();
    expect(selected()).toEqual(['t-tab-one']);
    expect(tabStops()).toEqual(['t-tab-one']);
    expect(tabs().map((t) => t.getAttribute('aria-controls'))).toEqual(['t-panel-one', 't-panel-two', 't-panel-three']);
    expect(panel().id).toBe('t-panel-one');
    expect(panel().getAttribute('aria-labelledby')).toBe('t-tab-one');
  });

  it('→ selects and focuses the next tab, wrapping from the last to the first; ← goes back, wrapping too', async () => {
    await mountTabs();
    tabs()[0]!.focus();
    await press('ArrowRight');
    expect(document.activeElement?.id).toBe('t-tab-two');
    expect(selected()).toEqual(['t-tab-two']);
    expect(tabStops()).toEqual(['t-tab-two']);
    expect(panel().getAttribute('aria-labelledby')).toBe('t-tab-two');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(document.activeElement?.id).toBe('t-tab-one');
    expect(selected()).toEqual(['t-tab-one']);
    await press('ArrowLeft');
    expect(document.activeElement?.id).toBe('t-tab-three');
    expect(selected()).toEqual(['t-tab-three']);
  });

  it('Home and End select and focus the first and the last tab', async () => {
    await mountTabs();
    tabs()[1]!.focus();
    await press('End');
    expect(document.activeElement?.id).toBe('t-tab-three');
    expect(selected()).toEqual(['t-tab-three']);
    await press('Home');
    expect(document.activeElement?.id).toBe('t-tab-one');
    expect(selected()).toEqual(['t-tab-one']);
  });

  it('leaves other keys and keys with Ctrl alone', async () => {
    await mountTabs();
    tabs()[0]!.focus();
    const down = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    tabs()[0]!.dispatchEvent(down);
    const ctrl = new KeyboardEvent('keydown', { key: 'ArrowRight', ctrlKey: true, bubbles: true, cancelable: true });
    tabs()[0]!.dispatchEvent(ctrl);
    await flushPromises();
    expect(down.defaultPrevented || ctrl.defaultPrevented).toBe(false);
    expect(selected()).toEqual(['t-tab-one']);
  });

  it('the panel is a tab stop of its own when it starts with text, not when it starts with a control', async () => {
    await mountTabs();
    expect(panel().hasAttribute('tabindex')).toBe(false);
    tabs()[0]!.focus();
    await press('ArrowRight');
    expect(panel().getAttribute('tabindex')).toBe('0');
    await press('ArrowRight');
    expect(panel().hasAttribute('tabindex')).toBe(false);
  });
});

describe('startsWithControl', () => {
  const box = (html: string): HTMLElement => {
    const div = document.createElement('div');
    div.innerHTML = html;
    return div;
  };
  it('looks at what comes first in reading order, skipping what the Tab key does not stop at', () => {
    expect(startsWithControl(box('<div><button>Pair</button><p>Text</p></div>'))).toBe(true);
    expect(startsWithControl(box('<h3>Standings</h3><select></select>'))).toBe(false);
    expect(startsWithControl(box('<label><span>Name</span><input></label>'))).toBe(false);
    expect(startsWithControl(box('<input tabindex="-1" class="sr-only"><p hidden>x</p>  <button>Go</button>'))).toBe(true);
    expect(startsWithControl(box('<button disabled>Pair</button>'))).toBe(false);
    expect(startsWithControl(box(''))).toBe(false);
  });
});
