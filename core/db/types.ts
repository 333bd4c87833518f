import type { CardKind, CardSource, DbCard, Faction } from '../model/card';
import type { Localized, SystemId } from '../model/system';
import { categoryOf } from '../systems/oldworld/unit';
import type { OwCategory } from '../systems/oldworld/vocabulary';

/** Resolves card ids; all that rules and printing need from the database. */
export interface CardLookup {
  card(id: string): DbCard | undefined;
  /** A faction (army) with its data, e.g. an Old World army's compositions and item lists; optional. */
  faction?(system: SystemId, id: string): FactionInfo | undefined;
  /** Every card of a clan or theme box (cards whose `box` is `boxId`), in file order; optional. */
  boxCards?(boxId: string): readonly DbCard[];
}

export interface CardQuery {
  system?: SystemId;
  faction?: string;
  kind?: CardKind;
  source?: CardSource;
  /** Rank text (either language), exact match, case-insensitive. */
  rank?: string;
  /** Free text over German and English names, ranks and abilities. */
  text?: string;
  /** Only these cards (by id); ids of no card are skipped. */
  ids?: readonly string[];
  /** Matches skipped before the first one returned (paging). */
  offset?: number;
  limit?: number;
}

/** What the list editor's card picker asks: cards to add to a list of one system and faction. */
export interface PickQuery {
  system: SystemId;
  /** The list's faction: its cards come first. */
  faction: string;
  /** Cards of every faction of the system (allies), not only the list's faction. */
  allFactions?: boolean;
  text?: string;
  /** Only these cards (a TJOST game list offers those of its selection list). */
  ids?: readonly string[];
  /** Only the cards of this group (a filter chip): a PickGroup's id. */
  group?: string;
  /** Old World: the list's army composition, which places units in their categories. */
  composition?: string;
  offset?: number;
  limit: number;
}

/**
 * A group of picker results: the Old World category a unit stands in for the list
 * (`category:core`), a rank (`rank:veteran`, with its name), a kind of card without a rank
 * (`kind:spell`), figures without a rank (`other`), or the units of a composition of the list's
 * own army taken as allies (`ally:knightly-order-panther`).
 */
export interface PickGroup {
  id: string;
  /** Rank groups: the rank in both languages. */
  rank?: Localized;
  /** Old World allies of the list's own army (`ally:<composition id>`): the composition's name. */
  composition?: Localized;
  /** Matches in the group. */
  count: number;
}

/** The picker group family of the units of a composition of the list's own army taken as allies (`ally:<composition id>`). */
export const ALLY_GROUP = 'ally:';

/** The composition a picker group's units are taken from as allies (`ally:<id>`), else undefined. */
export function allyFromGroup(groupId: string): string | undefined {
  return groupId.startsWith(ALLY_GROUP) ? groupId.slice(ALLY_GROUP.length) : undefined;
}

/** One page of picker results, grouped (each card's group id beside it), the number of matches and every group of the matches. */
export interface PickResult<C = DbCard> {
  cards: C[];
  /** The group of each card of `cards`, by position. */
  groupOf: string[];
  /** Matches in all (in the chosen group, when one is chosen). */
  count: number;
  /** The groups of every match, in the order they are shown, whatever group is chosen. */
  groups: PickGroup[];
}

/**
 * What a problem of a file says as a code the UI words in its language
 * (`fileProblem.code.<code>`, core/i18n/messages/file-problem.*.ts), its params, and the problem
 * whose text fills its `{detail}`.
 */
export interface FileIssue {
  code: string;
  params: Record<string, string | number>;
  detail?: FileIssue;
}

/** A problem found while loading a file: names the file and the JSON path. */
export interface LoadProblem {
  file: string;
  /** JSON path like `cards[3].warMachine.crew`; empty for the whole file. */
  path: string;
  /** In English (the command line's words); `issue`, where there is one, words it in another language. */
  message: string;
  issue?: FileIssue;
}

export type CardCounts = Record<SystemId, number>;

/** What a table of cards shows: enough to list and filter, without profiles and options. */
export type CardSummary = Pick<DbCard, 'id' | 'system' | 'faction' | 'kind' | 'name' | 'points' | 'source' | 'rank'> & {
  /** Magic items: their type. */
  itemType?: string;
  /** The picker's Old World units offered as allies from a composition of the list's own army: their category there. */
  allyCategory?: OwCategory;
  /**
   * An Old World unit taken only as a detachment of a regimental unit (`oldworld.detachment`): the
   * library names it so, beside the unit of the same name (State Troops and its detachment).
   */
  detachment?: true;
};

/** A card as a summary (see CardSummary). */
export function cardSummary(card: DbCard): CardSummary {
  const out: CardSummary = { id: card.id, system: card.system, faction: card.faction, kind: card.kind, name: card.name, points: card.points, source: card.source };
  if (card.rank) out.rank = card.rank;
  if (card.item) out.itemType = card.item.type;
  if (card.oldworld?.detachment) out.detachment = true;
  return out;
}

/** A picker page with summaries instead of whole cards (what the API sends). */
export function pickSummaries(result: PickResult): PickResult<CardSummary> {
  const cards = result.cards.map((card, i) => {
    const out = cardSummary(card);
    const from = allyFromGroup(result.groupOf[i] ?? '');
    const category = from === undefined ? undefined : categoryOf(card, from);
    if (category) out.allyCategory = category;
    return out;
  });
  return { ...result, cards };
}

export interface FactionInfo extends Faction {
  system: SystemId;
  cardCount: number;
}
