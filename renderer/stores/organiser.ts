import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { ApiInput, EventSummary, LeagueSummary, SaveWarning, TrashedEvent, TrashedLeague } from '../../core/api/contract';
import type { Issue } from '../../core/checks/types';
import type { Lang } from '../../core/model/system';
import { merge3 } from '../../core/files/merge3';
import type { DocumentId, PaperId } from '../../core/print/job';
import type { EventFile, TableResult } from '../../core/systems/confrontation/tjost/organiser/event';
import { eventResults, serializeEventResults } from '../../core/systems/confrontation/tjost/organiser/event-results';
import { eventResultsCsv } from '../../core/systems/confrontation/tjost/organiser/export-csv';
import { addEventToLeague, leagueEventProblems, leagueTable, type LeagueFile } from '../../core/systems/confrontation/tjost/organiser/league';
import { eventProblems } from '../../core/systems/confrontation/tjost/organiser/load';
import type { PairProblem, RepeatedPairing } from '../../core/systems/confrontation/tjost/organiser/pairing/next-round';
import type { SwapProblem } from '../../core/systems/confrontation/tjost/organiser/pairing/swap';
import { renamePlayer, type Renamed, type RenameProblem } from '../../core/systems/confrontation/tjost/organiser/registration';
import type { PlayerReport } from '../../core/systems/confrontation/tjost/organiser/report';
import { clearResult, enterResult, type ResultEntryProblem } from '../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound, dropOut, removeLastRound, swapInRound, type OpenTable, type UnpairProblem } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { standings } from '../../core/systems/confrontation/tjost/organiser/standings';
import { api } from '../api';
import { runPrintJob, type PrintedPdf } from '../api/run-print';
import { againOnConflict, conflictSavedAt } from '../util/errors';
import { useSettingsStore } from './settings';

/** Most changes Undo goes back. */
const UNDO_DEPTH = 50;

/**
 * One change Undo takes back: the event before it and after it. Undo takes back what the change
 * did and nothing else (`takenBack`), so changes saved elsewhere and opened since stay.
 */
export interface UndoStep {
  before: EventFile;
  after: EventFile;
}

/**
 * What tells an event's players, rounds and tables apart when two versions of it are merged
 * (merge3): a player by id, a round by number, a table by its number and its two players (a table
 * paired anew is another game: a result entered for the old pairing does not move onto it).
 */
const EVENT_KEYS = { players: ['id'], rounds: ['number'], 'rounds.pairings': ['table', 'a', 'b'] } as const;

/**
 * The event as it is `now` with one change taken back: what the change did (from `after` back to
 * `before`) is done to `now` (a three-way merge with `after` as the base), so whatever else `now`
 * holds stays: after "Open the saved version" (takeSavedEvent) the other tab's changes, while the
 * organiser's own unsaved changes come back on top of them. Where both touched the same field, the
 * change taken back decides. The player number counter never goes below the one of `now` when that
 * moved (ids handed out elsewhere are not handed out again). When the merge does not hang together
 * (eventProblems: a player twice in a round, as when the other version swapped players at the
 * tables this change touched): undefined, the change cannot be taken back onto `now` (putting
 * `before` back whole would drop the other version's changes).
 */
function takenBack(step: UndoStep, now: EventFile): EventFile | undefined {
  const merged = merge3(step.after, step.before, now, EVENT_KEYS);
  const counter = (e: EventFile): number => e.lastPlayerNumber ?? 0;
  const next = counter(now) !== counter(step.after) && counter(now) > counter(merged) ? { ...merged, lastPlayerNumber: counter(now) } : merged;
  return eventProblems(next, next.id).length === 0 ? next : undefined;
}

/** What Undo did: took the last change back, found none, or could not take it back onto the version saved elsewhere (`clash`: nothing changed). */
export type UndoOutcome = 'undone' | 'nothing' | 'clash';

/** A file handed in for registration. */
export interface HandedIn {
  fileName: string;
  text: string;
}

/**
 * The organiser's events and leagues. The open event is changed only by core's organiser
 * functions (pairing, results, swaps, dropping out, renaming) and saved after every change with
 * the safe write and history of the main process; Undo takes the last change back and saves
 * (`takenBack`: only what that change did, so changes opened since from another tab stay).
 */
/** What adding an event to the league did: added, replaced the event's earlier results, or refused it (no game result yet). */
export type LeagueAdd = 'added' | 'replaced' | 'no-results';

/** An event or a league just deleted (to the trash): what Undo brings back and the organiser page's toast names. */
export interface DeletedDoc {
  kind: 'event' | 'league';
  id: string;
  /** Its name as saved ('' for one without). */
  name: string;
}

