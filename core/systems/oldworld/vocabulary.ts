/**
 * The Old World's fixed vocabularies as plain data: the unit categories of an army list and the
 * kinds of choice a unit offers. The list editor and the rules use them without loading the schema
 * library; model.ts builds the data schemas from the same values.
 */

/** The unit categories of an Old World army list. */
export const OW_CATEGORIES = ['characters', 'core', 'special', 'rare', 'mercenaries', 'allies'] as const;
export type OwCategory = (typeof OW_CATEGORIES)[number];

/**
 * The kinds of choice a unit offers. `equipment`, `armour` and `mounts` are choose-one groups
 * (radio buttons; equipment marked with a `group` is a free pick); `options` and `command` are
 * free picks, where options marked `exclusive` exclude each other and a character's command
 * entries (General, Battle Standard Bearer) exclude each other.
 */
export const OW_GROUPS = ['equipment', 'armour', 'mounts', 'options', 'command'] as const;
export type OwGroup = (typeof OW_GROUPS)[number];
