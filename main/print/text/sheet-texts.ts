import { SHEET_MESSAGES, type SheetMessages } from '../../../core/i18n/sheet';
import { translate } from '../../../core/i18n/translate';
import type { Lang } from '../../../core/model/system';

/** The sections of `sheet.*` in the catalogue (core/i18n/messages/sheet/). */
type SheetSection = keyof SheetMessages;

/** Texts of the catalogue that print code calls as functions: dotted path → placeholder names, in argument order. */
export type SheetFunctions = Readonly<Record<string, readonly string[]>>;

/**
 * A section of the sheets' texts in one language, shaped as its typed text object: every message as
 * it is, except those named in `functions`, which become functions filling the message's
 * placeholders from their arguments, and texts that link others (`@:{'stat.G'}`) resolved (e.g. `page: ['n', 'total']` gives `page(3, 4)` → "Page 3 of 4").
 * The words live in the catalogue only; the text modules say which are functions and add the few
 * that assemble several messages (plural forms, optional parts).
 */
export function sheetTexts<T>(lang: Lang, section: SheetSection, functions: SheetFunctions = {}): T {
  const walk = (node: unknown, path: string): unknown => {
    if (typeof node === 'string') {
      const names = functions[path];
      const id = `sheet.${section}.${path}`;
      // A text naming another (@:{'stat.G'}, a profile abbreviation) is filled in once here.
      if (!names) return node.includes('@:') ? translate(lang, id) : node;
      return (...args: (string | number)[]) => translate(lang, id, Object.fromEntries(names.map((n, i) => [n, args[i] ?? ''])));
    }
    if (Array.isArray(node)) return node.map((x, i) => walk(x, path ? `${path}.${i}` : String(i)));
    if (node !== null && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, path ? `${path}.${k}` : k)]));
    return node;
  };
  return walk(SHEET_MESSAGES[lang][section], '') as T;
}

/** A plural message of a section: `{count} error | {count} errors`. */
export function sheetPlural(lang: Lang, section: SheetSection, path: string, count: number, params: Record<string, string | number> = {}): string {
  return translate(lang, `sheet.${section}.${path}`, params, count);
}
