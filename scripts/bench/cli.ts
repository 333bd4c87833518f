/**
 * Command line and organiser figures (issue: TJOST organiser):
 * - `cli-start`: one whole `muster validate` process over a small list (node starting, the
 *   prebuilt command line from out/cli, the list's cards, the check) — budget under 300 ms.
 * - `validate-100-files`: one `muster validate` process over 100 list files of all three game
 *   systems — budget under 5 s.
 * - `pair-200`: pairing round 4 of a 200-player event after three played rounds (core
 *   addNextRound: standings, the order drawn for ties, matching without repeats) — budget under 200 ms.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { addNextRound } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { eventWith, playRounds, T0 } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { measure, type BenchResult } from './harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = path.join(root, 'bin', 'muster.mjs');
const samples = path.join(root, 'resources', 'samples');
const exec = promisify(execFile);

/** Runs `muster validate` as a user would (no MUSTER_CLI choice); exit 0 or 1 is a finished check. */
async function validate(args: string[], cwd: string): Promise<void> {
  const env = { ...process.env };
  delete env.MUSTER_CLI;
  await exec(process.execPath, [bin, 'validate', '-q', ...args], { cwd, env, maxBuffer: 64 * 1024 * 1024 }).catch((err: { code?: number }) => {
    if (err.code !== 1) throw err;
  });
}

export async function run(): Promise<BenchResult[]> {
  if (!(await stat(path.join(root, 'out', 'cli', 'sources.json')).catch(() => undefined))) throw new Error("no prebuilt command line in out/cli: run 'npm run build' first");
  const results: BenchResult[] = [];
  results.push({ ...(await measure('cli-start', 15, () => validate([path.join(samples, 'valid.muster')], root), 2)), budget_ms: 300 });

  const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-bench-cli-'));
  try {
    const lists = (await readdir(samples)).filter((f) => f.endsWith('.muster')).sort();
    const files: string[] = [];
    // The samples under their own names, in as many whole copies of the folder as 100 files take:
    // a game list validated finds its selection list beside it even where that list is past the
    // 100th file (51 samples: the last copy's selection list is not among the 100, and validate
    // exited 2, "cannot be checked").
    const sets = Math.ceil(100 / lists.length);
    for (let set = 0; set < sets; set++) {
      await mkdir(path.join(dir, `set-${set}`), { recursive: true });
      for (const list of lists) await copyFile(path.join(samples, list), path.join(dir, `set-${set}`, list));
    }
    for (let i = 0; i < 100; i++) files.push(path.join(`set-${Math.floor(i / lists.length)}`, lists[i % lists.length] ?? 'valid.muster'));
    results.push({ ...(await measure('validate-100-files', 5, () => validate(files, dir), 1)), files: files.length, samples: lists.length, budget_ms: 5000 });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  const played = playRounds(eventWith(200, { rounds: 6, seed: 11 }), 3);
  results.push({
    ...(await measure('pair-200', 20, () => {
      const out = addNextRound(played, T0);
      if (out.round?.pairings.length !== 100) throw new Error('round 4 of 200 players not paired');
    })),
    players: 200,
    round: 4,
    budget_ms: 200,
  });
  return results;
}
