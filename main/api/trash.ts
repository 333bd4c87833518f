import { NotFoundError } from '../../core/api/error';

/** Whether a file operation failed because the file is not there (ENOENT). */
export const missing = (err: unknown): boolean => typeof err === 'object' && err !== null && (err as NodeJS.ErrnoException).code === 'ENOENT';

/** What a store of documents with a trash offers the handlers. */
export interface TrashStore<T, S> {
  remove(id: string): Promise<void>;
  restore(id: string): Promise<T>;
  trashed(): Promise<S[]>;
}

/**
 * Delete (to the trash), restore and the trash's contents of one kind of document (`what`: how the
 * messages name it: 'list', 'siege roster', 'event', 'league'). A document not there to delete or
 * restore (deleted or restored in another window) is `not-found`; what else the store refuses (a
 * restore over a document with its id: `conflict`) passes unchanged.
 */
export function trashOf<T, S>(store: TrashStore<T, S>, what: string) {
  return {
    async remove({ id }: { id: string }): Promise<boolean> {
      await store.remove(id).catch((err: unknown) => {
        throw missing(err) ? new NotFoundError(`There is no ${what} '${id}' to delete (deleted in another window already?)`) : err;
      });
      return true;
    },
    restore: ({ id }: { id: string }): Promise<T> =>
      store.restore(id).catch((err: unknown) => {
        throw missing(err) ? new NotFoundError(`There is no ${what} '${id}' in the trash to restore (restored in another window already?)`) : err;
      }),
    trashed: (): Promise<S[]> => store.trashed(),
  };
}
