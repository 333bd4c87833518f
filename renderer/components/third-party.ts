/**
 * The open-source software inside Muster, as the About screen lists it: the runtime dependencies of
 * package.json (the test beside this file checks the list against package.json and each package's
 * own licence field, so a new dependency cannot go unlisted) and the desktop runtime.
 */
export interface ThirdParty {
  name: string;
  /** The package's SPDX licence expression. */
  licence: string;
  url: string;
  /** The npm package, where it is one of package.json's dependencies. */
  pkg?: string;
}

export const THIRD_PARTY: readonly ThirdParty[] = [
  { name: 'Vue', pkg: 'vue', licence: 'MIT', url: 'https://github.com/vuejs/core' },
  { name: 'Vue Router', pkg: 'vue-router', licence: 'MIT', url: 'https://github.com/vuejs/router' },
  { name: 'Pinia', pkg: 'pinia', licence: 'MIT', url: 'https://github.com/vuejs/pinia' },
  { name: 'Vue I18n', pkg: 'vue-i18n', licence: 'MIT', url: 'https://github.com/intlify/vue-i18n' },
  { name: 'Intlify core', pkg: '@intlify/core-base', licence: 'MIT', url: 'https://github.com/intlify/vue-i18n' },
  { name: 'Zod', pkg: 'zod', licence: 'MIT', url: 'https://github.com/colinhacks/zod' },
  { name: 'PDFKit', pkg: 'pdfkit', licence: 'MIT', url: 'https://github.com/foliojs/pdfkit' },
  { name: 'fontkit', pkg: 'fontkit', licence: 'MIT', url: 'https://github.com/foliojs/fontkit' },
  { name: 'PDF.js', pkg: 'pdfjs-dist', licence: 'Apache-2.0', url: 'https://github.com/mozilla/pdf.js' },
  { name: 'Papa Parse', pkg: 'papaparse', licence: 'MIT', url: 'https://github.com/mholt/PapaParse' },
  { name: 'JSON5', pkg: 'json5', licence: 'MIT', url: 'https://github.com/json5/json5' },
  { name: 'p-map', pkg: 'p-map', licence: 'MIT', url: 'https://github.com/sindresorhus/p-map' },
  { name: 'pure-rand', pkg: 'pure-rand', licence: 'MIT', url: 'https://github.com/dubzzz/pure-rand' },
  { name: 'tsx', pkg: 'tsx', licence: 'MIT', url: 'https://github.com/privatenumber/tsx' },
  { name: 'Electron (Chromium, Node.js)', licence: 'MIT', url: 'https://github.com/electron/electron' },
];
