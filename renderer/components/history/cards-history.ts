import { useI18n } from 'vue-i18n';
import { SYSTEMS } from '../../../core/model/system';
import { useCardGridStore } from '../../stores/card-grid';
import { useSettingsStore } from '../../stores/settings';
import { forKind, type HistoryView } from './history-view';

/** One faction's card file (the card grid): its cards per version; restoring loads them into the grid as one undoable edit, and the player saves. */
export function useCardsHistory(): HistoryView {
  const { t } = useI18n();
  const store = useCardGridStore();
  const settings = useSettingsStore();
  return forKind('cards', {
    intro: t('history.cards.intro'),
    empty: t('history.cards.empty'),
    get dirty() {
      return store.dirty;
    },
    facts: (v) => t('history.cards.count', { count: v.cards ?? 0 }, v.cards ?? 0),
    heading: (d) => d.cards.faction.name[settings.lang],
    lines: (d) => d.cards.cards.map((c) => `${c.name[settings.lang]} (${c.id}) · ${c.points} ${SYSTEMS[d.cards.system].points[settings.lang]}`),
    none: t('history.cards.noCards'),
    restore: (d) => store.restoreVersion(d.cards.cards),
  });
}
