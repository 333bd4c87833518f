import type { SaveWarning } from '../../../core/api/contract';
import type { Lang } from '../../../core/model/system';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A save's warning in words, in `lang`: the document was saved, but its history could not keep
 * this version, and why (naming the file at fault). Shown after saving, never in the way of it.
 */
export function saveWarningText(t: Translate, warning: SaveWarning, lang: Lang): string {
  return t('history.notKept', { reason: warning.reason[lang] });
}
