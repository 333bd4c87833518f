/**
 * Every sample list shows one figure count, one points total and one limit wherever it appears:
 * the editor's totals (core/list/totals, what the editor bar shows), the lists overview,
 * `muster validate --format json`, the "Total (N figures) … P / L" row of the printed list sheet
 * and the text export's total line. Two definitions once disagreed (12 figures in the editor, 13
 * on the sheet for valid-tjost-game.muster; its limit 305 in the editor, 300 on the sheet).
 * A Chronopia sheet counts the figures on the table instead, and says so: the number of the
 * editor's Chronopia panel and of the markers (a chariot with its crew is one figure).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDatabase } from '../../core/db/database';
import { parseListFile } from '../../core/list/load';
import { listTotals } from '../../core/list/totals';
import { chronopiaMarkerCounts } from '../../core/systems/chronopia/markers';
import { runCli } from '../cli/test-io';
import { summaryOf } from '../services/list-store';
import { loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { renderPrintJobDetailed } from './engine';
import { pdfText } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const SAMPLES = path.join(RESOURCES, 'samples');
const samples = readdirSync(SAMPLES).filter((f) => f.endsWith('.muster')).sort();
const dir = mkdtempSync(path.join(tmpdir(), 'muster-samples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let db: CardDatabase;
beforeAll(async () => {
  db = (await loadCardDatabase([shippedCardsDir(RESOURCES)])).db;
});

describe('samples agree between editor, command line and printed sheet', () => {
  it('has samples of every system to compare', () => {
    expect(samples.length).toBeGreaterThanOrEqual(30);
  });

  it.each(samples)('%s', async (name) => {
    const file = path.join(SAMPLES, name);
    const parsed = parseListFile(readFileSync(file, 'utf8'), name, db);
    const list = parsed.list;
    if (!list) throw new Error(`${name}: ${JSON.stringify(parsed.problems)}`);
    const editor = listTotals(list, db);

    const cli = await runCli(['validate', file, '--format', 'json'], SAMPLES);
    expect(cli.code, cli.err).toBeLessThan(2);
    const json = JSON.parse(cli.out) as { totals: { points: number; figures: number; limit: number; entries: number } };
    expect(json.totals).toMatchObject({ points: editor.points, figures: editor.figures, limit: editor.limit, entries: editor.entries });

    const out = await renderPrintJobDetailed({ documents: ['list'], paper: 'a4', lang: 'en', list }, { lookup: db, resourcesDir: RESOURCES, now: new Date('2026-01-01T00:00:00Z') });
    const pdf = path.join(dir, `${name}.pdf`);
    writeFileSync(pdf, out.pdf);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    const figures = list.system === 'chronopia' ? chronopiaMarkerCounts(list, db).figures : editor.figures;
    const word = `figure${figures === 1 ? '' : 's'}${list.system === 'chronopia' ? ' on the table' : ''}`;
    expect(text).toContain(`Total (${figures} ${word})`);
    expect(text).toContain(`${editor.points} / ${editor.limit}`);

    expect(summaryOf(list, db)).toMatchObject({ points: editor.points, limit: editor.limit, entries: editor.entries });
    const exported = await runCli(['export', file], SAMPLES);
    expect(exported.code, exported.err).toBe(0);
    expect(exported.out).toMatch(new RegExp(`^Total: ${editor.points} / ${editor.limit} `, 'm'));
  });
});
