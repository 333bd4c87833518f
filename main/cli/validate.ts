import type { CliCommand } from './io';
import { EXIT_USAGE } from './io';

export const command: CliCommand = {
  summary: 'validate',
  usage: 'Usage: muster validate (not available yet)',
  async run(_argv, io) {
    io.stderr('muster validate: not available yet\n');
    return EXIT_USAGE;
  },
};
