/**
 * Keys that move a closed select to another option: Chromium reports each such move as a choice
 * (`change`), so a player browsing the options with the arrow keys, or typing the start of a name,
 * would take the first option reached. Typed letters move the same way (type-ahead).
 */
const BROWSE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/** Keys that open the options' popup: a choice made there is a choice. */
const opensPopup = (e: KeyboardEvent): boolean => e.key === ' ' || e.key === 'F4' || (e.altKey && (e.key === 'ArrowDown' || e.key === 'ArrowUp'));

const browses = (e: KeyboardEvent): boolean => BROWSE_KEYS.has(e.key) || (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey);

/**
 * The handlers of a select whose choice acts at once (add a magic item, assign a figure): a choice
 * made with the mouse or in the opened popup acts on `change`; while the player browses the closed
 * select with the arrow keys or by typing, the choice waits for Enter, Escape drops it, and so does
 * leaving the select. `take` acts on the select's value (and empties it).
 */
export function pickSelect(take: (select: HTMLSelectElement) => void) {
  let browsing = false;
  return {
    onChange(e: Event): void {
      if (!browsing) take(e.target as HTMLSelectElement);
    },
    onKeydown(e: KeyboardEvent): void {
      const select = e.target as HTMLSelectElement;
      if (opensPopup(e)) browsing = false;
      else if (browses(e)) browsing = true;
      else if (e.key === 'Enter' && browsing) {
        e.preventDefault();
        browsing = false;
        take(select);
      } else if (e.key === 'Escape' && browsing) {
        select.value = '';
        browsing = false;
      }
    },
    onBlur(e: FocusEvent): void {
      if (!browsing) return;
      (e.target as HTMLSelectElement).value = '';
      browsing = false;
    },
  };
}
