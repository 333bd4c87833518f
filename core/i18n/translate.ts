import type { Lang } from '../model/system';
import { de } from './messages/de';
import { en, type Messages } from './messages/en';

/** All messages by language, in the nested shape vue-i18n takes as `messages`. */
export const MESSAGES: Readonly<Record<Lang, Messages>> = { de, en };

export type MessageParams = Record<string, string | number>;

/** The message text at a dotted id, or undefined. */
export function lookupMessage(lang: Lang, id: string): string | undefined {
  let node: unknown = MESSAGES[lang];
  for (const key of id.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{name}` placeholders; unknown names stay as they are. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    return v === undefined ? whole : String(v);
  });
}

/** Message `id` in `lang` with its params filled in; the id itself when there is no such message. */
export function translate(lang: Lang, id: string, params: MessageParams = {}): string {
  const text = lookupMessage(lang, id);
  return text === undefined ? id : interpolate(text, params);
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
