/** Texts of Library → Export pack / Import pack: a faction's own cards as one file to share. */
export default {
  export: 'Export pack',
  import: 'Import pack',
  fileLabel: 'Faction pack to import',
  chooseFaction: 'Choose a faction in the filters first: a pack holds the cards of one faction.',
  noneToExport: 'You have no cards of your own in this faction to put in a pack.',
  exported: 'No card in the pack. | Pack exported with {count} card. | Pack exported with {count} cards.',
  previewTitle: 'Import the pack of {faction}?',
  summary: '{added} added, {changed} changed, {removed} removed, {unchanged} unchanged. Nothing is written until you import.',
  /** The summary when the pack left out cards you have: those are kept. */
  summaryKept: '{added} added, {changed} changed, {removed} removed, {unchanged} unchanged, {kept} kept. Nothing is written until you import.',
  /** A pack none of whose cards can be read (or imported): Import is not offered. */
  nothingToImport: 'No card of this pack can be imported, so importing it would change nothing.',
  added: 'Added',
  changed: 'Changed',
  removed: 'Removed',
  /** Your cards the pack holds but could not read: they stay as they are (not removed). */
  kept: 'Kept: the pack’s card could not be read',
  problems: 'Cards of the pack that are left out',
  cancel: 'Cancel',
  confirm: 'Import',
  imported: 'No card imported. | {count} card of {faction} imported. | {count} cards of {faction} imported.',
  failed: 'The faction pack could not be used: {message}',
};
