import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, IssueParams, Rule } from '../../../../checks/types';
import type { DbCard } from '../../../../model/card';

/** Share of a clan's AP that must be fielded for figures of another people from its box to join. */
const CLAN_SHARE = 0.5;

interface ClanShare {
  /** AP of the box's cards of the list's people (each card once). */
  total: number;
  /** AP of those cards that the list fields (each card once, however many copies). */
  fielded: number;
  /** Least AP to field: half the total, rounded up. */
  need: number;
}

/** How much of a clan or theme box of the list's people a list fields; undefined when the box has no card of that people. */
function clanShare(boxCards: readonly DbCard[], people: string, fieldedIds: ReadonlySet<string>): ClanShare | undefined {
  const clan = boxCards.filter((c) => c.faction === people);
  if (clan.length === 0) return undefined;
  let total = 0;
  let fielded = 0;
  for (const c of clan) {
    total += c.points;
    if (fieldedIds.has(c.id)) fielded += c.points;
  }
  return { total, fielded, need: Math.ceil(total * CLAN_SHARE) };
}

/** Names of a box's figures shown in the message (more are left as "…"). */
const BOX_NAMES = 3;

/**
 * The box named by what is in it (boxes have an id, no name of their own): `with_de`/`with_en`, the
 * names of up to BOX_NAMES of `cards`, "…" after them when there are more.
 */
function boxWith(cards: readonly DbCard[]): IssueParams {
  const names = (lang: 'de' | 'en'): string => {
    const shown = [...new Set(cards.map((c) => c.name[lang]))];
    return shown.slice(0, BOX_NAMES).join(', ') + (shown.length > BOX_NAMES ? ', …' : '');
  };
  return { with_de: names('de'), with_en: names('en') };
}

/**
 * TJOST, point 10: a figure of another people that comes in a clan or theme box of the
 * list's people (card field `box`) may be fielded with that clan only while at least 50 % of
 * the clan's AP is fielded. Reported at each such entry; variant `no-clan` when the box holds
 * no card of the list's people at all (then the figure is an ally of another people).
 */
export const tjostClanShare: Rule = {
  code: 'tjost.clan-share',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-selection', 'tjost-game'],
  check(ctx) {
    const ix = listIndex(ctx);
    const people = ctx.list.faction;
    const fieldedIds = new Set(ix.entries.map((e) => e.cardId));
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const card = ix.cardOf(e);
      if (!card?.box || card.faction === people || card.homeless) continue;
      const boxCards = ctx.boxCards(card.box);
      const share = clanShare(boxCards, people, fieldedIds);
      // Named by the clan's figures, or (no clan of this people) by the box's other figures (by itself when alone).
      const others = boxCards.filter((c) => c.id !== card.id);
      if (!share) issues.push(issueOf(tjostClanShare, e.id, { variant: 'no-clan', box: card.box, ...boxWith(others.length ? others : [card]) }));
      else if (share.fielded < share.need) {
        issues.push(issueOf(tjostClanShare, e.id, { box: card.box, ...boxWith(boxCards.filter((c) => c.faction === people)), fielded: share.fielded, total: share.total, need: share.need }));
      }
    }
    return issues;
  },
};
