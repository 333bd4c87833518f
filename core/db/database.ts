import type { Card, CardFile, DbCard, Faction } from '../model/card';
import { isProfileStat, profileStatKey } from '../model/card-stats';
import { PROFILE_STATS } from '../model/card-terms';
import { SYSTEM_IDS, SYSTEMS, type Localized, type SystemId } from '../model/system';
import { coded } from '../files/problems';
import { orderGroups, ownAllyGroups, pickGroupOf, type GroupBucket, type PickGroupContext } from './pick-groups';
import { cardSearchText, foldText, queryWords } from './search';
import { inComposition } from '../systems/oldworld/unit';
import { markCrewCards } from '../systems/chronopia/chariot';
import { offersOwnUnit } from '../systems/oldworld/facts';
import type { CardCounts, CardLookup, CardQuery, FactionInfo, LoadProblem, PickQuery, PickResult } from './types';
import { sortOrder, type CardSort } from './card-sort';
import { translate } from '../i18n/translate';

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
  /** The file the card came from and its layer: names the earlier file of an id given twice. */
  from: { path: string; layer: number };
  /** Folded search text with a space on either side; built on first use (see searchText). */
  search?: string;
  rankDe?: string;
  rankEn?: string;
}

interface BuildOptions {
  /**
   * The files' cards are fresh objects the database may keep and complete (system and faction
   * set on them) instead of copying each card: true for files just parsed by the loader.
   */
  owned?: boolean;
}

/**
 * The card database: every card of every loaded file, later files overlaying earlier ones.
 * Cards are returned as stored; treat them as read-only.
 */
export class CardDatabase implements CardLookup {
  private readonly byId: Map<string, Indexed>;
  private readonly factionNames: Map<string, Faction>;
  /** Folded texts many cards share (ranks, abilities, factions). */
  private readonly folded = new Map<string, string>();
  private boxes: Map<string, DbCard[]> | undefined;
  /** Every faction with its card count, by `system/faction`: counted once, on first use (the database does not change once built). */
  private infos: Map<string, FactionInfo> | undefined;
  /** Every card in a sorted order, by `<column>:<lang>`: sorted once, on first use (the database does not change once built). */
  private readonly orders = new Map<string, Indexed[]>();

  private constructor(byId: Map<string, Indexed>, factionNames: Map<string, Faction>) {
    this.byId = byId;
    this.factionNames = factionNames;
  }

  /** Builds the database from files in order; later files overlay earlier ones (same id replaces). One pass, linear. */
  static build(files: readonly LoadedCardFile[], options: BuildOptions = {}): { db: CardDatabase; problems: LoadProblem[] } {
    const problems: LoadProblem[] = [];
    const byId = new Map<string, Indexed>();
    const factions = new Map<string, Faction>();
    const itemLists: [SystemId, Faction][] = [];
    /** Ids of the chariot cards met (Chronopia), for marking their crew cards once every layer is in. */
    const chariots: string[] = [];
    for (const { path, file, layer = 0 } of files) {
      const system = file.system;
      const faction = file.faction.id;
      // A later file of a faction (the player's own cards of a shipped army) overlays its names but
      // keeps what it does not give: an Old World army's compositions, item lists and allies, the
      // provenance. A card saved into the Empire must not leave the Empire without compositions.
      const key = factionKey(system, faction);
      const earlier = factions.get(key);
      factions.set(key, earlier ? { ...earlier, ...file.faction } : file.faction);
      if (file.faction.itemList) itemLists.push([system, file.faction]);
      const at = { path, layer };
      const cards = file.cards;
      for (let i = 0; i < cards.length; i++) {
        const card = cards[i]!;
        const before = byId.get(card.id);
        if (before && before.from.layer === layer) {
          problems.push(coded(path, `cards[${i}].id`, 'card-replaced', { id: card.id, other: before.from.path }));
        }
        if (card.warMachine?.substitute.length) problems.push(...substituteStatProblems(card, system, path, i));
        let stored: DbCard;
        if (options.owned) {
          stored = card as DbCard;
          stored.system = system;
          stored.faction = faction;
        } else stored = { ...card, system, faction };
        // A crew mark is the database's own (markCrewCards below), never carried in from a card given.
        if (stored.crewOf !== undefined) delete stored.crewOf;
        if (stored.chariot) chariots.push(card.id);
        // A replaced card keeps its place in the order. One map lookup per card: the entry found
        // above is completed in place.
        if (before) {
          before.card = stored;
          before.from = at;
        } else byId.set(card.id, { card: stored, from: at });
      }
    }
    nameItemListsByArmy(factions, itemLists);
    markCrewCards(
      chariots.map((id) => byId.get(id)!.card),
      (id) => byId.get(id)?.card,
    );
    return { db: new CardDatabase(byId, factions), problems };
  }

