import type { CardFile, DbCard, Faction } from '../model/card';
import { SYSTEM_IDS, type SystemId } from '../model/system';
import { problem } from '../files/problems';
import { cardSearchText, foldText, queryWords } from './search';
import type { CardCounts, CardLookup, CardQuery, FactionInfo, LoadProblem } from './types';

/** A loaded card file with where it came from. */
export interface LoadedCardFile {
  /** Path or name of the file, used in problems. */
  path: string;
  file: CardFile;
  /**
   * Which folder the file came from (0 = shipped, 1 = first user folder, ...). A card id that
   * appears again in a later layer replaces the earlier card silently (user cards override
   * shipped ones); appearing twice within one layer is reported as a problem.
   */
  layer?: number;
}

interface Indexed {
  card: DbCard;
  /** Folded search text with a space on either side. */
  search: string;
  rankDe: string;
  rankEn: string;
}

/**
 * The card database: every card of every loaded file, later files overlaying earlier ones.
 * Cards are returned as stored; treat them as read-only.
 */
export class CardDatabase implements CardLookup {
  private readonly byId: Map<string, Indexed>;
  private readonly factionNames: Map<string, Faction>;
  private boxes: Map<string, DbCard[]> | undefined;

  private constructor(byId: Map<string, Indexed>, factionNames: Map<string, Faction>) {
    this.byId = byId;
    this.factionNames = factionNames;
  }

  /** Builds the database from files in order; later files overlay earlier ones (same id replaces). */
  static build(files: readonly LoadedCardFile[]): { db: CardDatabase; problems: LoadProblem[] } {
    const problems: LoadProblem[] = [];
    const entries = new Map<string, { card: DbCard; path: string; layer: number }>();
    const factions = new Map<string, Faction>();
    for (const { path, file, layer = 0 } of files) {
      factions.set(factionKey(file.system, file.faction.id), file.faction);
      file.cards.forEach((card, i) => {
        const before = entries.get(card.id);
        if (before && before.layer === layer) {
          problems.push(problem(path, `cards[${i}].id`, `card id '${card.id}' is also defined in ${before.path}; this one replaces it`));
        }
        entries.set(card.id, { card: { ...card, system: file.system, faction: file.faction.id }, path, layer });
      });
    }
    const byId = new Map<string, Indexed>();
    const cache = new Map<string, string>();
    for (const [id, { card }] of entries) {
      byId.set(id, {
        card,
        search: cardSearchText(card, factions.get(factionKey(card.system, card.faction)), cache),
        rankDe: card.rank ? (cache.get(card.rank.de) ?? foldText(card.rank.de)) : '',
        rankEn: card.rank ? (cache.get(card.rank.en) ?? foldText(card.rank.en)) : '',
      });
    }
    return { db: new CardDatabase(byId, factions), problems };
  }

  /** A database from card files alone (every file in one layer). */
  static fromFiles(files: readonly CardFile[]): CardDatabase {
    return CardDatabase.build(files.map((file, i) => ({ path: `#${i}`, file }))).db;
  }

  get size(): number {
    return this.byId.size;
  }

  card(id: string): DbCard | undefined {
    return this.byId.get(id)?.card;
  }

  /** Every card of a clan or theme box, in file order (built on first use). */
  boxCards(boxId: string): readonly DbCard[] {
    if (!this.boxes) this.boxes = groupByBox(this.all());
    return this.boxes.get(boxId) ?? [];
  }

  /** Every card, in file order. */
  all(): DbCard[] {
    return [...this.byId.values()].map((x) => x.card);
  }

  /** Cards matching every given filter, in file order, at most `limit`. */
  query(q: CardQuery): DbCard[] {
    const words = q.text === undefined ? [] : queryWords(q.text);
    const rank = q.rank === undefined ? undefined : foldText(q.rank);
    const limit = q.limit ?? Infinity;
    const out: DbCard[] = [];
    if (limit <= 0) return out;
    for (const x of this.byId.values()) {
      const c = x.card;
      if (q.system !== undefined && c.system !== q.system) continue;
      if (q.faction !== undefined && c.faction !== q.faction) continue;
      if (q.kind !== undefined && c.kind !== q.kind) continue;
      if (q.source !== undefined && c.source !== q.source) continue;
      if (rank !== undefined && x.rankDe !== rank && x.rankEn !== rank) continue;
      if (!words.every((w) => x.search.includes(w))) continue;
      out.push(c);
      if (out.length >= limit) break;
    }
    return out;
  }

  /** A faction with its data (compositions, item lists, provenance), whether or not it has cards. */
  faction(system: SystemId, id: string): FactionInfo | undefined {
    const faction = this.factionNames.get(factionKey(system, id));
    if (!faction) return undefined;
    let cardCount = 0;
    for (const { card } of this.byId.values()) if (card.system === system && card.faction === id) cardCount++;
    return { ...faction, system, cardCount };
  }

  /** Number of cards per system; systems without cards count zero. */
  counts(): CardCounts {
    const counts = Object.fromEntries(SYSTEM_IDS.map((s) => [s, 0])) as CardCounts;
    for (const { card } of this.byId.values()) counts[card.system]++;
    return counts;
  }

  /** Factions that have at least one card, with their card counts; optionally of one system. */
  factions(system?: SystemId): FactionInfo[] {
    const counts = new Map<string, number>();
    for (const { card } of this.byId.values()) {
      const key = factionKey(card.system, card.faction);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const out: FactionInfo[] = [];
    for (const [key, faction] of this.factionNames) {
      const s = key.slice(0, key.indexOf('/')) as SystemId;
      const cardCount = counts.get(key) ?? 0;
      if (cardCount === 0 || (system !== undefined && s !== system)) continue;
      out.push({ ...faction, system: s, cardCount });
    }
    return out.sort((a, b) => SYSTEM_IDS.indexOf(a.system) - SYSTEM_IDS.indexOf(b.system) || a.id.localeCompare(b.id));
  }
}

/** Cards by the clan or theme box they come in (cards without `box` are left out). */
export function groupByBox(cards: readonly DbCard[]): Map<string, DbCard[]> {
  const boxes = new Map<string, DbCard[]>();
  for (const c of cards) {
    if (c.box === undefined) continue;
    const list = boxes.get(c.box);
    if (list) list.push(c);
    else boxes.set(c.box, [c]);
  }
  return boxes;
}

function factionKey(system: SystemId, faction: string): string {
  return `${system}/${faction}`;
}
