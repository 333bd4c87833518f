/** Texte von `muster league` (main/cli/league.ts). */
export default {
  created: 'Liga {name} angelegt: {file}.',
  added: '{event}: in die Liga aufgenommen ({players} Spieler).',
  replaced: '{event}: in der Liga ersetzt ({players} Spieler).',
  full: '{file} fasst höchstens {max} Turniere',
};
