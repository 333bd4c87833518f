import sheetDe from './messages/sheet/de';
import sheetEn from './messages/sheet/en';
import { joinCatalogue } from './translate';

/** The printed sheets' texts (`sheet.*`), by language; importing this module joins them to the one catalogue. */
export const SHEET_MESSAGES = { en: sheetEn, de: sheetDe } as const;
export type SheetMessages = (typeof SHEET_MESSAGES)['en'];

joinCatalogue('sheet', SHEET_MESSAGES);
