/** Texts of Library → Import CSV / Export CSV: the player's own cards through a spreadsheet. */
export default {
  import: 'Import CSV',
  export: 'Export CSV',
  busy: 'Importing…',
  fileLabel: 'CSV file of cards to import',
  title: 'Cards imported from CSV',
  imported: '{imported} of {rows} rows imported into {files} card file(s) of your own.',
  refused: 'Every row was imported. | {count} problem in a row that was not imported: | {count} problems in rows that were not imported:',
  problems: 'Rows not imported',
  noneToExport: 'You have no cards of your own here to export. Choose another system or faction, or add cards first.',
  exported: 'No card exported. | Exported {count} card of your own. | Exported {count} cards of your own.',
  failed: 'The CSV could not be imported or exported: {message}',
  close: 'Close',
};
