/**
 * The counters and SP trackers as printed, read back from the PDF: each machine's tracker names
 * that machine and no other, a long name stays inside its strip and clear of "SP n", and the
 * words on a round counter stay inside its ring (measured in the rendered pixels).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ArmyList, Entry } from '../../../core/model/list';
import { SP_TRACKER, TOKEN_LAYOUT } from '../../../templates/pieces';
import { FIT_PT, LINE_MM, TYPE_PT } from '../../../templates/style';
import type { PieceRecord, PrintRecord } from '../context';
import { renderPrintJobDetailed } from '../engine';
import { fixtureList, fixtureLookup } from '../fixtures';
import { pdfWords, renderGray, type PdfWord } from '../test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../../resources');
const deps = { lookup: fixtureLookup(), resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
const dir = mkdtempSync(path.join(tmpdir(), 'muster-tokens-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function listOf(entries: Entry[]): ArmyList {
  return { ...fixtureList(), entries };
}

async function render(name: string, list: ArmyList, documents: ('tokens' | 'markers')[], lang: 'de' | 'en' = 'en', paper: 'a4' | 'letter' = 'a4'): Promise<{ file: string; record: PrintRecord }> {
  const out = await renderPrintJobDetailed({ documents, paper, lang, list }, deps);
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, out.pdf);
  return { file, record: out.record };
}

type Word = PdfWord;

function piecesOf(record: PrintRecord, kind: string): { page: number; piece: PieceRecord }[] {
  return record.pages.flatMap((p) => p.pieces.filter((x) => x.kind === kind).map((piece) => ({ page: p.number, piece })));
}

/** The words whose middle lies inside the piece. */
function wordsIn(words: Word[], page: number, p: PieceRecord): Word[] {
  return words.filter((w) => w.page === page && (w.xMinMm + w.xMaxMm) / 2 > p.xMm && (w.xMinMm + w.xMaxMm) / 2 < p.xMm + p.widthMm && (w.yMinMm + w.yMaxMm) / 2 > p.yMm && (w.yMinMm + w.yMaxMm) / 2 < p.yMm + p.heightMm);
}

/** Words in reading order (lines top to bottom, left to right), joined by spaces. */
function read(words: Word[]): string {
  const sorted = [...words].sort((a, b) => a.yMinMm - b.yMinMm || a.xMinMm - b.xMinMm);
  const lines: Word[][] = [];
  for (const w of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line[0]!.yMinMm - w.yMinMm) < 0.5) line.push(w);
    else lines.push([w]);
  }
  return lines.map((l) => l.sort((a, b) => a.xMinMm - b.xMinMm).map((w) => w.word).join(' ')).join(' ');
}

/** An SP tracker read back: the words of its label column above "SP n", and the "SP n" words. */
function tracker(words: Word[], page: number, p: PieceRecord): { name: Word[]; sp: Word[]; all: Word[] } {
  const all = wordsIn(words, page, p);
  const label = all.filter((w) => w.xMaxMm <= p.xMm + SP_TRACKER.paddingMm + SP_TRACKER.labelMm);
  const spTop = Math.max(...label.filter((w) => w.word === 'SP').map((w) => w.yMinMm));
  return { name: label.filter((w) => w.yMaxMm <= spTop + 0.01), sp: label.filter((w) => w.yMinMm >= spTop - 0.01), all };
}

