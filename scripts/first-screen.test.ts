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

/** Every package and project file the given files load when they are evaluated, with one import chain to each package. */
function loadedBy(entries: string[]): { packages: Map<string, string[]>; files: Set<string> } {
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
  return { packages, files: new Set([...seen].map((f) => path.relative(root, f).split(path.sep).join('/'))) };
}

describe('the first screen', () => {
  it('loads no schema library: the app opens on the lists page without evaluating zod', () => {
    const { packages } = loadedBy(['renderer/main.ts', 'renderer/views/ListsView.vue']);
    expect(packages.has('vue')).toBe(true);
    expect(packages.get('zod')).toBeUndefined();
  });
});

describe('the list editor', () => {
  it("loads no other editor's store (organiser, siege, card grid, TJOST results) and no CSV library", () => {
    const { packages, files } = loadedBy(['renderer/views/ListEditorView.vue']);
    expect(files.has('renderer/stores/editor.ts')).toBe(true);
    const others = ['renderer/stores/organiser.ts', 'renderer/stores/siege.ts', 'renderer/stores/card-grid.ts', 'renderer/stores/tjost-results.ts'];
    expect(others.filter((f) => files.has(f))).toEqual([]);
    expect(packages.get('papaparse')).toBeUndefined();
  });

  it('loads no schema library: lists are checked against their schema where they are read and written, not in the editor', () => {
    const { packages, files } = loadedBy(['renderer/views/ListEditorView.vue']);
    expect(files.has('core/checks/registry.ts')).toBe(true);
    expect(files.has('core/systems/oldworld/unit.ts')).toBe(true);
    expect(packages.get('zod')).toBeUndefined();
  });
});
