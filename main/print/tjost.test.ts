import { execFileSync } from 'node:child_process';
/**
 * TJOST documents rendered and measured with poppler: mission cards at 63 x 88 mm (within
 * 0.3 mm, measured on the cut lines at 300 dpi) with mirrored duplex backs, and the words on
 * the tournament form, the selection form, the results sheet and the quick reference.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../core/list/load';
import { listPoints } from '../../core/list/totals';
import type { ArmyList } from '../../core/model/list';
import type { PrintJob } from '../../core/print/job';
import { parseResultsFile } from '../../core/systems/confrontation/tjost/results';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import type { PrintRecord } from './context';
import { renderPrintJobDetailed, type PrintDeps } from './engine';
import { TJOST_FORM } from '../../templates/tjost';
import { TJOST_TEXT } from './text/tjost';
import { darkRunsAlongColumn, darkRunsAlongRow, pdfText, pdfWords, qpdfCheck, renderGray, type GrayImage, type PdfWord } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const SAMPLES = path.join(RESOURCES, 'samples');
const TOLERANCE_MM = 0.3;
const dir = mkdtempSync(path.join(tmpdir(), 'muster-tjost-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let deps: PrintDeps;
const sample = (name: string): ArmyList => {
  const parsed = parseListFile(readFileSync(path.join(SAMPLES, name), 'utf8'), name, deps.lookup);
  if (!parsed.list) throw new Error(name);
  return parsed.list;
};

beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  deps = { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
});

async function render(name: string, job: PrintJob): Promise<{ file: string; record: PrintRecord; text: string }> {
  const out = await renderPrintJobDetailed(job, deps);
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, out.pdf);
  return { file, record: out.record, text: pdfText(file).replace(/\s+/g, ' ') };
}

describe.each(['a4', 'letter'] as const)('mission cards on %s', (paper) => {
  let file = '';
  let record: PrintRecord;
  beforeAll(async () => {
    ({ file, record } = await render(`missions-${paper}`, { documents: ['missions'], paper, lang: 'de' }));
  });

  it('are 63 x 88 mm within 0.3 mm, measured on their cut lines at 300 dpi', () => {
    const fronts = record.pages.filter((p) => p.side === 'front');
    const cards = fronts.flatMap((page) => page.pieces.filter((p) => p.kind === 'mission-card').map((piece) => ({ page, piece })));
    expect(cards.map((c) => c.piece.label)).toEqual(['Durchbruch', 'Der Bote', 'Kopfgeld', 'Kreuzzug', 'Beute', 'Vergeltung', 'Grenzsteine', 'Für die Ehre']);
    for (const { page, piece } of cards) {
      const img = renderGray(file, page.number, 300, { x: piece.xMm - 2, y: piece.yMm - 2, w: piece.widthMm + 4, h: piece.heightMm + 4 });
      const across = darkRunsAlongRow(img, piece.yMm + 40, piece.xMm - 1.5, piece.xMm + piece.widthMm + 1.5);
      const down = darkRunsAlongColumn(img, piece.xMm + 1, piece.yMm - 1.5, piece.yMm + piece.heightMm + 1.5);
      const width = (across[across.length - 1] ?? 0) - (across[0] ?? 0);
      const height = (down[down.length - 1] ?? 0) - (down[0] ?? 0);
      expect(Math.abs(width - 63), `${piece.label} width ${width}`).toBeLessThan(TOLERANCE_MM);
      expect(Math.abs(height - 88), `${piece.label} height ${height}`).toBeLessThan(TOLERANCE_MM);
    }
  });

  it('has a mirrored back page after each front page, a calibration ruler on every page and 2 mm between cards', () => {
    expect(record.pages.map((p) => p.side)).toEqual(['front', 'back', 'front', 'back']);
    for (const back of record.pages.filter((p) => p.side === 'back')) {
      const front = record.pages.find((p) => p.number === back.backOf);
      if (!front) throw new Error('no front');
      expect(back.pieces.map((p) => p.kind)).toEqual(front.pieces.map(() => 'mission-card-back'));
      front.pieces.forEach((f, i) => {
        expect(back.pieces[i]?.yMm).toBe(f.yMm);
        expect(back.pieces[i]?.xMm).toBeCloseTo(front.widthMm - f.xMm - f.widthMm, 9);
      });
    }
    for (const page of record.pages) {
      expect(page.calibration).toBeDefined();
      for (const a of page.pieces) {
        for (const b of page.pieces) {
          if (a === b) continue;
          const apart = a.xMm + a.widthMm + 2 <= b.xMm || b.xMm + b.widthMm + 2 <= a.xMm || a.yMm + a.heightMm + 2 <= b.yMm || b.yMm + b.heightMm + 2 <= a.yMm;
          expect(apart).toBe(true);
        }
      }
    }
  });

  it('keeps the text and the PF bonus on the cards, and is a valid PDF', () => {
    const text = pdfText(file);
    for (const word of ['Für die Ehre', 'Kantenmarker', '+100', '+75', 'verlängert bis Runde 4', 'in Originalgröße drucken']) expect(text).toContain(word);
    expect(qpdfCheck(file).ok).toBe(true);
  });
});

describe('tournament form', () => {
  it('carries the player, the missions to tick, terrain, the game list with bearers, the result block and signatures', async () => {
    const { record, text } = await render('form', {
      documents: ['form'],
      paper: 'a4',
      lang: 'en',
      list: sample('valid-tjost-game.muster'),
      selection: sample('valid-tjost-selection.muster'),
      options: { tournament: { event: 'Spring Tjost', round: '2', table: '7', opponent: 'Anna' } },
    });
    expect(record.pages).toHaveLength(1);
    for (const words of [
      'Event: Spring Tjost',
      'Round: 2',
      'Table: 7',
      'Player: Sample Player',
      'People: Griffins of Akkylannie',
      'Opponent: Anna',
      'Breakthrough',
      'The Messenger',
      'Bounty',
      'Crusade',
      'Loot',
      'Retaliation',
      'Boundary Stones',
      'For Honour',
      'Secret figure',
      'Height class Sight Movement Size (cm)',
      'Sacred Lightning (sample)',
      '15 Griffin Battle Mage (#2)',
      'Total 289 at most 305 AP and 20 figures',
      'Valid: the list breaks no rule Muster checks.',
      'Mission fulfilled at the end of round',
      'Boundary Stones held to round 4',
      'Bonus PF',
      'Signatures',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('keeps the result and signatures on the game list\'s page on Letter, in German and English (tighter boxes only there)', async () => {
    for (const lang of ['de', 'en'] as const) {
      const letter = await render(`form-letter-${lang}`, { documents: ['form'], paper: 'letter', lang, list: sample('valid-tjost-game.muster') });
      expect(letter.record.pages, lang).toHaveLength(1);
      expect(letter.text).toContain(lang === 'de' ? 'Unterschriften' : 'Signatures');
    }
  });

  it('checks a list of another kind as the game list the form is for, not against its own limit', async () => {
    const list = sample('valid.muster');
    expect(list.kind).toBe('standard');
    const { text } = await render('form-standard', { documents: ['form'], paper: 'a4', lang: 'en', list });
    expect(text).not.toContain('Valid: the list breaks no rule Muster checks.');
    expect(text).toMatch(/\d+ errors?/);
  });

  it('prints the check against the selection list when it is given', async () => {
    const { text } = await render('form-bad', {
      documents: ['form'],
      paper: 'letter',
      lang: 'de',
      list: sample('tjost.not-in-selection.muster'),
      selection: sample('valid-tjost-selection.muster'),
    });
    expect(text).toContain('Ritter der Greifen (#6) steht nicht in der Auswahlliste');
    expect(text).toContain('TJOST-Turnierformblatt');
  });
});

/**
 * The y (page mm) of every writing line across [x0, x1] in the image: pixel rows whose dark run
 * spans the line's whole length (text crosses a line in short runs only), grouped.
 */
