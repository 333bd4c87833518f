#!/usr/bin/env node
// Muster command line.
//
// Runs the prebuilt command line (out/cli/muster.js, made by `npm run build`) when it was built
// from the sources as they are now: plain JavaScript starts several times faster. Otherwise (a
// fresh clone, or sources edited since the build) it runs the TypeScript sources through tsx, so
// the command line always does what the sources say. MUSTER_CLI=bundle or MUSTER_CLI=source
// picks one of the two.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getSystemErrorMap } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundleDir = path.join(root, 'out', 'cli');
const bundleEntry = path.join(bundleDir, 'muster.js');

/** True when the bundle lists its sources (sources.json) and none was modified or removed after its build started. */
function bundleIsCurrent() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(bundleDir, 'sources.json'), 'utf8'));
  } catch {
    return false;
  }
  if (typeof manifest?.builtAt !== 'number' || !Array.isArray(manifest.sources) || manifest.sources.length === 0) return false;
  for (const source of manifest.sources) {
    const stat = statSync(path.join(root, String(source)), { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs > manifest.builtAt) return false;
  }
  return existsSync(bundleEntry);
}

/** The CLI's main(): from the bundle or, through tsx, from the sources. */
async function loadMain() {
  const choice = process.env.MUSTER_CLI;
  if (choice !== undefined && choice !== '' && choice !== 'bundle' && choice !== 'source') {
    process.stderr.write(`muster: MUSTER_CLI must be 'bundle' or 'source' (got '${choice}')\n`);
    return undefined;
  }
  if (choice === 'bundle' ? existsSync(bundleEntry) : choice !== 'source' && bundleIsCurrent()) {
    return (await import(pathToFileURL(bundleEntry).href)).main;
  }
  if (choice === 'bundle') {
    process.stderr.write(`muster: MUSTER_CLI=bundle but there is no prebuilt command line in ${bundleDir}; run 'npm run build'\n`);
    return undefined;
  }
  const { register } = await import('tsx/esm/api');
  register();
  return (await import('../main/cli/index.ts')).main;
}

/** Why a write failed, in words ("no space left on device"): the system's text for the error's number, else its message. */
function writeReason(err) {
  const known = typeof err?.errno === 'number' ? getSystemErrorMap().get(err.errno) : undefined;
  return known?.[1] ?? (err instanceof Error ? err.message : String(err));
}

// Output piped into a program that stops reading (muster cards | head) is not an error. Any other
// failed write (a full disk: muster cards > /dev/full) is one line, no stack trace, and exit 2 as
// for any file that cannot be written; an error writing stderr itself is not written again.
let failed = false;
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    if (failed) return;
    failed = true;
    if (stream === process.stdout) {
      try {
        process.stderr.write(`muster: cannot write the output: ${writeReason(err)}\n`);
      } catch {
        // stderr cannot be written either: the exit code says it.
      }
    }
    process.exit(2);
  });
}
const main = await loadMain();
process.exitCode = main
  ? await main(process.argv.slice(2), {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      cwd: process.cwd(),
    })
  : 2;
