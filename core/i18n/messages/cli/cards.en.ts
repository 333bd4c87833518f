/** Texts of `muster cards`: the table of cards, and the factions it does not find. */
export default {
  none: 'No cards found.',
  count: 'Cards: {count}',
  /** The table's column headers. */
  column: { id: 'ID', name: 'NAME', faction: 'FACTION', kind: 'KIND', points: 'POINTS', source: 'SOURCE' },
  /** --faction names no faction of the cards read ({known}: the ids of those there are, or `noneKnown`; {system}: --system as given). */
  noFaction: "no faction '{faction}'; known: {known}",
  noFactionIn: "no faction '{faction}' in {system}; known: {known}",
  noneKnown: 'none',
  /** Where the cards were read from, for a faction not found (a faction of your own may be in another user data folder). */
  searched: 'searched the shipped cards; your own cards were read from {dir}',
  searchedNoOwn: 'searched the shipped cards; your own cards were left out (--no-user-cards)',
  /** muster cards --format pack for a faction without cards of the user's own (the app's Export pack says so too). */
  packNone: '{name} ({faction} in {system}) has no cards of your own to put in a pack: a pack holds only your own cards, not the shipped ones; no pack was made',
};
