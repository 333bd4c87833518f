import { joinCatalogue } from '../../translate';
import helpDe from './help.de';
import helpEn from './help.en';

/**
 * The command line's help texts (`cliHelp.*`), by language. Like the sheets' texts
 * (core/i18n/sheet.ts) they join the one catalogue where they are used, the command line
 * (main/cli/help.ts), so the app's first script does not carry them.
 */
export const CLI_HELP_MESSAGES = { en: helpEn, de: helpDe } as const;

joinCatalogue('cliHelp', CLI_HELP_MESSAGES);
