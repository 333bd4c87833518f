import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { ListSummary, OpenedSiege, SaveWarning, SiegeSummary, TrashedSiege } from '../../core/api/contract';
import type { FactionInfo } from '../../core/db/types';
import type { DbCard } from '../../core/model/card';
import type { ArmyList } from '../../core/model/list';
import type { SiegeRoster, SiegeSideId } from '../../core/systems/oldworld/siege/model';
import type { Lang } from '../../core/model/system';
import type { PaperId } from '../../core/print/job';
import { summarize } from '../../core/checks/engine';
import type { Issue } from '../../core/checks/types';
import { embedSides, setSide, siegePoints, validateSiege, type SiegeNames, type SiegeOpResult } from '../../core/systems/oldworld/siege';
import { safeFileName } from '../../core/files/names';
import { serializeSiege } from '../../core/systems/oldworld/siege/serialize';
import { api } from '../api';
import { preparePrinting, runPrintJob } from '../api/run-print';
import { queryAllCards } from './card-pages';
import { base64ToBytes } from '../util/download';
import { cardLookup } from '../../core/db/lookup';
import { conflictSavedAt, errorText } from '../util/errors';
import { useSettingsStore } from './settings';
import type { TextEncoding } from '../../core/files/encoding';

/** Changes are saved this long after the last edit. */
const SIEGE_SAVE_DELAY_MS = 500;

type SaveState = 'saved' | 'saving' | 'unsaved' | 'failed';

/**
 * Siege rosters: the overview and the roster open in the siege editor. Every edit goes through
 * a core siege operation, is checked at once by the core siege rules and saved shortly after.
 */
