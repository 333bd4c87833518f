import type { Plugin } from 'vite';

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/** The chunks of the first screen: the entry, the views the app opens on, and every chunk they import. */
export function firstScreenChunks(bundle: Bundle, views: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string): void => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && (chunk.isEntry || (chunk.facadeModuleId && views.some((v) => chunk.facadeModuleId?.endsWith(v))))) visit(chunk.fileName);
  }
  return files;
}

/**
 * The views the app opens on (the library, and the lists page the app returns to) are fetched
 * beside the first script, with every chunk they import: their code is there when the router asks
 * for it, instead of being requested only after the first script has run.
 *
 * Every other chunk (the editor, the organiser, the other views) starts with V8's compile hint
 * `//# allFunctionsCalledOnLoad`: Chromium compiles all its functions while the chunk loads (off
 * the main thread, e.g. while the "New list" dialog preloads the editor) instead of one by one on
 * their first call, which cost the editor a quarter of its first render. The first screen's
 * chunks go without: compiling what the first screen never calls would delay it; so do libraries
 * loaded for one feature (the PDF viewer), of which a view uses a small part.
 */
export function preloadLandingViews(views: string[]): Plugin {
  return {
    name: 'muster-preload-landing-views',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = firstScreenChunks(bundle, views);
        return [...files].filter((f) => !html.includes(f)).map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${f}` }, injectTo: 'head' as const }));
      },
    },
    generateBundle(_options, bundle) {
      const first = firstScreenChunks(bundle, views);
      for (const chunk of Object.values(bundle)) {
        const ours = chunk.type === 'chunk' && chunk.moduleIds.some((id) => !/[\\/]node_modules[\\/]/.test(id));
        if (ours && !first.has(chunk.fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}
