import { useI18n } from 'vue-i18n';
import type { HistoryDocument, HistoryEntry } from '../../../core/api/contract';
import { SYSTEMS } from '../../../core/model/system';
import { resultsEntered } from '../../../core/systems/confrontation/tjost/organiser/rounds';
import { elementName } from '../../../core/systems/oldworld/siege';
import type { SiegeRoster } from '../../../core/systems/oldworld/siege/model';
import { useCardGridStore } from '../../stores/card-grid';
import { useEditorStore } from '../../stores/editor';
import { useOrganiserStore } from '../../stores/organiser';
import { useSettingsStore } from '../../stores/settings';
import { useSiegeStore } from '../../stores/siege';
import { useTjostResultsStore } from '../../stores/tjost-results';

type Kind = HistoryDocument['kind'];
type DocumentOf<K extends Kind> = Extract<HistoryDocument, { kind: K }>;

/**
 * What the History dialog (HistoryDialog.vue) shows and does for one kind of document: the
 * words, each version's facts, the preview, and what restoring does in its view. Methods get a
 * version of the dialog's document, as read.
 */
export interface HistoryView<K extends Kind = Kind> {
  /** What the history keeps and what restoring does here. */
  intro: string;
  /** Shown when the document has no saved version yet. */
  empty: string;
  /** Unsaved changes in the view: the newest version is then not what the view shows. */
  readonly dirty: boolean;
  /** One line about a version: what it held. */
  facts(version: HistoryEntry): string;
  heading(document: DocumentOf<K>): string;
  /** The preview: one line per entry, element, game or card; `none` when there are none. */
  lines(document: DocumentOf<K>): string[];
  none: string;
  /** Lines under the preview's list (a roster's armies, devices and garrison). */
  notes?(document: DocumentOf<K>): string[];
  /** Restores a version in the view; false when it could not (an error says why). */
  restore(document: DocumentOf<K>): boolean | Promise<boolean>;
}

/** A view of one kind as the dialog takes it: its methods refuse a version of another kind (the dialog never passes one). */
function forKind<K extends Kind>(kind: K, view: HistoryView<K>): HistoryView {
  const of = (d: HistoryDocument): DocumentOf<K> => {
    if (d.kind !== kind) throw new Error(`a ${d.kind} version is not a ${kind} version`);
    return d as DocumentOf<K>;
  };
  const notes = view.notes;
  return {
    intro: view.intro,
    empty: view.empty,
    get dirty() {
      return view.dirty;
    },
    facts: (v) => view.facts(v),
    heading: (d) => view.heading(of(d)),
    lines: (d) => view.lines(of(d)),
    none: view.none,
    ...(notes ? { notes: (d: HistoryDocument) => notes(of(d)) } : {}),
    restore: (d) => view.restore(of(d)),
  };
}

/** The open list: points and problems per version; restoring is one edit in the editor (Ctrl+Z takes it back, nothing saved until the user saves). */
export function useListHistory(): HistoryView {
  const { t } = useI18n();
  const editor = useEditorStore();
  const settings = useSettingsStore();
  const state = (v: HistoryEntry): string => {
    if ((v.errors ?? 0) > 0) return t('history.errors', { count: v.errors }, v.errors ?? 0);
    if ((v.warnings ?? 0) > 0) return t('history.warnings', { count: v.warnings }, v.warnings ?? 0);
    return t('history.valid');
  };
  return forKind('list', {
    intro: t('history.intro'),
    empty: t('history.empty'),
    get dirty() {
      return editor.dirty;
    },
    facts: (v) => `${t('history.facts', { points: v.points ?? 0, limit: v.limit ?? 0, unit: editor.list ? SYSTEMS[editor.list.system].points[settings.lang] : '' })} · ${t('history.entries', { count: v.entries ?? 0 }, v.entries ?? 0)} · ${state(v)}`,
    heading: (d) => d.list.name || t('lists.unnamed'),
    lines: (d) => d.list.entries.map((e) => `${e.count}× ${editor.lookup.card(e.cardId)?.name[settings.lang] ?? e.cardId}${e.group ? ` · ${e.group}` : ''}`),
    none: t('history.noEntries'),
    restore: (d) => editor.restoreVersion(d.list),
  });
}

/**
 * The open siege roster: its elements per version. The siege editor has no undo, so restoring
 * saves the version as the newest one; the roster it replaces stays in the history.
 */
export function useSiegeHistory(): HistoryView {
  const { t } = useI18n();
  const siege = useSiegeStore();
  const settings = useSettingsStore();
  /** A side's list by its name (an embedded list's, or a linked one's among the user's lists; its id when it is gone), or "no list". */
  const side = (roster: SiegeRoster, which: 'attacker' | 'defender'): string => {
    const s = roster[which];
    if (s?.list) return s.list.name;
    if (!s?.listId) return t('siege.armies.none');
    return siege.lists.find((l) => l.id === s.listId)?.name ?? s.listId;
  };
  return forKind('siege', {
    intro: t('history.siege.intro'),
    empty: t('history.siege.empty'),
    get dirty() {
      return siege.saveState !== 'saved';
    },
    facts: (v) => t('siege.elements', { count: v.entries ?? 0 }, v.entries ?? 0),
    heading: (d) => d.siege.name || t('siege.unnamed'),
    lines: (d) => d.siege.fortress.elements.map((el) => `${elementName(d.siege, el.id, settings.lang)} · ${t(`siege.fortress.${el.kind}`)}`),
    none: t('history.siege.noElements'),
    notes: (d) => [
      t('history.siege.sides', { attacker: side(d.siege, 'attacker'), defender: side(d.siege, 'defender') }),
      [t('history.siege.parts', { devices: d.siege.devices.length, garrison: d.siege.garrison.length }), ...(d.siege.nightBattle ? [t('siege.night')] : [])].join(' · '),
    ],
    restore: (d) => siege.restoreVersion(d.siege),
  });
}

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
