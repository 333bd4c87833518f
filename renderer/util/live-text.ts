import { readonly, ref, watch, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';

/**
 * The words of a live region that says news once (a card opened, a PDF made, a card database
 * problem): what `say` was given, as it was worded then. The same words again are said again (a
 * no-break space tells them apart for the screen reader); a language switch empties the region
 * instead of wording it anew, so switching the language says nothing.
 */
export function useLiveText(): { text: Readonly<Ref<string>>; say: (words: string) => void } {
  const text = ref('');
  const { locale } = useI18n();
  watch(locale, () => (text.value = ''));
  return {
    text: readonly(text),
    say: (words) => {
      text.value = words !== '' && words === text.value ? `${words}\u00a0` : words;
    },
  };
}
