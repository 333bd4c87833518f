import { compile, type MessageCompiler, type MessageFunction } from '@intlify/core-base';

/** What core-base's own message functions use of their context (`normalize` is left out of its published types). */
interface FormatContext {
  type: string;
  normalize(values: unknown[]): unknown;
}

/** Characters with a meaning in vue-i18n's message format: placeholders, plural forms, linked messages. */
const SYNTAX = /[{}@|%]/;

/**
 * The message compiler of the app, the command line and the sheets: a text without any of the
 * format's syntax is its own result, without tokenizing and parsing it (two thirds of the
 * catalogue); every other text goes to @intlify/core-base's compiler. What the fast path returns
 * is what the parser would make of such a text (core/i18n/compile.test.ts compares them for every
 * message of the catalogue).
 */
export const compileMessage: MessageCompiler = (message, context) => {
  if (typeof message !== 'string' || SYNTAX.test(message)) return compile(message, context);
  const text = (ctx: FormatContext): unknown => (ctx.type === 'text' ? message : ctx.normalize([message]));
  return text as unknown as MessageFunction;
};
