#!/usr/bin/env node
// Muster command line: runs the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
// Output piped into a program that stops reading (muster cards | head) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}
const { main } = await import('../main/cli/index.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