function writingLines(img: GrayImage, x0: number, x1: number): number[] {
  const from = Math.round((x0 - img.originMm.x) * img.scale);
  const to = Math.round((x1 - img.originMm.x) * img.scale);
  const rows: number[] = [];
  for (let r = 0; r < img.height; r++) {
    let run = 0;
    let longest = 0;
    for (let c = from; c <= to; c++) {
      run = (img.data[r * img.width + c] ?? 255) < 235 ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    if (longest >= 0.97 * (to - from)) rows.push(r);
  }
  const lines: number[][] = [];
  for (const r of rows) {
    const last = lines[lines.length - 1];
    if (last && r - last[last.length - 1]! <= 1) last.push(r);
    else lines.push([r]);
  }
  return lines.map((g) => img.originMm.y + (g.reduce((a, b) => a + b, 0) / g.length + 0.5) / img.scale);
}

describe('tournament form header with long texts', () => {
  const EVENT_47 = 'TJOST Spring Tournament Fußweg-Süß 2004, Hall 2';
  const EVENT_82 = 'TJOST Spring Tournament Fußweg-Süß 2004, Hall 2 – Qualifier of the Northern League';
  const OPPONENT = 'Anna-Katharina Müller-Lüdenscheidt of the Wandering Griffins (Akkylannie), last year’s champion';
  const cases = [
    { paper: 'letter', lang: 'en', event: 'Spring Tjost' },
    { paper: 'letter', lang: 'en', event: EVENT_47 },
    { paper: 'letter', lang: 'en', event: EVENT_82 },
    { paper: 'a4', lang: 'en', event: EVENT_82 },
    { paper: 'letter', lang: 'de', event: EVENT_82 },
    { paper: 'a4', lang: 'de', event: EVENT_47 },
  ] as const;

  it.each(cases)('keeps every value above its own writing line and off the next row ($paper, $lang, $event.length characters), on one page', async ({ paper, lang, event }) => {
    const { file, record } = await render(`form-long-${paper}-${lang}-${event.length}`, {
      documents: ['form'],
      paper,
      lang,
      list: sample('valid-tjost-game.muster'),
      options: { tournament: { event, round: '2', table: '7', opponent: OPPONENT } },
    });
    // The form still fits its page.
    expect(record.pages).toHaveLength(1);
    const content = record.pages[0]!.content;
    const half = content.widthMm / 2;
    const words = pdfWords(file).filter((w) => w.page === 1);
    const t = TJOST_TEXT[lang].form;
    // The first section's heading ends the header.
    const mission = words.find((w) => w.word === 'Mission')!;
    const names = new Set([t.event, t.round, t.player, t.table, t.faction, t.opponent].map((l) => `${l}:`));
    const labels = words.filter((w) => names.has(w.word) && w.yMinMm < mission.yMinMm);
    const first = labels[0]!;
    const img = renderGray(file, 1, 300, { x: content.xMm, y: first.yMinMm - 0.5, w: content.widthMm, h: mission.yMinMm - first.yMinMm - 0.5 });
    const columns = [
      { x0: content.xMm + TJOST_FORM.fieldLabelMm, x1: content.xMm + half - 3 },
      { x0: content.xMm + half + TJOST_FORM.fieldLabelMm, x1: content.xMm + content.widthMm - 3 },
    ];
    for (const [i, col] of columns.entries()) {
      // Three rows, a writing line under each.
      const lines = writingLines(img, col.x0 + 0.5, col.x1 - 0.5);
      expect(lines, `column ${i + 1}`).toHaveLength(3);
      const inColumn = (w: PdfWord) => w.xMaxMm > col.x0 && w.xMinMm < col.x1 && w.yMinMm < lines[2]! + 1;
      const rowLabels = labels.filter((w) => (i === 0 ? w.xMinMm < content.xMm + half - 1 : w.xMinMm >= content.xMm + half - 1));
      expect(rowLabels, `labels of column ${i + 1}`).toHaveLength(3);
      for (const w of words.filter(inColumn)) {
        // No value crosses a writing line: each lies wholly between two of them.
        for (const y of lines) expect(w.yMaxMm <= y + 0.05 || w.yMinMm >= y - 0.05, `"${w.word}" (${w.yMinMm.toFixed(2)}-${w.yMaxMm.toFixed(2)} mm) crosses the line at ${y.toFixed(2)} mm`).toBe(true);
      }
      // Each row's label starts below the line of the row above it.
      for (let r = 1; r < 3; r++) expect(rowLabels[r]!.yMinMm, `row ${r + 1} of column ${i + 1}`).toBeGreaterThan(lines[r - 1]!);
      // The text of each row stays above its own line: the line sits below the last word that starts in the row.
      for (let r = 0; r < 3; r++) {
        const top = rowLabels[r]!.yMinMm;
        const bottom = r < 2 ? rowLabels[r + 1]!.yMinMm : mission.yMinMm;
        const row = words.filter(inColumn).filter((w) => w.yMinMm >= top - 0.5 && w.yMinMm < bottom - 0.5);
        for (const w of row) expect(w.yMaxMm, `"${w.word}" in row ${r + 1} of column ${i + 1}`).toBeLessThanOrEqual(lines[r]! + 0.05);
      }
    }
    // Every word of the event and opponent is printed.
    const text = pdfText(file).replace(/\s+/g, ' ');
    for (const part of [...event.split(' '), ...OPPONENT.split(' ')]) expect(text).toContain(part);
  });
});

describe('selection list form', () => {
  it('lists AP per entry, the total against 400, and each check passed or failed', async () => {
    const ok = await render('selection-ok', { documents: ['selection'], paper: 'a4', lang: 'en', list: sample('valid-tjost-selection.muster') });
    expect(ok.text).toContain('Total 400 / 400');
    expect(ok.text).toContain('At most 400 AP, magic and equipment included: passed');
    expect(ok.text).toContain('Every personality at most once: passed');
    expect(ok.text).toContain('Checked by the organiser');
    const bad = await render('selection-bad', { documents: ['selection'], paper: 'a4', lang: 'en', list: sample('tjost.forbidden-card.muster') });
    expect(bad.text).toContain('No experience cards, INCARNATION or CONFRONTATION 1 items and spells, no allies: failed');
    expect(bad.text).toContain('Battle Scars (#3) may not be used at tournaments: experience cards are not used at tournaments.');
    expect(bad.text).toContain('No figure of a Shadow rank: passed');
  });
});

describe('points on the TJOST forms', () => {
  it('are the list\'s own points (core/list/totals): a figure a spell summons costs nothing, bought options count', async () => {
    const base = sample('valid-tjost-game.muster');
    const first = base.entries[0]!;
    const card = deps.lookup.card(first.cardId)!;
    const summoned = { ...card, id: 'summoned-figure', points: 40, summonedBy: 'some-spell' };
    const optioned = { ...card, id: 'optioned-figure', points: 10, options: [{ id: 'banner', name: { de: 'Banner', en: 'Banner' }, points: 5, per: 'model' as const }] };
    const own = new Map([summoned, optioned].map((c) => [c.id, c]));
    const lookup = { card: (id: string) => own.get(id) ?? deps.lookup.card(id) };
    const list: ArmyList = {
      ...base,
      entries: [...base.entries, { id: 'e90', cardId: 'summoned-figure', count: 1, assignments: [] }, { id: 'e91', cardId: 'optioned-figure', count: 2, options: ['banner'], assignments: [] }],
    };
    const expected = listPoints(list, lookup);
    expect(expected).toBe(listPoints(base, lookup) + 0 + 2 * (10 + 5));
    for (const doc of ['form', 'selection'] as const) {
      const out = await renderPrintJobDetailed({ documents: [doc], paper: 'a4', lang: 'en', list: { ...list, kind: doc === 'form' ? 'tjost-game' : 'tjost-selection' } }, { ...deps, lookup });
      const file = path.join(dir, `points-${doc}.pdf`);
      writeFileSync(file, out.pdf);
      const text = pdfText(file).replace(/\s+/g, ' ');
      expect(text, doc).toMatch(doc === 'form' ? new RegExp(`Total ${expected} at most`) : new RegExp(`Total ${expected} / 400`));
    }
  });
});

describe('results sheet', () => {
  it('shows the rulebook example: 3/151, 0/4, 1/32 with running totals and 4 PH / 187 PF', async () => {
    const parsed = parseResultsFile(readFileSync(path.join(SAMPLES, 'tjost-results.json'), 'utf8'), 'tjost-results.json');
    if (!parsed.results) throw new Error(JSON.stringify(parsed.problems));
    const { text, file } = await render('results', { documents: ['results'], paper: 'a4', lang: 'en', results: parsed.results });
    // Read as laid out: one line per game, the columns in order.
    const rows = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\n').map((l) => l.trim().replace(/\s+/g, ' '));
    expect(rows).toContain('1 1 Anna, Goblins Bounty win 3 151 151 3 151');
    // Bernd destroyed 210 AP: XYZ's army was broken, and the sheet says so.
    expect(rows.some((r) => r.startsWith('2 2 Bernd, Zwerge Crusade loss') && r.endsWith('0 4 4 3 155'))).toBe(true);
    expect(text).toContain('loss · own army broken');
    expect(rows).toContain('3 3 Clara, Skorpione Boundary draw 1 32 32 4 187');
    expect(rows).toContain('Stones');
    expect(text).toContain('XYZ / Greifen von Akkylannie / 3 games / 4 PH / 187 PF');
  });

  it('flags broken armies beside the outcome, in the sheet\'s language', async () => {
    const results = { format: 'muster-results' as const, version: 1 as const, player: 'XYZ', games: [
      { round: 1, opponent: 'Anna', outcome: 'win' as const, pf: 151, opponentPf: 20, opponentLosses: 210 },
      { round: 2, opponent: 'Bernd', outcome: 'loss' as const, pf: 10, opponentPf: 230, losses: 230 },
    ] };
    const de = await render('results-broken-de', { documents: ['results'], paper: 'a4', lang: 'de', results });
    expect(de.text).toContain('Sieg · Gegner gebrochen');
    expect(de.text).toContain('Niederlage · eigene Armee gebrochen');
    const en = await render('results-broken-en', { documents: ['results'], paper: 'a4', lang: 'en', results });
    expect(en.text).toContain('win · opponent broken');
  });

  it('wraps a long event name above the table instead of under it', async () => {
    const event = 'TJOST Spring Tournament Fußweg-Süß 2004, Hall 2 – Qualifier of the Northern League, with the Southern League’s guests from Akkylannie';
    const results = { format: 'muster-results' as const, version: 1 as const, player: 'XYZ', event, games: [{ round: 1, opponent: 'Anna', outcome: 'win' as const, pf: 151, opponentPf: 20 }] };
    const { file } = await render('results-long-event', { documents: ['results'], paper: 'letter', lang: 'en', results });
    const words = pdfWords(file).filter((w) => w.page === 1);
    const label = words.find((w) => w.word === 'Event:')!;
    const head = words.find((w) => w.word === 'Round' && w.yMinMm > label.yMinMm)!;
    const eventWords = words.filter((w) => w.yMinMm >= label.yMinMm - 0.5 && w.yMinMm < head.yMinMm && event.split(' ').includes(w.word));
    expect(new Set(eventWords.map((w) => w.word))).toEqual(new Set(event.split(' ')));
    // Below the event's last line is its writing line, then the table.
    const last = Math.max(...eventWords.map((w) => w.yMaxMm));
    const content = (await renderPrintJobDetailed({ documents: ['results'], paper: 'letter', lang: 'en', results }, deps)).record.pages[0]!.content;
    const img = renderGray(file, 1, 300, { x: content.xMm, y: label.yMinMm - 0.5, w: content.widthMm, h: head.yMinMm - label.yMinMm - 1.5 });
    const lines = writingLines(img, content.xMm + 24.5, content.xMm + content.widthMm - 3.5);
    expect(lines).toHaveLength(1);
    expect(lines[0]!).toBeGreaterThan(last);
  });

  it('is a blank sheet to fill in without results', async () => {
    const { text } = await render('results-blank', { documents: ['results'], paper: 'a4', lang: 'de' });
    expect(text).toContain('Eine Zeile je Spiel');
  });
});

describe('TJOST quick reference', () => {
  it('has flow, game length, victory, scoring, missions, placing and correcting terrain and the terrain menu on two pages, no block split', async () => {
    const { record, text } = await render('quickref', { documents: ['tjost-quickref'], paper: 'letter', lang: 'de' });
    for (const words of ['Turnierablauf', 'Dauer einer Partie', 'Nach 80 Minuten', 'Sieg', '200 A.P.', 'Runde 1 +100', 'Grenzsteine: verlängert bis Runde 4 +75', 'Kreuzzug', 'Gelände legen und korrigieren', 'W6 × 2,5 cm ohne Drehung (× 1,5, wenn auch gedreht)', 'Geländemenü', 'Dichter Wald', 'offener Wald 10×10']) {
      expect(text).toContain(words);
    }
    for (const page of record.pages) for (const b of page.blocks) expect(b.bottomMm).toBeLessThanOrEqual(page.content.yMm + page.content.heightMm + 1e-6);
    expect(record.pages.length).toBeLessThanOrEqual(2);
  });
});
