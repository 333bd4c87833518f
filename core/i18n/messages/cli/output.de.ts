/**
 * Warum ein Befehl seine `--out`-Datei nicht schreibt (main/cli/output.ts checkOutput). `kind`
 * steht nur in `other` und ist darum verneint („kein PDF“).
 */
export default {
  input: '--out {out} ist die Eingabedatei {input}; wähle eine andere Ausgabedatei',
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
