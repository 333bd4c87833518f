import { emptyResults, parseResultsFile, serializeResults, type ResultsFile } from '../../core/systems/confrontation/tjost/results';
import { createFileStore, type Written } from './file-store';
import { saveStamped, type StampedSaveOptions } from './stamped-save';

const RESULTS_ID = 'tjost-results';

/**
 * The player's TJOST results as `tjost-results.json` in the user data folder (a file store:
 * safe writes and history). A broken file is reported (file and field), kept as a copy, and
 * left untouched until the player saves new results over it.
 */
export function createResultsStore(userDataDir: string, now: () => Date = () => new Date()) {
  const files = createFileStore<ResultsFile>({
    root: userDataDir,
    folder: '',
    now,
    // Saved at every change: history spread over the season, not the last 20 edits.
    pruning: 'spread',
    format: {
      ext: '.json',
      parse: (text, file) => {
        const parsed = parseResultsFile(text, file);
        return { value: parsed.results, problems: parsed.problems };
      },
      serialize: serializeResults,
    },
  });
  return {
    file: files.fileOf(RESULTS_ID),
    async read(): Promise<{ results: ResultsFile; problem: string | null }> {
      try {
        return { results: (await files.readIfExists(RESULTS_ID)) ?? emptyResults(), problem: null };
      } catch (err) {
        return { results: emptyResults(), problem: err instanceof Error ? err.message : String(err) };
      }
    },
    /**
     * Saves the results safely with history, stamped after the version they replace; with
     * `basedOn` (see saveStamped) results saved elsewhere since are not replaced. Resolves with
     * them as saved and the save's warnings.
     */
    save(results: ResultsFile, options: StampedSaveOptions = {}): Promise<Written<ResultsFile>> {
      return saveStamped(files, RESULTS_ID, results, now, options);
    },
    history: () => files.history(RESULTS_ID),
    version: (version: string) => files.version(RESULTS_ID, version),
  };
}
