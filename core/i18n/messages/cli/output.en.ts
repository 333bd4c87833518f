/**
 * Why a command does not write its `--out` file (main/cli/output.ts checkOutput): the output is an
 * input, not a file, or an existing file of another kind (`kind.<kind>`: what the command writes).
 */
export default {
  input: '--out {out} is the input file {input}; choose another output file',
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
