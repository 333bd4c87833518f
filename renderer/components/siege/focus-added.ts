import { nextTick } from 'vue';

/**
 * After an add button added a row (a wall, a device, siege ammunition): once the row is drawn, the
 * focus moves to its first field (input or select), so the keyboard goes on where the new row is
 * rather than staying on the button. The row is the element of `root` whose `attribute` is `id`.
 * False when the row has no field (the focus stays where it was).
 */
export async function focusAdded(root: HTMLElement | null, attribute: string, id: string): Promise<boolean> {
  await nextTick();
  const field = root?.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(id)}"] :is(input, select)`);
  field?.focus();
  return field !== null && field !== undefined;
}