/**
 * An event or a league in the trash, as the organiser's trash lists them together: `id` is the
 * kind and the document's id (`event/<id>`, `league/<id>`), as events and leagues may share ids.
 */
export type OrganiserTrashed = { id: string; name: string; deletedAt: string } & ({ kind: 'event'; doc: TrashedEvent } | { kind: 'league'; doc: TrashedLeague });

export const useOrganiserStore = defineStore('organiser', () => {
  const settings = useSettingsStore();
  const events = ref<EventSummary[]>([]);
  const leagues = ref<LeagueSummary[]>([]);
  const overviewProblems = ref<string[]>([]);
  /** The event or league deleted last (Undo brings it back); `unannounced` until the organiser page said so. */
  const lastDeleted = ref<DeletedDoc | null>(null);
  let unannounced = false;
  /** Events and leagues in the trash, the last deleted first (read when the trash is opened). */
  const trashed = ref<OrganiserTrashed[]>([]);
  const event = ref<EventFile | null>(null);
  const league = ref<LeagueFile | null>(null);
  const undoStack = ref<UndoStep[]>([]);
  /** Reports of the last registration (one per list just checked), in the language shown (`rewordReports`). */
  const reports = ref<PlayerReport[]>([]);
  const saveError = ref<string | null>(null);
  /** What the last save of the event, and of the league, could not do besides writing it, which stands (its history could not keep the version). */
  const saveWarnings = shallowRef<SaveWarning[]>([]);
  const leagueSaveWarnings = shallowRef<SaveWarning[]>([]);
  /**
   * Set when a change was not saved because the event was saved elsewhere (another tab, window or
   * program) after it was opened here: when that version was saved. Changes stay unsaved until the
   * organiser opens that version (`takeSavedEvent`) or replaces it (`replaceSavedEvent`).
   */
  const conflict = ref<{ savedAt: string } | null>(null);
  /**
   * The version on disk the open event is based on (opened, saved, registered into or taken after
   * a conflict here): its `updatedAt` goes with every save, and it is the common base when Undo
   * brings changes refused by a conflict back onto the version saved elsewhere.
   */
  let onDisk: EventFile | undefined;
  let saving: Promise<unknown> = Promise.resolve();

  const table = computed(() => (league.value ? leagueTable(league.value) : []));
  const started = computed(() => (event.value?.rounds.length ?? 0) > 0);
  const currentRound = computed(() => event.value?.rounds[event.value.rounds.length - 1]);

  async function loadOverview(): Promise<void> {
    const [e, l] = await Promise.all([api.listEvents({ lang: settings.lang }), api.listLeagues({ lang: settings.lang })]);
    events.value = e.events;
    leagues.value = l.leagues;
    overviewProblems.value = [...e.problems, ...l.problems];
  }

  async function create(input: ApiInput<'createEvent'>): Promise<EventFile> {
    const created = await api.createEvent(input);
    await loadOverview();
    return created;
  }

  async function open(id: string): Promise<void> {
    if (event.value?.id === id) return;
    event.value = await api.openEvent({ id });
    onDisk = event.value;
    conflict.value = null;
    saveWarnings.value = [];
    undoStack.value = [];
    reports.value = [];
  }

  /**
   * Saves the event; saves run one after another so the last state wins. Each is based on the
   * version opened or saved here (`replacing`: the version saved elsewhere the organiser chose to
   * replace), so a version saved elsewhere meanwhile is not replaced unasked (`conflict`).
   */
  function persist(next: EventFile, replacing?: string): Promise<unknown> {
    const run = async () => {
      const basedOn = replacing ?? onDisk?.updatedAt;
      try {
        const { event: saved, warnings } = await api.saveEvent({ event: next, basedOn });
        saveWarnings.value = warnings;
        // A save of an event left meanwhile (another one opened) is no base of the open one.
        if (event.value?.id === saved.id) onDisk = saved;
        conflict.value = null;
        if (event.value?.id === saved.id && event.value.updatedAt <= saved.updatedAt) event.value = { ...event.value, updatedAt: saved.updatedAt };
        saveError.value = null;
      } catch (err) {
        const savedAt = conflictSavedAt(err);
        if (savedAt !== undefined) conflict.value = { savedAt };
        else saveError.value = err instanceof Error ? err.message : String(err);
      }
    };
    saving = saving.then(run, run);
    return saving;
  }

  /** After a conflict: saves the open event over the version saved elsewhere (which stays in History). */
  async function replaceSavedEvent(): Promise<void> {
    const found = conflict.value;
    if (!found || !event.value) return;
    conflict.value = null;
    await persist(event.value, found.savedAt);
  }

  /** Undo can take the change from `before` to `after` back. */
  function remember(before: EventFile, after: EventFile): void {
    undoStack.value = [...undoStack.value.slice(-(UNDO_DEPTH - 1)), { before, after }];
  }

  /**
   * After a conflict: the version saved elsewhere becomes the open event. Undo then brings the
   * changes not saved here back onto it (and saves): the change it takes back is from the version
   * last read or saved here to the open event, so the other version's changes stay.
   */
  async function takeSavedEvent(): Promise<void> {
    const current = event.value;
    if (!current || !conflict.value) return;
    await saving;
    const fresh = await api.openEvent({ id: current.id });
    if (event.value !== current) return;
    remember(current, onDisk?.id === current.id ? onDisk : fresh);
    event.value = fresh;
    onDisk = fresh;
    conflict.value = null;
  }

  /** Makes `next` the open event (Undo can go back) and saves it. */
  async function commit(next: EventFile): Promise<void> {
    if (event.value) remember(event.value, next);
    event.value = next;
    await persist(next);
  }

  /** Takes the last change back (takenBack: changes opened since from elsewhere stay) and saves. */
  async function undo(): Promise<UndoOutcome> {
    const step = undoStack.value[undoStack.value.length - 1];
    if (!step) return 'nothing';
    undoStack.value = undoStack.value.slice(0, -1);
    const previous = event.value ? takenBack(step, event.value) : step.before;
    // The change touched what the version saved elsewhere changed too: that version stays as it is.
    if (!previous) return 'clash';
    event.value = previous;
    await persist(previous);
    return 'undone';
  }

  /** A saved version of the open event (from its History) becomes the open event: one change, saved at once, that Undo takes back. */
  async function restoreEvent(version: EventFile): Promise<boolean> {
    if (!event.value || version.id !== event.value.id) return false;
    await commit(version);
    return saveError.value === null;
  }

  async function updateInfo(patch: Partial<Pick<EventFile, 'name' | 'date' | 'place' | 'organiser' | 'note' | 'settings'>>): Promise<void> {
    if (!event.value) return;
    const next: EventFile = { ...event.value, ...patch };
    for (const key of ['date', 'place', 'organiser', 'note'] as const) if (next[key] === '') delete next[key];
    await commit(next);
  }

  /** Registers lists (or replaces one player's list); the main process checks each and saves. */
  async function register(files: HandedIn[], lang: Lang, replace?: string): Promise<string[]> {
    if (!event.value) return [];
    const out = await api.registerLists({ id: event.value.id, files, lang, ...(replace ? { replace } : {}) });
    remember(event.value, out.event);
    // Main registered the lists into the event as saved: that version is the open one now.
    event.value = out.event;
    onDisk = out.event;
    conflict.value = null;
    reports.value = out.reports;
    saveWarnings.value = out.warnings;
    return out.problems;
  }

  async function pair(now = new Date()): Promise<{ problems: PairProblem[]; repeats: RepeatedPairing[] }> {
    if (!event.value) return { problems: [], repeats: [] };
    const out = addNextRound(event.value, now);
    if (out.event) await commit(out.event);
    return { problems: out.problems, repeats: out.repeats };
  }

  async function unpair(now = new Date()): Promise<UnpairProblem[]> {
    if (!event.value) return [];
    const out = removeLastRound(event.value, now);
    if (out.event) await commit(out.event);
    return out.problems;
  }

  async function swap(round: number, x: string, y: string, now = new Date()): Promise<{ problems: SwapProblem[]; repeats: RepeatedPairing[] }> {
    if (!event.value) return { problems: [], repeats: [] };
    const out = swapInRound(event.value, round, x, y, now);
    if (out.event) await commit(out.event);
    return { problems: out.problems, repeats: out.repeats };
  }

  async function saveResult(round: number, tableNo: number, result: TableResult, now = new Date()): Promise<{ problems: ResultEntryProblem[]; issues: Issue[] }> {
    if (!event.value) return { problems: [], issues: [] };
    const out = enterResult(event.value, round, tableNo, result, now);
    if (out.event) await commit(out.event);
    return { problems: out.problems, issues: out.issues };
  }

  async function removeResult(round: number, tableNo: number, now = new Date()): Promise<void> {
    if (!event.value) return;
    const out = clearResult(event.value, round, tableNo, now);
    if (out.event) await commit(out.event);
  }

  /**
   * A player drops out or comes back (core's dropOut, as `muster event drop|back`): one change,
   * saved, that Undo takes back; nothing when the player is out (or in) already. `openTable`: the
   * player's table of the last round still without a result (a walkover closes it).
   */
  async function drop(playerId: string, dropped: boolean, now = new Date()): Promise<{ openTable?: OpenTable }> {
    if (!event.value) return {};
    const out = dropOut(event.value, playerId, dropped, now);
    if (out.event) await commit(out.event);
    return out.openTable ? { openTable: out.openTable } : {};
  }

  /**
   * Renames a player (core's renamePlayer: the one name rule, any time): one change, saved at
   * once, that Undo takes back. A refused name changes nothing; `renamed` says what was done
   * (`previous` equal to `name`: it was the player's name already, nothing saved).
   */
  async function rename(playerId: string, name: string, now = new Date()): Promise<{ renamed?: Renamed; problems: RenameProblem[] }> {
    if (!event.value) return { problems: [] };
    const { event: next, ...said } = renamePlayer(event.value, playerId, name, now);
    if (next) await commit(next);
    return said;
  }

  /**
   * The reports shown, read again in the language chosen (their issues are words main made in the
   * language of the time); the same players' reports, nothing when none is shown. Unread (the
   * event cannot be read now), they stay as they are.
   */
  async function rewordReports(lang: Lang): Promise<void> {
    const id = event.value?.id;
    if (id === undefined || reports.value.length === 0) return;
    const shown = reports.value;
    const out = await api.getEventReport({ id, lang }).catch(() => null);
    if (!out || event.value?.id !== id || reports.value !== shown || settings.lang !== lang) return;
    const ids = new Set(shown.map((r) => r.playerId));
    reports.value = out.reports.filter((r) => ids.has(r.playerId));
  }
  watch(
    () => settings.lang,
    (lang) => void rewordReports(lang),
  );

  const standingsAfter = (round?: number) => (event.value ? standings(event.value, round) : []);

  /** The event's results for the league, as JSON (an event results file) or CSV. */
  function exportResults(format: 'json' | 'csv', now = new Date()): { fileName: string; text: string } | null {
    if (!event.value) return null;
    const results = eventResults(event.value, now);
    const base = (event.value.name || 'event').replace(/[\\/:*?"<>|\s]+/g, '-').slice(0, 60);
    return format === 'json' ? { fileName: `${base}.results.json`, text: serializeEventResults(results) } : { fileName: `${base}.results.csv`, text: eventResultsCsv(results) };
  }

  function print(documents: DocumentId[], paper: PaperId, lang: Lang, round?: number): Promise<PrintedPdf | null> {
    if (!event.value) return Promise.resolve(null);
    return runPrintJob({ documents, paper, lang, event: event.value, ...(round ? { options: { round } } : {}) });
  }

  /** What was deleted: `lastDeleted`, to be announced by the organiser page (which Undo there brings back). */
  function deleted(doc: DeletedDoc): void {
    lastDeleted.value = doc;
    unannounced = true;
  }

  /** The document deleted last, once: the organiser page shows it with Undo (after a league was deleted on its page, too). */
  function takeDeletedNotice(): DeletedDoc | null {
    if (!unannounced) return null;
    unannounced = false;
    return lastDeleted.value;
  }

  /** Moves an event to the trash; `undoRemove` brings it back. */
  async function removeEvent(id: string): Promise<void> {
    const name = (event.value?.id === id ? event.value.name : events.value.find((e) => e.id === id)?.name) ?? '';
    await api.deleteEvent({ id });
    if (event.value?.id === id) event.value = null;
    deleted({ kind: 'event', id, name });
    await loadOverview();
  }

  /** Reads what the trash holds: events and leagues together, the last deleted first. */
  async function loadTrash(): Promise<void> {
    const [e, l] = await Promise.all([api.listTrashedEvents({}), api.listTrashedLeagues({})]);
    const items: OrganiserTrashed[] = [
      ...e.map((doc): OrganiserTrashed => ({ id: `event/${doc.id}`, name: doc.name, deletedAt: doc.deletedAt, kind: 'event', doc })),
      ...l.map((doc): OrganiserTrashed => ({ id: `league/${doc.id}`, name: doc.name, deletedAt: doc.deletedAt, kind: 'league', doc })),
    ];
    trashed.value = items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
  }

  /** Brings an event or league back from the trash (`kind`, its id); the overview is read again. Refused while one with its id exists. */
  async function restoreTrashed(kind: DeletedDoc['kind'], id: string): Promise<DeletedDoc> {
    const back = kind === 'event' ? await api.restoreEvent({ id }) : await api.restoreLeague({ id });
    if (lastDeleted.value?.kind === kind && lastDeleted.value.id === id) {
      lastDeleted.value = null;
      unannounced = false;
    }
    trashed.value = trashed.value.filter((x) => x.id !== `${kind}/${id}`);
    await loadOverview();
    return { kind, id, name: back.name };
  }

  /** Brings the event or league deleted last back from the trash; null when there is none to bring back. */
  async function undoRemove(): Promise<DeletedDoc | null> {
    const last = lastDeleted.value;
    return last ? restoreTrashed(last.kind, last.id) : null;
  }

  // Leagues
  async function createLeague(name: string, season?: string): Promise<LeagueFile> {
    const created = await api.createLeague({ name, ...(season ? { season } : {}) });
    await loadOverview();
    return created;
  }

  async function openLeague(id: string): Promise<void> {
    league.value = await api.openLeague({ id });
    leagueSaveWarnings.value = [];
  }

  /**
   * Changes the open league and saves it, based on the version shown: when the league was saved
   * elsewhere meanwhile (another window adding an event), the change is made again to that
   * version, so neither is lost. Returns what `change` said of the change saved.
   */
  async function changeLeague<R>(change: (current: LeagueFile) => { league: LeagueFile; said: R }): Promise<R | undefined> {
    let current = league.value;
    if (!current) return undefined;
    return againOnConflict(async () => {
      const base: LeagueFile = current!;
      try {
        const out = change(base);
        const saved = await api.saveLeague({ league: out.league, basedOn: base.updatedAt });
        league.value = saved.league;
        leagueSaveWarnings.value = saved.warnings;
        return out.said;
      } catch (err) {
        if (conflictSavedAt(err) !== undefined) current = await api.openLeague({ id: base.id });
        throw err;
      }
    });
  }

  /** Adds an event of the organiser to the open league (an event already in it is replaced). */
  async function addEventById(id: string, now = new Date()): Promise<LeagueAdd> {
    if (!league.value) return 'added';
    return addEventResults(eventResults(await api.openEvent({ id }), now), now);
  }

  /**
   * Adds an event results file another organiser sent (`muster event export --format json`):
   * 'added', 'replaced' (an event already in the league), or 'no-results' (no game has a result:
   * refused, nothing saved; leagueEventProblems).
   */
  async function addEventResults(results: Parameters<typeof addEventToLeague>[1], now = new Date()): Promise<LeagueAdd> {
    if (leagueEventProblems(results).length > 0) return 'no-results';
    const replaced = await changeLeague((l) => {
      const out = addEventToLeague(l, results, now);
      return { league: out.league, said: out.replaced };
    });
    return replaced ? 'replaced' : 'added';
  }

  /** A saved version of the open league (from its History) is saved as its newest version; the one it replaces stays in the history. */
  async function restoreLeague(version: LeagueFile): Promise<boolean> {
    if (!league.value || version.id !== league.value.id) return false;
    return (await changeLeague(() => ({ league: version, said: true }))) ?? false;
  }

  async function removeLeagueEvent(eventId: string): Promise<void> {
    await changeLeague((l) => ({ league: { ...l, events: l.events.filter((e) => e.event.id !== eventId) }, said: true }));
  }

  /** Moves a league to the trash; `undoRemove` brings it back. */
  async function removeLeague(id: string): Promise<void> {
    const name = (league.value?.id === id ? league.value.name : leagues.value.find((l) => l.id === id)?.name) ?? '';
    await api.deleteLeague({ id });
    if (league.value?.id === id) league.value = null;
    deleted({ kind: 'league', id, name });
    await loadOverview();
  }

  return {
    events,
    leagues,
    overviewProblems,
    lastDeleted,
    trashed,
    event,
    league,
    undoStack,
    reports,
    saveError,
    saveWarnings,
    leagueSaveWarnings,
    conflict,
    table,
    started,
    currentRound,
    loadOverview,
    create,
    open,
    restoreEvent,
    restoreLeague,
    replaceSavedEvent,
    takeSavedEvent,
    undo,
    updateInfo,
    register,
    pair,
    unpair,
    swap,
    saveResult,
    removeResult,
    drop,
    rename,
    standingsAfter,
    exportResults,
    print,
    removeEvent,
    takeDeletedNotice,
    loadTrash,
    restoreTrashed,
    undoRemove,
    createLeague,
    openLeague,
    addEventById,
    addEventResults,
    removeLeagueEvent,
    removeLeague,
  };
});
