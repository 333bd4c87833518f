import { createTestingPinia } from '@pinia/testing';
import { setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrintStatus } from '../../core/api/contract';
import { newList } from '../../core/list/new';
import type { ArmyList } from '../../core/model/list';
import { api } from '../api';
import { POLL_MS } from '../api/run-print';
import { base64ToBytes } from '../util/download';
import { usePrintStore } from './print';
import { buildPrintJob, documentBlocker, parseDiameters, type PrintSelection } from './print-job';

vi.mock('../api', () => ({
  api: { listLists: vi.fn(), openList: vi.fn(), preparePrint: vi.fn(), startPrint: vi.fn(), getPrintStatus: vi.fn(), getPrintResult: vi.fn() },
}));

const mocked = vi.mocked(api);
const LIST: ArmyList = newList({ id: 'l1', name: 'Siege', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, now: new Date('2024-05-01T10:00:00Z') });
const SUMMARY = { id: 'l1', name: 'Siege', system: 'confrontation' as const, faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'standard' as const, updatedAt: LIST.updatedAt, entries: 0 };
const PDF_BASE64 = btoa('%PDF-1.7 test');

function selection(over: Partial<PrintSelection> = {}): PrintSelection {
  return { documents: [], list: null, paper: 'a4', lang: 'en', extraTokens: {}, diametersText: '', hideNotes: false, player: '', ...over };
}

const running = (done: number, label: string): PrintStatus => ({ state: 'running', progress: { done, total: 2, label } });

beforeEach(() => {
  setActivePinia(createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'de', paper: 'letter', player: 'Jörg' } } }));
  vi.clearAllMocks();
  mocked.listLists.mockResolvedValue({ lists: [SUMMARY], problems: [], repaired: [] });
  mocked.openList.mockResolvedValue(LIST);
  mocked.preparePrint.mockResolvedValue(true);
  mocked.startPrint.mockResolvedValue({ jobId: 'job-1' });
  mocked.getPrintResult.mockResolvedValue({ pdfBase64: PDF_BASE64, fileName: 'rulers.pdf' });
});
afterEach(() => vi.useRealTimers());

