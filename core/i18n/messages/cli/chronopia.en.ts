/** Texts of `muster chronopia` (profile abbreviations from `stat.*`). */
export default {
  safe: 'no damage (safe up to {h} inch) | no damage (safe up to {h} inches)',
  damage: 'damage {d}, lands prone',
  dodge: "dodge: roll under {n} (@:{'stat.FG'} test)",
  noDodge: "dodge: not possible (@:{'stat.FG'} test under {n})",
  limit: 'size limit {total} of {limit}: {ok}',
  ok: 'allowed',
  over: 'too many',
  mods: "@:{'stat.NK'} {nk}, @:{'stat.SCH'} {sch}",
  final: 'to hit {hit} or less, damage {dmg}',
  ignored: 'ignored: {id} ({reason})',
  size: 'game size: {s}',
  none: 'between the game sizes',
  units: 'units {u}, figures on the table {f} (a chariot with its crew is one)',
  /** `units` of a list of another game ({system}: its name). */
  notChronopia: '{file}: not a Chronopia list (system {system})',
  words: { charge: 'charge', hidden: 'from hiding', flyer: 'flyer against a ground-bound target', uphill: 'uphill', dive: 'dive attack', 'no-charge': 'no charge', outnumber: 'outnumbering', defence: 'target defence' },
};
