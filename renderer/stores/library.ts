import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { CardKind, CardSource, DbCard } from '../../core/model/card';
import type { FactionInfo } from '../../core/db/types';
import type { SystemId } from '../../core/model/system';
import { api } from '../api';

/** Card library: filters, results and the selected card. */
export const useLibraryStore = defineStore('library', () => {
  const text = ref('');
  const system = ref<SystemId | ''>('');
  const faction = ref('');
  const kind = ref<CardKind | ''>('');
  const source = ref<CardSource | ''>('');
  const results = ref<DbCard[]>([]);
  const factions = ref<FactionInfo[]>([]);
  const selectedId = ref<string | null>(null);
  const loading = ref(false);
  const error = ref<string | null>(null);
  let seq = 0;

  async function search(): Promise<void> {
    const mine = ++seq;
    loading.value = true;
    try {
      const found = await api.queryCards({
        text: text.value.trim() || undefined,
        system: system.value || undefined,
        faction: faction.value || undefined,
        kind: kind.value || undefined,
        source: source.value || undefined,
        limit: 500,
      });
      if (mine === seq) {
        results.value = found;
        error.value = null;
      }
    } catch (err) {
      if (mine === seq) error.value = err instanceof Error ? err.message : String(err);
    } finally {
      if (mine === seq) loading.value = false;
    }
  }

  async function loadFactions(): Promise<void> {
    factions.value = await api.listFactions({ system: system.value || undefined });
  }

  watch(system, () => {
    faction.value = '';
    void loadFactions();
  });
  watch([text, system, faction, kind, source], () => void search());

  return { text, system, faction, kind, source, results, factions, selectedId, loading, error, search, loadFactions };
});
