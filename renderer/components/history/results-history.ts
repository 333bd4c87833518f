import { useI18n } from 'vue-i18n';
import { useTjostResultsStore } from '../../stores/tjost-results';
import { forKind, type HistoryView } from './history-view';

/** The player's TJOST results: the games per version; restoring is one change, saved at once, that the results' Undo takes back. */
export function useResultsHistory(): HistoryView {
  const { t } = useI18n();
  const store = useTjostResultsStore();
  return forKind('results', {
    intro: t('history.results.intro'),
    empty: t('history.results.empty'),
    dirty: false,
    facts: (v) => [v.name, t('history.results.games', { count: v.games ?? 0 }, v.games ?? 0)].filter(Boolean).join(' · '),
    heading: (d) => [d.results.player, d.results.event].filter(Boolean).join(' · ') || t('tjost.results.title'),
    lines: (d) => d.results.games.map((g) => t('history.results.game', { round: g.round, opponent: g.opponent || '–', outcome: t(`tjost.results.outcome.${g.outcome}`), pf: g.pf })),
    none: t('history.results.noGames'),
    restore: (d) => store.restoreVersion(d.results),
  });
}
