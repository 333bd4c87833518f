// Tests run in Node and may read the repository (the shipped code never does).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = path.resolve(import.meta.dirname, '..');

/** Calls that create, replace or change a file's content or place. */
const WRITE_CALL = /\b(?:writeFile|writeFileSync|createWriteStream|copyFile|copyFileSync|appendFile|appendFileSync|rename|renameSync|truncate|ftruncate|cp|cpSync)\s*\(/g;

/**
 * The only places that may call them, each with why it cannot replace anything good:
 * the safe write itself, and the file store's moves to and from its trash folder. (Its copy of a
 * broken file goes to a new name created exclusively, O_EXCL: never over an existing file.)
 */
const ALLOWED: Readonly<Record<string, number>> = {
  'services/safe-write.ts': 2,
  'services/file-store.ts': 2,
};

function sources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) sources(full, out);
    else if (/\.(?:ts|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts') && !full.includes(`${path.sep}test${path.sep}`)) out.push(full);
  }
  return out;
}

/** The code of a file without its comments, so a comment naming `rename(` does not count. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Calls that read a whole file with no bound on its size or kind. */
const UNBOUNDED_READ = /\b(?:readFile|readFileSync|createReadStream)\s*\(/g;

/** The only unbounded reads: Muster's own package.json, and the test helper that reads rendered pages back. */
const ALLOWED_READS: Readonly<Record<string, number>> = {
  'serve.ts': 1,
  'print/test-support.ts': 1,
};

function count(pattern: RegExp): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of sources(MAIN)) {
    const n = code(readFileSync(file, 'utf8')).match(pattern)?.length ?? 0;
    if (n > 0) found[path.relative(MAIN, file).split(path.sep).join('/')] = n;
  }
  return found;
}

describe('reads of files are bounded', () => {
  it('every other module reads through read-file.ts (a regular file under a size cap)', () => {
    expect(count(UNBOUNDED_READ)).toEqual(ALLOWED_READS);
  });
});

describe('every file write in main/ goes through the safe write', () => {
  it('no other module writes, copies or renames files', () => {
    expect(count(WRITE_CALL)).toEqual(ALLOWED);
  });
});
