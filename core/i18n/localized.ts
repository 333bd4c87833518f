import type { Localized } from '../model/system';
import domainDe from './messages/domain/de';
import domainEn from './messages/domain/en';

const DOMAIN = { en: domainEn, de: domainDe } as const;

function at(root: unknown, path: readonly string[]): string | undefined {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A word of the game data in both languages, from the one catalogue (`domain.*`,
 * core/i18n/messages/domain/): the data modules name their words by id and keep the `Localized`
 * shape their readers know. A missing id is a programming error and fails at load.
 */
export function localized(id: string): Localized {
  const path = id.split('.');
  if (path[0] !== 'domain') throw new Error(`'${id}' is not a game data word (domain.*)`);
  const de = at(DOMAIN.de, path.slice(1));
  const en = at(DOMAIN.en, path.slice(1));
  if (de === undefined || en === undefined) throw new Error(`no game data word '${id}' in both languages`);
  return { de, en };
}
