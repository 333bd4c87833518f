/** Words of the plain-text export of a list (core/export/text.ts: the app's "Export as text" and `muster export`). */
export default {
  limit: 'limit',
  total: 'Total',
  crewServant: 'servant of {m}',
  crewSubstitute: 'substitute on {m}',
  chariotCrew: 'crew of {m}',
  aboard: 'aboard {v}',
  bearer: 'carried by {b}',
  valid: 'Valid: no problems found.',
  problems: 'Problems ({errors}, {warnings}):',
  /** The check's result in one line (the compact text, and a text without points, whose problems would name points). */
  problemsShort: 'Problems: {errors}, {warnings}',
  errors: '{n} errors | {n} error | {n} errors',
  warnings: '{n} warnings | {n} warning | {n} warnings',
  sample: 'sample card',
  warband: 'warband {name}',
  ally: 'ally from {composition}',
  /** A Chronopia list's game size in the heading line, in place of the list kind ("Army" is also a game size): "game size: Army (up to 400)". */
  gameSize: 'game size: {size}',
  kind: { standard: 'Army list', 'tjost-selection': 'TJOST selection list', 'tjost-game': 'TJOST game list' },
  player: 'Player',
  /** The list's notes and an entry's note. */
  notes: 'Notes',
  note: 'Note',
  /**
   * An entry's special rules (the choice "special rules"): an Old World unit's, then those of the
   * mount, option or detachment it takes, that one named in brackets: "Special rules (Wyvern): Fly (9)".
   */
  specialRules: "@:{'param.specialRules'}",
  specialRulesOf: "@:{'param.specialRules'} ({name})",
  /** A Confrontation or Chronopia card's abilities, headed as the reference sheet heads them (the rulebooks' words). */
  abilities: { confrontation: 'Abilities', chronopia: 'Special abilities', oldworld: "@:{'param.specialRules'}" },
  /** A Confrontation or Chronopia card's profile line (the choice "profiles"): "Profile: MOV 10, INI 3, …"; an Old World row is named by its model. */
  profile: 'Profile',
  /** Old World: the heading of entries that are no unit of a category (an unknown card). */
  otherEntries: 'Other entries',
  made: 'Made with Muster',
};
