/**
 * The printed standings of an event with a walkover (core organiser/walkover.ts): the column of
 * walkovers is printed where there was one, the player present scored, the one who dropped out
 * marked; without a walkover the standings keep their seven columns.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintJob } from '../../core/print/job';
import type { EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { enterResult } from '../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound, setDropped } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { eventWith, T0, win } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { walkoverResult } from '../../core/systems/confrontation/tjost/organiser/walkover';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { renderPrintJobDetailed, type PrintDeps } from './engine';
import { pdfWords, qpdfCheck } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-organiser-walkover-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let deps: PrintDeps;
beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  deps = { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
});

/** The standings printed, as lines read across the page: each row's words left to right (pdftotext reads columns apart). */
async function standingsLines(name: string, event: EventFile, lang: 'de' | 'en'): Promise<string[]> {
  const job: PrintJob = { documents: ['standings'], paper: 'a4', lang, event };
  const out = await renderPrintJobDetailed(job, deps);
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, out.pdf);
  qpdfCheck(file);
  const rows: { y: number; words: { x: number; word: string }[] }[] = [];
  for (const w of pdfWords(file)) {
    const row = rows.find((r) => Math.abs(r.y - w.yMinMm) < 1.5) ?? rows[rows.push({ y: w.yMinMm, words: [] }) - 1]!;
    row.words.push({ x: w.xMinMm, word: w.word });
  }
  return rows.sort((a, b) => a.y - b.y).map((r) => r.words.sort((a, b) => a.x - b.x).map((w) => w.word).join(' '));
}

/** Round 1 of four players: table 1 played, at table 2 the second player dropped out and the first won by walkover with 20 PF. */
function withWalkover(): EventFile {
  let event = addNextRound(eventWith(4, { rounds: 3 }), T0).event!;
  const [t1, t2] = event.rounds[0]!.pairings;
  event = enterResult(event, 1, t1!.table, win(120, 30), T0).event!;
  event = setDropped(event, t2!.b, true, T0);
  return enterResult(event, 1, t2!.table, walkoverResult('a', event.settings, { a: 20 }), T0).event!;
}

describe('printed standings with a walkover', () => {
  it('print the column of walkovers, in German and English, with the player present scored', async () => {
    const event = withWalkover();
    const t2 = event.rounds[0]!.pairings[1]!;
    const name = (id: string) => event.players.find((p) => p.id === id)!.name;
    const de = await standingsLines('walkover-de', event, 'de');
    expect(de).toContain('Platz Spieler Volk Spiele PH PF Freilose Kampflos');
    expect(de).toContain(`2 ${name(t2.a)} 0 3 20 1`);
    expect(de).toContain(`4 ${name(t2.b)} (ausgeschieden) 0 0 0 1`);
    const en = await standingsLines('walkover-en', event, 'en');
    expect(en).toContain('Rank Player People Games PH PF Byes Walkovers');
  });

  it('keep their seven columns without a walkover', async () => {
    const event = enterResult(withWalkover(), 1, 2, win(100, 20), T0).event!;
    const en = await standingsLines('no-walkover', event, 'en');
    expect(en).toContain('Rank Player People Games PH PF Byes');
  });
});
