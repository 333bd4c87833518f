import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { ListSummary } from '../../core/api/contract';
import type { ArmyList } from '../../core/model/list';
import type { Lang, SystemId } from '../../core/model/system';
import { TOKEN_KINDS, type DocumentRequest, type PaperId, type PrintProgress, type TokenKind } from '../../core/print/job';
import { api } from '../api';
import { preparePrinting, runPrintJob } from '../api/run-print';
import { buildPrintJob, documentBlocker } from './print-job';
import { base64ToBytes } from '../util/download';
import { useSettingsStore } from './settings';

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The print dialog: what to print, the running job and the finished PDF. */
export const usePrintStore = defineStore('print', () => {
  const settings = useSettingsStore();
  const documents = ref<DocumentRequest[]>([]);
  const lists = ref<ListSummary[]>([]);
  const listId = ref('');
  const list = ref<ArmyList | null>(null);
  const listError = ref<string | null>(null);
  /** null: follow the settings. */
  const paperChoice = ref<PaperId | null>(null);
  const langChoice = ref<Lang | null>(null);
  const extraTokens = ref<Record<TokenKind, number>>(Object.fromEntries(TOKEN_KINDS.map((k) => [k, 0])) as Record<TokenKind, number>);
  const diametersText = ref('');
  const hideNotes = ref(false);
  /** The game of the documents printed without a list (quick reference, markers); null: not chosen (FORTIFICATION's quick reference, every game's markers). */
  const system = ref<SystemId | null>(null);

  const state = ref<'idle' | 'running' | 'done' | 'failed'>('idle');
  const progress = ref<PrintProgress | null>(null);
  const error = ref<string | null>(null);
  const jobId = ref<string | null>(null);
  const pdf = shallowRef<Uint8Array<ArrayBuffer> | null>(null);
  const fileName = ref('');
  /** The job the current PDF was made from, to tell when the choices changed since. */
  const pdfKey = ref('');
  let seq = 0;

  const paper = computed<PaperId>({ get: () => paperChoice.value ?? settings.paper, set: (v) => (paperChoice.value = v) });
  const lang = computed<Lang>({ get: () => langChoice.value ?? settings.lang, set: (v) => (langChoice.value = v) });
  const built = computed(() =>
    buildPrintJob({
      documents: documents.value,
      list: list.value,
      paper: paper.value,
      lang: lang.value,
      extraTokens: extraTokens.value,
      diametersText: diametersText.value,
      hideNotes: hideNotes.value,
      player: settings.player,
      system: system.value,
    }),
  );
  const jobKey = computed(() => (built.value.job ? JSON.stringify(built.value.job) : ''));
  const stale = computed(() => state.value === 'done' && pdfKey.value !== jobKey.value);
  const canPrint = computed(() => built.value.job !== null);

  function isChecked(doc: DocumentRequest): boolean {
    return documents.value.includes(doc);
  }

  /** Documents the player ticked or unticked: a list chosen for them meanwhile does not overwrite their choice. */
  let choices = 0;

  function setDocument(doc: DocumentRequest, on: boolean): void {
    choices++;
    const rest = documents.value.filter((d) => d !== doc);
    documents.value = on ? [...rest, doc] : rest;
  }

  async function loadLists(): Promise<void> {
    try {
      lists.value = (await api.listLists({})).lists;
    } catch (err) {
      listError.value = message(err);
    }
  }

  /**
   * Chooses the list to print ('' for none); documents that need a list are unchecked without one,
   * documents of another game (blast templates for a Chronopia list) when the list is open.
   */
  async function selectList(id: string): Promise<void> {
    listId.value = id;
    list.value = null;
    listError.value = null;
    if (!id) {
      documents.value = documents.value.filter((d) => documentBlocker(d, null, system.value) === null);
      return;
    }
    try {
      const opened = await api.openList({ id });
      if (listId.value !== id) return;
      list.value = opened;
      documents.value = documents.value.filter((d) => documentBlocker(d, opened) !== 'other-system');
    } catch (err) {
      if (listId.value === id) listError.value = message(err);
    }
  }

  /** Chooses the game of the documents printed without a list ('' or null: none); documents not made for it are unchecked. */
  function selectSystem(id: SystemId | '' | null): void {
    system.value = id || null;
    if (!list.value) documents.value = documents.value.filter((d) => documentBlocker(d, null, system.value) === null);
  }

  /**
   * Opens the dialog. `/print?list=<id>` (the list editor's Print button) chooses that list and
   * "everything for this list"; without it the previous choices stay.
   */
  async function init(preselect?: string): Promise<void> {
    preparePrinting();
    const before = choices;
    await loadLists();
    if (preselect) {
      await selectList(preselect);
      // "Everything", unless the player already chose documents while the list was loading.
      if (list.value && choices === before) documents.value = ['all'];
    } else if (listId.value && !lists.value.some((l) => l.id === listId.value)) {
      await selectList('');
    }
  }

  /** Renders the current choices: starts the job, polls its progress, fetches the PDF. */
  async function render(): Promise<boolean> {
    const job = built.value.job;
    if (!job) return false;
    const mine = ++seq;
    const key = jobKey.value;
    state.value = 'running';
    progress.value = { done: 0, total: 1, label: '' };
    error.value = null;
    try {
      const result = await runPrintJob(job, { cancelled: () => mine !== seq, onProgress: (p) => (progress.value = p) });
      if (!result) return false;
      pdf.value = base64ToBytes(result.pdfBase64);
      fileName.value = result.fileName;
      jobId.value = result.jobId;
      pdfKey.value = key;
      state.value = 'done';
      return true;
    } catch (err) {
      if (mine !== seq) return false;
      state.value = 'failed';
      error.value = message(err);
      pdf.value = null;
      jobId.value = null;
      return false;
    }
  }

  /** The PDF for the current choices: the finished one, or a fresh render. */
  async function ensurePdf(): Promise<boolean> {
    if (state.value === 'done' && !stale.value && pdf.value) return true;
    return render();
  }

  return {
    documents, lists, listId, list, listError, extraTokens, diametersText, hideNotes, paper, lang, system,
    state, progress, error, jobId, pdf, fileName, built, stale, canPrint,
    isChecked, setDocument, loadLists, selectList, selectSystem, init, render, ensurePdf,
  };
});
