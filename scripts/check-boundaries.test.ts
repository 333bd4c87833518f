import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('layer boundary check', () => {
  it('reports every forbidden import in the fixture tree', () => {
    const found = checkBoundaries(path.join(here, 'fixtures', 'boundaries')).map((v) => `${v.file}:${v.specifier}`);
    expect(found.sort()).toEqual(
      [
        'core/bad.ts:node:fs',
        'core/bad.ts:electron',
        'core/bad.ts:vue',
        'core/bad.ts:pinia',
        'core/bad.ts:../main/handlers',
        'renderer/bad.ts:electron',
        'renderer/bad.ts:../main/server',
        'main/bad.ts:../renderer/App.vue',
      ].sort(),
    );
  });

  it('passes on the real source tree', () => {
    expect(checkBoundaries(path.join(here, '..'))).toEqual([]);
  });
});
