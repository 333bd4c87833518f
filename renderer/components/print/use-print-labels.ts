import { useI18n } from 'vue-i18n';

/** Names of documents and counters; an id the texts do not know yet is shown as it is. */
export function usePrintLabels() {
  const { t, te } = useI18n();
  const known = (key: string, id: string): string => (te(key) ? t(key) : id);
  return {
    documentLabel: (doc: string): string => known(`print.documents.${doc}`, doc),
    tokenLabel: (kind: string): string => known(`print.token.${kind}`, kind),
  };
}
