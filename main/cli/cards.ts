import type { CliCommand } from './io';
import { EXIT_USAGE } from './io';

export const command: CliCommand = {
  summary: 'cards',
  usage: 'Usage: muster cards (not available yet)',
  async run(_argv, io) {
    io.stderr('muster cards: not available yet\n');
    return EXIT_USAGE;
  },
};
