import { migrationProblem } from '../files/migrate';
import { z } from 'zod';
import {
  abilitySchema,
  artillerySchema,
  cardFileSchema,
  cardSchema,
  statConditionSchema,
  warMachineSchema,
  type Card,
  type CardFile,
} from '../model/card';
import { CARD_FILE_VERSION, MAX_CARDS_PER_FILE } from '../model/card-terms';
import { parseJsonText } from '../files/json';
import { formatPath, coded, unknownKeyProblems, zodProblems } from '../files/problems';
import type { LoadProblem } from './types';
import { migrateCardFile } from './migrate';

export interface ParsedCardFile {
  /** The file with every valid card; absent when the file as a whole is unusable. */
  file?: CardFile;
  problems: LoadProblem[];
}

/** The file without its cards, so that each card can be checked on its own. */
const envelopeSchema = cardFileSchema.extend({ cards: z.array(z.unknown()).max(MAX_CARDS_PER_FILE, `a card file holds at most ${MAX_CARDS_PER_FILE} cards`) });

const ENVELOPE_KEYS = [...Object.keys(cardFileSchema.shape), '$schema'];
const CARD_KEYS = Object.keys(cardSchema.shape);
const WAR_MACHINE_KEYS = Object.keys(warMachineSchema.shape);
const ARTILLERY_KEYS = Object.keys(artillerySchema.shape);
const ABILITY_KEYS = Object.keys(abilitySchema.shape);
const CONDITION_KEYS = Object.keys(statConditionSchema.shape);

/**
 * Reads a card file (`muster-cards`). Never throws: JSON syntax errors, a wrong envelope or a
 * newer version make the whole file a problem; a bad card is reported (file, JSON path, reason)
 * and skipped while the other cards load. `file` is only used to name the file in problems.
 */
export function parseCardFile(text: string, file: string): ParsedCardFile {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem] };
  return validateCardFile(json.value, file);
}

/**
 * A card file that was checked before Muster started: one of the shipped files listed, with the
 * hash of its content, in the shipped folder's checked-files list, which the build writes only
 * for files that load without a problem and that are exactly what the schema makes of them (no
 * default left to fill in). Only its envelope is checked; its cards are taken as they are. Anything
 * else about it (an older version) gets the full check of validateCardFile.
 */
export function checkedCardFile(raw: unknown, file: string): ParsedCardFile {
  if ((raw as { version?: unknown } | null)?.version !== CARD_FILE_VERSION) return validateCardFile(raw, file);
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) return validateCardFile(raw, file);
  const { format, version, system, faction, cards } = envelope.data;
  return { file: { format, version, system, faction, cards: cards as Card[] }, problems: [] };
}

/** Like parseCardFile, for data that is already parsed JSON. */
export function validateCardFile(raw: unknown, file: string): ParsedCardFile {
  const migrated = migrateCardFile(raw);
  if (!migrated.ok) return { problems: [migrationProblem(file, migrated)] };
  const envelope = envelopeSchema.safeParse(migrated.value);
  if (!envelope.success) return { problems: zodProblems(file, envelope.error) };

  const problems: LoadProblem[] = unknownKeyProblems(file, migrated.value, ENVELOPE_KEYS, '');
  const cards: Card[] = [];
  const firstIndex = new Map<string, number>();
  envelope.data.cards.forEach((rawCard, i) => {
    const at = formatPath(['cards', i]);
    const parsed = cardSchema.safeParse(rawCard);
    if (!parsed.success) {
      problems.push(...zodProblems(file, parsed.error, at));
      return;
    }
    const card = parsed.data;
    const first = firstIndex.get(card.id);
    if (first !== undefined) {
      problems.push(coded(file, `${at}.id`, 'card-id-twice', { id: card.id, first }));
      return;
    }
    firstIndex.set(card.id, i);
    problems.push(...unknownFields(file, rawCard, at));
    cards.push(card);
  });
  const { system, faction } = envelope.data;
  return { file: { format: envelope.data.format, version: envelope.data.version, system, faction, cards }, problems };
}

/** Fields the schema does not know are dropped on load; report them so that typos do not go unnoticed. */
function unknownFields(file: string, rawCard: unknown, at: string): LoadProblem[] {
  const c = rawCard as Record<string, unknown>;
  const out = unknownKeyProblems(file, c, CARD_KEYS, at);
  if (Array.isArray(c.abilities)) {
    c.abilities.forEach((a, i) => out.push(...unknownKeyProblems(file, a, ABILITY_KEYS, `${at}.abilities[${i}]`)));
  }
  const wm = c.warMachine as Record<string, unknown> | undefined;
  if (wm) {
    out.push(...unknownKeyProblems(file, wm, WAR_MACHINE_KEYS, `${at}.warMachine`));
    out.push(...unknownKeyProblems(file, wm.artillery, ARTILLERY_KEYS, `${at}.warMachine.artillery`));
    if (Array.isArray(wm.substitute)) {
      wm.substitute.forEach((s, i) => out.push(...unknownKeyProblems(file, s, CONDITION_KEYS, `${at}.warMachine.substitute[${i}]`)));
    }
  }
  return out;
}
