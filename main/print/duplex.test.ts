/**
 * Double-sided printing of combined documents: every front page with a back is an odd page and
 * its back is the page after it, so both land on one sheet; blank pages are put in where needed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import type { PrintJob } from '../../core/print/job';
import { addNextRound } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { eventWith, playRounds, T0 } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import type { PrintRecord } from './context';
import { renderPrintJobDetailed, type PrintDeps } from './engine';
import { pdfText } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-duplex-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let deps: PrintDeps;
const sample = (name: string): ArmyList => {
  const parsed = parseListFile(readFileSync(path.join(RESOURCES, 'samples', name), 'utf8'), name, deps.lookup);
  if (!parsed.list) throw new Error(name);
  return parsed.list;
};
beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  deps = { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
});

/** Every front is odd with its back right after it; returns the fronts and the blank pages. */
function expectDuplexParity(record: PrintRecord): { fronts: number; blanks: number[] } {
  const pages = record.pages;
  pages.forEach((p, i) => expect(p.number, 'pages are numbered in order').toBe(i + 1));
  let fronts = 0;
  for (const p of pages) {
    if (p.side !== 'front') continue;
    fronts++;
    expect(p.number % 2, `front page ${p.number} (${p.document}) must be odd`).toBe(1);
    const back = pages[p.number];
    expect(back?.side, `page after front ${p.number}`).toBe('back');
    expect(back?.backOf).toBe(p.number);
  }
  return { fronts, blanks: pages.filter((p) => p.side === 'blank').map((p) => p.number) };
}

describe('duplex parity of combined documents', () => {
  const cases: [string, () => PrintJob][] = [
    ["'all' of a TJOST game list (form, mission cards, quick reference)", () => ({ documents: ['all'], paper: 'a4', lang: 'de', list: sample('valid-tjost-game.muster') })],
    ['tournament form + mission cards', () => ({ documents: ['form', 'missions'], paper: 'a4', lang: 'en', list: sample('valid-tjost-game.muster') })],
    ["'all' of a FORTIFICATION list with a Minelayer in a crew (trap and decoy counters have backs)", () => ({ documents: ['all'], paper: 'letter', lang: 'en', list: sample('valid-substitute.muster') })],
    ['list sheet + mission cards + counters', () => ({ documents: ['list', 'missions', 'tokens'], paper: 'a4', lang: 'de', list: sample('valid.muster') })],
    ["every player's forms and mission cards of an event round", () => ({ documents: ['pairings', 'event-forms', 'event-missions'], paper: 'a4', lang: 'en', event: addNextRound(playRounds(eventWith(5, { rounds: 3 }), 1), T0).event! })],
  ];
  it.each(cases)('%s', async (name, job) => {
    const out = await renderPrintJobDetailed(job(), deps);
    const { fronts, blanks } = expectDuplexParity(out.record);
    expect(fronts).toBeGreaterThan(0);
    if (blanks.length > 0) {
      const file = path.join(dir, `${name.replace(/\W+/g, '-')}.pdf`);
      writeFileSync(file, out.pdf);
      expect(pdfText(file, blanks[0]).replace(/\s+/g, ' ')).toMatch(/double-sided|beidseitigen Druck/);
    }
  });

  it('puts a blank page only where a front would be even: the tournament form (1 page) is followed by a blank, then the cards', async () => {
    const out = await renderPrintJobDetailed({ documents: ['form', 'missions'], paper: 'a4', lang: 'en', list: sample('valid-tjost-game.muster') }, deps);
    const formPages = out.record.pages.filter((p) => p.document === 'form').length;
    const { blanks } = expectDuplexParity(out.record);
    expect(blanks).toEqual(formPages % 2 === 1 ? [formPages + 1] : []);
    const alone = await renderPrintJobDetailed({ documents: ['missions'], paper: 'a4', lang: 'en' }, deps);
    expect(expectDuplexParity(alone.record).blanks).toEqual([]);
  });
});
