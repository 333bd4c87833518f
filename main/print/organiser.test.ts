/**
 * The organiser's sheets rendered with poppler and read back: pairings of a round with its bye,
 * score slips one per table, the standings in the rulebook's order, the registration report with a
 * list over 400 AP, and every player's tournament form and mission cards.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../core/list/load';
import type { PrintJob } from '../../core/print/job';
import { MISSIONS } from '../../core/systems/confrontation/tjost/missions';
import { MAX_PLAYER_NAME, type EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { registerPlayers } from '../../core/systems/confrontation/tjost/organiser/registration';
import { setDropped } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { standings } from '../../core/systems/confrontation/tjost/organiser/standings';
import { eventWith, playRounds, T0 } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { addNextRound } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { ORGANISER_SLIP } from '../../templates/tjost';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import type { PrintRecord } from './context';
import { PrintJobError, renderPrintJobDetailed, type PrintDeps } from './engine';
import { darkRunsAlongRow, pdfText, pdfWords, qpdfCheck, renderGray, type PdfWord } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const SAMPLES = path.join(RESOURCES, 'samples');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-organiser-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let deps: PrintDeps;
beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  deps = { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
});

async function render(name: string, job: PrintJob): Promise<{ file: string; record: PrintRecord; pages: string[] }> {
  const out = await renderPrintJobDetailed(job, deps);
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, out.pdf);
  qpdfCheck(file);
  return { file, record: out.record, pages: out.record.pages.map((p) => pdfText(file, p.number).replace(/\s+/g, ' ')) };
}

/** Seven players, two rounds played with results, round 3 paired: one bye per round. */
function sevenPlayers(): EventFile {
  const played = playRounds(eventWith(7, { rounds: 4 }), 2);
  const third = addNextRound(played, T0);
  if (!third.event) throw new Error('round 3');
  return third.event;
}

