// Tests run in Node and may read the repository.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function files(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) files(full, out);
    else if (/\.(?:ts|vue|mjs|md)$/.test(e.name)) out.push(full);
  }
  return out;
}

/**
 * Code, tests and docs name the rulebooks by the short names of docs/rules.md ("Sources":
 * FORTIFICATION (de), TJOST, Chronopia, ...), never by files outside the repository (the
 * specification's seed files or its rules digest), which a reader of the repository does not have.
 */
describe('rulebooks are cited by the names docs/rules.md defines', () => {
  it('no file cites seed files or the specification outside the repository', () => {
    const outside = /\b[Ss]eeds? ?0{2}\d|\.\.\/shared\/|shared\/spec|shared\/seeds|spec\/rules\.md/;
    const found: string[] = [];
    for (const dir of ['core', 'main', 'renderer', 'templates', 'scripts', 'tests', 'docs']) {
      for (const file of files(path.join(ROOT, dir))) {
        if (file === path.join(ROOT, 'scripts', 'sources-cited.test.ts')) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (outside.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    for (const file of ['README.md']) if (outside.test(readFileSync(path.join(ROOT, file), 'utf8'))) found.push(file);
    expect(found).toEqual([]);
  });
});
