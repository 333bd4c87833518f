/**
 * The list file's format name and version, its list kinds, crew roles and bounds, as plain data:
 * a new list is made and edited where the schema library is not loaded (the lists page makes it
 * for the editor, the editor and the rules read these). list.ts builds the file schema from the
 * same values.
 */
export const LIST_FILE_FORMAT = 'muster-list';
export const LIST_FILE_VERSION = 2;

/** Kinds of list: a standard list, or a TJOST selection or game list (Confrontation). */
export const LIST_KINDS = ['standard', 'tjost-selection', 'tjost-game'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** What a figure does on a war machine: serves it, or stands in as a substitute. */
export const CREW_ROLES = ['servant', 'substitute'] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

/** Most entries a list may hold: far beyond any real army (a 3,000-point Old World army has under 100), and a bound on the work one file can cause. */
export const MAX_LIST_ENTRIES = 10000;

/** Longest name a player gives an entry ("Da Big Mob") and longest note on one. */
export const MAX_ENTRY_NAME = 100;
export const MAX_ENTRY_NOTE = 500;

/**
 * Longest notes on a whole list (the tournament, the opponent, reminders; an Old World Builder
 * list's `description`): room for a few paragraphs, a bound like the entries' notes.
 */
export const MAX_LIST_NOTES = 2000;

/** Old World: the most detachments one unit of a list takes (the data's largest is 2). */
export const MAX_ENTRY_DETACHMENTS = 10;

/** Highest N of an entry id `eN` (nine digits, as entry ids are read back): a larger `lastEntryNumber` could only make ids no list accepts. */
export const MAX_ENTRY_NUMBER = 999_999_999;

/**
 * The Old World: the matched-play composition rules a list may follow besides its army
 * composition (Old World Builder's "composition rule"; none is Open War): Grand Melee, Combined
 * Arms, both together, or a Battle March.
 */
export const OW_COMPOSITION_RULES = ['grand-melee', 'combined-arms', 'grand-melee-combined-arms', 'battle-march'] as const;
export type OwCompositionRule = (typeof OW_COMPOSITION_RULES)[number];
