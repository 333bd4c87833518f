import { useI18n } from 'vue-i18n';
import { resultsEntered } from '../../../core/systems/confrontation/tjost/organiser/rounds';
import { useOrganiserStore } from '../../stores/organiser';
import { forKind, type HistoryView } from './history-view';

/** The open TJOST event: players and rounds per version; restoring is one change, saved at once, that the event's Undo takes back. */
export function useEventHistory(): HistoryView {
  const { t } = useI18n();
  const store = useOrganiserStore();
  return forKind('event', {
    intro: t('history.event.intro'),
    empty: t('history.event.empty'),
    dirty: false,
    facts: (v) => [t('history.event.facts', { count: v.entries ?? 0 }, v.entries ?? 0), t('history.event.results', { count: v.games ?? 0 }, v.games ?? 0)].join(' · '),
    heading: (d) => [d.event.name || t('organiser.events.unnamed'), d.event.date].filter(Boolean).join(' · '),
    lines: (d) => d.event.players.map((p) => (p.dropped ? t('history.event.dropped', { name: p.name }) : p.name)),
    none: t('history.event.noPlayers'),
    notes: (d) => [t('history.event.rounds', { rounds: d.event.rounds.length, planned: d.event.settings.rounds, ...resultsEntered(d.event) })],
    restore: (d) => store.restoreEvent(d.event),
  });
}

/** The open league: its events per version. Leagues have no undo, so restoring saves the version as the newest one; the league it replaces stays in the history. */
export function useLeagueHistory(): HistoryView {
  const { t } = useI18n();
  const store = useOrganiserStore();
  return forKind('league', {
    intro: t('history.league.intro'),
    empty: t('history.league.empty'),
    dirty: false,
    facts: (v) => t('history.league.facts', { count: v.entries ?? 0 }, v.entries ?? 0),
    heading: (d) => [d.league.name, d.league.season].filter(Boolean).join(' · '),
    lines: (d) => d.league.events.map((e) => t('history.league.line', { name: e.event.name, date: e.event.date ?? '–', players: e.players.length })),
    none: t('history.league.noEvents'),
    restore: (d) => store.restoreLeague(d.league),
  });
}
