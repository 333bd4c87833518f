import type { ObjectDirective } from 'vue';

/** One entry of a `<select>`: the value v-model receives and the text shown. */
export interface SelectOption {
  readonly id: string;
  readonly label: string;
}

type OptionsElement = HTMLSelectElement & { _optionsShown?: readonly SelectOption[] };

const sameOptions = (a: readonly SelectOption[], b: readonly SelectOption[]): boolean => a.length === b.length && a.every((x, i) => x.id === b[i]?.id && x.label === b[i]?.label);

/**
 * Sets the options in one DOM operation when they are others than shown (another array with the
 * same options changes nothing). Used by `vOptions` and by `syncSelect` (sync-dom.ts).
 */
export function setOptions(el: OptionsElement, items: readonly SelectOption[]): void {
  const shown = el._optionsShown;
  if (shown === items) return;
  el._optionsShown = items;
  if (shown && sameOptions(shown, items)) return;
  const fragment = document.createDocumentFragment();
  for (const item of items) {
    const option = document.createElement('option');
    option.value = item.id;
    option.textContent = item.label;
    fragment.append(option);
  }
  el.replaceChildren(fragment);
}

/**
 * A select's options from an array (`v-options="items"`, with `v-model` beside it for the value),
 * set in one DOM operation when they change (an array worked out again with the same options
 * leaves them alone: an Old World list shows a magic item picker per bearer, each offer worked
 * out again at every edit), before Vue patches the select (so `v-model`
 * selects its value among the new options). Vue's `v-for` over `<option>` made and compared a
 * node per option.
 */
export const vOptions: ObjectDirective<OptionsElement, readonly SelectOption[]> = {
  created: (el, binding) => setOptions(el, binding.value),
  beforeUpdate: (el, binding) => setOptions(el, binding.value),
};

