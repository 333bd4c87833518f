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

/**
 * Reads a pack. Never throws: bad JSON, another format or a newer version make the whole pack a
 * problem; a bad card is reported (file, JSON path, reason) and left out while the others stay.
 */
export function parsePack(text: string, file: string): { pack?: FactionPack; problems: LoadProblem[] } {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem] };
  const raw = json.value as { format?: unknown } | null;
  if (raw?.format !== PACK_FORMAT) return { problems: [coded(file, 'format', 'not-pack', { format: PACK_FORMAT })] };
  const migrated = migrate(raw, PACK_FILE);
  if (!migrated.ok) return { problems: [migrationProblem(file, migrated)] };
  const envelope = envelopeSchema.safeParse(migrated.value);
  if (!envelope.success) return { problems: zodProblems(file, envelope.error) };
  const { system, faction, cards, exported } = envelope.data;
  // The cards get exactly the check of a card file (per card, duplicates, unknown fields).
  const checked = validateCardFile({ format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system, faction, cards }, file);
  if (!checked.file) return { problems: checked.problems };
  const pack: FactionPack = { format: PACK_FORMAT, version: PACK_VERSION, ...(exported ? { exported } : {}), system, faction, cards: checked.file.cards.map((c) => ({ ...c, source: 'user' })) };
  return { pack, problems: checked.problems };
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
  unchanged: number;
}

/**
 * What importing a pack does to the faction's own cards: the pack replaces them, so cards only
 * in the pack are added, cards in both that differ are changed, cards only in the current file
 * are removed. Cards are compared by id; the source is ignored (both are the player's own).
 */
export function packDiff(current: readonly Card[], incoming: readonly Card[]): PackDiff {
  const byId = new Map(current.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const diff: PackDiff = { added: [], changed: [], removed: [], unchanged: 0 };
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
  for (const c of current) if (!seen.has(c.id)) diff.removed.push(c);
  return diff;
}

/** The card file that importing the pack writes: the pack's faction and cards, as the player's own. */
export function cardFileOfPack(pack: FactionPack): CardFile {
  return { format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system: pack.system, faction: pack.faction, cards: pack.cards.map((c) => ({ ...c, source: 'user' })) };
}

/** The preview the app shows before a pack is imported: names only, no whole cards. */
export function packPreview(pack: FactionPack, current: readonly Card[]): { system: FactionPack['system']; faction: FactionPack['faction']; exported?: string; added: { id: string; name: Card['name'] }[]; changed: { id: string; name: Card['name']; fields: string[] }[]; removed: { id: string; name: Card['name'] }[]; unchanged: number } {
  const diff = packDiff(current, pack.cards);
  const named = (c: Card): { id: string; name: Card['name'] } => ({ id: c.id, name: c.name });
  return {
    system: pack.system,
    faction: pack.faction,
    ...(pack.exported ? { exported: pack.exported } : {}),
    added: diff.added.map(named),
    changed: diff.changed.map((c) => ({ ...named(c.after), fields: c.fields })),
    removed: diff.removed.map(named),
    unchanged: diff.unchanged,
  };
}
