/** Texte von Bibliothek → Paket exportieren / Paket importieren: die eigenen Karten einer Fraktion als eine Datei. */
export default {
  export: 'Paket exportieren',
  import: 'Paket importieren',
  fileLabel: 'Fraktionspaket zum Importieren',
  chooseFaction: 'Wähle zuerst in den Filtern eine Fraktion: Ein Paket enthält die Karten einer Fraktion.',
  noneToExport: 'In dieser Fraktion gibt es keine eigenen Karten für ein Paket.',
  exported: 'Keine Karte im Paket. | Paket mit {count} Karte exportiert. | Paket mit {count} Karten exportiert.',
  previewTitle: 'Paket von {faction} importieren?',
  summary: '{added} neu, {changed} geändert, {removed} entfernt, {unchanged} unverändert. Erst beim Importieren wird etwas gespeichert.',
  added: 'Neu',
  changed: 'Geändert',
  removed: 'Entfernt',
  problems: 'Karten des Pakets, die ausgelassen werden',
  cancel: 'Abbrechen',
  confirm: 'Importieren',
  imported: 'Keine Karte importiert. | {count} Karte von {faction} importiert. | {count} Karten von {faction} importiert.',
  failed: 'Das Fraktionspaket konnte nicht verwendet werden: {message}',
};
