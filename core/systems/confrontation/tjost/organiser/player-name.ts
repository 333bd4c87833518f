/**
 * A player's name as the organiser's files keep and compare it: the one rule for registration
 * (a name already registered is refused), the league (a player is the same across events) and
 * anything else that matches players by name.
 */

/**
 * A player's name as it is kept: composed Unicode (NFC, so "Jürgen" typed with a combining
 * diaeresis is the same text as with "ü"), no white space at either end, and every run of white
 * space inside as one space.
 */
export function cleanPlayerName(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * What two names of the same player have in common: the clean name (cleanPlayerName) with case
 * ignored, whatever the computer's language ("ß" matches "SS" as German writes it in capitals).
 */
export function playerNameKey(name: string): string {
  return cleanPlayerName(name).toUpperCase().toLowerCase().normalize('NFC');
}

/** True when two names stand for the same player (playerNameKey). */
export function samePlayerName(a: string, b: string): boolean {
  return playerNameKey(a) === playerNameKey(b);
}
