/**
 * No word is broken inside on the sheets: table heads and cells, outcomes and long German names
 * stay whole (a word too wide for its box makes the text smaller instead), and a points total
 * "1437 / 1500" stays on one line. Read back with pdftotext, in German and English.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import type { PrintJob } from '../../core/print/job';
import { parseResultsFile } from '../../core/systems/confrontation/tjost/results';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { renderPrintJob, type PrintDeps } from './engine';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let deps: PrintDeps;
const sample = (name: string): ArmyList => parseListFile(readFileSync(path.join(RESOURCES, 'samples', name), 'utf8'), name, deps.lookup).list!;
beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  deps = { lookup: db, resourcesDir: RESOURCES };
});

/** The words pdftotext reads, in reading order (a word broken across lines comes out as two). */
async function words(name: string, job: PrintJob): Promise<{ words: string[]; layout: string }> {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await renderPrintJob(job, deps));
  const raw = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  return { words: raw.split(/\s+/).filter(Boolean), layout: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
}

describe('no word broken inside', () => {
  it('the results sheet heads and outcomes, in German and English', async () => {
    const results = parseResultsFile(readFileSync(path.join(RESOURCES, 'samples/tjost-results.json'), 'utf8'), 'tjost-results.json').results!;
    const de = await words('results-de', { documents: ['results'], paper: 'a4', lang: 'de', results });
    for (const w of ['Runde', 'Mission', 'Unentschieden', 'Ergebnis']) expect(de.words, w).toContain(w);
    for (const broken of ['Rund', 'Missio', 'Unentschiede']) expect(de.words, broken).not.toContain(broken);
    const en = await words('results-en', { documents: ['results'], paper: 'letter', lang: 'en', results });
    for (const w of ['Round', 'Mission', 'Opponent', 'Result']) expect(en.words, w).toContain(w);
  });

  it('the list sheet head and the markers of a list with long German names', async () => {
    const en = await words('list-en', { documents: ['list', 'markers'], paper: 'a4', lang: 'en', list: sample('valid-substitute.muster') });
    expect(en.words).toContain('Count');
    expect(en.words).not.toContain('Coun');
    const de = await words('list-de', { documents: ['list', 'markers', 'reference'], paper: 'a4', lang: 'de', list: sample('valid-substitute.muster') });
    expect(de.words.some((w) => /^Schmied$|^ehammer$/.test(w))).toBe(false);
  });

  it('a points total over 1000 stays on one line', async () => {
    const ow = await words('ow', { documents: ['list'], paper: 'a4', lang: 'de', list: sample('valid-oldworld-dwarfs.muster') });
    expect(ow.layout).toMatch(/\b1437 \/ 1500\b/);
  });
});
