import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { AppInfo } from '../../core/api/contract';
import type { CardCounts, LoadProblem } from '../../core/db/types';
import { api } from '../api';

/** What the app knows about the card database and the running app. */
export const useDatabaseStore = defineStore('database', () => {
  const counts = ref<CardCounts | null>(null);
  const problems = ref<LoadProblem[]>([]);
  const info = ref<AppInfo | null>(null);
  const error = ref<string | null>(null);
  /** Problems with the user's own files (e.g. a settings.json that could not be read), shown until dismissed. */
  const dataProblems = ref<string[]>([]);
  const total = computed(() => (counts.value ? Object.values(counts.value).reduce((a, b) => a + b, 0) : 0));

  async function load(): Promise<void> {
    error.value = null;
    try {
      const [c, p, i] = await Promise.all([api.getCardCounts({}), api.getDatabaseProblems({}), api.getAppInfo({})]);
      counts.value = c;
      problems.value = p;
      info.value = i;
    } catch (err) {
      error.value = err instanceof Error ? err.message : String(err);
    }
  }

  async function loadDataProblems(): Promise<void> {
    dataProblems.value = await api.getDataProblems({}).catch(() => []);
  }

  return { counts, problems, info, error, total, dataProblems, load, loadDataProblems };
});
