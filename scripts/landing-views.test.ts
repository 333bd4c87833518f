import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { LANDING_SCRIPT, LANDING_SCRIPT_FILE, preloadLandingViews } from './landing-views';

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
    chunk('LibraryView.js', ['shared.js', 'zod.js'], ['/app/renderer/views/LibraryView.vue'], { facadeModuleId: '/app/renderer/views/LibraryView.vue' }),
    chunk('zod.js', [], ['/app/node_modules/zod/index.js']),
    chunk('pdf.js', [], ['C:\\app\\node_modules\\pdfjs-dist\\build\\pdf.mjs']),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Bundle;
}

/** Runs the page's landing script for an address (and a window) and returns the chunks it preloads. */
function preloadedFor(hash: string, views: string, window: unknown = { sessionStorage: { getItem: () => null } }): string[] {
  const links: { rel: string; crossOrigin: string; href: string }[] = [];
  const document = {
    currentScript: { getAttribute: (name: string) => (name === 'data-views' ? views : null) },
    createElement: () => ({ rel: '', crossOrigin: '', href: '' }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  new Function('document', 'location', 'window', LANDING_SCRIPT)(document, { hash }, window);
  expect(links.every((l) => l.rel === 'modulepreload' && l.crossOrigin === 'anonymous')).toBe(true);
  return links.map((l) => l.href);
}

describe('preloadLandingViews', () => {
  const plugin = preloadLandingViews({ '/lists': 'renderer/views/ListsView.vue', '/library': 'renderer/views/LibraryView.vue' }, '/library');

  it("has the page preload the opened view's chunks that it does not load already, the home view's without a route", () => {
    const hook = plugin.transformIndexHtml as unknown as { handler: (html: string, ctx: { bundle: Bundle }) => { tag: string; attrs: Record<string, string>; injectTo: string }[] };
    const tags = hook.handler('<script type="module" src="./index.js"></script><link rel="modulepreload" href="./vendor.js">', { bundle: bundle() });
    expect(tags.map((t) => [t.tag, t.attrs.src, t.injectTo])).toEqual([['script', `./${LANDING_SCRIPT_FILE}`, 'head']]);
    const views = tags[0]?.attrs['data-views'] ?? '';
    expect(preloadedFor('#/lists', views).sort()).toEqual(['./ListsView.js', './shared.js']);
    expect(preloadedFor('#/library', views).sort()).toEqual(['./LibraryView.js', './shared.js', './zod.js']);
    expect(preloadedFor('', views).sort()).toEqual(['./LibraryView.js', './shared.js', './zod.js']);
    expect(preloadedFor('#/', views).sort()).toEqual(['./LibraryView.js', './shared.js', './zod.js']);
    expect(preloadedFor('#/lists?from=menu', views).sort()).toEqual(['./ListsView.js', './shared.js']);
    expect(preloadedFor('#/lists/5', views)).toEqual([]);
    expect(preloadedFor('#/constructor', views)).toEqual([]);
  });

  it("opens the tab's session storage once the links are added, and still adds them where storage is refused", () => {
    const views = JSON.stringify({ '/lists': ['./ListsView.js'] });
    const read: string[] = [];
    expect(preloadedFor('#/lists', views, { sessionStorage: { getItem: (key: string) => (read.push(key), null) } })).toEqual(['./ListsView.js']);
    expect(read).toEqual(['vue-router:scroll']);
    const refused = {
      get sessionStorage(): never {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    };
    expect(preloadedFor('#/lists', views, refused)).toEqual(['./ListsView.js']);
  });

  it('refuses a home route that is not a landing view', () => {
    expect(() => preloadLandingViews({ '/lists': 'renderer/views/ListsView.vue' }, '/library')).toThrow(/home route \/library/);
  });

  it("gives V8's compile hint to our chunks no landing view runs, not to a landing view's or a library", () => {
    const built = bundle();
    const listsOnly = preloadLandingViews({ '/lists': 'renderer/views/ListsView.vue' }, '/lists');
    (listsOnly.generateBundle as unknown as { handler: (options: unknown, bundle: Bundle) => void }).handler.call({}, {}, built);
    const hinted = Object.values(built)
      .filter((c) => c.type === 'chunk' && c.code.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map((c) => c.fileName)
      .sort();
    expect(hinted).toEqual(['LibraryView.js', 'ListEditorView.js', 'registry.js']);
    expect((built['registry.js'] as { code: string }).code).toBe('//# allFunctionsCalledOnLoad\ncode of registry.js');
  });

  it('puts the hint on the first line of a built chunk that has a dynamic import (V8 reads it there only)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-hint-'));
    try {
      const files: Record<string, string> = {
        'main.js': "document.title = 'x'; import('./lists.js'); import('./editor.js');",
        'lists.js': "import { shared } from './shared.js'; export const lists = () => shared('lists');",
        'shared.js': 'export const shared = (s) => s.toUpperCase();',
        'editor.js': "export const save = () => import('./saver.js').then((m) => m.save());",
        'saver.js': "import { shared } from './shared.js'; export const save = () => shared('saved');",
      };
      for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
      const out = (await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [preloadLandingViews({ '/lists': 'lists.js' }, '/lists')],
        build: { write: false, minify: false, rollupOptions: { input: path.join(dir, 'main.js') } },
      })) as Rollup.RollupOutput;
      const chunks = out.output.filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const editor = chunks.find((c) => c.facadeModuleId?.endsWith('editor.js'));
      expect(editor?.code).toContain('__vite__mapDeps');
      expect(editor?.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
      expect(chunks.filter((c) => c.code.includes('allFunctionsCalledOnLoad') && !c.code.startsWith('//# allFunctionsCalledOnLoad\n'))).toEqual([]);
      expect(chunks.find((c) => c.facadeModuleId?.endsWith('lists.js'))?.code).not.toContain('allFunctionsCalledOnLoad');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
