import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { scripts } from './check-boundaries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The modules a file imports for their values when it is evaluated: no `import type`, no dynamic import(). */
function valueImports(file: string): string[] {
  const found: string[] = [];
  for (const { code } of scripts(file, readFileSync(file, 'utf8'))) {
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    for (const node of source.statements) {
      if ((!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) || !node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) continue;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (clause?.isTypeOnly) continue;
        const named = clause?.namedBindings;
        if (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)) continue;
      } else if (node.isTypeOnly) continue;
      found.push(node.moduleSpecifier.text);
    }
  }
  return found;
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, path.join(base, 'index.ts')].find((f) => existsSync(f) && !f.endsWith(path.sep) && /\.(ts|vue|css)$/.test(f));
}

/** Every package the given files load when they are evaluated, with one import chain to each. */
function packagesLoaded(entries: string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = entries.map((e) => [path.join(root, e)]);
  while (queue.length > 0) {
    const chain = queue.shift() as string[];
    const file = chain[chain.length - 1] as string;
    if (seen.has(file) || file.endsWith('.css')) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      const next = resolve(file, specifier);
      if (next) queue.push([...chain, next]);
      else if (!specifier.startsWith('.') && !packages.has(specifier)) packages.set(specifier, chain.map((f) => path.relative(root, f)));
    }
  }
  return packages;
}

describe('the first screen', () => {
  it('loads no schema library: the app opens on the lists page without evaluating zod', () => {
    const loaded = packagesLoaded(['renderer/main.ts', 'renderer/views/ListsView.vue']);
    expect(loaded.has('vue')).toBe(true);
    expect(loaded.get('zod')).toBeUndefined();
  });
});
