/** Texte von `muster cards` (cards.en.ts). */
export default {
  none: 'Keine Karten gefunden.',
  count: 'Karten: {count}',
  column: { id: 'ID', name: 'NAME', faction: 'FRAKTION', kind: 'ART', points: 'PUNKTE', source: 'QUELLE' },
  noFaction: 'keine Fraktion „{faction}“; vorhanden: {known}',
  noFactionIn: 'keine Fraktion „{faction}“ in {system}; vorhanden: {known}',
  noneKnown: 'keine',
  searched: 'durchsucht: die mitgelieferten Karten; deine eigenen Karten wurden aus {dir} gelesen',
  searchedNoOwn: 'durchsucht: die mitgelieferten Karten; deine eigenen Karten wurden ausgelassen (--no-user-cards)',
  /** muster cards --format pack für eine Fraktion ohne eigene Karten (Paket exportieren in der App sagt es ebenso). */
  packNone: '{name} ({faction} in {system}) hat keine eigenen Karten für ein Paket: ein Paket enthält nur deine eigenen Karten, nicht die mitgelieferten; es wurde kein Paket erstellt',
};
