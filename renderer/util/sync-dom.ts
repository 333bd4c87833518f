import { watch, type Ref } from 'vue';
import { setOptions, type SelectOption } from './select-options';

/*
 * Parts of a form kept in step with the state in the change that caused them (watchers with flush
 * 'sync'), not in the next render of the component around them. For fields that drive each other:
 * in the "New list" dialog, choosing a system gives the army select its armies, the composition
 * select the first army's compositions and hides the fields without a choice at once, and a choice
 * that changes only these (an army) renders nothing. Until an element exists (before mounting)
 * nothing is done; when it arrives it is brought in step.
 */

/** A select's options, choice and availability. */
export function syncSelect(
  el: Readonly<Ref<HTMLSelectElement | null>>,
  state: () => { readonly options: readonly SelectOption[]; readonly value: string; readonly disabled?: boolean },
): void {
  watch(
    () => [el.value, state()] as const,
    ([select, { options, value, disabled = false }]) => {
      if (!select) return;
      setOptions(select, options);
      if (select.value !== value) select.value = value;
      if (select.disabled !== disabled) select.disabled = disabled;
    },
    { flush: 'sync', immediate: true },
  );
}

/** Whether an element is shown (hidden as v-show hides it: `display: none`, kept in the page). */
export function syncShown(el: Readonly<Ref<HTMLElement | null>>, shown: () => boolean): void {
  watch(
    () => [el.value, shown()] as const,
    ([element, show]) => {
      if (element) showElement(element, show);
    },
    { flush: 'sync', immediate: true },
  );
}

/** Shows or hides an element as v-show does, touching the page only when that changes. */
export function showElement(el: HTMLElement, show: boolean): void {
  const display = show ? '' : 'none';
  if (el.style.display !== display) el.style.display = display;
}

/** An input's placeholder. */
export function syncPlaceholder(el: Readonly<Ref<HTMLInputElement | null>>, text: () => string): void {
  watch(
    () => [el.value, text()] as const,
    ([input, placeholder]) => {
      if (input && input.placeholder !== placeholder) input.placeholder = placeholder;
    },
    { flush: 'sync', immediate: true },
  );
}
