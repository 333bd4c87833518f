import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadLandingViews } from './landing-views';

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/** A built chunk as the plugin reads it: file name, what it imports, its modules and its code. */
function chunk(fileName: string, imports: string[], moduleIds: string[], extra: { isEntry?: boolean; facadeModuleId?: string } = {}) {
  return { type: 'chunk', fileName, imports, moduleIds, code: `code of ${fileName}`, isEntry: extra.isEntry ?? false, facadeModuleId: extra.facadeModuleId ?? null };
}

function bundle(): Bundle {
  const chunks = [
    chunk('index.js', ['vendor.js'], ['/app/renderer/main.ts', '/app/renderer/router.ts'], { isEntry: true }),
    chunk('vendor.js', [], ['/app/node_modules/vue/index.js']),
    chunk('ListsView.js', ['shared.js', 'vendor.js'], ['/app/renderer/views/ListsView.vue'], { facadeModuleId: '/app/renderer/views/ListsView.vue' }),
    chunk('shared.js', [], ['/app/renderer/stores/lists.ts']),
    chunk('ListEditorView.js', ['shared.js', 'registry.js'], ['/app/renderer/views/ListEditorView.vue'], { facadeModuleId: '/app/renderer/views/ListEditorView.vue' }),
    chunk('registry.js', [], ['/app/core/checks/registry.ts']),
    chunk('pdf.js', [], ['C:\\app\\node_modules\\pdfjs-dist\\build\\pdf.mjs']),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Bundle;
}

describe('preloadLandingViews', () => {
  const plugin = preloadLandingViews(['renderer/views/ListsView.vue']);

  it('preloads the landing view and every chunk it imports that the page does not load already', () => {
    const hook = plugin.transformIndexHtml as unknown as { handler: (html: string, ctx: { bundle: Bundle }) => { attrs: { href: string } }[] };
    const tags = hook.handler('<script type="module" src="./index.js"></script><link rel="modulepreload" href="./vendor.js">', { bundle: bundle() });
    expect(tags.map((t) => t.attrs.href).sort()).toEqual(['./ListsView.js', './shared.js']);
  });

  it("gives V8's compile hint to our chunks the first screen does not run, not to the first screen or a library", () => {
    const built = bundle();
    (plugin.generateBundle as (options: unknown, bundle: Bundle) => void).call({}, {}, built);
    const hinted = Object.values(built)
      .filter((c) => c.type === 'chunk' && c.code.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map((c) => c.fileName)
      .sort();
    expect(hinted).toEqual(['ListEditorView.js', 'registry.js']);
    expect((built['registry.js'] as { code: string }).code).toBe('//# allFunctionsCalledOnLoad\ncode of registry.js');
  });
});
