import { compile, type MessageCompiler, type MessageFunction } from '@intlify/core-base';

/** What core-base's own message functions use of their context (`normalize` is left out of its published types). */
interface FormatContext {
  type: string;
  normalize(values: unknown[]): unknown;
  interpolate(value: unknown): unknown;
  named(key: string): unknown;
  plural(messages: unknown[]): unknown;
}

/** Characters with a meaning in vue-i18n's message format: placeholders, plural forms, linked messages, escapes. */
const SYNTAX = /[{}@|\\]|%\{/;
/** Syntax left to the library: linked messages, escapes, `%{name}` placeholders. */
const LIBRARY_SYNTAX = /[@\\]|%\{/;
const NAMED = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** What the library drops next to the `|` between plural forms. */
const AFTER_PIPE = /^[ \n]+/;
const BEFORE_PIPE = /[ \n]+$/;

type Format = (ctx: FormatContext) => unknown;

/** True when a text has none of the format's syntax: translating it gives the text itself. */
export function isPlainText(message: string): boolean {
  return !SYNTAX.test(message);
}

/** A text's parts when its only syntax is named placeholders (`{name}`), undefined otherwise. */
function namedParts(message: string): (string | { key: string })[] | undefined {
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

/** One text without plural forms: itself when plain, its parts when named placeholders are its only syntax. */
function formatOf(message: string): Format | undefined {
  if (!/[{}]/.test(message)) return (ctx) => (ctx.type === 'text' ? message : ctx.normalize([message]));
  const parts = namedParts(message);
  if (!parts) return undefined;
  return (ctx) => ctx.normalize(parts.map((part) => (typeof part === 'string' ? part : ctx.interpolate(ctx.named(part.key)))));
}

/** Plural forms (`a | b | c`), each plain or with named placeholders; undefined otherwise. */
function pluralOf(message: string): Format | undefined {
  const cases: Format[] = [];
  const forms = message.split('|');
  for (const [i, form] of forms.entries()) {
    let text = i > 0 ? form.replace(AFTER_PIPE, '') : form;
    if (i < forms.length - 1) text = text.replace(BEFORE_PIPE, '');
    const format = text ? formatOf(text) : undefined;
    if (!format) return undefined;
    cases.push(format);
  }
  return (ctx) => ctx.plural(cases.map((format) => format(ctx)));
}

/**
 * Each text's message function, made once. The library keeps only what its own compiler made,
 * so it asked this one again at every translation: each label of a screen was made anew at each
 * render (in a CPU profile of adding a unit to a 21-unit Old World list, translating took about
 * 6 of 30 ms; with this, about 2). The function depends on the text alone; the library writes
 * its locale and key onto it, read only by its devtools, which the app leaves out. Bounded; the
 * catalogue has about 1,700 texts per language.
 */
const compiled = new Map<string, MessageFunction>();
const MAX_COMPILED = 10_000;

/**
 * The message compiler of the app, the command line and the sheets. A text without any of the
 * format's syntax is its own result (two thirds of the catalogue); a text whose only syntax is
 * named placeholders (`{name}`, most of the rest) is its parts, and plural forms of such texts
 * (`{count} card | {count} cards`) are their forms, without tokenizing and parsing them. Linked
 * messages, escapes, list and literal placeholders go to @intlify/core-base's compiler. What the
 * fast paths return is what the library makes of such a text (core/i18n/compile.test.ts compares
 * them for every message of the catalogue, plural forms at several counts). The library's parser
 * runs cold on its first calls in a window: CPU profiles of the editor's first render showed it
 * compiling the first rule messages and the counts of the validation panel.
 */
export const compileMessage: MessageCompiler = (message, context) => {
  if (typeof message !== 'string') return compile(message, context);
  const known = compiled.get(message);
  if (known) return known;
  const format = isPlainText(message) ? formatOf(message) : LIBRARY_SYNTAX.test(message) ? undefined : message.includes('|') ? pluralOf(message) : formatOf(message);
  const made = format ? (format as unknown as MessageFunction) : compile(message, context);
  if (compiled.size >= MAX_COMPILED) compiled.clear();
  compiled.set(message, made);
  return made;
};

/** A text filled in with its params, as the library fills it (see directFill). */
export type DirectFill = (params: Readonly<Record<string, string | number>>) => string;

const fills = new Map<string, DirectFill | null>();

/**
 * A text filled in without the library's translation call, for a translation that asks for no
 * plural form: the text itself when it is plain, its parts with the params when named
 * placeholders (`{name}`) are its only syntax, each shown as the library shows it (`String`, a
 * missing one as nothing); undefined for the rest (plural forms, links, escapes), which go to the
 * library. The library makes a message context, reads the arguments and looks the text up again
 * at every call: a list file of 5,000 duplicate entries spent a third of its reading time
 * wording the 4,999 renames. core/i18n/translate.test.ts compares both for every message.
 */
export function directFill(message: string): DirectFill | undefined {
  const known = fills.get(message);
  if (known !== undefined) return known ?? undefined;
  let made: DirectFill | null = null;
  if (isPlainText(message)) made = () => message;
  else if (!LIBRARY_SYNTAX.test(message) && !message.includes('|')) {
    const parts = namedParts(message);
    if (parts) made = (params) => parts.map((part) => (typeof part === 'string' ? part : shown(params[part.key]))).join('');
  }
  if (fills.size >= MAX_COMPILED) fills.clear();
  fills.set(message, made);
  return made ?? undefined;
}

/** A param as the library shows it: nothing when missing. */
const shown = (value: string | number | undefined): string => (value === undefined ? '' : String(value));
