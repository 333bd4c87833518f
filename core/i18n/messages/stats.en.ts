/**
 * Profile abbreviations in English, keyed by the abbreviation the card files use (Confrontation:
 * English, FORTIFICATION (en); Chronopia: German, the Chronopia rules; The Old World: its English profile, AP armour piercing). Texts refer to them
 * as @:{'stat.KEY'}, so each abbreviation is written once per language.
 * Chronopia's English terms are Muster's own (the rulebook is German): MV move, CC close combat,
 * RC ranged combat, ST strength, AR armour, DMG damage, DEF defence, LD leadership, SZ size, ACT actions,
 * MAG magic value.
 */
export default {
  MOV: 'MOV',
  INI: 'INI',
  ATT: 'ATT',
  STR: 'STR',
  DEF: 'DEF',
  RES: 'RES',
  AIM: 'AIM',
  COU: 'COU',
  FEAR: 'FEAR',
  DIS: 'DIS',
  POW: 'POW',
  FAITH: 'FAITH',
  BW: 'MV',
  NK: 'CC',
  FK: 'RC',
  ST: 'ST',
  R: 'AR',
  SCH: 'DMG',
  FG: 'LD',
  G: 'SZ',
  HDL: 'ACT',
  VER: 'DEF',
  MG: 'MAG',
  M: 'M',
  WS: 'WS',
  BS: 'BS',
  S: 'S',
  T: 'T',
  W: 'W',
  I: 'I',
  A: 'A',
  Ld: 'Ld',
  AP: 'AP',
};
