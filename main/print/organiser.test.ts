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
import type { EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { registerPlayers } from '../../core/systems/confrontation/tjost/organiser/registration';
import { setDropped } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { standings } from '../../core/systems/confrontation/tjost/organiser/standings';
import { eventWith, playRounds, T0 } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { addNextRound } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import type { PrintRecord } from './context';
import { PrintJobError, renderPrintJobDetailed, type PrintDeps } from './engine';
import { pdfText, qpdfCheck } from './test-support';

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