describe('SP trackers', () => {
  const entries: Entry[] = [
    { id: 'a', cardId: 'fx-breaker', count: 1, assignments: [] },
    // The same machine again (the editor's Duplicate): a tracker of its own.
    { id: 'b', cardId: 'fx-breaker', count: 1, assignments: [] },
    { id: 'c', cardId: 'fx-breaker', count: 1, assignments: [], name: 'Felsspalter Nr. 1' },
    { id: 'd', cardId: 'fx-mortar', count: 2, assignments: [] },
    { id: 'e', cardId: 'fx-sapper', count: 2, assignments: [{ type: 'crew', machine: 'd', role: 'servant' }] },
    { id: 'f', cardId: 'fx-sapper', count: 1, assignments: [{ type: 'crew', machine: 'd', role: 'servant' }] },
  ];

  it.each(['a4', 'letter'] as const)('name each machine of the list apart, as the app names its entries (%s)', async (paper) => {
    const { file, record } = await render(`names-${paper}`, listOf(entries), ['tokens', 'markers'], 'en', paper);
    const words = pdfWords(file);
    const printed = piecesOf(record, 'sp-tracker').map(({ page, piece }) => read(tracker(words, page, piece).name));
    // The entry's own name when it has one; else the card's, with the row where entries share it;
    // which of an entry's machines, as At the table counts them.
    expect(printed).toEqual(['Mountain-Breaker (#1)', 'Mountain-Breaker (#2)', 'Felsspalter Nr. 1', 'Fire mortar (1/2)', 'Fire mortar (2/2)']);
    // The Sappers' barricades are named the same way.
    const barricades = piecesOf(record, 'barricade').map(({ page, piece }) => read(wordsIn(words, page, piece)));
    expect(barricades.map((b) => /Dwarf sapper.*?\)(?: \(\d\/\d\))?/.exec(b)?.[0])).toEqual(['Dwarf sapper (#5) (1/2)', 'Dwarf sapper (#5) (2/2)', 'Dwarf sapper (#6)']);
  });

  const long = 'Overweight War Wagon of the Highway Robbers of Fußweg-Süß with Axes';
  // Names as long as a list allows (100 characters): wide words for more than three lines, and one word wider than a line.
  const wide = 'MÄÖÜMMW '.repeat(12).trim();
  const unbroken = `Kanone ${'Zwergenbärtezerschmetterer'.repeat(4)}`.slice(0, 95) + ' Ende';

  it.each(['a4', 'letter'] as const)('fit a long name inside the strip, above "SP n" and left of the boxes (%s)', async (paper) => {
    const list = listOf([
      { id: 'w', cardId: 'fx-mortar', count: 1, assignments: [], name: long },
      { id: 'h', cardId: 'fx-mortar', count: 1, assignments: [], name: wide },
      { id: 'u', cardId: 'fx-mortar', count: 1, assignments: [], name: unbroken },
      { id: 's', cardId: 'fx-sapper', count: 1, assignments: [{ type: 'crew', machine: 'w', role: 'servant' }], name: wide },
    ]);
    const { file, record } = await render(`long-${paper}`, list, ['tokens', 'markers'], 'en', paper);
    const words = pdfWords(file);
    const found = piecesOf(record, 'sp-tracker');
    expect(found).toHaveLength(3);
    const sizes: number[] = [];
    for (const { page, piece } of found) {
      const t = tracker(words, page, piece);
      expect(read(t.sp)).toBe('SP 4');
      for (const w of t.all) {
        // Every word inside the strip's cut line, with room to cut.
        expect(w.xMinMm, w.word).toBeGreaterThanOrEqual(piece.xMm + 1);
        expect(w.xMaxMm, w.word).toBeLessThanOrEqual(piece.xMm + piece.widthMm - 1);
        expect(w.yMinMm, w.word).toBeGreaterThanOrEqual(piece.yMm + 1);
        expect(w.yMaxMm, w.word).toBeLessThanOrEqual(piece.yMm + piece.heightMm - 1);
      }
      // The name: in its column (not over the boxes), every line above "SP 4", none on another.
      const spTop = Math.min(...t.sp.map((w) => w.yMinMm));
      for (const w of t.name) {
        expect(w.xMaxMm, w.word).toBeLessThanOrEqual(piece.xMm + SP_TRACKER.paddingMm + SP_TRACKER.labelMm);
        expect(w.yMaxMm, w.word).toBeLessThanOrEqual(spTop);
      }
      const lines = [...new Set(t.name.map((w) => w.yMinMm.toFixed(1)))];
      expect(lines.length).toBeLessThanOrEqual(SP_TRACKER.nameLines);
      sizes.push(...t.name.map((w) => w.yMaxMm - w.yMinMm));
    }
    // The long name is printed whole; the others as far as three lines go, what is left off marked "…".
    const [wagon, wider, cut] = found.map(({ page, piece }) => read(tracker(words, page, piece).name));
    expect(wagon).toBe(long);
    expect(wider).toMatch(/^MÄÖÜMMW MÄÖÜMMW .*…$/);
    expect(cut).toMatch(/^Kanone Zwergenbärte\S*… Ende$/);
    // A Sapper's barricade with such a name: the name stays above its Resilience, inside the frame.
    const [bar] = piecesOf(record, 'barricade');
    const barWords = wordsIn(words, bar!.page, bar!.piece);
    const res = barWords.find((w) => w.word === 'RES')!;
    const named = barWords.filter((w) => !['Barricade', 'RES', '10'].includes(w.word));
    expect(read(named)).toMatch(/^MÄÖÜMMW .*…$/);
    for (const w of named) {
      expect(w.yMaxMm, w.word).toBeLessThanOrEqual(res.yMinMm);
      expect(w.xMinMm, w.word).toBeGreaterThanOrEqual(bar!.piece.xMm + 2.5);
      expect(w.xMaxMm, w.word).toBeLessThanOrEqual(bar!.piece.xMm + bar!.piece.widthMm - 2.5);
    }
    // Readable: no name smaller than the floor (a word box is about 1.2 × the type size high).
    const floorMm = (TYPE_PT.small * 25.4) / 72;
    for (const h of sizes) expect(h).toBeGreaterThanOrEqual(floorMm);
  });
});

