/**
 * Files and folders a command of the command line was given that it cannot read or use (exit 2):
 * one wording for all commands (`{file}: cannot read the list file: {reason}`); {reason} is a file
 * problem's text (main/services/read-reasons.ts reasonText).
 */
export default {
  event: '{file}: cannot read the event file: {reason}',
  league: '{file}: cannot read the league file: {reason}',
  list: '{file}: cannot read the list file: {reason}',
  results: '{file}: cannot read the results file: {reason}',
  siege: '{file}: cannot read the siege roster: {reason}',
  /** A file read whole whose kind the command finds out after reading it (import, export, data import). */
  file: '{file}: {reason}',
  /** muster data import owb: the path given is not there. */
  path: '{file}: no such file or folder',
  db: '--db {dir}: not a readable folder',
  unusable: '{file}: not a usable list file',
  unusableSiege: '{file}: not a usable siege roster',
  /** A problem of a file of the card database a command reads ({problem}: file, field and reason). */
  cards: 'card database: {problem}',
  /** muster cards: a --db folder it cannot read; {reason} is `folder.*` or a file problem's text. */
  cardFolder: 'cannot read card folder {dir}: {reason}',
  folder: { missing: 'no such folder', notFolder: 'not a folder' },
  /** The selection list of a TJOST game list (main/tjost/selection-file.ts). */
  selection: {
    cannot: '{file}: cannot read the selection list of this game list: {reason}; link the game list to its selection list again or use --selection FILE',
    named: "{file}: cannot read the selection list of this game list (named by {list} as '{link}'): {reason}; link the game list to its selection list again or use --selection FILE",
    /** The reason in `named` when the list files beside the game list were looked through for the selection list's id only in part. */
    partly: '{reason}; looked at the first {looked} of {count} list files in its folder for its id (the rest were not searched)',
    onlyTjost: "--selection is only for TJOST game lists; {file} is a list of kind '{kind}'",
    none: '{file}: this TJOST game list names no selection list; give its file with --selection FILE',
    kind: "{file}: not a TJOST selection list (its kind is '{kind}')",
    system: '{file}: the selection list is for {selection}, the game list for {list}',
  },
};