  /** The folded search text of a card, built on first use and kept. */
  private searchText(x: Indexed): string {
    return (x.search ??= cardSearchText(x.card, this.factionNames.get(factionKey(x.card.system, x.card.faction)), this.folded));
  }

  private rankMatches(x: Indexed, rank: string): boolean {
    const r = x.card.rank;
    if (!r) return false;
    x.rankDe ??= this.fold(r.de);
    x.rankEn ??= this.fold(r.en);
    return x.rankDe === rank || x.rankEn === rank;
  }

  private fold(text: string): string {
    let f = this.folded.get(text);
    if (f === undefined) {
      f = foldText(text);
      this.folded.set(text, f);
    }
    return f;
  }

  /**
   * Builds the search texts of up to `count` cards not searched yet, starting at the `from`th
   * card; returns where to go on, or undefined when every card is done. The app calls this in
   * slices after loading, so the first search finds the texts ready without delaying the start.
   */
  prepareSearch(from: number, count: number): number | undefined {
    let i = 0;
    for (const x of this.byId.values()) {
      if (i++ < from) continue;
      if (i > from + count) return from + count;
      this.searchText(x);
    }
    return undefined;
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

  /**
   * Cards matching every given filter, in file order or, with `sort`, in that order over every
   * match: `limit` of them after skipping `offset`.
   */
  query(q: CardQuery & { sort?: CardSort }): DbCard[] {
    const words = q.text === undefined ? [] : queryWords(q.text);
    const rank = q.rank === undefined ? undefined : foldText(q.rank);
    const limit = q.limit ?? Infinity;
    let skip = q.offset ?? 0;
    const out: DbCard[] = [];
    if (limit <= 0) return out;
    for (const x of q.sort ? this.sorted(q.sort, q.ids) : this.candidates(q.ids)) {
      const c = x.card;
      if (q.system !== undefined && c.system !== q.system) continue;
      if (q.faction !== undefined && c.faction !== q.faction) continue;
      if (q.kind !== undefined && c.kind !== q.kind) continue;
      if (q.source !== undefined && c.source !== q.source) continue;
      if (rank !== undefined && !this.rankMatches(x, rank)) continue;
      if (words.length > 0 && !matchesAll(this.searchText(x), words)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      out.push(c);
      if (out.length >= limit) break;
    }
    return out;
  }

  /**
   * The card picker's search: cards of one system that can be added to a list (no magic items),
   * grouped (Old World categories, ranks, kinds; see pick-groups.ts; an Old World army's units only
   * as far as the list's composition has them), within a group the list's
   * faction first, then (when asked) the other factions; one page of them (of one group, when
   * asked), the number of matches and every group with its count. Asked for the other factions, an
   * Old World list is also offered the units of the compositions of its own army that its allies
   * name (an Empire Grand Army's Knightly Orders), one group each (`ally:<composition>`), after the
   * allies of other armies. Linear in the number of cards, with no cap on the database's size.
   */
  pick(q: PickQuery): PickResult {
    const words = queryWords(q.text ?? '');
    const ctx: PickGroupContext = {
      listFaction: q.faction,
      army: this.factionNames.get(factionKey(q.system, q.faction)),
      composition: q.composition ?? q.faction,
      fold: (text) => this.fold(text),
    };
    const buckets = new Map<string, GroupBucket<DbCard>>();
    const newBucket = (group: { id: string; rank?: Localized; composition?: Localized }, order: number): GroupBucket<DbCard> => ({
      id: group.id,
      ...(group.rank ? { rank: group.rank } : {}),
      ...(group.composition ? { composition: group.composition } : {}),
      count: 0,
      own: [],
      allies: [],
      firstSeen: order,
    });
    // A composition without a share for allies (a Troll Horde, an Order of the Knights Panther) is offered none, as Old World Builder offers none.
    const compositionData = ctx.army?.oldworld?.compositions.find((c) => c.id === ctx.composition);
    const takesAllies = compositionData === undefined || compositionData.categories.allies !== undefined;
    // The army's own compositions its allies name, their groups made first: they keep the army data's order.
    const allyGroups = q.allFactions && takesAllies ? ownAllyGroups(ctx) : [];
    for (const g of allyGroups) buckets.set(g.id, newBucket(g, 0));
    let seen = 0;
    for (const x of this.candidates(q.ids)) {
      const c = x.card;
      // Detachments (Fanatics, weapon teams) are taken with their regimental unit, not on their own (as Old World Builder offers them).
      if (c.system !== q.system || c.item || c.oldworld?.detachment) continue;
      const mine = c.faction === q.faction;
      if (!mine && !q.allFactions) continue;
      // An Old World unit of the army that its composition does not offer (listed only for other compositions, a mercenary its list does not name) is not offered in its categories (as Old World Builder does not).
      const placed = !(mine && c.oldworld && !offersOwnUnit(c, ctx.army, ctx.composition));
      const asAlly = mine && c.oldworld ? allyGroups.filter((g) => inComposition(c, g.from)) : [];
      if (!placed && asAlly.length === 0) continue;
      if (words.length > 0 && !matchesAll(this.searchText(x), words)) continue;
      const own = placed ? pickGroupOf(c, ctx) : undefined;
      if (!takesAllies && !mine && own?.id === `category:allies`) continue;
      const order = (mine ? 0 : ALLIES_AFTER) + seen++;
      const groups: { id: string; rank?: Localized; composition?: Localized }[] = own ? [own, ...asAlly] : asAlly;
      for (const group of groups) {
        let bucket = buckets.get(group.id);
        if (!bucket) buckets.set(group.id, (bucket = newBucket(group, order)));
        else if (order < bucket.firstSeen) bucket.firstSeen = order;
        bucket.count++;
        (mine ? bucket.own : bucket.allies).push(c);
      }
    }
    for (const g of allyGroups) if (buckets.get(g.id)?.count === 0) buckets.delete(g.id);
    const ordered = orderGroups(buckets.values());
    const chosen = q.group === undefined ? ordered : ordered.filter((b) => b.id === q.group);
    const cards: DbCard[] = [];
    const groupOf: string[] = [];
    let skip = q.offset ?? 0;
    for (const part of chosen.flatMap((b) => [b.own, b.allies].map((list) => ({ id: b.id, list })))) {
      if (cards.length >= q.limit) break;
      if (skip >= part.list.length) {
        skip -= part.list.length;
        continue;
      }
      for (const c of part.list.slice(skip, skip + q.limit - cards.length)) {
        cards.push(c);
        groupOf.push(part.id);
      }
      skip = 0;
    }
    return {
      cards,
      groupOf,
      count: chosen.reduce((n, b) => n + b.count, 0),
      groups: ordered.map((b) => ({ id: b.id, count: b.count, ...(b.rank ? { rank: b.rank } : {}), ...(b.composition ? { composition: b.composition } : {}) })),
    };
  }

  /** Every indexed card, or only those of the given ids (in the order given, each once). */
  /** Every card (only those of `ids`, when given) in the order `sort` asks for. */
  private *sorted(sort: CardSort, ids: readonly string[] | undefined): Iterable<Indexed> {
    const order = this.order(sort);
    const only = ids === undefined ? undefined : new Set(ids);
    for (let i = 0; i < order.length; i++) {
      const x = order[sort.down ? order.length - 1 - i : i]!;
      if (!only || only.has(x.card.id)) yield x;
    }
  }

  /** Every card sorted by one column in one language (ascending), sorted on first use and kept. */
  private order(sort: CardSort): Indexed[] {
    const key = `${sort.by}:${sort.lang}`;
    const hit = this.orders.get(key);
    if (hit) return hit;
    const all = [...this.byId.values()];
    const cards = all.map((x) => x.card);
    const byName = sort.by === 'name' ? undefined : this.order({ by: 'name', lang: sort.lang });
    const nameIndex = byName && new Map(all.map((x, i) => [x, i]));
    const text = (c: DbCard): string => this.columnText(sort, c);
    const order = sortOrder(cards, sort.by, sort.lang, text, byName && nameIndex ? byName.map((x) => nameIndex.get(x)!) : undefined).map((i) => all[i]!);
    this.orders.set(key, order);
    return order;
  }

  /** What the library shows for a card in a column it sorts by: the UI's words for systems, factions (an item list as such) and kinds. */
  private columnText(sort: CardSort, c: DbCard): string {
    const lang = sort.lang;
    switch (sort.by) {
      case 'name':
        return c.name[lang];
      case 'points':
        return String(c.points);
      case 'system':
        return translate(lang, `system.${c.system}`);
      case 'kind':
        return translate(lang, `kind.${c.kind}`);
      case 'rank':
        return c.rank?.[lang] ?? '';
      case 'faction': {
        const f = this.factionNames.get(factionKey(c.system, c.faction));
        if (!f) return c.faction;
        return f.itemList ? translate(lang, 'library.itemList', { name: f.name[lang] }) : f.name[lang];
      }
    }
  }

  private candidates(ids: readonly string[] | undefined): Iterable<Indexed> {
    if (ids === undefined) return this.byId.values();
    const out: Indexed[] = [];
    for (const id of new Set(ids)) {
      const x = this.byId.get(id);
      if (x) out.push(x);
    }
    return out;
  }

  /** Every faction with its card count, counted in one pass over the cards when first asked for. */
  private factionInfos(): Map<string, FactionInfo> {
    if (this.infos) return this.infos;
    const counts = new Map<string, number>();
    for (const { card } of this.byId.values()) {
      const key = factionKey(card.system, card.faction);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const infos = new Map<string, FactionInfo>();
    for (const [key, faction] of this.factionNames) {
      infos.set(key, { ...faction, system: key.slice(0, key.indexOf('/')) as SystemId, cardCount: counts.get(key) ?? 0 });
    }
    return (this.infos = infos);
  }

  /**
   * A faction with its data (compositions, item lists, provenance), whether or not it has cards.
   * Rules ask for it once per list they check: it is looked up, not counted again.
   */
  faction(system: SystemId, id: string): FactionInfo | undefined {
    return this.factionInfos().get(factionKey(system, id));
  }

  /** Number of cards per system; systems without cards count zero. */
  counts(): CardCounts {
    const counts = Object.fromEntries(SYSTEM_IDS.map((s) => [s, 0])) as CardCounts;
    for (const f of this.factionInfos().values()) counts[f.system] += f.cardCount;
    return counts;
  }

  /** Factions that have at least one card, with their card counts; optionally of one system. */
  factions(system?: SystemId): FactionInfo[] {
    const out: FactionInfo[] = [];
    for (const f of this.factionInfos().values()) if (f.cardCount > 0 && (system === undefined || f.system === system)) out.push(f);
    return out.sort((a, b) => SYSTEM_IDS.indexOf(a.system) - SYSTEM_IDS.indexOf(b.system) || a.id.localeCompare(b.id));
  }
}

/** Ally cards are met after every card of the list's own faction, whatever their place in the database. */
const ALLIES_AFTER = 1e12;

function matchesAll(search: string, words: readonly string[]): boolean {
  for (const w of words) if (!search.includes(w)) return false;
  return true;
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

/**
 * An army's item list named in one language only (Old World Builder's data names "Dwarfen Mountain
 * Holds" magic items so in German too) takes the names of the army it belongs to (its provenance's
 * original id): "Zwergen-Bergstädte (magische Gegenstände)", not "Dwarfen Mountain Holds (…)".
 */
function nameItemListsByArmy(factions: Map<string, Faction>, itemLists: readonly [SystemId, Faction][]): void {
  for (const [system, list] of itemLists) {
    const key = factionKey(system, list.id);
    if (factions.get(key) !== list || list.name.de !== list.name.en) continue;
    const army = list.provenance?.originalId ? factions.get(factionKey(system, list.provenance.originalId)) : undefined;
    if (army && !army.itemList) factions.set(key, { ...list, name: { ...army.name } });
  }
}

function factionKey(system: SystemId, faction: string): string {
  return `${system}/${faction}`;
}

/**
 * Substitute conditions of a card of `system` that name no profile value of the game (PROFILE_STATS):
 * no figure's profile has that value, so the rules would refuse a substitute that meets the
 * machine's real condition and find the machine short of crew. Said where the card database is
 * built (the library's and the command line's problems, naming file and field), not where a file
 * is read: the card loads as written (a file's keys are read as they are, as a card's profile values
 * are) and its file stays one the card editor opens and saves, which writes the key (statKeyOf).
 * Where the stat is a profile value's abbreviation in either language (Confrontation's German "WK"),
 * the problem names the key the file needs (RES).
 */
function substituteStatProblems(card: Card, system: SystemId, file: string, index: number): LoadProblem[] {
  const out: LoadProblem[] = [];
  card.warMachine?.substitute.forEach((c, i) => {
    if (isProfileStat(c.stat, system)) return;
    const path = `cards[${index}].warMachine.substitute[${i}].stat`;
    const key = profileStatKey(c.stat, system);
    const name = SYSTEMS[system].name;
    out.push(
      key
        ? coded(file, path, 'substitute-stat-abbreviation', { stat: c.stat, key })
        : coded(file, path, 'substitute-stat-unknown', { stat: c.stat, stats: PROFILE_STATS[system].join(', '), system_de: name.de, system_en: name.en }),
    );
  });
  return out;
}
