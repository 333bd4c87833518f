import { createI18n } from 'vue-i18n';
import { CATALOGUE, type Catalogue } from '../../core/i18n/catalogue';
import { compileMessage } from '../../core/i18n/compile';
import { resolveMessage } from '../../core/i18n/resolve';

type MessageSchema = Catalogue;
/** The one catalogue (core/i18n/catalogue.ts): screens, rule messages and command-line texts. */
const messages = CATALOGUE;

export function createMusterI18n(locale: 'de' | 'en' = 'en') {
  return createI18n<[MessageSchema], 'de' | 'en', false>({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages: messages as unknown as Record<'de' | 'en', MessageSchema>,
    messageCompiler: compileMessage,
    messageResolver: resolveMessage,
  });
}
