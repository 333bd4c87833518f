import { compile, type MessageCompiler, type MessageFunction } from '@intlify/core-base';

/** What core-base's own message functions use of their context (`normalize` is left out of its published types). */
interface FormatContext {
  type: string;
  normalize(values: unknown[]): unknown;
  interpolate(value: unknown): unknown;
  named(key: string): unknown;
}

/** Characters with a meaning in vue-i18n's message format: placeholders, plural forms, linked messages. */
const SYNTAX = /[{}@|%]/;
/** Syntax the placeholder path leaves to the library: plural forms, linked messages, `%`. */
const OTHER_SYNTAX = /[@|%]/;
const NAMED = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** A text's parts when its only syntax is named placeholders (`{name}`), undefined otherwise. */
function namedParts(message: string): (string | { key: string })[] | undefined {
  if (OTHER_SYNTAX.test(message)) return undefined;
  const parts: (string | { key: string })[] = [];
  let last = 0;
  for (const match of message.matchAll(NAMED)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push({ key: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts.some((part) => typeof part === 'string' && /[{}]/.test(part)) ? undefined : parts;
}

/**
 * The message compiler of the app, the command line and the sheets. A text without any of the
 * format's syntax is its own result (two thirds of the catalogue), and a text whose only syntax is
 * named placeholders (`{name}`, most of the rest) is its parts, without tokenizing and parsing it;
 * every other text (plural forms, linked messages, list placeholders) goes to
 * @intlify/core-base's compiler. What the two paths return is what the library makes of such a
 * text (core/i18n/compile.test.ts compares them for every message of the catalogue). The
 * library's parser runs cold on its first calls in a window; a CPU profile of the editor's first
 * render showed it compiling the first rule messages.
 */
export const compileMessage: MessageCompiler = (message, context) => {
  if (typeof message !== 'string') return compile(message, context);
  if (!SYNTAX.test(message)) {
    const text = (ctx: FormatContext): unknown => (ctx.type === 'text' ? message : ctx.normalize([message]));
    return text as unknown as MessageFunction;
  }
  const parts = namedParts(message);
  if (!parts) return compile(message, context);
  const named = (ctx: FormatContext): unknown => ctx.normalize(parts.map((part) => (typeof part === 'string' ? part : ctx.interpolate(ctx.named(part.key)))));
  return named as unknown as MessageFunction;
};
