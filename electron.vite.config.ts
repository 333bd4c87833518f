import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import { cliBuildPlugin } from './scripts/cli-build';
import { HOME_ROUTE, LANDING_VIEWS } from './renderer/landing';
import { preloadLandingViews } from './scripts/landing-views';

// Fixed layout: main/ (main process and preload), renderer/ (Vue app), core/ shared by both.
export default defineConfig({
  main: {
    // The command line is built with the app, as plain JavaScript in out/cli (scripts/cli-build.ts).
    plugins: [cliBuildPlugin(import.meta.dirname)],
    build: {
      outDir: 'out/main',
      // The print worker is its own entry: print jobs render on a worker thread (out/main/print-worker.js).
      rolldownOptions: { input: { index: resolve(import.meta.dirname, 'main/index.ts'), 'print-worker': resolve(import.meta.dirname, 'main/print/worker.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // Sandboxed preloads must be one self-contained CommonJS file.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'main/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'renderer',
    // Every component uses <script setup>, and vue-i18n runs in composition mode without its
    // components: the options API and vue-i18n's legacy API and full install are left out of the
    // build (less code to load, and no options-API step when each component is set up).
    plugins: [vue({ features: { optionsAPI: false } }), preloadLandingViews(LANDING_VIEWS, HOME_ROUTE)],
    define: { __VUE_I18N_LEGACY_API__: 'false', __VUE_I18N_FULL_INSTALL__: 'false', __INTLIFY_PROD_DEVTOOLS__: 'false' },
    // The app icon (resources/icons/muster.svg) is the favicon and the top bar's logo, copied as is.
    publicDir: resolve(import.meta.dirname, 'resources/icons'),
    build: {
      outDir: 'out/renderer',
      // Minified: half the bytes the app reads at every start (the packaged app reads them from disk).
      minify: true,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'renderer/index.html') },
        // Shared modules under 6 KB (a dialog frame, a toast, date formatting, ...; the size is
        // Rolldown's before minifying) go into the chunks that use them instead of one chunk each:
        // the lists page's code came in 11 files fetched after the first script, now in 2 (cold
        // start 388 -> 345 ms median in 25 paired runs). It was 4 KB until the dialog frame, which
        // keeps the focus in the dialog on top, grew past it and came in a file of its own again.
        // Rolldown's runtime still runs each such module once (shared state stays one).
        // The option needs the entry's exports left free (nothing imports the page's entry).
        // Everything the first script imports is one file ('$initial': the entry's static imports):
        // Rolldown had split it into five by which lazy views share a module, so a page load asked
        // for eight files over the browser's six connections per host, and two waited.
        preserveEntrySignatures: false,
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6144 }, groups: [{ name: 'renderer', tags: ['$initial'] }] } },
      },
    },
  },
});
