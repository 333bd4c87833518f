#!/usr/bin/env node
// Muster command line: runs the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../main/cli/index.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
