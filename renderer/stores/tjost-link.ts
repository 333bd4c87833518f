import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { ListSummary } from '../../core/api/contract';
import type { ArmyList } from '../../core/model/list';
import { api } from '../api';
import { selectionIdOf, selectionPathOf } from '../../core/systems/confrontation/tjost/selection-link';

type LinkState = 'idle' | 'loading' | 'linked' | 'missing' | 'unlinked';

/**
 * The selection list of the TJOST game list open in the editor: loaded when the game list is
 * opened or relinked; `missing` when the file it names cannot be opened (the editor then asks
 * to link it again), `unlinked` when it names none.
 */
export const useTjostLinkStore = defineStore('tjostLink', () => {
  const selection = shallowRef<ArmyList | null>(null);
  const state = ref<LinkState>('idle');
  const error = ref<string | null>(null);
  /** Selection lists of the same system and faction the game list may be linked to. */
  const candidates = ref<ListSummary[]>([]);
  let seq = 0;

  async function loadCandidates(list: ArmyList): Promise<void> {
    try {
      const all = (await api.listLists({})).lists;
      candidates.value = all.filter((l) => l.kind === 'tjost-selection' && l.system === list.system && l.faction === list.faction);
    } catch {
      candidates.value = [];
    }
  }

  /** Loads the selection list a game list names; other lists have none. */
  async function load(list: ArmyList | null): Promise<void> {
    const mine = ++seq;
    error.value = null;
    if (!list || list.kind !== 'tjost-game') {
      selection.value = null;
      state.value = 'idle';
      return;
    }
    if (!list.selectionList) {
      selection.value = null;
      state.value = 'unlinked';
      await loadCandidates(list);
      return;
    }
    if (selection.value && selectionPathOf(selection.value.id) === list.selectionList && state.value === 'linked') return;
    state.value = 'loading';
    const id = selectionIdOf(list.selectionList);
    try {
      if (!id) throw new Error(`'${list.selectionList}' is not a list in the lists folder`);
      const opened = await api.openList({ id });
      if (mine !== seq) return;
      if (opened.kind !== 'tjost-selection') throw new Error(`'${opened.name}' is not a TJOST selection list`);
      selection.value = opened;
      state.value = 'linked';
    } catch (err) {
      if (mine !== seq) return;
      selection.value = null;
      state.value = 'missing';
      error.value = err instanceof Error ? err.message : String(err);
      await loadCandidates(list);
    }
  }

  /** Creates and saves a game list drawn from a (saved) selection list; resolves with it. */
  async function deriveGameList(source: ArmyList, name: string, player?: string): Promise<ArmyList> {
    const created = await api.createList({
      name,
      system: source.system,
      faction: source.faction,
      pointsLimit: 300,
      kind: 'tjost-game',
      ...(player ? { player } : source.player ? { player: source.player } : {}),
    });
    return (await api.saveList({ list: { ...created, selectionList: selectionPathOf(source.id) } })).list;
  }

  return { selection, state, error, candidates, load, loadCandidates, deriveGameList };
});
