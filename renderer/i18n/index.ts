import { createI18n, type Composer } from 'vue-i18n';
import { CATALOGUE, type Catalogue } from '../../core/i18n/catalogue';
import { compileMessage, isPlainText } from '../../core/i18n/compile';
import { resolveMessage } from '../../core/i18n/resolve';

type MessageSchema = Catalogue;
type Lang = 'de' | 'en';
/** The one catalogue (core/i18n/catalogue.ts): screens, rule messages and command-line texts. */
const messages = CATALOGUE;

/**
 * `t(id)` of a plain text (no placeholders, plural forms or links: two thirds of the catalogue) is
 * the text in the current language, else in English, as the library answers it. Everything else
 * (values passed, texts with syntax, unknown ids) goes through the library's `t`. The library made
 * a message context for every call: in CPU profiles of the first render of the list editor and of
 * the app's start, translating took about a sixth of the JavaScript time, nearly all of it labels.
 * Reading `locale` keeps a render that translates bound to the language, as the library's `t` is.
 */
function withPlainTexts(composer: Composer): void {
  const library = composer.t;
  const plain = (id: string): string | undefined => {
    for (const lang of [composer.locale.value as Lang, 'en' as const]) {
      const text = resolveMessage(messages[lang], id);
      if (typeof text === 'string') return isPlainText(text) ? text : undefined;
    }
    return undefined;
  };
  composer.t = ((...args: unknown[]) => {
    const text = args.length === 1 && typeof args[0] === 'string' ? plain(args[0]) : undefined;
    return text ?? (library as (...a: unknown[]) => string)(...args);
  }) as typeof library;
}

/** vue-i18n over the catalogue, without the plain-text path (the tests compare the two). */
export function createLibraryI18n(locale: Lang = 'en') {
  return createI18n<[MessageSchema], Lang, false>({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages: messages as unknown as Record<Lang, MessageSchema>,
    messageCompiler: compileMessage,
    messageResolver: resolveMessage,
  });
}

export function createMusterI18n(locale: Lang = 'en') {
  const i18n = createLibraryI18n(locale);
  withPlainTexts(i18n.global as unknown as Composer);
  return i18n;
}