describe('organiser sheets', () => {
  it('pairings of round 3: every table with both players, and the bye', async () => {
    const event = sevenPlayers();
    const round = event.rounds[2]!;
    const { pages } = await render('pairings', { documents: ['pairings'], paper: 'a4', lang: 'en', event, options: { round: 3 } });
    const text = pages.join(' ');
    expect(text).toContain('Round 3');
    for (const p of round.pairings) expect(text).toMatch(new RegExp(`\\b${p.table} P${p.a.slice(1)} P${p.b.slice(1)}\\b`));
    expect(text).toContain(`Bye: P${round.bye!.slice(1)} (scored as win, 0 PF)`);
  });

  it('pairings and standings break a people’s name at spaces only: "Goblins von" / "No-Dan-Kar", never "No-Dan-" / "Kar"', async () => {
    const peoples = ['dwarves-tir-na-bor', 'goblins-no-dan-kar', 'dwarves-mid-nor', 'goblins-no-dan-kar', 'dwarves-tir-na-bor', 'scorpions-dirz'];
    const base = eventWith(6, { rounds: 3 });
    const event = playRounds({ ...base, players: base.players.map((p, i) => ({ ...p, faction: peoples[i] })) }, 1);
    for (const lang of ['de', 'en'] as const) {
      const { file, pages } = await render(`pairings-peoples-${lang}`, { documents: ['pairings', 'standings'], paper: 'a4', lang, event, options: { round: 1 } });
      const names = lang === 'de' ? ['Zwerge von Tir-Nâ-Bor', 'Goblins von No-Dan-Kar', 'Zwerge von Mid-Nor'] : ['Dwarves of Tir-Nâ-Bor', 'Goblins of No-Dan-Kar', 'Dwarves of Mid-Nor'];
      for (const page of pages) for (const name of names) expect(page, `${lang}: ${name}`).toContain(name);
      // Read back line by line: no line ends inside a name (pdftotext joins "No-Dan-" and "Kar" to "No-DanKar").
      const lines = pdfText(file, 1).split('\n').map((l) => l.trim());
      expect(lines.filter((l) => /-$/.test(l)), lang).toEqual([]);
      expect(pages.join(' '), lang).not.toMatch(/No-DanKar|Tir-NâBor/);
    }
  });

  it('score slips: one per table of the round, several to a page, in German', async () => {
    const event = sevenPlayers();
    const { record, pages } = await render('slips', { documents: ['slips'], paper: 'a4', lang: 'de', event });
    const slips = record.pages.flatMap((p) => p.pieces.filter((x) => x.kind === 'slip'));
    expect(slips.map((s) => s.label)).toEqual(['1', '2', '3']);
    expect(record.pages.length).toBe(1);
    expect(pages[0]).toContain('Ergebniszettel · Runde 3 · Tisch 2');
    expect(pages[0]).toContain('Unterschrift');
    for (const s of slips) expect(s.yMm + s.heightMm).toBeLessThanOrEqual(record.pages[0]!.content.yMm + record.pages[0]!.content.heightMm + 1e-6);
  });

  // Each half of a slip is one player's: their name heads it, and what they tick (their own
  // result, the mission they played and the round they fulfilled it in) stands in it, each word
  // beside a box of its own; nothing overlaps and the slips still fit the page as before.
  const slipCases = [
    { paper: 'a4', lang: 'de', perPage: 3 },
    { paper: 'a4', lang: 'en', perPage: 3 },
    { paper: 'letter', lang: 'de', perPage: 2 },
    { paper: 'letter', lang: 'en', perPage: 2 },
  ] as const;
  it.each(slipCases)('score slips say per player the result, PF and the mission played, in their half ($paper, $lang)', async ({ paper, lang, perPage }) => {
    const base = sevenPlayers();
    const peoples = ['goblins-no-dan-kar', 'dwarves-tir-na-bor', 'scorpions-dirz', 'griffins-akkylannie'];
    const event = { ...base, players: base.players.map((p, i) => ({ ...p, faction: peoples[i % peoples.length] })) };
    const round = event.rounds[2]!;
    const { file, record } = await render(`slips-${paper}-${lang}`, { documents: ['slips'], paper, lang, event });
    expect(record.pages.length).toBe(Math.ceil(round.pairings.length / perPage));
    const words = pdfWords(file);
    const content = record.pages[0]!.content;
    const mid = content.xMm + content.widthMm / 2;
    const missions = MISSIONS.map((m) => m.name[lang]);
    const outcomes = lang === 'de' ? ['gewonnen', 'unentschieden', 'verloren', 'beide verlieren'] : ['won', 'draw', 'lost', 'both lose'];
    const [pfLabel, missionLabel, fulfilled, resultFor] =
      lang === 'de' ? ['PF (vernichtete gegnerische AP)', 'Gespielte Mission:', 'Mission erfüllt in Runde:', 'Ergebnis für'] : ['PF (enemy AP destroyed)', 'Mission played:', 'Mission fulfilled in round:', 'Result for'];
    /** The words in a box of the page, line by line (top to bottom, each left to right), joined by spaces. */
    const lines = (page: number, x0: number, x1: number, y0: number, y1: number): string[] => {
      const inside = words.filter((w) => w.page === page && w.xMinMm >= x0 - 0.1 && w.xMaxMm <= x1 + 0.1 && w.yMinMm >= y0 - 0.1 && w.yMaxMm <= y1 + 0.1);
      const rows = new Map<number, PdfWord[]>();
      for (const w of inside) {
        const key = [...rows.keys()].find((y) => Math.abs(y - w.yMinMm) < 1) ?? w.yMinMm;
        rows.set(key, [...(rows.get(key) ?? []), w]);
      }
      return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, ws]) => ws.sort((a, b) => a.xMinMm - b.xMinMm).map((w) => w.word).join(' '));
    };
    let seen = 0;
    for (const [i, page] of record.pages.entries()) {
      const n = i + 1;
      const img = renderGray(file, n, 300);
      const pageWords = words.filter((w) => w.page === n);
      // No two words overlap anywhere on the page.
      for (const [j, a] of pageWords.entries()) {
        for (const b of pageWords.slice(j + 1)) {
          const overlap = a.xMinMm < b.xMaxMm - 0.05 && b.xMinMm < a.xMaxMm - 0.05 && a.yMinMm < b.yMaxMm - 0.05 && b.yMinMm < a.yMaxMm - 0.05;
          expect(overlap, `"${a.word}" and "${b.word}" overlap on page ${n}`).toBe(false);
        }
      }
      for (const slip of page.pieces.filter((x) => x.kind === 'slip')) {
        const pairing = round.pairings.find((p) => String(p.table) === slip.label)!;
        seen += 1;
        expect(slip.yMm + slip.heightMm).toBeLessThanOrEqual(page.content.yMm + page.content.heightMm + 1e-6);
        const bottom = slip.yMm + slip.heightMm;
        // Every word of the slip lies inside it.
        for (const w of pageWords.filter((x) => x.yMinMm >= slip.yMm - 0.1 && x.yMinMm < bottom)) expect(w.yMaxMm, `"${w.word}" of table ${slip.label}`).toBeLessThanOrEqual(bottom + 0.1);
        for (const [half, id, x0, x1] of [['left', pairing.a, content.xMm, mid], ['right', pairing.b, mid, content.xMm + content.widthMm]] as const) {
          const name = `P${id.slice(1)}`;
          const text = lines(n, x0, x1, slip.yMm, bottom);
          const at = `table ${slip.label}, ${half} half`;
          // The player's name heads the half; the half asks for their PF and the mission they played.
          expect(text.slice(0, 2), at).toContain(name);
          expect(text.join(' | '), at).toContain(pfLabel);
          expect(text.join(' | '), at).toContain(missionLabel);
          // The eight missions, each once, in the lines between "Mission played" and the round it was fulfilled in.
          const from = text.indexOf(missionLabel);
          const grid = text.slice(from + 1, text.findIndex((l, k) => k > from && l.startsWith(fulfilled))).join(' | ');
          for (const m of missions) expect(grid.split(m).length - 1, `${at}: ${m} in ${grid}`).toBe(1);
          // The result to tick is named for this player, and lists every outcome once.
          const label = text.findIndex((l) => l === `${resultFor} ${name}:`);
          expect(label, `${at}: ${text.join(' | ')}`).toBeGreaterThan(-1);
          expect(text[label + 1], at).toBe(outcomes.join(' '));
          // Each outcome and mission word has its own tick box just left of it: the box's two sides.
          const half_ = pageWords.filter((w) => w.xMinMm >= x0 - 0.1 && w.xMaxMm <= x1 + 0.1 && w.yMinMm > slip.yMm && w.yMaxMm < bottom);
          const resultLine = half_.filter((w) => Math.abs(w.yMinMm - half_.find((x) => x.word === `${name}:`)!.yMaxMm) < 3);
          const firsts = [...outcomes, ...missions].map((o) => o.split(' ')[0]!);
          for (const word of firsts) {
            const found = (outcomes.some((o) => o.startsWith(word)) ? resultLine : half_).find((w) => w.word === word);
            expect(found, `${at}: "${word}"`).toBeDefined();
            const y = (found!.yMinMm + found!.yMaxMm) / 2;
            const sides = darkRunsAlongRow(img, y, found!.xMinMm - ORGANISER_SLIP.tickMm - ORGANISER_SLIP.tickTextGapMm - 0.6, found!.xMinMm - 0.2);
            expect(sides.length, `${at}: box before "${word}"`).toBe(2);
            expect(sides[1]! - sides[0]!, `${at}: box before "${word}"`).toBeCloseTo(ORGANISER_SLIP.tickMm, 0);
          }
        }
        // The other player's name is nowhere in this half's result line, and vice versa.
        expect(lines(n, content.xMm, mid, slip.yMm, bottom).join(' ')).not.toContain(`${resultFor} P${pairing.b.slice(1)}`);
      }
    }
    expect(seen).toBe(round.pairings.length);
  });

  it('a long player name on a slip wraps within its half and the slip grows to hold it, still on the page', async () => {
    const base = sevenPlayers();
    const long = 'Hagen von Tronje-Schwarzenberg zu Hohenlimburg-Wetterau der Jüngere';
    const round = base.rounds[2]!;
    // And the longest name a player may have, on the last slip.
    const longest = Array.from({ length: 40 }, (_, i) => `Name${i}`).join(' ').slice(0, MAX_PLAYER_NAME);
    const names = new Map([[round.pairings[0]!.a, long], [round.pairings.at(-1)!.b, longest]]);
    const event = { ...base, players: base.players.map((p) => ({ ...p, name: names.get(p.id) ?? p.name })) };
    const { file, record } = await render('slips-long-name', { documents: ['slips'], paper: 'a4', lang: 'en', event });
    const slips = record.pages.flatMap((p) => p.pieces.filter((x) => x.kind === 'slip').map((s) => ({ ...s, page: record.pages.indexOf(p) + 1 })));
    expect(slips[0]!.heightMm).toBeGreaterThan(ORGANISER_SLIP.heightMm);
    expect(slips[1]!.heightMm).toBe(ORGANISER_SLIP.heightMm);
    expect(slips.at(-1)!.heightMm).toBeGreaterThan(slips[0]!.heightMm);
    for (const page of record.pages) for (const s of page.pieces) expect(s.yMm + s.heightMm).toBeLessThanOrEqual(page.content.yMm + page.content.heightMm + 1e-6);
    const content = record.pages[0]!.content;
    const first = pdfWords(file).filter((w) => w.page === 1 && w.yMinMm < slips[0]!.yMm + slips[0]!.heightMm);
    // Every word of the long name, twice (heading and result), whole (wrapped at spaces only), inside the left half.
    for (const part of long.split(' ')) {
      const hits = first.filter((w) => w.word === part || w.word === `${part}:`);
      expect(hits.length, part).toBeGreaterThanOrEqual(2);
      for (const w of hits) expect(w.xMaxMm, part).toBeLessThanOrEqual(content.xMm + content.widthMm / 2);
    }
    for (const [j, a] of first.entries()) {
      for (const b of first.slice(j + 1)) {
        const overlap = a.xMinMm < b.xMaxMm - 0.05 && b.xMinMm < a.xMaxMm - 0.05 && a.yMinMm < b.yMaxMm - 0.05 && b.yMinMm < a.yMaxMm - 0.05;
        expect(overlap, `"${a.word}" and "${b.word}" overlap`).toBe(false);
      }
    }
  });

  it('standings after round 2 list every player in the order of the TJOST scoring (PH, then PF)', async () => {
    const event = sevenPlayers();
    const rows = standings(event, 2);
    const { pages } = await render('standings', { documents: ['standings'], paper: 'a4', lang: 'en', event, options: { round: 2 } });
    const text = pages.join(' ');
    expect(text).toContain('TJOST standings – after round 2');
    const positions = rows.map((r) => text.indexOf(` ${r.name} `));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const first = rows[0]!;
    expect(text).toContain(`${first.rank} ${first.name}`);
  });

  it('registration report names the list over 400 AP with its problem, in words', async () => {
    const read = (name: string) => parseListFile(readFileSync(path.join(SAMPLES, name), 'utf8'), name).list!;
    const base = eventWith(0);
    const { event } = registerPlayers(base, [
      { fileName: 'valid-tjost-selection.muster', list: { ...read('valid-tjost-selection.muster'), player: 'Anna' } },
      { fileName: 'tjost.selection-points.muster', list: { ...read('tjost.selection-points.muster'), player: 'Bernd' } },
    ], deps.lookup, T0);
    const { pages } = await render('registration', { documents: ['registration'], paper: 'a4', lang: 'en', event });
    const text = pages.join(' ');
    expect(text).toContain('2 players: 1 list valid, 1 with errors, 0 without a list.');
    expect(text).toMatch(/Anna .*valid · \d+ AP/);
    expect(text).toMatch(/Bernd .*not valid · \d+ AP/);
    expect(text).toContain('[tjost.selection-points]');
    // A player who dropped out is marked, and the lists counted are those of the players still in.
    const dropped = await render('registration-dropped', { documents: ['registration'], paper: 'a4', lang: 'de', event: setDropped(event, 'p2', true, T0) });
    const de = dropped.pages.join(' ');
    expect(de).toContain('2 Spieler: 1 Liste gültig, 0 mit Fehlern, 0 ohne Liste; 1 ausgeschieden.');
    expect(de).toMatch(/Bernd \(ausgeschieden\) – Greifen von Akkylannie .*nicht gültig · \d+ AP/);
    expect(de).not.toMatch(/Anna \(ausgeschieden\)/);
  });

  it('every paired player gets a tournament form with table and opponent, and a set of mission cards', async () => {
    const event = sevenPlayers();
    const round = event.rounds[2]!;
    const { record, pages } = await render('forms', { documents: ['event-forms', 'event-missions'], paper: 'a4', lang: 'en', event });
    const seats = round.pairings.length * 2;
    const forms = pages.filter((_, i) => record.pages[i]!.document === 'form');
    const first = round.pairings[0]!;
    expect(forms.some((t) => t.includes(`P${first.a.slice(1)}`) && t.includes(`Opponent: P${first.b.slice(1)}`))).toBe(true);
    const formStarts = record.pages.filter((p, i) => p.document === 'form' && pages[i]!.includes('Test Cup'));
    expect(formStarts.length).toBe(seats);
    // One page each, with the game list left blank to write in (the bearers are noted on the form; the section was left out).
    expect(forms).toHaveLength(seats);
    for (const form of forms) expect(form).toMatch(/Game list \(300 AP\) .*Bearer 1 2 3 .* \d+ Total at most 300 AP \(plus half the cheapest figure, at most 10\) and 20 figures; at least 275 AP/);
    const cards = record.pages.flatMap((p) => p.pieces.filter((x) => x.kind === 'mission-card'));
    expect(cards.length).toBe(8 * seats);
  });

  it('the forms of an event are dated with the event’s date, not the day they were printed; without one, the print date', async () => {
    const dated = await render('forms-dated', { documents: ['event-forms'], paper: 'a4', lang: 'de', event: { ...sevenPlayers(), date: '2003-10-18' } });
    for (const page of dated.pages) {
      expect(page).toContain('18.10.2003');
      expect(page).not.toContain('04.03.2025');
    }
    const { date: _none, ...undated } = sevenPlayers();
    const plain = await render('forms-undated', { documents: ['event-forms'], paper: 'a4', lang: 'en', event: undated });
    for (const page of plain.pages) expect(page).toContain('2025-03-04');
  });

  it('a form without a list has the game list blank to write in, on one page, in German too', async () => {
    const { record, pages } = await render('forms-de', { documents: ['event-forms'], paper: 'letter', lang: 'de', event: sevenPlayers() });
    expect(record.pages.length).toBe(6);
    for (const page of pages) expect(page).toContain('Trage deine Spielliste aus deiner Auswahlliste ein, mit dem Träger jeder Zauber-, Wunder-, Artefakt- und Ausrüstungskarte.');
    expect(pages[0]).toContain('Unterschriften');
  });

  it('stand after the last round with results, not after a round just paired, with or without the round asked for', async () => {
    const { pages } = await render('standings-default', { documents: ['standings'], paper: 'a4', lang: 'de', event: sevenPlayers() });
    expect(pages[0]).toContain('TJOST-Tabelle – nach Runde 2');
    const asked = await render('standings-round-3', { documents: ['pairings', 'standings'], paper: 'a4', lang: 'de', event: sevenPlayers(), options: { round: 3 } });
    expect(asked.pages[0]).toContain('Runde 3');
    expect(asked.pages[1]).toContain('TJOST-Tabelle – nach Runde 2');
  });

  it('is refused without an event, or for a round not paired yet', async () => {
    await expect(renderPrintJobDetailed({ documents: ['standings'], paper: 'a4', lang: 'en' }, deps)).rejects.toThrow(PrintJobError);
    await expect(renderPrintJobDetailed({ documents: ['slips'], paper: 'a4', lang: 'en', event: eventWith(4), options: { round: 1 } }, deps)).rejects.toThrow(/document 'slips' needs round 1 paired; it is not/);
  });
});