describe('building the print job from the selection', () => {
  it('orders the documents and takes only the options that are set', () => {
    const { job, problems } = buildPrintJob(
      selection({ documents: ['rulers', 'templates'], diametersText: '100, 80mm', extraTokens: { speed: 2, trap: 0 }, hideNotes: true, player: ' Ann ' }),
    );
    expect(problems).toEqual([]);
    expect(job).toEqual({
      documents: ['templates', 'rulers'],
      paper: 'a4',
      lang: 'en',
      options: { diameters: [100, 80], extraTokens: { speed: 2 }, hideNotes: true, player: 'Ann' },
    });
  });

  it('names what is missing: documents, a list, template sizes, readable diameters', () => {
    expect(buildPrintJob(selection()).problems).toEqual([{ code: 'no-documents' }]);
    expect(buildPrintJob(selection({ documents: ['all', 'reference'] })).problems).toEqual([
      { code: 'needs-list', document: 'all' },
      { code: 'needs-list', document: 'reference' },
    ]);
    expect(buildPrintJob(selection({ documents: ['templates'], diametersText: '20 abc 90' }))).toEqual({
      job: null,
      problems: [{ code: 'bad-diameter', value: '20' }, { code: 'bad-diameter', value: 'abc' }],
    });
    expect(buildPrintJob(selection({ documents: ['templates'] })).problems).toEqual([{ code: 'templates-need-source', document: 'templates' }]);
  });

  it("takes template diameters and extra counters only where the list's game has them", () => {
    const chronopia = { ...LIST, system: 'chronopia' as const, faction: 'black-dwarves' };
    const extras = { diametersText: '100, abc', extraTokens: { speed: 2, activation: 3, prone: 1 } };
    // A Chronopia list: no dispersion templates (the hidden field's old text is no problem either), no FORTIFICATION counters.
    expect(buildPrintJob(selection({ documents: ['markers'], list: chronopia, ...extras }))).toEqual({
      job: { documents: ['markers'], paper: 'a4', lang: 'en', list: chronopia, options: { extraTokens: { activation: 3, prone: 1 } } },
      problems: [],
    });
    // A Confrontation list: its templates and counters, no Chronopia markers; the bad diameter is named.
    expect(buildPrintJob(selection({ documents: ['tokens'], list: LIST, ...extras, diametersText: '100' })).job?.options).toEqual({ diameters: [100], extraTokens: { speed: 2 } });
    expect(buildPrintJob(selection({ documents: ['tokens'], list: LIST, ...extras })).problems).toEqual([{ code: 'bad-diameter', value: 'abc' }]);
    // Without a list, everything may be printed on its own.
    expect(buildPrintJob(selection({ documents: ['markers'], ...extras, diametersText: '' })).job?.options).toEqual({ extraTokens: { speed: 2, activation: 3, prone: 1 } });
  });

  it('takes the game chosen for a job without a list: its documents, its extra counters; a list\'s own game wins', () => {
    const extras = { diametersText: '100', extraTokens: { speed: 2, activation: 3 } };
    expect(buildPrintJob(selection({ documents: ['quickref', 'markers'], system: 'chronopia', ...extras }))).toEqual({
      job: { documents: ['markers', 'quickref'], paper: 'a4', lang: 'en', system: 'chronopia', options: { extraTokens: { activation: 3 } } },
      problems: [],
    });
    expect(buildPrintJob(selection({ documents: ['blast', 'quickref'], system: 'chronopia' })).problems).toEqual([{ code: 'other-system', document: 'blast' }]);
    expect(buildPrintJob(selection({ documents: ['quickref'], system: 'chronopia', list: LIST })).job).toEqual({ documents: ['quickref'], paper: 'a4', lang: 'en', list: LIST });
    expect(buildPrintJob(selection({ documents: ['quickref'], system: null })).job).toEqual({ documents: ['quickref'], paper: 'a4', lang: 'en' });
    expect(documentBlocker('blast', null, 'chronopia')).toBe('other-system');
    expect(documentBlocker('blast', null, 'oldworld')).toBeNull();
    // The TJOST sheets need a list, but a Chronopia or Old World list would not do: they say "not for this game".
    for (const doc of ['form', 'selection'] as const) {
      expect(documentBlocker(doc, null, 'chronopia')).toBe('other-system');
      expect(documentBlocker(doc, null, 'oldworld')).toBe('other-system');
      expect(documentBlocker(doc, null, 'confrontation')).toBe('needs-list');
    }
  });

  it('includes the list when one is chosen', () => {
    const { job } = buildPrintJob(selection({ documents: ['all'], list: LIST }));
    expect(job).toEqual({ documents: ['all'], paper: 'a4', lang: 'en', list: LIST });
  });

  it('tells which documents the dialog can make with or without a list', () => {
    expect(documentBlocker('reference', null)).toBe('needs-list');
    expect(documentBlocker('reference', LIST)).toBeNull();
    expect(documentBlocker('templates', null)).toBeNull();
    expect(documentBlocker('rulers', null)).toBeNull();
  });

  it('parses diameters and decodes the PDF', () => {
    expect(parseDiameters(' 30;180 ,29, 181 ')).toEqual({ values: [30, 180], bad: ['29', '181'] });
    // Read like the command line's --diameter: 0x50 is not 80 mm, 1e2 is not 100 mm.
    expect(parseDiameters('0x50 1e2 Infinity 80mm 90.5')).toEqual({ values: [80, 90.5], bad: ['0x50', '1e2', 'Infinity'] });
    expect([...base64ToBytes(btoa('%PDF'))]).toEqual([37, 80, 68, 70]);
  });

  it('reads a decimal comma and a unit after a space (German typing)', () => {
    // A comma between two digits is a decimal comma; values go apart by ';', spaces or a comma with a space.
    expect(parseDiameters('62,5')).toEqual({ values: [62.5], bad: [] });
    expect(parseDiameters('62,5; 100 mm')).toEqual({ values: [62.5, 100], bad: [] });
    expect(parseDiameters('62,5 80,25 100mm')).toEqual({ values: [62.5, 80.25, 100], bad: [] });
    expect(parseDiameters('100 mm, 80 MM')).toEqual({ values: [100, 80], bad: [] });
    expect(parseDiameters('30, 80')).toEqual({ values: [30, 80], bad: [] });
    expect(parseDiameters('30 ,80;180')).toEqual({ values: [30, 80, 180], bad: [] });
    expect(parseDiameters('1,2,3 mm 50, mm')).toEqual({ values: [50], bad: ['1,2,3', 'mm'] });
  });
});

