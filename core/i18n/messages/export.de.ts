/** Wörter des Textexports einer Liste (core/export/text.ts). Namen folgen nach einem Doppelpunkt: so bleibt jeder Kartenname unverändert richtig. */
export default {
  limit: 'Limit',
  total: 'Summe',
  crewServant: 'Mannschaft: {m}',
  crewSubstitute: 'Hilfspersonal: {m}',
  chariotCrew: 'Besatzung: {m}',
  aboard: 'an Bord: {v}',
  bearer: 'Träger: {b}',
  valid: 'Gültig: keine Probleme gefunden.',
  problems: 'Probleme ({errors}, {warnings}):',
  errors: '{n} Fehler | {n} Fehler | {n} Fehler',
  warnings: '{n} Warnungen | {n} Warnung | {n} Warnungen',
  sample: 'Beispielkarte',
  warband: 'Kampfverband: {name}',
  ally: 'Verbündete aus {composition}',
  /** Die Spielgröße einer Chronopia-Liste in der Kopfzeile, statt der Listenart ("Armee" ist auch eine Spielgröße). */
  gameSize: 'Spielgröße: {size}',
  kind: { standard: 'Armeeliste', 'tjost-selection': 'TJOST-Auswahlliste', 'tjost-game': 'TJOST-Spielliste' },
  player: 'Spieler',
  made: 'Erstellt mit Muster',
};
