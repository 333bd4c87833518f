import type { CliCommand } from './io';
import { EXIT_USAGE } from './io';

export const command: CliCommand = {
  summary: 'print',
  usage: 'Usage: muster print (not available yet)',
  async run(_argv, io) {
    io.stderr('muster print: not available yet\n');
    return EXIT_USAGE;
  },
};
