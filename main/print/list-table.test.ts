/**
 * The list sheet's table sized from its text: header words stay whole ("Count", not "Coun/t")
 * and the points total of an Old World list over 1000 points stays on one line, in German and
 * English, measured on the rendered words (pdftotext -bbox).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../core/list/load';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { renderPrintJob, type PrintDeps } from './engine';
import { pdfWords } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-list-table-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let deps: PrintDeps;
beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  deps = { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
});

const HEADER = { de: ['Nr.', 'Anz.', 'Karte', 'Rang', 'Punkte', 'Zuordnung'], en: ['#', 'Count', 'Card', 'Rank', 'points', 'Assigned'] };

describe.each(['de', 'en'] as const)('Old World list sheet in %s', (lang) => {
  it('keeps every header word whole on one line and the total "1437 / 1500" on one line', async () => {
    const name = 'valid-oldworld-dwarfs.muster';
    const list = parseListFile(readFileSync(path.join(RESOURCES, 'samples', name), 'utf8'), name, deps.lookup).list;
    if (!list) throw new Error(name);
    const file = path.join(dir, `${lang}.pdf`);
    writeFileSync(file, await renderPrintJob({ documents: ['list'], paper: 'a4', lang, list }, deps));
    const words = pdfWords(file).filter((w) => w.page === 1);
    const lineOf = (word: string): number => {
      const w = words.find((x) => x.word === word);
      if (!w) throw new Error(`"${word}" is not a whole word on the sheet`);
      return w.yMinMm;
    };
    const headerLine = lineOf(HEADER[lang][1] ?? '');
    const onHeaderLine = words.filter((w) => Math.abs(w.yMinMm - headerLine) < 0.5).map((w) => w.word);
    expect(onHeaderLine).toEqual(HEADER[lang]);
    const total = words.findIndex((w) => w.word === '1437');
    expect(total).toBeGreaterThan(-1);
    expect(words.slice(total, total + 3).map((w) => w.word)).toEqual(['1437', '/', '1500']);
    for (const w of words.slice(total, total + 3)) expect(w.yMinMm).toBeCloseTo(words[total]?.yMinMm ?? 0, 1);
  });
});
