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
