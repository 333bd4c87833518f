/** Texte von Bibliothek → CSV importieren / CSV exportieren: die eigenen Karten als Tabelle. */
export default {
  import: 'CSV importieren',
  export: 'CSV exportieren',
  busy: 'Importiere…',
  fileLabel: 'CSV-Datei mit Karten zum Importieren',
  title: 'Karten aus CSV importiert',
  imported: '{imported} von {rows} Zeilen in {files} eigene Kartendatei(en) importiert.',
  refused: 'Jede Zeile wurde importiert. | {count} Problem in einer nicht importierten Zeile: | {count} Probleme in nicht importierten Zeilen:',
  problems: 'Nicht importierte Zeilen',
  noneToExport: 'Hier gibt es keine eigenen Karten zum Exportieren. Wähle ein anderes System oder eine andere Fraktion oder lege zuerst Karten an.',
  exported: 'Keine Karte exportiert. | {count} eigene Karte exportiert. | {count} eigene Karten exportiert.',
  failed: 'Die CSV konnte nicht importiert oder exportiert werden: {message}',
  close: 'Schließen',
};
