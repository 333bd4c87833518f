import { nextTick, type Ref } from 'vue';

/**
 * Keyboard focus in the card editor's tables of rows (profile values, abilities, chariot crew, …),
 * so it never falls to the page: each row of the table is an element with `data-row` inside
 * `table`, a row's remove button has `data-remove`, and `add` is the table's add button.
 */
export function useRowFocus(table: Ref<HTMLElement | null>, add: Ref<HTMLElement | null>) {
  const rows = (): HTMLElement[] => [...(table.value?.querySelectorAll<HTMLElement>('[data-row]') ?? [])];

  /** Row `index` was removed: the remove button of the row that took its place, else of the row before, else the add button. */
  async function removed(index: number): Promise<void> {
    await nextTick();
    const all = rows();
    const row = all[index] ?? all[index - 1];
    (row?.querySelector<HTMLElement>('[data-remove]') ?? add.value)?.focus();
  }

  /** A row was added at the end: its first control. */
  async function added(): Promise<void> {
    await nextTick();
    rows().at(-1)?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }

  return { removed, added };
}
