/**
 * A TJOST game list's link to its selection list (`selectionList` in the list file): the app
 * writes `<selection id>.muster`, the selection list's file in the lists folder. The one reading
 * of that link for the editor, printing and the command line.
 */

/** The list id a `selectionList` link names: its file's base name without `.muster` (any case; folder parts ignored); undefined when that is no list id. */
export function selectionIdOf(link: string | undefined): string | undefined {
  if (!link) return undefined;
  const base = link.split(/[\\/]/).pop() ?? '';
  const id = base.toLowerCase().endsWith('.muster') ? base.slice(0, -'.muster'.length) : base;
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined;
}

/** The `selectionList` value that links a game list to a selection list in the lists folder. */
export function selectionPathOf(selectionId: string): string {
  return `${selectionId}.muster`;
}
