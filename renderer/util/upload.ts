import { decodeText, decodeUtf8, type TextEncoding } from '../../core/files/encoding';
import { coded, problemLine } from '../../core/files/problems';
import type { Lang } from '../../core/model/system';

/**
 * The text of a file the user chose (browser mode's uploads), decoded as Muster reads files: UTF-8,
 * else Windows-1252 (a Windows editor's file), never with letters turned into replacement
 * characters as File.text() would. `encoding` says which: lists and siege rosters are imported with
 * a note saying so, the other files are refused (uploadedUtf8).
 */
export async function uploadedText(file: Blob): Promise<{ text: string; encoding: TextEncoding }> {
  return decodeText(await file.arrayBuffer());
}

/**
 * The text of a chosen file Muster reads only as UTF-8 (packs, data, results, selection lists);
 * one that is not (or is a zip archive) is refused with the message that names it, as the main
 * process refuses such a file (core's decodeUtf8).
 */
export async function uploadedUtf8(file: File, lang: Lang): Promise<string> {
  const read = decodeUtf8(await file.arrayBuffer());
  if ('refused' in read) throw new Error(problemLine(lang)(coded(file.name, '', read.refused)));
  return read.text;
}
