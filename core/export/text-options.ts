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
}

export const DEFAULT_TEXT_CHOICES: Readonly<TextChoices> = { style: 'plain', points: true, notes: true };