export const useSiegeStore = defineStore('siege', () => {
  const settings = useSettingsStore();
  const summaries = shallowRef<SiegeSummary[]>([]);
  const overviewProblems = ref<string[]>([]);
  /** What was left out of roster files to read them (file and field): those rosters open, repaired. */
  const overviewRepaired = ref<string[]>([]);
  /** The roster deleted last on the overview, for Undo. */
  const lastDeleted = shallowRef<SiegeSummary | null>(null);
  /** Rosters in the trash, the last deleted first (loaded when the trash is opened). */
  const trashed = shallowRef<TrashedSiege[]>([]);
  /** The user's Old World lists, for the army pickers. */
  const lists = shallowRef<ListSummary[]>([]);
  const roster = shallowRef<SiegeRoster | null>(null);
  const attacker = shallowRef<ArmyList | null>(null);
  const defender = shallowRef<ArmyList | null>(null);
  const sideProblems = ref<string[]>([]);
  /** The sides whose linked list was deleted (with its name while it is in the trash), until another list is chosen or it is restored. */
  const missingSides = shallowRef<OpenedSiege['missing']>([]);
  const cards = shallowRef<DbCard[]>([]);
  const factions = shallowRef<FactionInfo[]>([]);
  const selectedElement = ref<string | null>(null);
  const loading = ref(false);
  const loadError = ref<string | null>(null);
  const saveState = ref<SaveState>('saved');
  const saveError = ref<string | null>(null);
  /** What the last save could not do besides writing the roster, which stands (its history could not keep the version). */
  const saveWarnings = shallowRef<SaveWarning[]>([]);
  /**
   * Set when the roster was not saved because it was saved elsewhere (another tab, window or
   * program) after it was opened here: when that version was saved. Changes stay unsaved until the
   * player opens that version (`takeSavedSiege`) or replaces it (`replaceSavedSiege`).
   */
  const conflict = ref<{ savedAt: string } | null>(null);
  /** The `updatedAt` of the version on disk the open roster is based on, sent with every save. */
  let diskStamp: string | undefined;
  const printState = ref<'idle' | 'running' | 'done' | 'failed'>('idle');
  const printProgress = ref({ done: 0, total: 1 });
  const printError = ref<string | null>(null);
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> | null = null;

  const lookup = computed(() => cardLookup(cards.value));
  const issues = computed<Issue[]>(() => {
    const r = roster.value;
    if (!r) return [];
    const l = lookup.value;
    return validateSiege({ roster: r, attacker: attacker.value ?? undefined, defender: defender.value ?? undefined, card: (id) => l.card(id) });
  });
  const summary = computed(() => summarize(issues.value));
  const points = computed(() => (roster.value ? siegePoints(roster.value, attacker.value ?? undefined, defender.value ?? undefined, lookup.value) : null));

  function factionName(id: string, lang: Lang): string | undefined {
    return factions.value.find((f) => f.id === id)?.name[lang];
  }

  /** What core siege messages need to name elements, devices, units and armies. */
  function names(lang: Lang): SiegeNames | null {
    const r = roster.value;
    if (!r) return null;
    return { roster: r, attacker: attacker.value ?? undefined, defender: defender.value ?? undefined, lookup: lookup.value, factionName: (id) => factionName(id, lang) };
  }

  async function loadOverview(): Promise<void> {
    const [found, all] = await Promise.all([api.listSieges({ lang: settings.lang }), api.listLists({})]);
    summaries.value = found.sieges;
    overviewProblems.value = found.problems;
    overviewRepaired.value = found.repaired;
    lists.value = all.lists.filter((l) => l.system === 'oldworld');
  }

  /** The problems reading the open roster's linked lists, worded again in `lang` (the roster and its edits stay as they are). */
  async function rewordSideProblems(lang: Lang): Promise<void> {
    const id = roster.value?.id;
    if (!id || sideProblems.value.length === 0) return;
    const opened = await api.openSiege({ id, lang });
    // Still the roster, the language and the links read: another roster or a side linked meanwhile keeps its own.
    if (roster.value?.id === id && settings.lang === lang && sideProblems.value.length > 0) sideProblems.value = opened.problems;
  }

  // The roster files it could not read (or read only with repairs), and the open roster's lists it
  // could not read, are worded in the language: read again in the new one.
  watch(
    () => settings.lang,
    (lang) => {
      if (overviewProblems.value.length > 0 || overviewRepaired.value.length > 0) void loadOverview().catch(() => undefined);
      void rewordSideProblems(lang).catch(() => undefined);
    },
  );

  async function create(name: string): Promise<SiegeRoster> {
    const created = await api.createSiege({ name });
    await loadOverview();
    return created;
  }

  /**
   * Imports a roster file; problems come back as an error naming the file and field, changes
   * made on the way in (a dropped list reference) as notes.
   */
  async function importFile(fileName: string, text: string, encoding?: TextEncoding): Promise<Awaited<ReturnType<typeof api.importSiege>>> {
    const imported = await api.importSiege({ fileName, text, lang: settings.lang, ...(encoding ? { encoding } : {}) });
    await loadOverview();
    return imported;
  }

  /** A saved roster as file text, for download. */
  async function exportFile(id: string): Promise<{ fileName: string; text: string }> {
    const { siege } = await api.openSiege({ id });
    return { fileName: safeFileName(siege.name, '.muster-siege', 'siege'), text: serializeSiege(siege) };
  }

  /** Moves a roster to the trash; `undoRemove` brings it back. */
  async function remove(id: string): Promise<void> {
    const deleted = summaries.value.find((s) => s.id === id) ?? null;
    await api.deleteSiege({ id });
    lastDeleted.value = deleted;
    summaries.value = summaries.value.filter((s) => s.id !== id);
  }

  /** Brings the roster deleted last back from the trash; null when there is none to bring back. */
  async function undoRemove(): Promise<SiegeRoster | null> {
    const deleted = lastDeleted.value;
    if (!deleted) return null;
    return restoreTrashed(deleted.id);
  }

  /** Reads what the trash holds. */
  async function loadTrash(): Promise<void> {
    trashed.value = await api.listTrashedSieges({});
  }

  /** Brings a roster back from the trash; the overview is read again. */
  async function restoreTrashed(id: string): Promise<SiegeRoster> {
    const restored = await api.restoreSiege({ id });
    if (lastDeleted.value?.id === id) lastDeleted.value = null;
    trashed.value = trashed.value.filter((s) => s.id !== id);
    await loadOverview();
    return restored;
  }

  async function open(id: string): Promise<void> {
    // The siege sheet prints from the editor.
    preparePrinting();
    await flush();
    loading.value = true;
    loadError.value = null;
    try {
      const [opened, owCards, owFactions, all] = await Promise.all([
        api.openSiege({ id, lang: settings.lang }),
        cards.value.length ? Promise.resolve(cards.value) : queryAllCards({ system: 'oldworld' }),
        factions.value.length ? Promise.resolve(factions.value) : api.listFactions({ system: 'oldworld' }),
        api.listLists({}),
      ]);
      cards.value = owCards;
      factions.value = owFactions;
      lists.value = all.lists.filter((l) => l.system === 'oldworld');
      show(opened);
      selectedElement.value = null;
      saveState.value = 'saved';
      saveWarnings.value = [];
      printState.value = 'idle';
    } catch (err) {
      loadError.value = errorText(err);
      roster.value = null;
    } finally {
      loading.value = false;
    }
  }

  /** Shows a roster as read: the roster, its linked lists and the problems reading them. */
  function show(opened: OpenedSiege): void {
    roster.value = opened.siege;
    diskStamp = opened.siege.updatedAt;
    conflict.value = null;
    attacker.value = opened.attacker;
    defender.value = opened.defender;
    sideProblems.value = opened.problems;
    missingSides.value = opened.missing;
  }

  /**
   * Restores a saved version of the open roster. The siege editor has no undo, so the version is
   * saved at once as the newest one: the roster it replaces (pending edits saved first) stays in
   * the history and can be restored in turn. The lists the version links are read again.
   */
  async function restoreVersion(version: SiegeRoster): Promise<boolean> {
    const r = roster.value;
    if (!r) return false;
    await flush();
    const { siege: stored, warnings } = await api.saveSiege({ siege: { ...version, id: r.id, createdAt: r.createdAt }, basedOn: diskStamp });
    saveWarnings.value = warnings;
    show(await api.openSiege({ id: stored.id, lang: settings.lang }));
    if (selectedElement.value && !stored.fortress.elements.some((e) => e.id === selectedElement.value)) selectedElement.value = null;
    saveState.value = 'saved';
    saveError.value = null;
    return true;
  }

  /**
   * Saves the open roster, based on the version opened or saved here (`replacing`: the version
   * saved elsewhere the player chose to replace): one saved elsewhere meanwhile is not replaced
   * unasked (`conflict`).
   */
  async function save(replacing?: string): Promise<void> {
    clearTimeout(saveTimer);
    const r = roster.value;
    if (!r) return;
    saveState.value = 'saving';
    const basedOn = replacing ?? diskStamp;
    try {
      const { siege: stored, warnings } = await api.saveSiege({ siege: r, basedOn });
      saveWarnings.value = warnings;
      diskStamp = stored.updatedAt;
      conflict.value = null;
      if (roster.value === r) {
        roster.value = stored;
        saveState.value = 'saved';
      } else saveState.value = 'unsaved';
      saveError.value = null;
    } catch (err) {
      saveState.value = 'failed';
      const savedAt = conflictSavedAt(err);
      if (savedAt !== undefined) {
        conflict.value = { savedAt };
        saveError.value = null;
      } else saveError.value = errorText(err);
    }
  }

  /** After a conflict: saves the open roster over the version saved elsewhere (which stays in History). */
  async function replaceSavedSiege(): Promise<void> {
    const found = conflict.value;
    if (!found) return;
    if (saving) await saving;
    saving = save(found.savedAt);
    await saving;
    saving = null;
  }

  /** After a conflict: the version saved elsewhere is opened; the changes made here since are dropped (the siege editor has no undo). */
  async function takeSavedSiege(): Promise<void> {
    const r = roster.value;
    if (!r || !conflict.value) return;
    clearTimeout(saveTimer);
    if (saving) await saving;
    const opened = await api.openSiege({ id: r.id, lang: settings.lang });
    if (roster.value?.id !== r.id) return;
    show(opened);
    if (selectedElement.value && !opened.siege.fortress.elements.some((e) => e.id === selectedElement.value)) selectedElement.value = null;
    saveState.value = 'saved';
    saveError.value = null;
  }

  /** Saves pending changes now. */
  async function flush(): Promise<void> {
    if (saving) await saving;
    if (roster.value && (saveState.value === 'unsaved' || saveState.value === 'failed')) {
      saving = save();
      await saving;
      saving = null;
    }
  }

  function schedule(): void {
    saveState.value = 'unsaved';
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void flush(), SIEGE_SAVE_DELAY_MS);
  }

  /** Applies a core siege operation to the open roster; false when it was refused. */
  function apply(op: (r: SiegeRoster) => SiegeOpResult): boolean {
    const r = roster.value;
    if (!r) return false;
    const result = op(r);
    if (!result.ok) return false;
    if (result.roster !== r) {
      roster.value = result.roster;
      schedule();
    }
    return true;
  }

  /** Links one of the user's lists as attacker or defender (empty id: unlinks). */
  async function linkSide(side: SiegeSideId, listId: string): Promise<void> {
    const list = listId ? await api.openList({ id: listId }) : null;
    const ok = apply((r) => setSide(r, side, list ? { listId: list.id } : undefined, list ?? undefined));
    if (!ok) return;
    if (side === 'attacker') attacker.value = list;
    else defender.value = list;
    sideProblems.value = [];
    missingSides.value = missingSides.value.filter((m) => m.side !== side);
  }

  /**
   * Brings a side's deleted list back from the trash: the roster links it still, so it is that
   * side's list again (nothing of the roster changes). The lists offered are read again.
   */
  async function restoreMissing(side: SiegeSideId): Promise<void> {
    const gone = missingSides.value.find((m) => m.side === side);
    if (!gone) return;
    const restored = await api.restoreList({ id: gone.listId });
    if (side === 'attacker') attacker.value = restored;
    else defender.value = restored;
    missingSides.value = missingSides.value.filter((m) => m.side !== side);
    lists.value = (await api.listLists({})).lists.filter((l) => l.system === 'oldworld');
  }

  /** Prints the siege sheet, the siege quick reference (every device and piece of equipment), blast templates and rulers; resolves with the PDF. */
  async function print(lang: Lang, paper: PaperId): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string; jobId: string } | null> {
    const r = roster.value;
    if (!r) return null;
    await flush();
    const siege = embedSides(r, { ...(attacker.value ? { attacker: attacker.value } : {}), ...(defender.value ? { defender: defender.value } : {}) });
    printState.value = 'running';
    printError.value = null;
    printProgress.value = { done: 0, total: 1 };
    try {
      const job = { documents: ['siege', 'quickref', 'blast', 'rulers'] as const, paper, lang, siege };
      const result = await runPrintJob({ ...job, documents: [...job.documents] }, { onProgress: (p) => (printProgress.value = { done: p.done, total: p.total }) });
      if (!result) return null;
      printState.value = 'done';
      return { bytes: base64ToBytes(result.pdfBase64), fileName: result.fileName, jobId: result.jobId };
    } catch (err) {
      printState.value = 'failed';
      printError.value = errorText(err);
      return null;
    }
  }

  function select(elementId: string | null): void {
    selectedElement.value = elementId;
  }

  return {
    summaries, overviewProblems, overviewRepaired, lastDeleted, trashed, lists, roster, attacker, defender, sideProblems, missingSides, cards, factions, selectedElement,
    loading, loadError, saveState, saveError, saveWarnings, conflict, printState, printProgress, printError,
    lookup, issues, summary, points,
    names, factionName, loadOverview, create, importFile, exportFile, remove, undoRemove, loadTrash, restoreTrashed, open, save, flush, replaceSavedSiege, takeSavedSiege, apply, linkSide, restoreMissing, print, select, restoreVersion,
  };
});
