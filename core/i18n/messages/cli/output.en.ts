/**
 * Why a command does not write its `--out` file (main/cli/output.ts checkOutput): the output is an
 * input, not a file, or an existing file of another kind (`kind.<kind>`: what the command writes);
 * one of the files it reads, or in a folder it reads; and why a write failed (`write`).
 */
export default {
  input: '--out {out} is the input file {input}; choose another output file',
  /** An --out file inside a folder the command reads cards from (main/cli/output.ts insideFolders). */
  inside: '--out {out} is inside the card folder {folder}; choose another output file',
  /** print: --out is the selection list the game list names, or a list the siege roster links. */
  selection: '--out {out} is the selection list {file} that {list} names; choose another output file',
  rosterList: '--out {out} is the list {file} that the roster {roster} links; choose another output file',
  /** data import: a card file it would write is the CSV file it reads, or a file of the dataset it reads. */
  csv: '{file} is the CSV file being read; choose another --out folder',
  source: '--out {out} would write {file}, which is the input file {input}; choose another --out folder',
  /** data import: the folder it writes into ({folder}: `--out DIR` or `cardsFolder`) is a file, or lies in one (main/cli/output.ts outFolderProblem). */
  outFolder: {
    file: '{folder} is a file, not a folder',
    made: '{folder} cannot be made: {at} is a file, not a folder',
    cardsFolder: 'the cards folder {dir}',
  },
  /** export --format owb of a list of another game ({system}: its name). */
  owbOnly: '{file}: --format owb is for lists of The Old World (this list is for {system})',
  /** A refusal of a data import, which writes nothing then. */
  nothingWritten: '{problem}; nothing was written',
  /** print --verbose: the last step's word, when the PDF is done. */
  done: 'done',
  /** A file the command could not write (main/cli/errors.ts cannotWrite): {reason} is `reason.*` or a file problem's text. */
  write: 'cannot write {file}: {reason}',
  /** The refusals of a write that no read meets: a folder of the path that is not there, or is a file. */
  reason: { missing: 'no such file or folder', notFolder: 'a part of the path is not a folder' },
  folder: 'cannot write {out}: it is a folder',
  notFile: 'cannot write {out}: it is not a regular file',
  unreadable: '--out {out} exists and cannot be read',
  other: '--out {out} exists and is not {kind}; use --force to replace it',
  kind: {
    pdf: 'a PDF',
    text: 'a Muster text export',
    list: 'a Muster list file',
    owb: 'an Old World Builder list file',
    cards: 'a Muster card file',
    'import-report': 'an import report',
    csv: 'a CSV export of event results',
    'event-results': 'a Muster event results file',
  },
};
