import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, importsOf } from './check-boundaries';

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
        'core/multiline.ts:../main/handlers',
        'core/multiline.ts:../renderer/stores/editor',
        'core/multiline.ts:../main/server',
        'core/multiline.ts:node:path',
        'core/multiline.ts:../main/lazy',
        'core/multiline.ts:fs',
        'renderer/Multiline.vue:../main/services/list-store',
      ].sort(),
    );
  });

  it('reads whole statements: a multi-line import is reported at the line of its module name', () => {
    const found = checkBoundaries(path.join(here, 'fixtures', 'boundaries')).filter((v) => v.file.includes('ultiline'));
    expect(found.map((v) => `${v.file}:${v.line}:${v.specifier}`)).toEqual(
      expect.arrayContaining(['core/multiline.ts:5:../main/handlers', 'core/multiline.ts:11:../main/server', 'renderer/Multiline.vue:4:../main/services/list-store']),
    );
  });

  it('finds every form of import and skips comments and strings', () => {
    const code = [
      "import {\n  a,\n} from 'one';",
      "export {\n  b,\n} from 'two';",
      "export * from 'three';",
      "import 'four';",
      "const f = () => import('five');",
      "const g = require('six');",
      "// import x from 'not-a-comment';",
      "const s = \"import y from 'not-a-string'\";",
    ].join('\n');
    expect(importsOf('x.ts', code)).toEqual([
      { specifier: 'one', line: 3 },
      { specifier: 'two', line: 6 },
      { specifier: 'three', line: 7 },
      { specifier: 'four', line: 8 },
      { specifier: 'five', line: 9 },
      { specifier: 'six', line: 10 },
    ]);
  });

  it('passes on the real source tree', () => {
    expect(checkBoundaries(path.join(here, '..'))).toEqual([]);
  });
});
