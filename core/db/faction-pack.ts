import { z } from 'zod';
import { cardSchema, factionSchema, type Card, type CardFile } from '../model/card';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION, MAX_CARDS_PER_FILE } from '../model/card-terms';
import { systemIdSchema } from '../model/system-schema';
import { parseJsonText } from '../files/json';
import { migrationProblem, migrate, type FileFormat } from '../files/migrate';
import { coded, zodProblems } from '../files/problems';
import { validateCardFile } from './load';
import type { LoadProblem } from './types';
import { canonicalJson } from '../files/canonical';
import { cardIdTaken, type CsvKnown } from './cards-csv';

/**
 * Faction packs: one faction's own cards as one file to share (docs/data-format.md, "Faction
 * packs"). A pack is a card file with its own format name and version, so that a pack is never
 * mistaken for (or loaded as) a card file, plus when it was exported. Importing a pack first
 * shows what it would change (packDiff); only then are the cards written.
 */

export const PACK_FORMAT = 'muster-pack';
export const PACK_VERSION = 1;

export const factionPackSchema = z.object({
  format: z.literal(PACK_FORMAT),
  version: z.literal(PACK_VERSION),
  /** When the pack was made (ISO 8601), shown in the preview. */
  exported: z.iso.datetime().optional(),
  system: systemIdSchema,
  faction: factionSchema,
  cards: z.array(cardSchema).max(MAX_CARDS_PER_FILE, `a pack holds at most ${MAX_CARDS_PER_FILE} cards`),
});
export type FactionPack = z.infer<typeof factionPackSchema>;

/** Upgrades of faction packs, keyed by the version they upgrade from (none yet: version 1 is the first). */
const PACK_FILE: FileFormat = { format: PACK_FORMAT, current: PACK_VERSION, migrations: {} };

const envelopeSchema = factionPackSchema.extend({ cards: z.array(z.unknown()).max(MAX_CARDS_PER_FILE, `a pack holds at most ${MAX_CARDS_PER_FILE} cards`) });

/** The pack of a card file: every card, marked as the player's own. */
export function packOf(file: CardFile, exported?: Date): FactionPack {
  return {
    format: PACK_FORMAT,
    version: PACK_VERSION,
    ...(exported ? { exported: exported.toISOString() } : {}),
    system: file.system,
    faction: file.faction,
    cards: file.cards.map((c) => ({ ...c, source: 'user' })),
  };
}

/** A pack as read (parsePack): the pack with the cards that can be imported, the problems, and the ids of the cards left out. */
export interface ReadPack {
  pack?: FactionPack;
  problems: LoadProblem[];
  /**
   * Ids of the pack's cards that were left out (a card that could not be read, or whose id is
   * taken): the user's cards with these ids are kept when the pack is imported (packDiff `kept`).
   */
  leftOut: string[];
}

/**
 * Reads a pack. Never throws: bad JSON, another format or a newer version make the whole pack a
 * problem; a bad card is reported (file, JSON path, reason) and left out while the others stay,
 * and so is a card whose id is taken in `known` (a shipped card's, or the user's card's in another
 * faction: cardIdTaken, the CSV import's rule). A pack without a card to import is still read (the
 * preview names what it left out), with a problem saying nothing is changed (`pack-no-cards`).
 */
export function parsePack(text: string, file: string, known: CsvKnown = {}): ReadPack {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem], leftOut: [] };
  const raw = json.value as { format?: unknown } | null;
  if (raw?.format !== PACK_FORMAT) return { problems: [coded(file, 'format', 'not-pack', { format: PACK_FORMAT })], leftOut: [] };
  const migrated = migrate(raw, PACK_FILE);
  if (!migrated.ok) return { problems: [migrationProblem(file, migrated)], leftOut: [] };
  const envelope = envelopeSchema.safeParse(migrated.value);
  if (!envelope.success) return { problems: zodProblems(file, envelope.error), leftOut: [] };
  const { system, faction, cards, exported } = envelope.data;
  // The cards get exactly the check of a card file (per card, duplicates, unknown fields).
  const checked = validateCardFile({ format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system, faction, cards }, file);
  if (!checked.file) return { problems: checked.problems, leftOut: [] };
  const problems = [...checked.problems];
  // Each card's place in the pack (the first card with its id: a second one is skipped as a duplicate).
  const rawIds = cards.map((c) => (typeof c === 'object' && c !== null && 'id' in c && typeof c.id === 'string' ? c.id : undefined));
  const imported: Card[] = [];
  for (const card of checked.file.cards) {
    const taken = cardIdTaken(known, card.id, system, faction.id);
    if (taken) problems.push(coded(file, `cards[${rawIds.indexOf(card.id)}].id`, taken.code, taken.params));
    else imported.push({ ...card, source: 'user' });
  }
  const importedIds = new Set(imported.map((c) => c.id));
  const leftOut = [...new Set(rawIds.filter((id): id is string => id !== undefined && !importedIds.has(id)))];
  if (imported.length === 0) problems.push(coded(file, 'cards', 'pack-no-cards'));
  const pack: FactionPack = { format: PACK_FORMAT, version: PACK_VERSION, ...(exported ? { exported } : {}), system, faction, cards: imported };
  return { pack, problems, leftOut };
}

