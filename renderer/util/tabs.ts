import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue';

/**
 * Tabs as the WAI-ARIA tabs pattern has them (automatic activation): the selected tab alone is in
 * the Tab order; ← and → move to the previous and next tab (wrapping round) and select it, Home and
 * End the first and last; the panel is labelled by its tab and takes the focus itself (tabindex 0)
 * unless what it starts with is a control. Every tab list of the app is made with it.
 */

/** The index of the tab a key moves to from tab `index` of `count`, or null for a key that moves nowhere. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';

/** Whether an element is a control the Tab key stops at. */
function tabbable(el: Element): boolean {
  if (!(el instanceof HTMLElement) || !el.matches(CONTROLS) || el.tabIndex < 0 || el.hidden) return false;
  return !(el as HTMLElement & { disabled?: boolean }).disabled;
}

/**
 * Whether the first thing in `box` (in reading order) is a control the Tab key stops at, rather than
 * text: then Tab from the tab reaches the panel's content at once, and the panel needs no tab stop.
 */
export function startsWithControl(box: Element): boolean {
  const walk = (node: Node): boolean | null => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        if (child.textContent?.trim()) return false;
      } else if (child instanceof Element) {
        if (child instanceof HTMLElement && child.hidden) continue;
        if (tabbable(child)) return true;
        const found = walk(child);
        if (found !== null) return found;
      }
    }
    return null;
  };
  return walk(box) ?? false;
}

/**
 * One tab list: `tabs` in their order, `selected` the one shown, `prefix` what the tabs' and the
 * panel's ids start with (unique in the page). Bind `tabAttrs(x)` on each tab, `onKeydown` on the
 * tab list, and `panelAttrs` and the ref `panel` on the tab panel.
 */
export function useTabs<T extends string>(tabs: readonly T[], selected: Ref<T>, prefix: string) {
  const panel = ref<HTMLElement | null>(null);
  /** The panel starts with a control: it takes no focus of its own. */
  const panelStartsWithControl = ref(false);
  const tabId = (x: T): string => `${prefix}-tab-${x}`;
  const panelId = (x: T): string => `${prefix}-panel-${x}`;

  const tabAttrs = (x: T) => ({
    id: tabId(x),
    role: 'tab' as const,
    'aria-selected': selected.value === x,
    'aria-controls': panelId(x),
    tabindex: selected.value === x ? 0 : -1,
  });

  const panelAttrs = computed(() => ({
    id: panelId(selected.value),
    role: 'tabpanel' as const,
    'aria-labelledby': tabId(selected.value),
    tabindex: panelStartsWithControl.value ? undefined : 0,
  }));

  function onKeydown(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const list = event.currentTarget;
    const from = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    if (!(list instanceof HTMLElement) || !from) return;
    const elements = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'));
    const index = tabKeyTarget(event.key, elements.indexOf(from as HTMLElement), elements.length);
    const next = index === null ? undefined : tabs[index];
    if (index === null || next === undefined) return;
    event.preventDefault();
    selected.value = next;
    elements[index]?.focus();
  }

  // The panel's content changes (another tab, a round paired): whether it starts with a control is looked at again.
  const check = (): void => {
    panelStartsWithControl.value = panel.value ? startsWithControl(panel.value) : false;
  };
  let observer: MutationObserver | undefined;
  watch(
    panel,
    (box) => {
      observer?.disconnect();
      observer = undefined;
      check();
      if (!box) return;
      observer = new MutationObserver(check);
      observer.observe(box, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'tabindex'] });
    },
    { flush: 'post' },
  );
  watch(selected, check, { flush: 'post' });
  onBeforeUnmount(() => observer?.disconnect());

  return { panel, tabAttrs, panelAttrs, onKeydown };
}
