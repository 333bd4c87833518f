import {
  createCoreContext,
  fallbackWithLocaleChain,
  registerLocaleFallbacker,
  registerMessageCompiler,
  registerMessageResolver,
  translate as intlifyTranslate,
  type CoreContext,
  type LocaleMessage,
} from '@intlify/core-base';
import type { Lang } from '../model/system';
import { CATALOGUE } from './catalogue';
import { compileMessage, directFill } from './compile';
import { resolveMessage } from './resolve';

/** All messages by language: the one catalogue (core/i18n/catalogue.ts) and the sections joined to it. */
export const MESSAGES: Readonly<Record<Lang, Record<string, unknown>>> = { en: { ...CATALOGUE.en }, de: { ...CATALOGUE.de } };

export type MessageParams = Record<string, string | number>;

// The same compiler and resolver as the renderer's vue-i18n (core/i18n/compile.ts, resolve.ts), and its fallback; no code generation.
registerMessageCompiler(compileMessage);
registerMessageResolver(resolveMessage);
registerLocaleFallbacker(fallbackWithLocaleChain);

const options = {
  locale: 'en',
  fallbackLocale: 'en',
  messages: MESSAGES as unknown as Record<Lang, LocaleMessage<string>>,
  missingWarn: false,
  fallbackWarn: false,
  warnHtmlMessage: false,
};
const context = createCoreContext(options) as unknown as CoreContext<string, object, object, object, string, never, string>;

/**
 * Joins a section to the catalogue in both languages (the sheets' texts, core/i18n/sheet.ts),
 * for translate and lookups alike. The same section twice is one section.
 */
export function joinCatalogue(section: string, byLang: Readonly<Record<Lang, object>>): void {
  for (const lang of ['de', 'en'] as const) MESSAGES[lang][section] = byLang[lang];
}

/** The message text at a dotted id, or undefined. */
export function lookupMessage(lang: Lang, id: string): string | undefined {
  const value = resolveMessage(MESSAGES[lang], id);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Message `id` in `lang` with its params filled in; the id itself when there is no such message.
 * `count` picks the plural form of an `a | b` message and fills its `{count}`.
 */
export function translate(lang: Lang, id: string, params: MessageParams = {}, count?: number): string {
  const message = lookupMessage(lang, id);
  if (message === undefined) return id;
  // Most texts need no plural form, links or escapes: filled in directly (compile.ts, directFill).
  const fill = count === undefined ? directFill(message) : undefined;
  if (fill) return fill(params);
  const out = intlifyTranslate(context, id, params, count === undefined ? { locale: lang } : { locale: lang, plural: count });
  return typeof out === 'string' ? out : id;
}

/** Every message id of a language (dotted), for tests and tooling. */
export function messageIds(lang: Lang): string[] {
  const ids: string[] = [];
  const walk = (node: unknown, prefix: string): void => {
    if (typeof node === 'string') ids.push(prefix);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(MESSAGES[lang], '');
  return ids;
}

/** Names of the `{placeholders}` in a text, sorted and distinct. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();
}