export interface PackChange {
  before: Card;
  after: Card;
  /** Top-level card fields that differ (`name`, `points`, `stats`, ...). */
  fields: string[];
}

export interface PackDiff {
  added: Card[];
  changed: PackChange[];
  removed: Card[];
  /** Current cards the pack holds but left out (parsePack `leftOut`): they stay as they are. */
  kept: Card[];
  unchanged: number;
}

/**
 * What importing a pack does to the faction's own cards: the pack replaces them, so cards only
 * in the pack are added, cards in both that differ are changed, cards only in the current file
 * are removed, except those whose id is in `leftOut` (the pack holds them but left them out: it
 * could not read them, or their id is taken): those are kept. Cards are compared by id; the source is ignored (both are the player's own).
 */
export function packDiff(current: readonly Card[], incoming: readonly Card[], leftOut: readonly string[] = []): PackDiff {
  const byId = new Map(current.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const left = new Set(leftOut);
  const diff: PackDiff = { added: [], changed: [], removed: [], kept: [], unchanged: 0 };
  for (const after of incoming) {
    seen.add(after.id);
    const before = byId.get(after.id);
    if (!before) {
      diff.added.push(after);
      continue;
    }
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== 'source').sort();
    const fields = keys.filter((k) => canonicalJson((before as Record<string, unknown>)[k]) !== canonicalJson((after as Record<string, unknown>)[k]));
    if (fields.length > 0) diff.changed.push({ before, after, fields });
    else diff.unchanged++;
  }
  for (const c of current) if (!seen.has(c.id)) (left.has(c.id) ? diff.kept : diff.removed).push(c);
  return diff;
}

/**
 * What importing a read pack (parsePack) does to the faction's own cards `current`: packDiff,
 * except that a pack without a card to import changes nothing at all (nothing added, changed or
 * removed; `kept` names the current cards it left out). The command line and the app preview with this.
 */
export function packImportDiff(read: { pack: FactionPack; leftOut: readonly string[] }, current: readonly Card[]): PackDiff {
  if (read.pack.cards.length > 0) return packDiff(current, read.pack.cards, read.leftOut);
  const left = new Set(read.leftOut);
  return { added: [], changed: [], removed: [], kept: current.filter((c) => left.has(c.id)), unchanged: 0 };
}

/**
 * The card file that importing the pack writes: the pack's faction and cards, as the player's
 * own, then the current cards `kept` (packDiff: the pack holds them but could not read them).
 */
export function cardFileOfPack(pack: FactionPack, kept: readonly Card[] = []): CardFile {
  return { format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system: pack.system, faction: pack.faction, cards: [...pack.cards.map((c): Card => ({ ...c, source: 'user' })), ...kept] };
}

/** A card as the preview names it. */
type Named = { id: string; name: Card['name'] };

/**
 * The preview the app shows before a pack is imported: names only, no whole cards; `cards` is how
 * many cards the pack brings (none: importing it changes nothing, and the app does not offer it).
 */
export function packPreview(
  read: { pack: FactionPack; leftOut: readonly string[] },
  current: readonly Card[],
): { system: FactionPack['system']; faction: FactionPack['faction']; exported?: string; cards: number; added: Named[]; changed: (Named & { fields: string[] })[]; removed: Named[]; kept: Named[]; unchanged: number } {
  const { pack } = read;
  const diff = packImportDiff(read, current);
  const named = (c: Card): Named => ({ id: c.id, name: c.name });
  return {
    system: pack.system,
    faction: pack.faction,
    ...(pack.exported ? { exported: pack.exported } : {}),
    cards: pack.cards.length,
    added: diff.added.map(named),
    changed: diff.changed.map((c) => ({ ...named(c.after), fields: c.fields })),
    removed: diff.removed.map(named),
    kept: diff.kept.map(named),
    unchanged: diff.unchanged,
  };
}
