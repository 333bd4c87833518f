/** Texte zu Dateien und Ordnern, die ein Befehl nicht lesen oder nutzen kann (read.en.ts). */
export default {
  event: '{file}: Die Turnierdatei kann nicht gelesen werden: {reason}',
  league: '{file}: Die Ligadatei kann nicht gelesen werden: {reason}',
  list: '{file}: Die Listendatei kann nicht gelesen werden: {reason}',
  results: '{file}: Die Ergebnisdatei kann nicht gelesen werden: {reason}',
  file: '{file}: {reason}',
  path: '{file}: Datei oder Ordner nicht vorhanden',
  db: '--db {dir}: kein lesbarer Ordner',
  unusable: '{file}: keine brauchbare Listendatei',
  unusableSiege: '{file}: keine brauchbare Belagerung',
  cards: 'Kartendatenbank: {problem}',
  cardFolder: 'Kartenordner {dir} kann nicht gelesen werden: {reason}',
  folder: { missing: 'Ordner nicht vorhanden', notFolder: 'kein Ordner' },
  selection: {
    cannot: '{file}: Die Auswahlliste dieser Spielliste kann nicht gelesen werden: {reason}; verknüpfe die Spielliste neu mit ihrer Auswahlliste oder nutze --selection DATEI',
    named: '{file}: Die Auswahlliste dieser Spielliste kann nicht gelesen werden ({list} nennt sie „{link}“): {reason}; verknüpfe die Spielliste neu mit ihrer Auswahlliste oder nutze --selection DATEI',
    partly: '{reason}; nach ihrer ID wurden die ersten {looked} von {count} Listendateien in ihrem Ordner angesehen (die übrigen nicht)',
    onlyTjost: '--selection gilt nur für TJOST-Spiellisten; {file} ist eine Liste der Art „{kind}“',
    none: '{file}: Diese TJOST-Spielliste nennt keine Auswahlliste; gib ihre Datei mit --selection DATEI an',
    kind: '{file}: keine TJOST-Auswahlliste (ihre Art ist „{kind}“)',
    system: '{file}: Die Auswahlliste ist für {selection}, die Spielliste für {list}',
  },
};