describe('round counters', () => {
  /** A machine with steam equipment (incident counters), a Minelayer in its crew (traps, decoys), zone artillery (jammed). */
  const list = fixtureList();

  it.each([
    ['de', 'a4'],
    ['en', 'a4'],
    ['de', 'letter'],
    ['en', 'letter'],
  ] as const)('keep their words inside the ring, with room to spare (%s, %s)', async (lang, paper) => {
    const { file, record } = await render(`counters-${lang}-${paper}`, list, ['tokens'], lang, paper);
    const words = pdfWords(file);
    const round = record.pages.flatMap((p) => p.pieces.filter((x) => x.cut === 'circle' && !x.kind.endsWith('-back')).map((piece) => ({ page: p.number, piece })));
    expect(new Set(round.map((r) => r.piece.kind)).size).toBeGreaterThanOrEqual(9);
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const { page, piece } of round) {
      if (seen.has(piece.kind)) continue;
      seen.add(piece.kind);
      // The whole word is printed (nothing cut off).
      const text = read(wordsIn(words, page, piece));
      expect(text.startsWith(piece.label ?? '?'), `${piece.kind}: "${text}"`).toBe(true);
      const img = renderGray(file, page, 600, { x: piece.xMm - 0.5, y: piece.yMm - 0.5, w: piece.widthMm + 1, h: piece.heightMm + 1 });
      const r = piece.widthMm / 2;
      const cx = piece.xMm + r;
      const cy = piece.yMm + r;
      const ring = r - TOKEN_LAYOUT.ringInsetMm;
      const ringIn = ring - LINE_MM.box / 2;
      const ringOut = ring + LINE_MM.box / 2;
      const cutIn = r - LINE_MM.cut / 2;
      const px = 1 / img.scale;
      let outside = 0;
      let nearest = Infinity;
      for (let y = 0; y < img.height; y++) {
        for (let x = 0; x < img.width; x++) {
          if ((img.data[y * img.width + x] ?? 255) >= 200) continue;
          const dist = Math.hypot(img.originMm.x + (x + 0.5) * px - cx, img.originMm.y + (y + 0.5) * px - cy);
          // Ink between the ring and the cut line: a word crosses the ring.
          if (dist > ringOut + 2 * px && dist < cutIn - 2 * px) outside++;
          // Ink inside the ring: how close the words come to it.
          if (dist < ringIn - 2 * px) nearest = Math.min(nearest, ringIn - dist);
        }
      }
      // At least the margin clear of the ring (before: "Beschädigtes" came within 0.25 mm of it).
      if (outside > 0 || nearest < TOKEN_LAYOUT.textMarginMm) problems.push(`${piece.kind} "${piece.label}": ${outside} px across the ring, ${nearest.toFixed(2)} mm from it`);
    }
    expect(problems).toEqual([]);
    // Readable: the words are set at the counters' smallest size or larger.
    const heights = round.flatMap(({ page, piece }) => wordsIn(words, page, piece).filter((w) => /\p{L}{3}/u.test(w.word)).map((w) => w.yMaxMm - w.yMinMm));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual((FIT_PT.token.min * 25.4) / 72);
  });
});
