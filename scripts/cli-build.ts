import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';

/**
 * The command line, prebuilt as plain JavaScript (`out/cli/`), so a call starts without compiling
 * TypeScript. Built with the app: electron.vite.config.ts runs it after the main process build
 * (`npm run build`, and so `npm start`, `npm test`, `npm run bench`).
 *
 * - One ES module per command (`muster.js` imports each command when it is used), so
 *   `validate`, `cards` and `export` never load the print engine, pdfkit or the fonts.
 * - Dependencies are bundled in (a single file to load instead of zod's hundred), except the
 *   packages below, which read data files next to their own code.
 * - Chunks sit beside `muster.js` (out/cli/ is two folders deep like main/services/, so code that
 *   finds resources/ from its own location works the same from the sources and the bundle).
 * - `sources.json` lists every project file bundled (and package.json and its lock file, for the
 *   bundled packages) and when the build started: bin/muster.mjs runs the bundle only when none
 *   of them changed since, else the TypeScript sources.
 */

/**
 * Packages left in node_modules: pdfkit reads its font metrics from its own folder; electron is
 * never used by the CLI.
 */
const EXTERNAL_PACKAGES = ['pdfkit', 'electron'];

/** Files besides the bundled sources whose change makes the bundle stale. */
const LOCK_FILES = ['package.json', 'package-lock.json'];

/** The bundle's folder and entry, relative to the project root. */
export const CLI_OUT_DIR = path.join('out', 'cli');
export const CLI_ENTRY_FILE = 'muster.js';
export const CLI_MANIFEST_FILE = 'sources.json';

/** What bin/muster.mjs reads to decide whether the bundle is current. */
export interface CliManifest {
  /** Milliseconds since the epoch when the build started; a source modified later makes the bundle stale. */
  builtAt: number;
  /** The project files bundled, relative to the root, with `/` separators. */
  sources: string[];
}

function isExternal(id: string): boolean {
  if (id.startsWith('node:') || builtinModules.includes(id) || builtinModules.includes(id.split('/')[0] ?? id)) return true;
  return EXTERNAL_PACKAGES.some((p) => id === p || id.startsWith(`${p}/`));
}

/** Emits sources.json: the project files (not node_modules) that went into the bundle. */
function manifestPlugin(root: string, builtAt: number): Plugin {
  return {
    name: 'muster-cli-manifest',
    generateBundle() {
      const sources = [...this.getModuleIds()]
        .map((id) => id.split('?')[0] ?? id)
        .filter((id) => path.isAbsolute(id) && !id.includes(`${path.sep}node_modules${path.sep}`))
        .map((id) => path.relative(root, id).split(path.sep).join('/'))
        .filter((rel) => !rel.startsWith('..'));
      // The bundled packages change with the lock file (an upgrade makes the bundle stale too).
      sources.push(...LOCK_FILES.filter((f) => existsSync(path.join(root, f))));
      sources.sort();
      const manifest: CliManifest = { builtAt, sources };
      this.emitFile({ type: 'asset', fileName: CLI_MANIFEST_FILE, source: JSON.stringify(manifest, null, 2) + '\n' });
    },
  };
}

/** The Vite configuration of the CLI bundle, written to `outDir`. */
export function cliBuildConfig(root: string, outDir: string, builtAt: number): InlineConfig {
  return {
    root,
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [manifestPlugin(root, builtAt)],
    ssr: { target: 'node', noExternal: true },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20.19',
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { muster: path.join(root, 'main', 'cli', 'index.ts') },
        external: isExternal,
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  };
}

/**
 * Builds the CLI into `<root>/out/cli`. The new bundle is written to a folder of its own and
 * then renamed into place, so a CLI call running meanwhile finds the old bundle or the new one,
 * or none (and then runs the sources), never half of one.
 */
export async function buildCli(root: string): Promise<void> {
  const outDir = path.join(root, CLI_OUT_DIR);
  const staging = `${outDir}.build-${process.pid}-${Date.now()}`;
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  const builtAt = Date.now();
  try {
    await build(cliBuildConfig(root, staging, builtAt));
    await rename(outDir, old).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
    await rename(staging, outDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(old, { recursive: true, force: true });
  }
}

/** Runs buildCli after the build it is added to (the main process build of electron-vite). */
export function cliBuildPlugin(root: string): Plugin {
  return {
    name: 'muster-cli-build',
    apply: 'build',
    async closeBundle() {
      await buildCli(root);
    },
  };
}
