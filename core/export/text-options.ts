/**
 * How a list is written as text (core/export/text.ts), as plain data: the app's text export
 * dialog, the API and `muster export --format text` take these without loading the export itself.
 */

/**
 * The text's layout: `plain` for e-mail (a line per entry, what it bought on the next line),
 * `markdown` for Discord and forums (headings, bullets, bold names), `compact` one line per unit.
 */
export const TEXT_STYLES = ['plain', 'markdown', 'compact'] as const;
export type TextStyle = (typeof TEXT_STYLES)[number];

/** What the text holds besides the entries. */
export interface TextChoices {
  style: TextStyle;
  /** The points of each entry, category, the limit and the total (off: a list to show, without a single number of points). */
  points: boolean;
  /** The list's notes and the entries' notes. */
  notes: boolean;
  /**
   * Each entry's special rules: an Old World unit's (its composition's where that has its own), and
   * those of the mount, options and detachments it takes; a Confrontation or Chronopia card's
   * abilities with their values ("Transport / 4").
   */
  specialRules: boolean;
  /**
   * Each entry's profile: an Old World unit's rows (M WS BS S T W I A Ld) and its mount's; a
   * Confrontation or Chronopia card's values in its system's order.
   */
  profiles: boolean;
  /**
   * A secret list, as Old World Builder's: no number of points (whatever `points` says) and none of
   * what the opponent does not see on the table: an Old World unit's magic items (every item it
   * takes from an item list), a Confrontation or Chronopia list's artifacts and equipment.
   */
  secret: boolean;
}

export const DEFAULT_TEXT_CHOICES: Readonly<TextChoices> = { style: 'plain', points: true, notes: true, specialRules: false, profiles: false, secret: false };
