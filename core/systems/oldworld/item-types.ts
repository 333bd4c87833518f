import type { IssueParams } from '../../checks/types';
import { lookupMessage } from '../../i18n/translate';
import { textParams } from './facts';

/**
 * The names of magic item types (`weapon`, `weapon-runes`, ...) in German and English, from the
 * one catalogue (`oldworld.itemType.*`, core/i18n/messages/ui/sections/oldworld.*.ts), which the
 * item picker shows too. A type the catalogue does not name (a card file's own) is called by its id.
 */
export function itemTypeName(type: string): { de: string; en: string } {
  return { de: lookupMessage('de', `oldworld.itemType.${type}`) ?? type, en: lookupMessage('en', `oldworld.itemType.${type}`) ?? type };
}

/**
 * Item types as issue params: `<key>` keeps the ids (data), `<key>_de` and `<key>_en` name them
 * (joined with ", " for several), which messages show in their language (languageParams).
 */
export function itemTypeParams(key: string, types: string | readonly string[]): IssueParams {
  const list = typeof types === 'string' ? [types] : types;
  const names = list.map(itemTypeName);
  return { [key]: list.join(', '), ...textParams(key, { de: names.map((n) => n.de).join(', '), en: names.map((n) => n.en).join(', ') }) };
}
