// Starts the print worker from its TypeScript source (browser mode and tests run Muster from
// its sources); the built app starts the bundled out/main/print-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
