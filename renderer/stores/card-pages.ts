import type { ApiInput } from '../../core/api/contract';
import { MAX_IDS_PER_QUERY } from '../../core/api/limits';
import type { DbCard } from '../../core/model/card';
import { api } from '../api';

/** Cards asked for in one page of queryCards. */
const PAGE = 2000;

/** Every card matching a query, asked for page by page (no cap on the database's size). */
export async function queryAllCards(query: Omit<ApiInput<'queryCards'>, 'limit' | 'offset' | 'ids'>): Promise<DbCard[]> {
  const out: DbCard[] = [];
  for (;;) {
    const page = await api.queryCards({ ...query, offset: out.length, limit: PAGE });
    out.push(...page);
    if (page.length < PAGE) return out;
  }
}

/** The cards of the given ids (ids of no card are left out), asked for in pages. */
export async function cardsByIds(ids: readonly string[]): Promise<DbCard[]> {
  const pages: Promise<DbCard[]>[] = [];
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_QUERY) pages.push(api.queryCards({ ids: ids.slice(i, i + MAX_IDS_PER_QUERY) }));
  return (await Promise.all(pages)).flat();
}
