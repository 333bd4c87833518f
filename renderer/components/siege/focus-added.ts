import { nextTick } from 'vue';
import { focusAfterRemoval, focusLost } from '../../util/focus';

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

/**
 * Removes the row of `root` whose `attribute` is `id` by `remove` (an edit of the roster); once
 * drawn again, the focus goes to the remove button (`data-remove`) of the row that took its place,
 * else of the row before, else to `fallback` (the panel's add button), not to the page's body.
 */
export async function removeRow(
  root: HTMLElement | null,
  attribute: string,
  id: string,
  remove: () => boolean,
  fallback: () => HTMLElement | null | undefined,
): Promise<void> {
  const rows = (): HTMLElement[] => [...(root?.querySelectorAll<HTMLElement>(`[${attribute}]`) ?? [])];
  const index = rows().findIndex((row) => row.getAttribute(attribute) === id);
  if (!remove()) return;
  await nextTick();
  focusAfterRemoval(rows(), index, '[data-remove]', fallback);
}

/**
 * Moves the row whose `attribute` is `id` by `move`; a row moved in the page loses the focus in
 * some browsers, so once drawn again the same control (`control`, a selector) of the row has it.
 */
export async function moveRow(root: HTMLElement | null, attribute: string, id: string, control: string, move: () => boolean): Promise<void> {
  if (!move()) return;
  await nextTick();
  if (!focusLost()) return;
  const target = root?.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(id)}"] ${control}`);
  target?.focus();
}
