import type { ApiInput } from '../../../core/api/contract';
import { MAX_IDS_PER_QUERY } from '../../../core/api/limits';
import type { CardSummary, PickResult } from '../../../core/db/types';
import type { SystemId } from '../../../core/model/system';
import { compositionOf } from '../../../core/systems/oldworld/composition';
import { api } from '../../api';

/** Cards the picker shows per page. */
export const PICKER_PAGE = 60;

/** The army a picker searches for: a list's system, faction and (The Old World) composition. */
export interface PickScope {
  system: SystemId;
  faction: string;
  /** The Old World: the army's composition (none or the army itself: the army's own list). */
  composition?: string;
}

/** What the player asked the picker for. */
export interface PickSearch {
  text: string;
  allFactions: boolean;
  /** Only these cards (a TJOST game list); null for every card. */
  ids: readonly string[] | null;
  /** Only the cards of this group (a filter chip); null for every group. */
  group: string | null;
}

/** Before the player has typed or chosen anything. */
export const FIRST_SEARCH: PickSearch = { text: '', allFactions: false, ids: null, group: null };

/** The picker's request for a page of matches: the one place it is put together. */
export function pickQuery(scope: PickScope, search: PickSearch, offset: number): ApiInput<'pickCards'> {
  const { ids, group } = search;
  return {
    system: scope.system,
    faction: scope.faction,
    allFactions: search.allFactions || ids !== null,
    text: search.text.slice(0, 200),
    ...(ids ? { ids: ids.slice(0, MAX_IDS_PER_QUERY) } : {}),
    ...(group ? { group } : {}),
    ...(scope.system === 'oldworld' ? { composition: compositionOf(scope) } : {}),
    offset,
    limit: PICKER_PAGE,
  };
}

/** Answers asked for ahead are used only this soon after: the cards may change later. */
const FRESH_MS = 60_000;

let ahead: { key: string; at: number; answer: Promise<PickResult<CardSummary>> } | null = null;

/**
 * Asks now for the first page a new list's picker will show, while the "New list" dialog is
 * filled in: the editor then shows the army's cards without waiting for a request. One answer
 * is kept, for the last army asked for.
 */
export function askAhead(scope: PickScope): void {
  const query = pickQuery(scope, FIRST_SEARCH, 0);
  const key = JSON.stringify(query);
  if (ahead?.key === key && Date.now() - ahead.at < FRESH_MS) return;
  const answer = api.pickCards(query);
  answer.catch(() => undefined);
  ahead = { key, at: Date.now(), answer };
}

/** The answer asked for ahead for exactly this request, once; null when there is none. */
export function takeAhead(query: ApiInput<'pickCards'>): Promise<PickResult<CardSummary>> | null {
  const found = ahead;
  if (!found || found.key !== JSON.stringify(query) || Date.now() - found.at >= FRESH_MS) return null;
  ahead = null;
  return found.answer;
}
