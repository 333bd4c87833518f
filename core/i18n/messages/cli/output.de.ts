/**
 * Warum ein Befehl seine `--out`-Datei nicht schreibt (main/cli/output.ts checkOutput). `kind`
 * steht nur in `other` und ist darum verneint („kein PDF“).
 */
export default {
  input: '--out {out} ist die Eingabedatei {input}; wähle eine andere Ausgabedatei',
  inside: '--out {out} liegt im Kartenordner {folder}; wähle eine andere Ausgabedatei',
  selection: '--out {out} ist die Auswahlliste {file}, die {list} nennt; wähle eine andere Ausgabedatei',
  rosterList: '--out {out} ist die Liste {file}, die die Belagerung {roster} verknüpft; wähle eine andere Ausgabedatei',
  csv: '{file} ist die CSV-Datei, die gelesen wird; wähle einen anderen --out-Ordner',
  source: '--out {out} würde {file} schreiben, doch das ist die Eingabedatei {input}; wähle einen anderen --out-Ordner',
  outFolder: {
    file: '{folder} ist eine Datei, kein Ordner',
    made: '{folder} kann nicht angelegt werden: {at} ist eine Datei, kein Ordner',
    cardsFolder: 'der Kartenordner {dir}',
  },
  owbOnly: '{file}: --format owb gilt nur für Listen von The Old World (diese Liste ist für {system})',
  nothingWritten: '{problem}; es wurde nichts geschrieben',
  done: 'fertig',
  write: '{file} kann nicht geschrieben werden: {reason}',
  reason: { missing: 'Datei oder Ordner nicht vorhanden', notFolder: 'ein Teil des Pfades ist kein Ordner' },
  folder: '{out} kann nicht geschrieben werden: Es ist ein Ordner',
  notFile: '{out} kann nicht geschrieben werden: Es ist keine gewöhnliche Datei',
  unreadable: '--out {out} gibt es schon, und sie kann nicht gelesen werden',
  other: '--out {out} gibt es schon und ist {kind}; ersetze sie mit --force',
  kind: {
    pdf: 'kein PDF',
    text: 'kein Textexport von Muster',
    list: 'keine Listendatei von Muster',
    owb: 'keine Listendatei des Old World Builder',
    cards: 'keine Kartendatei von Muster',
    'import-report': 'kein Importbericht',
    csv: 'kein CSV-Export von Turnierergebnissen',
    'event-results': 'keine Ergebnisdatei eines Muster-Turniers',
  },
};
