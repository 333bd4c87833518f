import type { CliCommand } from './io';
import { EXIT_USAGE } from './io';

export const command: CliCommand = {
  summary: 'export',
  usage: 'Usage: muster export (not available yet)',
  async run(_argv, io) {
    io.stderr('muster export: not available yet\n');
    return EXIT_USAGE;
  },
};
