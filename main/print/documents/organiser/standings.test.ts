/**
 * The printed standings and pairings read back with poppler: the standings' title says when tables
 * of the round still have no result (provisional), and the columns are as wide as their text, so
 * the longest people's name stays on one line and a German sheet needs no more pages than an
 * English one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactionInfo } from '../../../../core/db/types';
import type { PrintJob } from '../../../../core/print/job';
import type { EventFile } from '../../../../core/systems/confrontation/tjost/organiser/event';
import { enterResult } from '../../../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound, setDropped } from '../../../../core/systems/confrontation/tjost/organiser/rounds';
import { eventWith, playRounds, T0, win } from '../../../../core/systems/confrontation/tjost/organiser/test-support';
import { walkoverResult } from '../../../../core/systems/confrontation/tjost/organiser/walkover';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../../../services/card-db';
import { renderPrintJobDetailed, type PrintDeps } from '../../engine';
import { pdfText, qpdfCheck } from '../../test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-standings-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let deps: PrintDeps;
let peoples: FactionInfo[];
beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  deps = { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
  peoples = db.factions().filter((f) => f.system === 'confrontation');
});

async function render(name: string, job: PrintJob): Promise<{ file: string; pages: number }> {
  const out = await renderPrintJobDetailed(job, deps);
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, out.pdf);
  qpdfCheck(file);
  return { file, pages: out.record.pages.length };
}

/** The page's lines as pdftotext lays them out (a cell wrapped in its column shows as two lines). */
const layoutLines = (file: string, page: number): string[] =>
  execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\n');

describe('printed standings: provisional while tables of the round have no result', () => {
  /** Seven players, 3 rounds: rounds 1 and 2 played, round 3 paired (three tables and a bye) with results at the tables given. */
  const thirdRound = (entered: number[]): EventFile => {
    let e = addNextRound(playRounds(eventWith(7, { rounds: 3 }), 2), T0).event!;
    for (const table of entered) e = enterResult(e, 3, table, win(90, 30), T0).event!;
    return e;
  };
  const title = async (name: string, event: EventFile, lang: 'en' | 'de', round?: number): Promise<string> => {
    const { file } = await render(name, { documents: ['standings'], paper: 'a4', lang, event, ...(round ? { options: { round } } : {}) });
    return pdfText(file, 1).split('\n')[0]!.trim();
  };

  it('one table open: the title names it, in English and German', async () => {
    const open = thirdRound([1, 2]);
    expect(await title('open-en', open, 'en')).toBe('TJOST standings – after round 3 – provisional: table 3 has no result yet');
    expect(await title('open-de', open, 'de')).toBe('TJOST-Tabelle – nach Runde 3 – vorläufig: Tisch 3 hat noch kein Ergebnis');
    // Printed with the round's pairings (round asked for): the same.
    expect(await title('open-asked', open, 'en', 3)).toBe('TJOST standings – after round 3 – provisional: table 3 has no result yet');
    expect(await title('open-two', thirdRound([2]), 'en')).toBe('TJOST standings – after round 3 – provisional: tables 1, 3 have no result yet');
  });

  it('the last table entered makes them final; a round just paired leaves them after the round before, not provisional', async () => {
    expect(await title('final', thirdRound([1, 2, 3]), 'en')).toBe('TJOST standings – Final standings');
    expect(await title('paired', thirdRound([]), 'de')).toBe('TJOST-Tabelle – nach Runde 2');
  });
});

describe('printed standings and pairings: columns as wide as their text', () => {
  const NAMES = ['Jürgen Müller', 'Jurgen Muller', 'Hans Weiß', 'Björn Schäfer', 'Anna Öztürk', 'Clara Groß', 'Dieter Bäcker', 'Eva Roth', 'Frank Kühn', 'Gisela Löwe', 'Heiko Strauß', 'Ingrid Jäger'];
  /** 24 players of one people, round 1 played; at table 1 a player dropped out and lost by walkover (so the standings have the column of walkovers, as the tester's had). */
  const event = (people: string): EventFile => {
    const base = eventWith(24, { rounds: 5 });
    const players = base.players.map((p, i) => ({ ...p, name: `${NAMES[i % NAMES.length]}${i < NAMES.length ? '' : ' II'}`, faction: people }));
    let e = addNextRound({ ...base, players }, T0).event!;
    for (const p of e.rounds[0]!.pairings.slice(1)) e = enterResult(e, 1, p.table, win(90, 30), T0).event!;
    e = setDropped(e, e.rounds[0]!.pairings[0]!.b, true, T0);
    return enterResult(e, 1, 1, walkoverResult('a', e.settings), T0).event!;
  };

  it('every shipped people’s name, in both languages, on one line; German standings on as many pages as English (one)', async () => {
    expect(peoples.length).toBeGreaterThanOrEqual(5);
    for (const people of peoples) {
      const e = event(people.id);
      const pages = { en: 0, de: 0 };
      for (const lang of ['en', 'de'] as const) {
        const name = people.name[lang];
        const standings = await render(`standings-${people.id}-${lang}`, { documents: ['standings'], paper: 'a4', lang, event: e });
        pages[lang] = standings.pages;
        const lines = layoutLines(standings.file, 1);
        expect.soft(lines.filter((l) => l.includes(name)), `${lang} standings: ${name}`).toHaveLength(24);
        const pairings = await render(`pairings-${people.id}-${lang}`, { documents: ['pairings'], paper: 'a4', lang, event: e, options: { round: 1 } });
        // Both players' people on the table's one line.
        const tables = layoutLines(pairings.file, 1).filter((l) => l.split(name).length === 3);
        expect.soft(tables, `${lang} pairings: ${name}`).toHaveLength(12);
      }
      expect.soft(pages, people.id).toEqual({ en: 1, de: 1 });
    }
  });
});
