/** The encodings a text file is read in: UTF-8, or Windows-1252 for one that is not valid UTF-8. */
export const TEXT_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/**
 * The text of a file a person or a Windows program may have saved. Muster writes UTF-8; a file
 * that is not valid UTF-8 is read as Windows-1252, which German and other Western European
 * editors, Excel and LibreOffice use, rather than losing its umlauts ("Übersee" read as
 * "�bersee"). A byte order mark at the start is left out. `encoding` says which, so the caller
 * can say so (a CSV import's report, a list read with a repair). The app, browser mode and the
 * command line decode files with this one function.
 */
export function decodeText(bytes: ArrayBuffer | Uint8Array): { text: string; encoding: TextEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** How a zip archive starts (a local file header, `PK\x03\x04`; an empty archive `PK\x05\x06`). */
const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
] as const;

/** Why a file Muster reads only as UTF-8 is refused: a zip archive (to unpack first), or other bytes that are not UTF-8. */
export type Utf8Refusal = 'zip-archive' | 'not-utf8';

/**
 * The text of a file Muster reads only as UTF-8 (packs, card files, lists, settings; decoded as
 * decodeText does), or why it is refused: a zip archive (a pack or card file sent zipped) is named
 * as one, to unpack first, whatever its bytes decode as; any other file that is not valid UTF-8 is
 * `not-utf8`. The main process's reads and the app's uploads refuse files with this one check.
 */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array): { text: string } | { refused: Utf8Refusal } {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (ZIP_SIGNATURES.some((sig) => sig.every((b, i) => view[i] === b))) return { refused: 'zip-archive' };
  const { text, encoding } = decodeText(view);
  return encoding === 'utf-8' ? { text } : { refused: 'not-utf8' };
}
