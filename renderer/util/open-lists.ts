import type { ArmyList } from '../../core/model/list';
import { api } from '../api';

/**
 * Which lists are open in an editor of another page (tab or window) of this app.
 *
 * An editor autosaves its unsaved edits, and those autosaves are what the app offers as recovered
 * after a crash. A list still open in another page is not lost: its edits are live there. Each
 * open editor holds a shared Web Lock named after its list and its page (`holdListOpen`); the
 * browser releases it when the editor closes, and when its page is reloaded, closed or crashes.
 * So a lock held by another page means the list is live there. A browser without Web Locks
 * offers every autosave, as before.
 */
const PREFIX = 'muster.list-open/';
/** This page: a lock of its own is never "another page". */
const PAGE = Math.random().toString(36).slice(2, 12);

type Locks = Pick<LockManager, 'request' | 'query'>;

function browserLocks(): Locks | undefined {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : undefined;
}

/** Marks the list as open in this page's editor until the returned function is called. */
export function holdListOpen(id: string, locks: Locks | undefined = browserLocks(), page = PAGE): () => void {
  if (!locks) return () => undefined;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  void locks.request(`${PREFIX}${page}/${id}`, { mode: 'shared' }, () => held).catch(() => undefined);
  return release;
}

/** The ids of the lists open in an editor of another page. */
export async function listsOpenElsewhere(locks: Locks | undefined = browserLocks(), page = PAGE): Promise<Set<string>> {
  const ids = new Set<string>();
  if (!locks) return ids;
  try {
    const { held = [] } = await locks.query();
    for (const { name } of held) {
      if (!name?.startsWith(PREFIX)) continue;
      const rest = name.slice(PREFIX.length);
      const cut = rest.indexOf('/');
      if (cut > 0 && rest.slice(0, cut) !== page) ids.add(rest.slice(cut + 1));
    }
  } catch {
    // No answer about other pages: every autosave is offered, as without Web Locks.
  }
  return ids;
}

/**
 * The autosaved edits to offer as recovered: those of lists no other page has open (`elsewhere`:
 * the answer of `listsOpenElsewhere`, passed in by a caller that needs it too).
 */
export async function recoverableDrafts(elsewhere: Promise<Set<string>> = listsOpenElsewhere()): Promise<ArmyList[]> {
  const [drafts, open] = await Promise.all([api.getRecovery({}), elsewhere]);
  return open.size === 0 ? drafts : drafts.filter((draft) => !open.has(draft.id));
}
