/**
 * Duplex parity of combined documents: every front page starts a sheet (odd page number) and
 * its back is the very next page; the PDF has exactly the pages the record lists, the blank
 * fillers included, and those carry nothing but the page number.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import type { DocumentId, PrintJob } from '../../core/print/job';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import type { PrintRecord } from './context';
import { renderPrintJobDetailed, type PrintDeps } from './engine';
import { fixtureList, fixtureLookup } from './fixtures';
import { pdfInfo, pdfText } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const SAMPLES = path.join(RESOURCES, 'samples');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-duplex-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let shipped: PrintDeps;
const now = new Date('2025-03-04T12:00:00Z');
beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  shipped = { lookup: db, resourcesDir: RESOURCES, now };
});
const sample = (name: string): ArmyList => {
  const parsed = parseListFile(readFileSync(path.join(SAMPLES, name), 'utf8'), name, shipped.lookup);
  if (!parsed.list) throw new Error(name);
  return parsed.list;
};

function expectDuplexParity(record: PrintRecord, duplexDocuments: readonly DocumentId[]): void {
  const fronts = record.pages.filter((p) => p.side === 'front');
  expect([...new Set(fronts.map((p) => p.document))]).toEqual(duplexDocuments);
  record.pages.forEach((page, i) => expect(page.number).toBe(i + 1));
  for (const front of fronts) {
    expect(front.number % 2, `front page ${front.number} (${front.document}) starts a sheet`).toBe(1);
    const back = record.pages[front.number];
    expect(back?.side, `page after front ${front.number}`).toBe('back');
    expect(back?.backOf).toBe(front.number);
  }
  for (const page of record.pages.filter((p) => p.side === 'back')) expect(page.number % 2).toBe(0);
}

async function render(name: string, job: PrintJob, deps: () => PrintDeps): Promise<{ file: string; record: PrintRecord }> {
  const out = await renderPrintJobDetailed(job, deps());
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, out.pdf);
  return { file, record: out.record };
}

const jobs: { name: string; documents: DocumentId[] | ['all']; duplex: DocumentId[]; list?: () => ArmyList; deps: () => PrintDeps }[] = [
  // The list sheet (3 pages in German) and templates put the counters' fronts on an even page without a filler.
  { name: 'confrontation-all', documents: ['all'], duplex: ['tokens'], list: fixtureList, deps: () => ({ lookup: fixtureLookup(), resourcesDir: RESOURCES, now }) },
  // The tournament form is one page: the missions' fronts would land on its back.
  { name: 'form-missions', documents: ['form', 'missions'], duplex: ['missions'], list: () => sample('valid-tjost-game.muster'), deps: () => shipped },
  { name: 'tjost-all', documents: ['all'], duplex: ['missions'], list: () => sample('valid-tjost-game.muster'), deps: () => shipped },
  { name: 'chronopia-all', documents: ['all'], duplex: [], list: () => sample('valid-chronopia.muster'), deps: () => shipped },
];

describe.each(['de', 'en'] as const)('combined documents in %s', (lang) => {
  it.each(jobs)('$name: each front starts an odd page and its back follows on the same sheet', async ({ name, documents, duplex, list, deps }) => {
    const job: PrintJob = { documents: [...documents], paper: 'a4', lang, ...(list ? { list: list() } : {}) };
    const { file, record } = await render(`${name}-${lang}`, job, deps);
    expectDuplexParity(record, duplex);
    expect(Number(pdfInfo(file).Pages)).toBe(record.pages.length);
    for (const blank of record.pages.filter((p) => p.side === 'blank')) expect(pdfText(file, blank.number).trim()).toMatch(/^(Seite|Page) \d+ (von|of) \d+$/);
  });
});
