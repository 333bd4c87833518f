import '../../core/i18n/messages/cli/help';
import { translate, type MessageParams } from '../../core/i18n/translate';
import type { Lang } from '../../core/model/system';

/**
 * A help text of the command line from the catalogue (`cliHelp.<id>`, joined by
 * core/i18n/messages/cli/help.ts: the overview, a command's usage, the card options) in `lang`;
 * `{or}` is the `|` between choices, which the message format keeps for plural forms.
 */
export function helpText(lang: Lang, id: string, params: MessageParams = {}): string {
  return translate(lang, `cliHelp.${id}`, { or: '|', ...params });
}
