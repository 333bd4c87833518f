/**
 * The card data's fixed vocabularies and limits as plain data, with the helpers that read a card:
 * code that only needs these (the list editor, the rules, the lists page) does not load the
 * schema library. card.ts builds the card file schema from the same values.
 */
import { localized } from '../i18n/localized';
import type { Localized, SystemId } from './system';
import type { Ability, Card } from './card';

/** Card ids are lower-case words joined by dashes, e.g. `goblin-mountain-breaker`. */
export const CARD_ID = /^[a-z0-9][a-z0-9-]*$/;
export const CARD_ID_HINT = 'use lower-case letters, digits and dashes';
/** The longest card id the app takes (a card is opened, looked up and deleted by its id). */
export const MAX_CARD_ID_LENGTH = 100;

/** A card id: lower-case letters, digits and dashes (what card files accept). */
export function isCardId(value: unknown): value is string {
  return typeof value === 'string' && CARD_ID.test(value);
}

/**
 * Where a card's values come from: the rulebooks, made up for demonstration, the user, or a
 * community dataset converted by an importer (its `provenance` names the dataset and licence).
 */
export const CARD_SOURCES = ['seed', 'sample', 'user', 'dataset'] as const;
export type CardSource = (typeof CARD_SOURCES)[number];
/** Every source but the player's own cards (`user`): the rulebooks, samples and converted datasets. */
export const NOT_OWN_SOURCES: readonly CardSource[] = CARD_SOURCES.filter((s) => s !== 'user');

export const SIZES = ['small', 'normal', 'large', 'very-large'] as const;
export type Size = (typeof SIZES)[number];

/** Card kinds a figure carries (a bearer assignment): spells, miracles, artifacts and equipment. */
const ITEM_KINDS = ['spell', 'miracle', 'artifact', 'equipment'] as const;

export function isItemCard(card: { kind: string }): boolean {
  return (ITEM_KINDS as readonly string[]).includes(card.kind);
}

export const CARD_KINDS = [
  'fighter',
  'war-machine',
  'spell',
  'miracle',
  'artifact',
  'equipment',
  /** Confrontation experience cards (not allowed in TJOST). */
  'experience',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** Abilities the rules know by id; any other id is allowed and shown by its name. */
export const KNOWN_ABILITIES = [
  'transport',
  'impact',
  'mowing',
  'rampart',
  'irrepressible',
  'inalterable',
  'minelayer',
  'sapper',
  'mechanic',
] as const;

type KnownAbility = (typeof KNOWN_ABILITIES)[number];

/** Names of the abilities the rules know, as the rulebooks name them (FORTIFICATION, German and English editions). */
export const ABILITY_NAMES: Readonly<Record<KnownAbility, Localized>> = {
  transport: localized('domain.cards.abilityNames.transport'),
  impact: localized('domain.cards.abilityNames.impact'),
  mowing: localized('domain.cards.abilityNames.mowing'),
  rampart: localized('domain.cards.abilityNames.rampart'),
  irrepressible: localized('domain.cards.abilityNames.irrepressible'),
  inalterable: localized('domain.cards.abilityNames.inalterable'),
  minelayer: localized('domain.cards.abilityNames.minelayer'),
  sapper: localized('domain.cards.abilityNames.sapper'),
  mechanic: localized('domain.cards.abilityNames.mechanic'),
};

/** Display name of an ability: its own name, the known name, or its id. */
export function abilityName(a: { id: string; name?: Localized }, lang: 'de' | 'en'): string {
  if (a.name) return a.name[lang];
  return (ABILITY_NAMES as Readonly<Record<string, Localized>>)[a.id]?.[lang] ?? a.id;
}

/** An ability as the cards write it: its name (abilityName), and its value after a slash: "Transport / 4", "Irrepressible". */
export function abilityTitle(a: { id: string; name?: Localized; value?: number }, lang: 'de' | 'en'): string {
  const name = abilityName(a, lang);
  return a.value === undefined ? name : `${name} / ${a.value}`;
}

/** Abilities written with a value, "Name / X". */
export const VALUE_ABILITIES = ['transport', 'impact', 'mowing', 'rampart', 'sapper', 'mechanic'] as const;

export const ACCESS_SIDES = ['front', 'rear', 'sides', 'all'] as const;

/**
 * The profile values a system's cards carry in `stats`, in the order the cards print them
 * (Confrontation: English abbreviations, FORTIFICATION (en); Chronopia: German, Chronopia). Old World
 * profiles live in the card's `oldworld` data, not in `stats`.
 */
export const PROFILE_STATS: Readonly<Record<SystemId, readonly string[]>> = {
  confrontation: ['MOV', 'INI', 'ATT', 'STR', 'DEF', 'RES', 'AIM', 'COU', 'FEAR', 'DIS', 'POW', 'FAITH'],
  // VER (defence) is in every Chronopia profile; MG (magic value) only a caster's (Chronopia, chapter 3).
  chronopia: ['BW', 'NK', 'FK', 'ST', 'R', 'SCH', 'VER', 'FG', 'G', 'HDL', 'MG'],
  oldworld: [],
};

/**
 * Profile value keys in the order the cards print them: the profile values of the system (or of
 * each system in turn) in PROFILE_STATS order, then any other key in the order first given. The
 * library, the card editor, the CSV columns and the reference sheets show profiles in this order.
 */
export function inProfileOrder(keys: Iterable<string>, systems: SystemId | readonly SystemId[]): string[] {
  const given = [...new Set(keys)];
  const profile = [...new Set((typeof systems === 'string' ? [systems] : systems).flatMap((s) => PROFILE_STATS[s]))];
  return [...profile.filter((s) => given.includes(s)), ...given.filter((s) => !profile.includes(s))];
}

/** A card's profile values with their keys in profile order (inProfileOrder). */
export function statsInProfileOrder<V>(stats: Readonly<Record<string, V>>, system: SystemId): Record<string, V> {
  return Object.fromEntries(inProfileOrder(Object.keys(stats), system).map((k) => [k, stats[k] as V]));
}

/** Largest dispersion template that fits inside the printable area of both A4 and Letter. */
export const MAX_TEMPLATE_DIAMETER_MM = 180;
/** Smallest dispersion template that still has room for its arrows and numbers. */
export const MIN_TEMPLATE_DIAMETER_MM = 30;

/** Warhammer: The Old World troop types. */
export const TROOP_TYPES = [
  'regular-infantry',
  'heavy-infantry',
  'monstrous-infantry',
  'beasts',
  'swarm',
  'light-cavalry',
  'heavy-cavalry',
  'monstrous-cavalry',
  'light-chariot',
  'heavy-chariot',
  'monster',
  'behemoth',
  'war-machine',
  'character',
] as const;

export const CARD_FILE_FORMAT = 'muster-cards';
export const CARD_FILE_VERSION = 2;

/** Most cards one card file may hold (the largest Old World army has a few hundred). */
export const MAX_CARDS_PER_FILE = 20000;

/** An ability of a card by id. */
export function ability(card: Card, id: string): Ability | undefined {
  return card.abilities.find((a) => a.id === id);
}
