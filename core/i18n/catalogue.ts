import { de as coreDe } from './messages/de';
import { en as coreEn } from './messages/en';
import uiDe from './messages/ui/de';
import uiEn from './messages/ui/en';
import domainDe from './messages/domain/de';
import domainEn from './messages/domain/en';

/**
 * The one message catalogue per language, for the app, the command line and the rule messages:
 * the screens' texts (`messages/ui/`), the issue, command-line and parameter texts
 * (`messages/en.ts`, `de.ts`), the words of the game data (`messages/domain/`, section `domain`,
 * read by the data modules through core/i18n/localized.ts), and the printed sheets' texts (`messages/sheet/`, section `sheet`),
 * which join where sheets are made (core/i18n/sheet.ts) so the app's first script does not carry them. One format, vue-i18n's: nested keys, `{name}` placeholders,
 * `a | b` plural forms. The renderer hands it to vue-i18n; core and main translate with
 * @intlify/core-base, the library under vue-i18n (core/i18n/translate.ts).
 */
export const CATALOGUE = {
  en: { ...uiEn, ...coreEn, domain: domainEn },
  de: { ...uiDe, ...coreDe, domain: domainDe },
} as const;

export type Catalogue = (typeof CATALOGUE)['en'];
