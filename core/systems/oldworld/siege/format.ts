/**
 * The siege roster file's format name, version and extension, and the keys of its two sides, as
 * plain data: code that only needs these (a list rule comparing both sides' points, the desktop
 * app's file handling) does not load the schema library. model.ts builds the file schema from
 * the same values.
 */
export const SIEGE_FILE_FORMAT = 'muster-siege';
export const SIEGE_FILE_VERSION = 2;
/** File name extension of siege rosters. */
export const SIEGE_FILE_EXT = '.muster-siege';

export const SIEGE_SIDES = ['attacker', 'defender'] as const;
export type SiegeSideId = (typeof SIEGE_SIDES)[number];
