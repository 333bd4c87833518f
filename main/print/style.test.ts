/**
 * The sheets' visual identity: the heading typeface is embedded as a subset, each game system's
 * accent is on its sheets and still prints well in black and white (measured in the rendered
 * PDF), and every type size, font and colour comes from the one style module.
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../core/list/load';
import type { SystemId } from '../../core/model/system';
import type { PrintJob } from '../../core/print/job';
import { ACCENTS, COLORS, FONT_FILES, TYPE_PT } from '../../templates/style';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { renderPrintJob, renderPrintJobDetailed, type PrintDeps } from './engine';
import { Pdf } from './pdf';
import { pdfFonts, pdfText, renderGray, renderRgb } from './test-support';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESOURCES = path.join(ROOT, 'resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-style-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let deps: PrintDeps;
const sample = (name: string) => parseListFile(readFileSync(path.join(RESOURCES, 'samples', name), 'utf8'), name, deps.lookup).list!;
beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  deps = { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
});

async function write(name: string, job: PrintJob): Promise<string> {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await renderPrintJob(job, deps));
  return file;
}

const hex = (c: string): [number, number, number] => [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)];
/** Relative luminance of a grey level 0..255 (sRGB), as WCAG defines it. */
const luminance = (grey: number): number => {
  const c = grey / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('the heading typeface', () => {
  it('is Barlow Condensed, embedded as a subset beside DejaVu Sans in every kind of sheet', async () => {
    const jobs: [string, PrintJob][] = [
      ['list', { documents: ['list', 'reference'], paper: 'a4', lang: 'de', list: sample('valid.muster') }],
      ['cut', { documents: ['templates', 'tokens', 'markers'], paper: 'letter', lang: 'en', list: sample('valid-substitute.muster') }],
      ['tjost', { documents: ['form', 'missions'], paper: 'a4', lang: 'en', list: sample('valid-tjost-game.muster') }],
    ];
    for (const [name, job] of jobs) {
      const fonts = pdfFonts(await write(name, job));
      const heading = fonts.find((f) => f.name.replace(/^[A-Z]{6}\+/, '') === 'BarlowCondensed-SemiBold');
      expect(heading, name).toBeDefined();
      expect(heading?.name, `${name}: a subset carries a six-letter tag`).toMatch(/^[A-Z]{6}\+/);
      for (const f of fonts) expect([f.name, f.embedded, f.subset]).toEqual([f.name, true, true]);
    }
  });

  it('falls back to DejaVu Sans Bold for a heading with characters Barlow lacks, so no text is lost', async () => {
    const pdf = new Pdf(path.join(RESOURCES, 'fonts'), { title: 't', subject: 's', lang: 'en-US', creationDate: new Date(0) });
    pdf.addPage({ id: 'a4', widthMm: 210, heightMm: 297 });
    pdf.text('Жуков ẞ', 20, 20, { sizePt: TYPE_PT.heading, weight: 'heading', widthMm: 100 });
    const file = path.join(dir, 'fallback.pdf');
    writeFileSync(file, await pdf.finish());
    expect(pdfText(file)).toContain('Жуков ẞ');
    expect(pdfFonts(file).map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(['DejaVuSans-Bold']);
  });

  it('is the file of the npm package it was copied from, with its licence beside it', () => {
    const require = createRequire(import.meta.url);
    const pkg = path.dirname(require.resolve('@expo-google-fonts/barlow-condensed/package.json'));
    expect(readFileSync(path.join(RESOURCES, 'fonts', FONT_FILES.heading)).equals(readFileSync(path.join(pkg, '600SemiBold/BarlowCondensed_600SemiBold.ttf')))).toBe(true);
    const licence = readFileSync(path.join(RESOURCES, 'fonts', 'LICENSE-BarlowCondensed.txt'), 'utf8');
    expect(licence).toBe(readFileSync(path.join(pkg, 'LICENSE_FONT'), 'utf8'));
    expect(licence).toContain('SIL OPEN FONT LICENSE Version 1.1');
  });
});

describe('the accent of each game system', () => {
  const lists: [SystemId, string][] = [
    ['confrontation', 'valid.muster'],
    ['oldworld', 'valid-oldworld-dwarfs.muster'],
    ['chronopia', 'valid-chronopia.muster'],
  ];

  it.each(lists)('%s: its accent and no other is on the list sheet, and in grey it stands apart from paper and black text', async (system, name) => {
    const file = await write(`accent-${system}`, { documents: ['list'], paper: 'a4', lang: 'en', list: sample(name) });
    const dpi = 50;
    const rgb = renderRgb(file, 1, dpi);
    const grey = renderGray(file, 1, dpi);
    const near = (i: number, c: string): boolean => hex(c).every((v, k) => Math.abs((rgb.data[i * 3 + k] ?? 0) - v) <= 2);
    const pixels = rgb.width * rgb.height;
    const hits: Record<SystemId, number[]> = { confrontation: [], oldworld: [], chronopia: [] };
    for (let i = 0; i < pixels; i++) for (const s of Object.keys(ACCENTS) as SystemId[]) if (near(i, ACCENTS[s].strong)) hits[s].push(i);
    // The title rule and the table head: a few hundred pixels of the system's accent, none of another system's.
    expect(hits[system].length).toBeGreaterThan(300);
    for (const other of Object.keys(ACCENTS) as SystemId[]) if (other !== system) expect(hits[other].length, other).toBe(0);
    // Printed in black and white: the accent's grey (as poppler converts it) against white paper and black text.
    const greys = hits[system].map((i) => grey.data[i] ?? 0).sort((a, b) => a - b);
    const accentGrey = greys[Math.floor(greys.length / 2)] ?? 0;
    expect(contrast(luminance(accentGrey), luminance(255))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(luminance(accentGrey), luminance(0))).toBeGreaterThanOrEqual(2.5);
    // White text on it (the table head) and black text on its tint (totals) stay readable.
    const [r, g, b] = hex(ACCENTS[system].tint);
    expect(contrast(luminance(0.299 * r + 0.587 * g + 0.114 * b), luminance(0))).toBeGreaterThanOrEqual(7);
  });

  it('a TJOST tournament form takes Confrontation\'s accent', async () => {
    const rec = await renderPrintJobDetailed({ documents: ['form'], paper: 'a4', lang: 'de', list: sample('valid-tjost-game.muster') }, deps);
    const file = path.join(dir, 'tjost.pdf');
    writeFileSync(file, rec.pdf);
    const rgb = renderRgb(file, 1, 50);
    const [r, g, b] = hex(ACCENTS.confrontation.strong);
    let n = 0;
    for (let i = 0; i < rgb.width * rgb.height; i++) if (Math.abs(rgb.data[i * 3]! - r) + Math.abs(rgb.data[i * 3 + 1]! - g) + Math.abs(rgb.data[i * 3 + 2]! - b) <= 6) n++;
    expect(n).toBeGreaterThan(300);
  });
});

describe('one style module', () => {
  /** Source files of the printing code (not tests). */
  function sources(folder: string): string[] {
    return readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) return sources(full);
      return name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'test-support.ts' ? [full] : [];
    });
  }

  it('every type size, font file and colour of the sheets comes from templates/style.ts', () => {
    const found: string[] = [];
    for (const file of [...sources(path.join(ROOT, 'main/print')), ...sources(path.join(ROOT, 'templates')).filter((f) => !f.endsWith('style.ts'))]) {
      const text = readFileSync(file, 'utf8');
      const rel = path.relative(ROOT, file);
      for (const [what, re] of [
        ['a type size as a number', /sizePt:\s*[\d.]/g],
        ['a type size worked out from the scale', /TYPE_PT\.\w+\s*[-+*/]\s*[\d.]/g],
        ['a size in points of its own', /\w+Pt:\s*[\d.]/g],
        ['a colour of its own', /['"]#[0-9a-fA-F]{3,6}['"]/g],
        ['a font file', /\.(ttf|otf)['"]/g],
      ] as const) {
        for (const m of text.matchAll(re)) found.push(`${rel}: ${what}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('has one hierarchy: title > heading > subheading > body > table head > table > small > tiny > micro', () => {
    const order = [TYPE_PT.title, TYPE_PT.heading, TYPE_PT.subheading, TYPE_PT.body, TYPE_PT.tableHead, TYPE_PT.table, TYPE_PT.small, TYPE_PT.tiny, TYPE_PT.micro];
    for (let i = 1; i < order.length; i++) expect(order[i]!).toBeLessThan(order[i - 1]!);
    expect(COLORS.onAccent).toBe('#ffffff');
  });
});
