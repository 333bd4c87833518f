/**
 * The text of a CSV file as a spreadsheet saved it. Muster writes UTF-8 (with a byte order mark,
 * so Excel reads it as such); a file that is not valid UTF-8 is read as Windows-1252, which German
 * and other Western European Excel use for "CSV", rather than losing its umlauts ("Übersee" read
 * as "�bersee"). `encoding` says which, for the import's report.
 */
export type CsvEncoding = 'utf-8' | 'windows-1252';

export function decodeCsv(bytes: ArrayBuffer | ArrayBufferView): { text: string; encoding: CsvEncoding } {
  try {
    // The byte order mark, when there is one, is left out.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
