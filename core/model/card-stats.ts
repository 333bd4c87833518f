/**
 * Profile value keys as people type them. A card file keys its profile by the game's own
 * abbreviations (PROFILE_STATS: Confrontation MOV INI ..., Chronopia BW NK ...); the screens show
 * them in the UI language (the catalogue's `stat.*`, core/i18n/messages/stats.*.ts: Chronopia's BW
 * is "MV" in English, Confrontation's MOV "BEW" in German). Someone who types the abbreviation
 * they read on the screens (MV, LD, CC, BEW, STÄ) means the key of that value: the card editor,
 * the card grid and the CSV import read what is typed with statKeyOf, so a card file only ever
 * holds the game's keys for its profile values.
 *
 * Other keys stay allowed (docs/data-format.md: "and any other your cards have"; the card schema
 * takes any 1 to 6 capitals): they are kept as written, shown after the profile, and the places
 * that take them say they are no profile value of the game (isProfileStat).
 */
import statsDe from '../i18n/messages/stats.de';
import statsEn from '../i18n/messages/stats.en';
import { PROFILE_STATS } from './card-terms';
import type { SystemId } from './system';

/** Each profile key's abbreviation in every language Muster speaks (the catalogue's `stat.*`). */
const LABELS: readonly Readonly<Record<string, string>>[] = [statsEn, statsDe];

const fold = (s: string): string => s.trim().toLowerCase();

/**
 * The key of the profile value of `system` that `typed` names: the key itself or its abbreviation
 * in German or English, case and surrounding spaces not counting (Chronopia: "MV" and "bw" are
 * BW, "LD" is FG, "DEF" is VER; Confrontation: "BEW" is MOV, "Stä" is STR). Undefined when it
 * names none of them (an Old World card has no profile values in `stats`).
 */
export function profileStatKey(typed: string, system: SystemId): string | undefined {
  const wanted = fold(typed);
  if (wanted === '') return undefined;
  const keys = PROFILE_STATS[system];
  return keys.find((k) => fold(k) === wanted) ?? keys.find((k) => LABELS.some((labels) => labels[k] !== undefined && fold(labels[k]) === wanted));
}

/** The key a card of `system` keeps for a profile value typed as `typed`: the game's key (profileStatKey), else what was typed, trimmed. */
export function statKeyOf(typed: string, system: SystemId): string {
  return profileStatKey(typed, system) ?? typed.trim();
}

/** Whether `key` is one of the profile values of `system` (PROFILE_STATS), as a card file keys it. */
export function isProfileStat(key: string, system: SystemId): boolean {
  return PROFILE_STATS[system].includes(key);
}
