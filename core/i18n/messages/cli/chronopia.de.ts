/** Texte von `muster chronopia` (Profilabkürzungen aus `stat.*`). */
export default {
  safe: 'kein Schaden (sicher bis {h} Zoll)',
  damage: 'Schaden {d}, liegt hingestreckt',
  dodge: "Ausweichen: unter {n} würfeln (@:{'stat.FG'}-Probe)",
  noDodge: "Ausweichen: nicht möglich (@:{'stat.FG'}-Probe unter {n})",
  limit: 'Größenlimit {total} von {limit}: {ok}',
  ok: 'erlaubt',
  over: 'zu viele',
  mods: "@:{'stat.NK'} {nk}, @:{'stat.SCH'} {sch}",
  final: 'trifft mit {hit} oder weniger, Schaden {dmg}',
  ignored: 'ohne Wirkung: {id} ({reason})',
  size: 'Spielgröße: {s}',
  none: 'zwischen den Spielgrößen',
  units: 'Einheiten {u}, Figuren auf dem Tisch {f} (ein Streitwagen mit seiner Besatzung ist eine)',
  notChronopia: '{file}: keine Chronopia-Liste (System {system})',
  words: { charge: 'Sturmangriff', hidden: 'aus dem Versteck', flyer: 'Flieger gegen Boden', uphill: 'bergauf', dive: 'Sturzflug', 'no-charge': 'kein Sturmangriff', outnumber: 'Überzahl', defence: 'Verteidigung des Ziels' },
};
