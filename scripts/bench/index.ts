import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { report, type BenchResult } from './harness';

/**
 * npm run bench: every performance figure as one JSON line
 * ({"name", "median_ms", "p95_ms", "n", ...}). Budgets live in the issues, not here.
 * `npm run bench -- db print` runs only the named groups.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const GROUPS = ['db', 'validate', 'print', 'files', 'oldworld', 'ui', 'flow', 'picker', 'grid', 'cli'] as const;

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !(GROUPS as readonly string[]).includes(w));
if (unknown.length) {
  process.stderr.write(`Unknown bench group(s): ${unknown.join(', ')}. Groups: ${GROUPS.join(', ')}\n`);
  process.exit(2);
}

let failed = false;
for (const group of GROUPS) {
  if (wanted.length && !wanted.includes(group)) continue;
  const file = path.join(here, `${group}.ts`);
  if (!existsSync(file)) continue;
  try {
    const mod = (await import(`./${group}.ts`)) as { run: () => Promise<BenchResult[]> };
    for (const result of await mod.run()) report(result);
  } catch (err) {
    failed = true;
    process.stderr.write(`bench ${group} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
}
process.exit(failed ? 1 : 0);
