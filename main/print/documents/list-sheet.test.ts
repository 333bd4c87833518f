/**
 * The list sheet of a long list with many problems: its table and the problems run on from page
 * to page, each page filled before the next begins (a problem line used to start a page of its own).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { benchList } from '../../../scripts/bench/print';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../../services/card-db';
import { renderPrintJobDetailed } from '../engine';
import { pdfText, pdfWords } from '../test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-list-sheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a list sheet over several pages', () => {
  it('fills every page but the last with entries and problems, each problem with its word', async () => {
    const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
    const list = benchList(db.all().filter((c) => c.system === 'confrontation'), 40);
    const out = await renderPrintJobDetailed({ documents: ['list'], paper: 'a4', lang: 'de', list }, { lookup: db, resourcesDir: RESOURCES, now: new Date(0) });
    const file = path.join(dir, 'long.pdf');
    writeFileSync(file, out.pdf);
    const pages = out.record.pages;
    expect(pages.length).toBeGreaterThan(1);
    const words = pdfWords(file);
    for (const page of pages.slice(0, -1)) {
      const lowest = Math.max(...words.filter((w) => w.page === page.number).map((w) => w.yMaxMm));
      expect(lowest, `page ${page.number} of ${pages.length}`).toBeGreaterThan(page.content.yMm + page.content.heightMm - 25);
    }
    expect((pdfText(file).match(/Fehler: /g) ?? []).length).toBeGreaterThan(5);
  });
});

describe('the list kind in the list sheet’s header', () => {
  it('is the word the app uses for it ("Standard"), not a word of its own', async () => {
    const { translate } = await import('../../../core/i18n/translate');
    const { fixtureList, fixtureLookup } = await import('../fixtures');
    for (const lang of ['de', 'en'] as const) {
      const out = await renderPrintJobDetailed({ documents: ['list'], paper: 'a4', lang, list: { ...fixtureList(), kind: 'standard' } }, { lookup: fixtureLookup(), resourcesDir: RESOURCES, now: new Date(0) });
      const file = path.join(dir, `kind-${lang}.pdf`);
      writeFileSync(file, out.pdf);
      const text = pdfText(file).replace(/\s+/g, ' ');
      const ui = translate(lang, 'lists.kind.standard');
      expect(ui).toBe('Standard');
      expect(text).toContain(`${lang === 'de' ? 'Listenart' : 'List kind'}: ${ui} `);
      expect(text).not.toMatch(/Normale Liste|Standard list/);
    }
  });
});

describe("the list's notes on the list sheet", () => {
  it('are printed on the organiser copy, as typed, and left off the opponent copy and when the notes are left off', async () => {
    const { fixtureList, fixtureLookup } = await import('../fixtures');
    const list = { ...fixtureList(), notes: 'Turnier in Köln\nRunde 2: gegen Wölfe' };
    const deps = { lookup: fixtureLookup(), resourcesDir: RESOURCES, now: new Date(0) };
    const text = async (documents: ('list' | 'opponent')[], name: string, hideNotes = false): Promise<string> => {
      const out = await renderPrintJobDetailed({ documents, paper: 'a4', lang: 'de', list, ...(hideNotes ? { options: { hideNotes } } : {}) }, deps);
      const file = path.join(dir, name);
      writeFileSync(file, out.pdf);
      return pdfText(file).replace(/\s+/g, ' ');
    };
    const organiser = await text(['list'], 'notes-list.pdf');
    expect(organiser).toContain('Notizen: Turnier in Köln Runde 2: gegen Wölfe');
    // Where the entries' notes are printed, and left off, the list's are too.
    expect(organiser).toContain('Geheim: Minen links');
    for (const other of [await text(['opponent'], 'notes-opponent.pdf'), await text(['list'], 'notes-hidden.pdf', true)]) {
      expect(other).not.toMatch(/Köln|Wölfe|Notizen|Geheim/);
      expect(other).toContain('Volk: Zwerge von Tir-Nâ-Bor');
    }
  });

  it('are printed in full when they are longer than a page: 250 lines of the 2,000 characters go on to the next pages', async () => {
    const { fixtureList, fixtureLookup } = await import('../fixtures');
    const lines = Array.from({ length: 250 }, (_, i) => `N${i + 1}`);
    const notes = lines.join('\n').slice(0, 2000);
    expect(notes.split('\n')).toHaveLength(250);
    const out = await renderPrintJobDetailed({ documents: ['list'], paper: 'a4', lang: 'en', list: { ...fixtureList(), notes } }, { lookup: fixtureLookup(), resourcesDir: RESOURCES, now: new Date(0) });
    const file = path.join(dir, 'notes-long.pdf');
    writeFileSync(file, out.pdf);
    const words = new Set(pdfText(file).split(/\s+/));
    expect(lines.filter((l) => !words.has(l))).toEqual([]);
    // And the entries still follow them.
    expect(pdfText(file)).toContain('Total');
  });
});

describe("the list sheet's total row", () => {
  it('counts one figure in the singular and more in the plural, in both languages', async () => {
    const { fixtureList, fixtureLookup } = await import('../fixtures');
    const list = fixtureList();
    const one = { ...list, entries: list.entries.slice(0, 1).map((e) => ({ ...e, count: 1, assignments: [] })) };
    const deps = { lookup: fixtureLookup(), resourcesDir: RESOURCES, now: new Date(0) };
    for (const [lang, singular] of [['en', /Total \(1 figure\)/], ['de', /Summe \(1 Figur\)/]] as const) {
      const out = await renderPrintJobDetailed({ documents: ['list'], paper: 'a4', lang, list: one }, deps);
      const file = path.join(dir, `one-${lang}.pdf`);
      writeFileSync(file, out.pdf);
      expect(pdfText(file).replace(/\s+/g, ' ')).toMatch(singular);
    }
  });
});

describe("the points column's heading", () => {
  it('is written as a heading ("Points"), also where the unit is a word written small after numbers (Chronopia: "200 points")', async () => {
    const { newList } = await import('../../../core/list/new');
    const { fixtureLookup } = await import('../fixtures');
    const list = newList({ id: 'c', name: 'Reed marsh', system: 'chronopia', faction: 'swamp-goblins', pointsLimit: 200, now: new Date(0) });
    const out = await renderPrintJobDetailed({ documents: ['list'], paper: 'a4', lang: 'en', list }, { lookup: fixtureLookup(), resourcesDir: RESOURCES, now: new Date(0) });
    const file = path.join(dir, 'chronopia-en.pdf');
    writeFileSync(file, out.pdf);
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain('Points Assigned');
    expect(text).not.toContain('points Assigned');
    expect(text).toContain('200 points');
  });
});
