/**
 * The list file's format name and version, as plain data: a new list is made where the schema
 * library is not loaded (the lists page makes it for the editor). list.ts builds the file schema
 * from the same two values.
 */
export const LIST_FILE_FORMAT = 'muster-list';
export const LIST_FILE_VERSION = 2;
