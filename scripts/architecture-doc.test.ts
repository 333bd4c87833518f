import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');

/** Folders of the tree drawn under "## core/" in docs/architecture.md (two spaces per level). */
function documentedFolders(): string[] {
  const doc = readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const block = /## core\/[\s\S]*?```\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of block.split('\n')) {
    const m = /^( *)([\w-]+)\//.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 2;
    stack.length = depth;
    stack.push(m[2] ?? '');
    out.push(stack.join('/'));
  }
  return out.sort();
}

function actualFolders(dir: string, rel: string, out: string[] = []): string[] {
  out.push(rel);
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory() && e.name !== 'test-support') actualFolders(path.join(dir, e.name), `${rel}/${e.name}`, out);
  }
  return out;
}

describe('docs/architecture.md', () => {
  it('draws exactly the folders of core/', () => {
    expect(documentedFolders()).toEqual(actualFolders(path.join(ROOT, 'core'), 'core').sort());
  });
});
