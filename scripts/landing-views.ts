import type { Plugin } from 'vite';

type BundleHook = Extract<NonNullable<Plugin['generateBundle']>, (...args: never[]) => unknown>;
type Bundle = Parameters<BundleHook>[1];

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

/** Where the page's script that preloads the opened view is written (fixed name, next to the chunks). */
export const LANDING_SCRIPT_FILE = 'assets/landing.js';

/**
 * The page's classic script (a few hundred bytes, at the end of the head): it reads the route from the address
 * (`#/lists`; none is the home route) and adds a `modulepreload` link for each chunk of that
 * route's view, as listed in its `data-views` attribute. Without a route it knows, it adds none.
 *
 * It then opens the tab's session storage, while the first script is still being fetched and
 * compiled: vue-router reads its scroll positions from there when its module is evaluated, and
 * the first use of session storage in a page waits for the browser, which is busy loading the
 * page (4–25 ms measured here in this script, 12 fresh pages). Where storage is refused, nothing
 * happens.
 */
export const LANDING_SCRIPT = `(function () {
  var script = document.currentScript;
  var views = JSON.parse(script.getAttribute('data-views') || '{}');
  var route = location.hash.replace(/^#/, '').split('?')[0] || '/';
  var files = Object.prototype.hasOwnProperty.call(views, route) ? views[route] : [];
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = files[i];
    document.head.appendChild(link);
  }
  try {
    window.sessionStorage.getItem('vue-router:scroll');
  } catch (e) {
    // Storage refused (a sandboxed frame, storage blocked): the app works without it.
  }
})();
`;

/**
 * The view the app opens on is fetched beside the first script, with every chunk it imports: its
 * code is there when the router asks for it, instead of being requested only after the first
 * script has run. Which view that is depends on the address (the library, the lists page, or the
 * home route for none), so a small classic script (`LANDING_SCRIPT`) adds the links for the one
 * opened; links for all of them made the lists page wait for the library's code (the schema
 * library among it), about 35 ms of its cold start.
 *
 * Every other chunk of our own code (the editor, the organiser, the other views) starts with
 * V8's compile hint `//# allFunctionsCalledOnLoad`: Chromium compiles all its functions while the
 * chunk loads (off the main thread, e.g. while the "New list" dialog preloads the editor) instead
 * of one by one on their first call, which cost the editor a quarter of its first render. The
 * landing views' chunks go without: compiling what the first screen never calls would delay it;
 * so do libraries loaded for one feature (the PDF viewer), of which a view uses a small part.
 */
export function preloadLandingViews(views: Readonly<Record<string, string>>, home: string): Plugin {
  const homeView = views[home];
  if (homeView === undefined) throw new Error(`The home route ${home} is not among the landing views.`);
  const byRoute = { ...views, '/': homeView };
  return {
    name: 'muster-preload-landing-views',
    buildStart() {
      this.emitFile({ type: 'asset', fileName: LANDING_SCRIPT_FILE, source: LANDING_SCRIPT });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files: Record<string, string[]> = {};
        for (const [route, view] of Object.entries(byRoute)) {
          files[route] = [...firstScreenChunks(bundle, [view])].filter((f) => !html.includes(f)).map((f) => `./${f}`);
        }
        // At the end of the head: first in the head, it held the parser until it came and made
        // the cold start slower (measured), although it is requested first.
        return [{ tag: 'script', attrs: { src: `./${LANDING_SCRIPT_FILE}`, 'data-views': JSON.stringify(files) }, injectTo: 'head' as const }];
      },
    },
    // After Vite's own hooks: for a chunk with a dynamic import, Vite puts its preload list
    // (`const __vite__mapDeps=...`) at the start of the code, and V8 reads the hint on the first line only.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const first = firstScreenChunks(bundle, Object.values(views));
        for (const chunk of Object.values(bundle)) {
          const ours = chunk.type === 'chunk' && chunk.moduleIds.some((id) => !/[\\/]node_modules[\\/]/.test(id));
          if (ours && !first.has(chunk.fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}
