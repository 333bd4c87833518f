import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Layer-boundary check (../shared/spec/architecture.md):
 * - core/ imports nothing from electron, vue, pinia, node: builtins, main/ or renderer/;
 * - renderer/ imports core/ and its own files only, never electron or main/;
 * - main/ never imports renderer/.
 */
export interface Violation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;
const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, m.split('/')[0] ?? m]));
const UI_PACKAGES = ['vue', 'pinia', 'vue-router', 'vue-i18n', '@vue/', '@pinia/'];

function walk(dir: string, out: string[]): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|vue|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
}

function layerOf(root: string, file: string): string | undefined {
  const rel = path.relative(root, file).split(path.sep);
  return rel[0];
}

function isPackage(spec: string, names: string[]): boolean {
  return names.some((n) => (n.endsWith('/') ? spec.startsWith(n) : spec === n || spec.startsWith(`${n}/`)));
}

function check(root: string, file: string, spec: string): string | undefined {
  const layer = layerOf(root, file);
  const target = spec.startsWith('.') ? layerOf(root, path.resolve(path.dirname(file), spec)) : undefined;
  const isNode = spec.startsWith('node:') || NODE_BUILTINS.has(spec.split('/')[0] ?? spec);
  if (layer === 'core') {
    if (spec === 'electron' || spec.startsWith('electron/')) return 'core/ must not import electron';
    if (isPackage(spec, UI_PACKAGES)) return 'core/ must not import vue, pinia or other UI packages';
    if (isNode) return 'core/ must not import Node builtins';
    if (target && target !== 'core') return `core/ must not import ${target}/`;
  }
  if (layer === 'renderer') {
    if (spec === 'electron' || spec.startsWith('electron/')) return 'renderer/ must not import electron';
    if (isNode) return 'renderer/ must not import Node builtins';
    if (target && target !== 'renderer' && target !== 'core') return `renderer/ may import only core/ and its own files, not ${target}/`;
  }
  if (layer === 'main' && target === 'renderer') return 'main/ must not import renderer/';
  return undefined;
}

export function checkBoundaries(root: string): Violation[] {
  const files: string[] = [];
  for (const layer of ['core', 'renderer', 'main']) walk(path.join(root, layer), files);
  const violations: Violation[] = [];
  for (const file of files) {
    // Tests are not shipped: they run in Node and may read fixtures from disk.
    if (/\.test\.ts$/.test(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, i) => {
      for (const m of text.matchAll(IMPORT_RE)) {
        const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
        if (!spec) continue;
        const reason = check(root, file, spec);
        if (reason) violations.push({ file: path.relative(root, file), line: i + 1, specifier: spec, reason });
      }
    });
  }
  return violations;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const violations = checkBoundaries(root);
  for (const v of violations) process.stderr.write(`${v.file}:${v.line}: '${v.specifier}': ${v.reason}\n`);
  if (violations.length) {
    process.stderr.write(`Layer boundaries broken: ${violations.length} import(s).\n`);
    process.exit(1);
  }
  process.stdout.write('Layer boundaries OK.\n');
}
