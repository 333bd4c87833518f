import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Layer-boundary check (docs/architecture.md):
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
    else if (/\.(ts|vue|mts|cts|js|mjs|cjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
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

/** The script code of a file with its offset: the whole file, or each <script> block of a .vue file. */
export function scripts(file: string, text: string): { code: string; offset: number }[] {
  if (!file.endsWith('.vue')) return [{ code: text, offset: 0 }];
  return [...text.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)].map((m) => ({ code: m[2] ?? '', offset: (m.index ?? 0) + (m[1]?.length ?? 0) }));
}

/**
 * Every module a file names, with its line: whole import and export-from statements (over
 * several lines too), side-effect imports, dynamic import() and require(); comments and strings
 * are not imports. TypeScript's own scanner reads them.
 */
export function importsOf(file: string, text: string): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  for (const { code, offset } of scripts(file, text)) {
    for (const ref of ts.preProcessFile(code, true, true).importedFiles) {
      const line = text.slice(0, offset + ref.pos).split('\n').length;
      found.push({ specifier: ref.fileName, line });
    }
  }
  return found;
}

export function checkBoundaries(root: string): Violation[] {
  const files: string[] = [];
  for (const layer of ['core', 'renderer', 'main']) walk(path.join(root, layer), files);
  const violations: Violation[] = [];
  for (const file of files) {
    // Tests are not shipped: they run in Node and may read fixtures from disk.
    if (/\.test\.ts$/.test(file)) continue;
    for (const { specifier, line } of importsOf(file, readFileSync(file, 'utf8'))) {
      const reason = check(root, file, specifier);
      if (reason) violations.push({ file: path.relative(root, file), line, specifier, reason });
    }
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
