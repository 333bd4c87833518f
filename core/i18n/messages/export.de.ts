/** Wörter des Textexports einer Liste (core/export/text.ts). Namen folgen nach einem Doppelpunkt: so bleibt jeder Kartenname unverändert richtig. */
export default {
  limit: 'Limit',
  total: 'Summe',
  crewServant: 'Mannschaft: {m}',
  crewSubstitute: 'Hilfspersonal: {m}',
  aboard: 'an Bord: {v}',
  bearer: 'Träger: {b}',
  valid: 'Gültig: keine Probleme gefunden.',
  problems: 'Probleme ({errors}, {warnings}):',
  errors: '{n} Fehler | {n} Fehler | {n} Fehler',
  warnings: '{n} Warnungen | {n} Warnung | {n} Warnungen',
  sample: 'Beispielkarte',
  warband: 'Kampfverband {name}',
  ally: 'Verbündete aus {composition}',
  kind: { standard: 'Armeeliste', 'tjost-selection': 'TJOST-Auswahlliste', 'tjost-game': 'TJOST-Spielliste' },
  player: 'Spieler',
  made: 'Erstellt mit Muster',
};
