import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ENTRY_FILE, CLI_MANIFEST_FILE, cliBuildConfig, type CliManifest } from './cli-build';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** Runs a bin/muster.mjs with node; exit code, stdout and stderr. */
async function muster(bin: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, ...env } });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const f = e as { code: number; stdout: string; stderr: string };
    return { code: f.code, out: f.stdout, err: f.stderr };
  }
}

describe('the prebuilt command line (out/cli)', () => {
  let dir: string;
  const projects: string[] = [];
  beforeAll(async () => {
    await mkdir(path.join(root, '.tmp'), { recursive: true });
    dir = await mkdtemp(path.join(root, '.tmp', 'cli-bundle-'));
  });
  afterAll(async () => {
    for (const d of [dir, ...projects]) await rm(d, { recursive: true, force: true });
  });

  it('is plain JavaScript that validates a list like the sources do, and lists every project file it bundles', async () => {
    // Two folders below the root, like out/cli, so the bundle finds resources/ from its own location.
    const out = dir;
    const builtAt = Date.now();
    await build(cliBuildConfig(root, out, builtAt));
    const manifest = JSON.parse(await readFile(path.join(out, CLI_MANIFEST_FILE), 'utf8')) as CliManifest;
    expect(manifest.builtAt).toBe(builtAt);
    expect(manifest.sources).toContain('main/cli/index.ts');
    expect(manifest.sources).toContain('main/cli/validate.ts');
    expect(manifest.sources).toContain('core/checks/engine.ts');
    expect(manifest.sources).toContain('package-lock.json');
    expect(manifest.sources.some((s) => s.includes('node_modules'))).toBe(false);
    const entry = await readFile(path.join(out, CLI_ENTRY_FILE), 'utf8');
    expect(entry).not.toMatch(/\binterface\s+\w+\s*\{/);

    // Run as plain node runs it (a test runner would lend it CommonJS globals it lacks).
    const viaNode = (args: string[]) => muster(path.join(out, 'run.mjs'), args);
    await writeFile(
      path.join(out, 'run.mjs'),
      `import { main } from './${CLI_ENTRY_FILE}';\nprocess.exitCode = await main(process.argv.slice(2), { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t), cwd: process.cwd() });\n`,
    );
    expect(await viaNode(['validate', 'resources/samples/valid.muster'])).toEqual({ code: 0, out: 'resources/samples/valid.muster: valid. Errors: 0, warnings: 0.\n', err: '' });
    // Writing goes through the one safe write, from the bundle too.
    const event = path.join(dir, 'cup.muster-event');
    expect(await viaNode(['event', 'new', event, '--name', 'Cup', '--seed', '1'])).toMatchObject({ code: 0, err: '' });
    expect(JSON.parse(await readFile(event, 'utf8'))).toMatchObject({ format: 'muster-event', name: 'Cup', seed: 1 });
    // And the print engine (pdfkit, left in node_modules, with the fonts from resources/).
    expect(await viaNode(['print', 'rulers', '--out', path.join(dir, 'rulers.pdf')])).toMatchObject({ code: 0, err: '' });
    expect((await readFile(path.join(dir, 'rulers.pdf'))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  describe('bin/muster.mjs', () => {
    let bin: string;
    let bundleSource: string;
    let manifestFile: string;
    beforeAll(async () => {
      // A miniature project: the real bin, a bundle and sources that say which of them ran.
      const project = await mkdtemp(path.join(root, '.tmp', 'cli-project-'));
      projects.push(project);
      await mkdir(path.join(project, 'bin'), { recursive: true });
      await mkdir(path.join(project, 'out', 'cli'), { recursive: true });
      await mkdir(path.join(project, 'main', 'cli'), { recursive: true });
      await symlink(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
      bin = path.join(project, 'bin', 'muster.mjs');
      await copyFile(path.join(root, 'bin', 'muster.mjs'), bin);
      const ran = (what: string) => `export async function main(argv, io) { io.stdout('${what} ' + argv.join(' ') + '\\n'); return 0; }\n`;
      bundleSource = path.join(project, 'main', 'cli', 'index.ts');
      await writeFile(bundleSource, `const from: string = 'source';\n${ran('source').replace("'source '", 'from + " "')}`);
      await writeFile(path.join(project, 'out', 'cli', CLI_ENTRY_FILE), ran('bundle'));
      manifestFile = path.join(project, 'out', 'cli', CLI_MANIFEST_FILE);
    });

    const writeManifest = async (manifest: unknown): Promise<void> => writeFile(manifestFile, JSON.stringify(manifest));
    const age = async (file: string, msAgo: number): Promise<void> => {
      const t = new Date(Date.now() - msAgo);
      await utimes(file, t, t);
    };

    it('runs the bundle when no source it was built from changed since', async () => {
      await age(bundleSource, 60_000);
      await writeManifest({ builtAt: Date.now() - 30_000, sources: ['main/cli/index.ts'] });
      expect(await muster(bin, ['validate', 'x.muster'])).toEqual({ code: 0, out: 'bundle validate x.muster\n', err: '' });
    });

    it('runs the TypeScript sources when a source was edited after the build (a stale bundle is never used)', async () => {
      await age(bundleSource, 10_000);
      await writeManifest({ builtAt: Date.now() - 30_000, sources: ['main/cli/index.ts'] });
      expect(await muster(bin, ['validate', 'x.muster'])).toEqual({ code: 0, out: 'source validate x.muster\n', err: '' });
    });

    it('runs the sources when a bundled source is gone, or the manifest is missing or malformed', async () => {
      await age(bundleSource, 60_000);
      await writeManifest({ builtAt: Date.now(), sources: ['main/cli/index.ts', 'main/cli/removed.ts'] });
      expect((await muster(bin, ['x'])).out).toBe('source x\n');
      await writeManifest({ builtAt: 'yesterday', sources: ['main/cli/index.ts'] });
      expect((await muster(bin, ['x'])).out).toBe('source x\n');
      await writeManifest({ builtAt: Date.now(), sources: [] });
      expect((await muster(bin, ['x'])).out).toBe('source x\n');
      await rm(manifestFile);
      expect((await muster(bin, ['x'])).out).toBe('source x\n');
    });

    it('MUSTER_CLI=bundle or =source picks one; anything else is refused with exit 2', async () => {
      await age(bundleSource, 10_000);
      await writeManifest({ builtAt: Date.now() - 30_000, sources: ['main/cli/index.ts'] });
      expect((await muster(bin, ['x'], { MUSTER_CLI: 'bundle' })).out).toBe('bundle x\n');
      await writeManifest({ builtAt: Date.now(), sources: ['main/cli/index.ts'] });
      expect((await muster(bin, ['x'], { MUSTER_CLI: 'source' })).out).toBe('source x\n');
      expect(await muster(bin, ['x'], { MUSTER_CLI: 'fast' })).toEqual({ code: 2, out: '', err: "muster: MUSTER_CLI must be 'bundle' or 'source' (got 'fast')\n" });
    });
  });
});
