import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THIRD_PARTY } from './third-party';

const root = path.resolve(import.meta.dirname, '../..');
const json = (file: string): { dependencies?: Record<string, string>; license?: string } => JSON.parse(readFileSync(file, 'utf8'));

describe('the software About lists', () => {
  it('is every runtime dependency of package.json, each with the licence its package gives', () => {
    const deps = Object.keys(json(path.join(root, 'package.json')).dependencies ?? {}).sort();
    expect(THIRD_PARTY.flatMap((p) => (p.pkg ? [p.pkg] : [])).sort()).toEqual(deps);
    for (const p of THIRD_PARTY) if (p.pkg) expect([p.pkg, p.licence]).toEqual([p.pkg, json(path.join(root, 'node_modules', p.pkg, 'package.json')).license]);
  });
});
