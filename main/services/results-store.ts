import { promises as fs } from 'node:fs';
import path from 'node:path';
import { formatProblem } from '../../core/files/problems';
import { emptyResults, parseResultsFile, serializeResults, type ResultsFile } from '../../core/tjost/results';
import { writeFileAtomic } from './atomic-write';

/**
 * The player's TJOST results as `tjost-results.json` in the user data folder. A broken file is
 * reported (file and field) and left untouched until the player saves new results over it,
 * after keeping it as `.bak`.
 */
export function createResultsStore(userDataDir: string) {
  const file = path.join(userDataDir, 'tjost-results.json');
  return {
    async read(): Promise<{ results: ResultsFile; problem: string | null }> {
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch {
        return { results: emptyResults(), problem: null };
      }
      const parsed = parseResultsFile(text, file);
      if (parsed.results) return { results: parsed.results, problem: null };
      return { results: emptyResults(), problem: parsed.problems.map(formatProblem).join('; ') };
    },
    async write(results: ResultsFile): Promise<void> {
      await fs.mkdir(userDataDir, { recursive: true });
      await writeFileAtomic(file, serializeResults(results), { backup: true });
    },
  };
}