describe('print store', () => {
  it('takes paper, language and player from the settings until chosen here', () => {
    const print = usePrintStore();
    print.setDocument('rulers', true);
    expect(print.built.job).toEqual({ documents: ['rulers'], paper: 'letter', lang: 'de', options: { player: 'Jörg' } });
    print.paper = 'a4';
    print.lang = 'en';
    expect(print.built.job).toMatchObject({ paper: 'a4', lang: 'en' });
  });

  it('preselects the list from the address and checks "everything"', async () => {
    const print = usePrintStore();
    await print.init('l1');
    expect(print.lists).toEqual([SUMMARY]);
    expect(mocked.openList).toHaveBeenCalledWith({ id: 'l1' });
    expect(print.list).toEqual(LIST);
    expect(print.documents).toEqual(['all']);
    expect(print.canPrint).toBe(true);
    // Printing is readied while the player chooses (the print worker started and warmed up).
    expect(mocked.preparePrint).toHaveBeenCalledWith({});
  });

  it('opens although readying printing failed: the first print then starts the worker itself', async () => {
    mocked.preparePrint.mockRejectedValueOnce(new Error('worker gone'));
    mocked.getPrintStatus.mockResolvedValue({ state: 'done', progress: { done: 1, total: 1, label: 'Everything' }, bytes: 13 });
    const print = usePrintStore();
    await print.init('l1');
    expect(print.list).toEqual(LIST);
    expect(await print.render()).toBe(true);
    expect(mocked.startPrint).toHaveBeenCalledTimes(1);
  });

  it('replaces earlier choices when a list comes from the address', async () => {
    const print = usePrintStore();
    print.setDocument('rulers', true);
    await print.init();
    expect(print.documents).toEqual(['rulers']);
    await print.init('l1');
    expect(print.documents).toEqual(['all']);
    expect(print.listId).toBe('l1');
  });

  it('keeps documents the player chose while the list from the address was loading', async () => {
    let opened: (list: typeof LIST) => void = () => undefined;
    mocked.openList.mockImplementationOnce(() => new Promise((resolve) => (opened = resolve)));
    const print = usePrintStore();
    const loading = print.init('l1');
    await vi.waitFor(() => expect(mocked.openList).toHaveBeenCalled());
    print.setDocument('markers', true);
    opened(LIST);
    await loading;
    expect(print.list).toEqual(LIST);
    expect(print.documents).toEqual(['markers']);
  });

  it('unchecks documents that need a list when the list is removed', async () => {
    const print = usePrintStore();
    await print.init('l1');
    print.setDocument('rulers', true);
    await print.selectList('');
    expect(print.documents).toEqual(['rulers']);
    expect(print.list).toBeNull();
  });

  it('unchecks documents not made for the game of the list chosen (blast templates for a Chronopia list)', async () => {
    const print = usePrintStore();
    await print.init();
    print.setDocument('blast', true);
    print.setDocument('templates', true);
    print.setDocument('rulers', true);
    mocked.openList.mockResolvedValue({ ...LIST, system: 'chronopia' });
    await print.selectList('l1');
    expect(print.documents).toEqual(['rulers']);
  });

  it('prints without a list for the game chosen, and unchecks the documents not made for it', async () => {
    const print = usePrintStore();
    await print.init();
    for (const doc of ['quickref', 'blast', 'missions', 'rulers'] as const) print.setDocument(doc, true);
    print.selectSystem('chronopia');
    expect(print.documents).toEqual(['quickref', 'rulers']);
    expect(print.built.job).toEqual({ documents: ['rulers', 'quickref'], paper: 'letter', lang: 'de', system: 'chronopia', options: { player: 'Jörg' } });
    print.selectSystem('');
    expect(print.system).toBeNull();
    expect(print.built.job?.system).toBeUndefined();
  });

  it('polls the job every POLL_MS with its progress, then fetches the PDF', async () => {
    vi.useFakeTimers();
    mocked.getPrintStatus
      .mockResolvedValueOnce(running(0, 'Range rulers'))
      .mockResolvedValueOnce(running(1, 'Dispersion templates'))
      .mockResolvedValueOnce({ state: 'done', progress: { done: 2, total: 2, label: 'Dispersion templates' }, bytes: 13 });
    const print = usePrintStore();
    print.setDocument('rulers', true);
    const done = print.render();
    await vi.advanceTimersByTimeAsync(0);
    expect(print.state).toBe('running');
    expect(print.progress).toEqual({ done: 0, total: 2, label: 'Range rulers' });
    expect(mocked.getPrintStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(print.progress).toEqual({ done: 1, total: 2, label: 'Dispersion templates' });
    expect(mocked.getPrintStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(await done).toBe(true);
    expect(mocked.startPrint).toHaveBeenCalledWith({ job: { documents: ['rulers'], paper: 'letter', lang: 'de', options: { player: 'Jörg' } } });
    expect(mocked.getPrintResult).toHaveBeenCalledWith({ jobId: 'job-1' });
    expect(print.state).toBe('done');
    expect(new TextDecoder().decode(print.pdf!)).toBe('%PDF-1.7 test');
    expect(print.fileName).toBe('rulers.pdf');
    expect(print.jobId).toBe('job-1');
    expect(print.stale).toBe(false);
    print.setDocument('markers', true);
    expect(print.stale).toBe(true);
  });

  it('reports a failed job and a refused start in words', async () => {
    const print = usePrintStore();
    print.setDocument('rulers', true);
    mocked.getPrintStatus.mockResolvedValueOnce({ state: 'failed', progress: { done: 0, total: 1, label: '' }, error: "document 'list' needs a list" });
    expect(await print.render()).toBe(false);
    expect(print.state).toBe('failed');
    expect(print.error).toBe("document 'list' needs a list");
    expect(print.pdf).toBeNull();
    mocked.startPrint.mockRejectedValueOnce(new Error('server gone'));
    expect(await print.render()).toBe(false);
    expect(print.error).toBe('server gone');
  });

  it('does not start a job the selection cannot make', async () => {
    const print = usePrintStore();
    print.setDocument('reference', true);
    expect(print.built.problems).toEqual([{ code: 'needs-list', document: 'reference' }]);
    expect(await print.render()).toBe(false);
    expect(mocked.startPrint).not.toHaveBeenCalled();
  });

  it('ignores a render that a newer one replaced', async () => {
    vi.useFakeTimers();
    mocked.getPrintStatus.mockResolvedValue(running(0, 'Range rulers'));
    const print = usePrintStore();
    print.setDocument('rulers', true);
    const first = print.render();
    await vi.advanceTimersByTimeAsync(0);
    mocked.startPrint.mockResolvedValueOnce({ jobId: 'job-2' });
    mocked.getPrintStatus.mockResolvedValue({ state: 'done', progress: { done: 1, total: 1, label: 'Range rulers' }, bytes: 13 });
    const second = print.render();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(print.jobId).toBe('job-2');
  });
});
