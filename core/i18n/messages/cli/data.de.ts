/** Texte von `muster data import` (data.en.ts). */
export default {
  owbNone: 'in {dir} ist keine Armee-Datei und keine Datei magischer Gegenstände des Old World Builder',
  owbWritten: '{count} Kartendatei(en) in {out} geschrieben',
  shipped: 'mitgelieferte Karten: {problem}',
  kept: '{file} hat Probleme; vor dem Ersetzen wurde eine Kopie als {copy} angelegt',
  csv: {
    written: '{imported} von {rows} Karten in {files} Kartendatei(en) in {out} geschrieben',
    none: 'aus {file} konnte keine Kartenzeile gelesen werden',
  },
  pack: {
    summary: '{added} neu, {changed} geändert, {removed} entfernt, {unchanged} unverändert',
    summaryKept: '{added} neu, {changed} geändert, {removed} entfernt, {unchanged} unverändert, {kept} behalten',
    kept: 'behalten: die Karte im Paket ist nicht lesbar',
    dryRun: 'nichts geschrieben (--dry-run); {file} ist unverändert',
    written: '{count} Karte(n) in {file} geschrieben',
  },
};
