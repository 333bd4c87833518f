/**
 * Texts of `muster data import`: what the imports wrote (owb, csv, pack) and the pack's preview;
 * why one writes nothing is in output.en.ts, what it cannot read in read.en.ts.
 */
export default {
  /** owb: no file read is an army or a magic item file of Old World Builder. */
  owbNone: 'no Old World Builder army or magic item file in {dir}',
  owbWritten: 'wrote {count} card files to {out}',
  /** A problem of the shipped cards the imported cards are checked against. */
  shipped: 'shipped cards: {problem}',
  /** A card file an import replaces or merges into that has problems: a copy of it is kept first. */
  kept: '{file} has problems; a copy was kept as {copy} before it is replaced',
  /** csv: what was written, or that nothing could be read. */
  csv: {
    written: '{imported} of {rows} cards written to {files} card file(s) in {out}',
    none: 'no card row could be read from {file}',
  },
  /** pack: the preview (the cards added, changed, removed and kept follow it, one a line), then what was written. */
  pack: {
    summary: '{added} added, {changed} changed, {removed} removed, {unchanged} unchanged',
    /** The summary when the pack left out cards the user has: those are kept. */
    summaryKept: '{added} added, {changed} changed, {removed} removed, {unchanged} unchanged, {kept} kept',
    /** After a card the pack holds but could not read (its problem is named above): the user's card stays. */
    kept: 'kept: the pack’s card could not be read',
    dryRun: 'nothing written (--dry-run); {file} is unchanged',
    written: '{count} cards written to {file}',
  },
};
