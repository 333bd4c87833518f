import { translate } from '../i18n/translate';
import { LANGS } from '../model/system';

/**
 * True for text Muster's text export wrote: its last line is the export's closing line ("Made
 * with Muster", `textExport.made`) in either language. `text` may be just the end of a file. The
 * command line replaces only such a file (or an empty one) without --force.
 */
export function isTextExport(text: string): boolean {
  const last = text.replace(/\s+$/, '').split('\n').pop()?.trim() ?? '';
  return LANGS.some((lang) => last === translate(lang, 'textExport.made'));
}
