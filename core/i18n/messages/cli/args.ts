import { joinCatalogue } from '../../translate';
import argsDe from './args.de';
import argsEn from './args.en';

/**
 * The command line's usage errors (`cliArgs.*`), by language. Like its help texts (help.ts) they
 * join the one catalogue where they are used, the command line (main/cli/args.ts), so the app's
 * first script does not carry them.
 */
export const CLI_ARGS_MESSAGES = { en: argsEn, de: argsDe } as const;

joinCatalogue('cliArgs', CLI_ARGS_MESSAGES);
