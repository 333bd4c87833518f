import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { CardKind, CardSource, DbCard } from '../../core/model/card';
import type { CardSummary, FactionInfo } from '../../core/db/types';
import type { CardSort, CardSortKey } from '../../core/db/card-sort';
import { canonicalJson } from '../../core/files/canonical';
import type { Localized, SystemId } from '../../core/model/system';
import { knownRanks } from '../../core/model/ranks';
import { api } from '../api';
import { conflictOf } from '../util/errors';
import { afterNextFrame } from '../util/frames';
import { kindsOf } from '../components/cards/system-kinds';
import { useDatabaseStore } from './database';
import { useSettingsStore } from './settings';

/** Cards the library's table shows at most. */
export const SEARCH_LIMIT = 500;

/** Card library: filters, results, the selected card and the user's own cards. */
export const useLibraryStore = defineStore('library', () => {
  const text = ref('');
  const system = ref<SystemId | ''>('');
  const faction = ref('');
  const kind = ref<CardKind | ''>('');
  const source = ref<CardSource | ''>('');
  /** Rank (either language), matched exactly; '' for all. */
  const rank = ref('');
  const results = ref<CardSummary[]>([]);
  /**
   * The column the table is sorted by (null: the database's order: system, faction file, card) and
   * whether downwards. Main sorts every match before the first SEARCH_LIMIT are taken.
   */
  const sortKey = ref<CardSortKey | null>(null);
  const sortDown = ref(false);
  const factions = ref<FactionInfo[]>([]);
  const selectedId = ref<string | null>(null);
  /** The selected card (let go when the filters no longer match it). */
  const selectedCard = ref<DbCard | null>(null);
  /** Names of cards named by other cards (servants), by id. */
  const names = ref<Record<string, Localized>>({});
  /** Ranks offered by the rank filter: those of the results when no rank is chosen. */
  const rankOptions = ref<Localized[]>([]);
  /**
   * A message about what was just done (a card saved in the editor, deleted, …): a message key, its
   * parameters and whether it says an error. The library shows it as its toast (LibraryView), where
   * the next action's message replaces it and an info fades after a while.
   */
  const notice = ref<{ key: string; params: Record<string, string>; tone?: 'info' | 'error' } | null>(null);
  const loading = ref(false);
  const error = ref<string | null>(null);
  let seq = 0;

  const selected = computed<DbCard | null>(() => (selectedCard.value?.id === selectedId.value ? selectedCard.value : null));

  /** The filters as a card query. */
  const query = () => ({
    text: text.value.trim() || undefined,
    system: system.value || undefined,
    faction: faction.value || undefined,
    kind: kind.value || undefined,
    source: source.value || undefined,
    rank: rank.value || undefined,
  });
  /** The table's order as a query's `sort`, in the UI's language (names of factions and kinds sort as shown). */
  const sort = (): { sort?: CardSort } => (sortKey.value ? { sort: { by: sortKey.value, down: sortDown.value, lang: useSettingsStore().lang } } : {});
  /** Whether any filter or search text narrows the cards. */
  const filtered = computed(() => Object.values(query()).some((v) => v !== undefined));

  /** The ranks of the results, sorted by their English names, for the rank filter. */
  const collectRanks = (cards: readonly CardSummary[]): Localized[] => knownRanks(cards).sort((a, b) => a.en.localeCompare(b.en));

  async function search(): Promise<void> {
    const mine = ++seq;
    loading.value = true;
    try {
      const found = await api.searchCards({ ...query(), ...sort(), limit: SEARCH_LIMIT });
      if (mine === seq) {
        results.value = found;
        // The rank filter's choices are sorted once the results are drawn: the first comparison
        // of texts loads the collation data (13-40 ms in Chromium), which the library, the page
        // the app opens on, would otherwise wait for.
        if (!rank.value) afterNextFrame(() => {
          if (mine === seq && !rank.value) rankOptions.value = collectRanks(found);
        });
        error.value = null;
        await followFilters(mine);
      }
    } catch (err) {
      if (mine === seq) error.value = err instanceof Error ? err.message : String(err);
    } finally {
      if (mine === seq) loading.value = false;
    }
  }

  /** The detail panel follows the filters: a selected card they no longer match is let go. */
  async function followFilters(mine: number): Promise<void> {
    const id = selectedId.value;
    if (!id || results.value.some((c) => c.id === id)) return;
    // Only the first SEARCH_LIMIT matches are shown: ask whether the card matches at all.
    const still = results.value.length >= SEARCH_LIMIT && (await api.searchCards({ ...query(), ids: [id], limit: 1 }).catch(() => [])).length > 0;
    if (mine === seq && !still && selectedId.value === id) void select(null);
  }

  /** Back to every card: no search text, no filter. */
  function clearFilters(): void {
    text.value = '';
    system.value = '';
    faction.value = '';
    kind.value = '';
    source.value = '';
    rank.value = '';
  }

  async function loadFactions(): Promise<void> {
    factions.value = await api.listFactions({ system: system.value || undefined });
    if (faction.value && !factions.value.some((f) => f.id === faction.value)) faction.value = '';
  }

  let selectSeq = 0;
  /** Selects a card; a summary from the table is completed with the whole card (profiles, options). */
  async function select(card: DbCard | CardSummary | null): Promise<void> {
    const mine = ++selectSeq;
    selectedId.value = card?.id ?? null;
    if (!card) {
      selectedCard.value = null;
      return;
    }
    if ('abilities' in card) {
      selectedCard.value = card;
      return;
    }
    const full = await api.getCard({ id: card.id }).catch(() => null);
    if (mine === selectSeq) selectedCard.value = full;
  }

  /** Shows one card: filters set to its system and faction, the card selected. */
  async function showCard(card: DbCard): Promise<void> {
    text.value = '';
    kind.value = '';
    source.value = '';
    rank.value = '';
    system.value = card.system;
    faction.value = card.faction;
    void select(card);
    await Promise.all([loadFactions(), search()]);
  }

  /** Loads the names of cards the detail panel refers to (servants). */
  async function resolveNames(ids: readonly string[]): Promise<void> {
    const missing = ids.filter((id) => !names.value[id]);
    const found = await Promise.all(missing.map((id) => api.getCard({ id }).catch(() => null)));
    const next = { ...names.value };
    for (const card of found) if (card) next[card.id] = card.name;
    names.value = next;
  }

  /** The version a delete of one of the user's cards is based on, taken by prepareRemove. */
  let removing: { id: string; version: string } | undefined;

  /** Shows the selected card as it is now (after it was found changed elsewhere). */
  async function showAgain(id: string): Promise<void> {
    const now = await api.getCard({ id }).catch(() => null);
    if (selectedId.value === id) selectedCard.value = now;
  }

  /**
   * Before the player confirms deleting one of the user's cards: takes its version as its file
   * holds it now (asked for here, not at every selection: it reads the user's card files). When
   * that is not the card as shown, it was changed elsewhere since (another tab, the card grid, an
   * import, another program): it is shown as it is now, and the answer is `changed`.
   */
  async function prepareRemove(id: string): Promise<'ready' | 'changed'> {
    removing = undefined;
    const opened = await api.openUserCard({ id }).catch(() => null);
    if (!opened) return 'ready';
    const shown = selectedId.value === id ? selectedCard.value : null;
    if (shown && canonicalJson(shown) !== canonicalJson(opened.card)) {
      await showAgain(id);
      return 'changed';
    }
    removing = { id, version: opened.version };
    return 'ready';
  }

  /**
   * Deletes one of the user's cards and refreshes the results: `deleted`, or `gone` when it was
   * not there to delete (deleted elsewhere). After prepareRemove it is deleted only as it was
   * then: when it was changed elsewhere since, nothing is deleted, it is shown as it is now, and
   * the answer is `changed`.
   */
  async function removeUserCard(id: string): Promise<'deleted' | 'gone' | 'changed'> {
    const basedOn = removing?.id === id ? removing.version : undefined;
    removing = undefined;
    let removed: boolean;
    try {
      removed = await api.deleteUserCard({ id, ...(basedOn !== undefined ? { basedOn } : {}) });
    } catch (err) {
      if (!conflictOf(err)) throw err;
      await Promise.all([showAgain(id), search()]);
      return 'changed';
    }
    if (selectedId.value === id) void select(null);
    // The status line counts the cards: refresh it too.
    await Promise.all([search(), useDatabaseStore().load()]);
    return removed ? 'deleted' : 'gone';
  }

  /** Sorts the table by a column: again the same column turns the order round; points start with the highest. */
  function sortBy(key: CardSortKey): void {
    if (sortKey.value === key) sortDown.value = !sortDown.value;
    else {
      sortKey.value = key;
      sortDown.value = key === 'points';
    }
  }

  watch(system, (s) => {
    // The type filter offers the chosen game's kinds only: a kind that game does not have is let go.
    if (kind.value && !kindsOf(s).includes(kind.value)) kind.value = '';
    void loadFactions();
  });
  watch([text, system, faction, kind, source, rank, sortKey, sortDown], () => void search());
  // Names sort in the UI's language: a sorted table is asked for again when it changes.
  watch(
    () => useSettingsStore().lang,
    () => {
      if (sortKey.value) void search();
    },
  );

  return {
    text, system, faction, kind, source, rank, results, sortKey, sortDown, factions, selectedId, selectedCard, selected, names, rankOptions,
    notice, loading, error, filtered, search, sortBy, loadFactions, select, showCard, resolveNames, prepareRemove, removeUserCard, clearFilters,
  };
});
