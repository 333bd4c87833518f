import { useI18n } from 'vue-i18n';
import type { Lang, Localized } from '../../../core/model/system';
import { useCardsStore } from '../../stores/cards';
import { errorId } from './error-id';

/** Attributes that tie a form control to its field: name for touch tracking, invalid state, error text. */
export function useCardField() {
  const store = useCardsStore();
  function attrs(field: string): Record<string, string | undefined> {
    const bad = store.errorsFor(field).length > 0;
    return { 'data-field': field, 'aria-invalid': bad ? 'true' : undefined, 'aria-describedby': bad ? errorId(field) : undefined };
  }
  return { store, attrs };
}

/**
 * The hint of a text's field in `lang`: when it is empty while the other language is filled, that
 * the other one is used (card-form.ts, filledText), before the field's own `hint` if it has one.
 */
export function useFallbackHint(): (text: Localized, lang: Lang, hint?: string) => string | undefined {
  const { t } = useI18n();
  return (text, lang, hint) => {
    const other = lang === 'de' ? 'en' : 'de';
    const used = text[lang].trim() === '' && text[other].trim() !== '' ? t(`cardEditor.field.fallback.${other}`) : undefined;
    return [used, hint].filter((h) => h !== undefined && h !== '').join(' ') || undefined;
  };
}
