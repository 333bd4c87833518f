import { defineStore } from 'pinia';
import { computed, ref, shallowRef, toRaw, watch } from 'vue';
import type { SaveWarning } from '../../core/api/contract';
import { problemLine } from '../../core/files/problems';
import type { Lang } from '../../core/model/system';
import type { PaperId } from '../../core/print/job';
import { emptyResults, parseResultsFile, serializeResults, type GameResult, type ResultsFile } from '../../core/systems/confrontation/tjost/results';
import { LEAGUE_BEST, leagueTotals, scoreGames } from '../../core/systems/confrontation/tjost/scoring';
import { api } from '../api';
import { preparePrinting, runPrintJob } from '../api/run-print';
import { conflictSavedAt } from '../util/errors';
import { useSettingsStore } from './settings';

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** One player's TJOST games with scores and running totals; kept in tjost-results.json in the user data folder, exported and imported as a results file. */
export const useTjostResultsStore = defineStore('tjostResults', () => {
  const results = ref<ResultsFile>(emptyResults());
  /** Why stored or imported results could not be used. */
  const fileProblem = ref<string | null>(null);
  /** Set once the saved results were read; nothing is saved before, so nothing is overwritten. */
  const loaded = ref(false);
  const saveError = ref<string | null>(null);
  /** What the last save could not do besides writing the results, which stand (their history could not keep the version). */
  const saveWarnings = shallowRef<SaveWarning[]>([]);
  /**
   * Set when a change was not saved because the results were saved elsewhere (another tab, window
   * or program) after they were read here: when that version was saved. Changes stay unsaved until
   * the player opens that version (`takeSaved`) or replaces it (`replaceSaved`).
   */
  const conflict = ref<{ savedAt: string } | null>(null);
  /** The `updatedAt` of the version on disk the results shown are based on, sent with every save. */
  let diskStamp: string | undefined;
  /** The results as read from disk, which the change watcher does not save back. */
  let fromDisk: ResultsFile | null = null;
  let saving: Promise<void> = Promise.resolve();
  const printState = ref<'idle' | 'running' | 'done' | 'failed'>('idle');
  const printError = ref<string | null>(null);

  const scored = computed(() => scoreGames(results.value.games));
  const totals = computed(() => scored.value.totals);
  const showLeague = computed(() => results.value.league === true || results.value.games.length > LEAGUE_BEST);
  const league = computed(() => leagueTotals(results.value.games));

  async function load(): Promise<void> {
    // The results sheet prints from this page.
    preparePrinting();
    try {
      const stored = await api.getResults({});
      showFromDisk(stored.results);
      fileProblem.value = stored.problem;
    } catch (err) {
      fileProblem.value = message(err);
    }
    loaded.value = true;
  }

  function showFromDisk(stored: ResultsFile): void {
    fromDisk = stored;
    results.value = stored;
    diskStamp = stored.updatedAt;
    conflict.value = null;
  }

  /**
   * Reads the results again when the page is shown again: results saved elsewhere meanwhile (another
   * tab, window or program) are shown instead of the ones read before. Not while a change waits
   * for an answer (a conflict) or failed to save; Undo does not reach back past results read so.
   */
  async function refresh(): Promise<void> {
    await saving;
    if (!loaded.value || conflict.value || saveError.value) return;
    const shown = results.value;
    let stored: Awaited<ReturnType<typeof api.getResults>>;
    try {
      stored = await api.getResults({});
    } catch {
      return;
    }
    if (results.value !== shown || conflict.value || stored.results.updatedAt === diskStamp) return;
    undoable.value = null;
    showFromDisk(stored.results);
    fileProblem.value = stored.problem;
  }

  /**
   * Saves the current results; saves run one after another, so the last state always wins. Each is
   * based on the version read or saved here (`replacing`: the version saved elsewhere the player
   * chose to replace), so results saved elsewhere meanwhile are not replaced unasked (`conflict`).
   */
  function saveNow(replacing?: string): Promise<void> {
    const run = () => save(replacing);
    saving = saving.then(run, run);
    return saving;
  }

  async function save(replacing: string | undefined): Promise<void> {
    try {
      const { results: saved, warnings } = await api.saveResults({ results: results.value, basedOn: replacing ?? diskStamp });
      saveWarnings.value = warnings;
      diskStamp = saved.updatedAt;
      conflict.value = null;
      saveError.value = null;
    } catch (err) {
      const savedAt = conflictSavedAt(err);
      if (savedAt !== undefined) conflict.value = { savedAt };
      else saveError.value = message(err);
    }
  }

  /** After a conflict: saves the results shown over the version saved elsewhere (which stays in History). */
  async function replaceSaved(): Promise<void> {
    const found = conflict.value;
    if (!found) return;
    conflict.value = null;
    await saveNow(found.savedAt);
  }

  /** After a conflict: the version saved elsewhere is shown; Undo brings the unsaved results back (and saves them). */
  async function takeSaved(): Promise<void> {
    if (!conflict.value) return;
    await saving;
    const shown = results.value;
    const stored = await api.getResults({});
    if (results.value !== shown) return;
    remember();
    showFromDisk(stored.results);
    fileProblem.value = stored.problem;
  }

  watch(
    results,
    (now) => {
      // Games change rarely: save each change at once so nothing is lost when the window closes.
      // What was just read from disk is not saved back.
      if (loaded.value && toRaw(now) !== fromDisk) void saveNow();
    },
    { deep: true },
  );

  function setHeader(patch: Partial<Pick<ResultsFile, 'player' | 'faction' | 'event' | 'league'>>): void {
    results.value = { ...results.value, ...patch };
  }

  function addGame(game: GameResult): void {
    results.value = { ...results.value, games: [...results.value.games, game] };
  }

  function updateGame(index: number, game: GameResult): void {
    results.value = { ...results.value, games: results.value.games.map((g, i) => (i === index ? game : g)) };
  }

  /** The results before the last removal, clear, import or restore, for Undo. */
  const undoable = ref<ResultsFile | null>(null);

  function remember(): void {
    undoable.value = results.value;
  }

  function undo(): void {
    if (!undoable.value) return;
    results.value = undoable.value;
    undoable.value = null;
  }

  function removeGame(index: number): void {
    remember();
    results.value = { ...results.value, games: results.value.games.filter((_, i) => i !== index) };
  }

  function clear(): void {
    remember();
    results.value = emptyResults(results.value.player);
  }

  /** A saved version of the results brought back as one change: saved at once, Undo takes it back. */
  function restoreVersion(version: ResultsFile): boolean {
    remember();
    results.value = version;
    fileProblem.value = null;
    return true;
  }

  /** Reads a results file; on problems keeps the current results and names the file and field. */
  function importText(fileName: string, text: string): boolean {
    const parsed = parseResultsFile(text, fileName);
    if (!parsed.results) {
      fileProblem.value = parsed.problems.map(problemLine(useSettingsStore().lang)).join('; ');
      return false;
    }
    remember();
    results.value = parsed.results;
    fileProblem.value = null;
    return true;
  }

  function exportText(): string {
    return serializeResults({ ...results.value, updatedAt: new Date().toISOString() });
  }

  /** Renders the results sheet; resolves with the PDF (base64) and its file name, or null on failure. */
  async function printSheet(paper: PaperId, lang: Lang): Promise<{ pdfBase64: string; fileName: string; jobId: string } | null> {
    printState.value = 'running';
    printError.value = null;
    try {
      const pdf = await runPrintJob({ documents: ['results'], paper, lang, results: results.value });
      if (!pdf) return null;
      printState.value = 'done';
      return pdf;
    } catch (err) {
      printState.value = 'failed';
      printError.value = message(err);
      return null;
    }
  }

  return { results, undoable, undo, fileProblem, loaded, saveError, saveWarnings, conflict, replaceSaved, takeSaved, load, refresh, saveNow, printState, printError, scored, totals, showLeague, league, setHeader, addGame, updateGame, removeGame, clear, importText, restoreVersion, exportText, printSheet };
});
