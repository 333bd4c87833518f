/**
 * A player's name as the organiser's files keep and compare it: the one rule for registration
 * (a name already registered is refused), renaming, the league (a player is the same across
 * events) and anything else that matches players by name.
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
 * German letters and the two letters German writes for them where they are not at hand (a
 * keyboard, a form, a name written in capitals): "ß" as "ss", "ä" as "ae", "ö" as "oe", "ü" as
 * "ue". "Muller" without either is another family name and stays another player.
 */
const GERMAN_SPELLINGS: Readonly<Record<string, string>> = { ß: 'ss', ä: 'ae', ö: 'oe', ü: 'ue' };

/**
 * What two names of the same player have in common: the clean name (cleanPlayerName) with case
 * ignored, whatever the computer's language, and German's second spellings taken as the same
 * letters: "Weiß" = "WEISS" = "Weiss", "Müller" = "Mueller" = "MUELLER" (GERMAN_SPELLINGS).
 */
export function playerNameKey(name: string): string {
  return cleanPlayerName(name)
    .toUpperCase()
    .toLowerCase()
    .normalize('NFC')
    .replace(/[ßäöü]/g, (c) => GERMAN_SPELLINGS[c] ?? c);
}

/** True when two names stand for the same player (playerNameKey). */
export function samePlayerName(a: string, b: string): boolean {
  return playerNameKey(a) === playerNameKey(b);
}

/**
 * The id of the player a command names, by id ("p3") or by name in any of its spellings
 * ("juergen mueller" for Jürgen Müller: playerNameKey); the text given when no player has it (the
 * command then says that no such player is registered).
 */
export function playerIdOf(players: readonly { id: string; name: string }[], given: string): string {
  if (players.some((p) => p.id === given)) return given;
  const key = playerNameKey(given);
  return players.find((p) => playerNameKey(p.name) === key)?.id ?? given;
}
