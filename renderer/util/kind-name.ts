import { useI18n } from 'vue-i18n';
import type { SystemId } from '../../core/model/system';

/**
 * A card kind's name as its game calls it: an Old World fighter is a unit, an artifact a magic
 * item (the catalogue's `kindOw`); every other game's kinds by `kind`. One naming for the library,
 * the card's detail and the list editor.
 */
export function useKindName(): (kind: string, system?: SystemId | string) => string {
  const { t, te } = useI18n();
  return (kind, system) => {
    if (system === 'oldworld' && te(`kindOw.${kind}`)) return t(`kindOw.${kind}`);
    return te(`kind.${kind}`) ? t(`kind.${kind}`) : kind;
  };
}
