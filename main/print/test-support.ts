/**
 * Helpers for tests that render PDFs with poppler and measure the pixels (pdftoppm, pdfinfo,
 * pdftotext, pdffonts, qpdf must be installed). Not used by the app.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MM_PER_INCH } from '../../templates/units';

export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
  /** Pixels per millimetre. */
  scale: number;
  /** Page position (mm) of the image's top-left pixel. */
  originMm: { x: number; y: number };
}

interface CropMm {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Renders one page (1-based) in grey at `dpi`, optionally only the crop box given in page millimetres. */
export function renderGray(pdfFile: string, page: number, dpi: number, crop?: CropMm): GrayImage {
  const scale = dpi / MM_PER_INCH;
  const out = path.join(path.dirname(pdfFile), `render-${path.basename(pdfFile, '.pdf')}-${page}-${Math.random().toString(36).slice(2)}`);
  const args = ['-f', String(page), '-l', String(page), '-r', String(dpi), '-gray', '-singlefile'];
  let origin = { x: 0, y: 0 };
  if (crop) {
    const x = Math.max(0, Math.floor(crop.x * scale));
    const y = Math.max(0, Math.floor(crop.y * scale));
    args.push('-x', String(x), '-y', String(y), '-W', String(Math.ceil(crop.w * scale)), '-H', String(Math.ceil(crop.h * scale)));
    origin = { x: x / scale, y: y / scale };
  }
  execFileSync('pdftoppm', [...args, pdfFile, out]);
  return { ...readNetpbm(`${out}.pgm`, 'P5'), scale, originMm: origin };
}

/** Renders one page (1-based) in colour at `dpi`: RGB triples, row by row. */
export function renderRgb(pdfFile: string, page: number, dpi: number): { width: number; height: number; data: Uint8Array } {
  const out = path.join(path.dirname(pdfFile), `rgb-${path.basename(pdfFile, '.pdf')}-${page}-${Math.random().toString(36).slice(2)}`);
  execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', String(dpi), '-singlefile', pdfFile, out]);
  return readNetpbm(`${out}.ppm`, 'P6');
}

/** A binary PGM (P5) or PPM (P6) file pdftoppm wrote: its size and pixel bytes after the header. */
function readNetpbm(file: string, magic: 'P5' | 'P6'): { width: number; height: number; data: Uint8Array } {
  const buf = readFileSync(file);
  // Header: magic, width, height, maxval, each separated by whitespace.
  const header = new RegExp(`^${magic}\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s`).exec(buf.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error(`not a binary ${magic === 'P5' ? 'PGM' : 'PPM'}`);
  const [all, w, h] = header;
  return { width: Number(w), height: Number(h), data: new Uint8Array(buf.subarray((all ?? '').length)) };
}

/** Centres (page mm) of the dark runs of pixels along a horizontal line at `yMm`, between x0 and x1. */
export function darkRunsAlongRow(img: GrayImage, yMm: number, x0Mm: number, x1Mm: number, threshold = 200): number[] {
  const row = Math.round((yMm - img.originMm.y) * img.scale);
  const from = Math.max(0, Math.floor((x0Mm - img.originMm.x) * img.scale));
  const to = Math.min(img.width - 1, Math.ceil((x1Mm - img.originMm.x) * img.scale));
  return runs(from, to, (i) => img.data[row * img.width + i] ?? 255, threshold).map((c) => img.originMm.x + c / img.scale);
}

/** Centres (page mm) of the dark runs along a vertical line at `xMm`, between y0 and y1. */
export function darkRunsAlongColumn(img: GrayImage, xMm: number, y0Mm: number, y1Mm: number, threshold = 200): number[] {
  const col = Math.round((xMm - img.originMm.x) * img.scale);
  const from = Math.max(0, Math.floor((y0Mm - img.originMm.y) * img.scale));
  const to = Math.min(img.height - 1, Math.ceil((y1Mm - img.originMm.y) * img.scale));
  return runs(from, to, (i) => img.data[i * img.width + col] ?? 255, threshold).map((c) => img.originMm.y + c / img.scale);
}

/** Runs of values below `threshold`; each run's centre weighted by darkness, in pixel units (pixel i spans [i, i+1)). */
function runs(from: number, to: number, at: (i: number) => number, threshold: number): number[] {
  const out: number[] = [];
  let sum = 0;
  let weight = 0;
  for (let i = from; i <= to + 1; i++) {
    const v = i <= to ? at(i) : 255;
    if (v < threshold) {
      const w = 255 - v;
      sum += (i + 0.5) * w;
      weight += w;
    } else if (weight > 0) {
      out.push(sum / weight);
      sum = 0;
      weight = 0;
    }
  }
  return out;
}

/** Page size in PDF points from pdfinfo. */
export function pageSizePt(pdfFile: string, page = 1): { width: number; height: number } {
  const out = execFileSync('pdfinfo', ['-f', String(page), '-l', String(page), pdfFile], { encoding: 'utf8' });
  const m = /Page\s+\d+\s+size:\s+([\d.]+) x ([\d.]+) pts/.exec(out) ?? /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
  if (!m) throw new Error(`no page size in pdfinfo output:\n${out}`);
  return { width: Number(m[1]), height: Number(m[2]) };
}

export function pdfInfo(pdfFile: string): Record<string, string> {
  const out = execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' });
  const info: Record<string, string> = {};
  for (const line of out.split('\n')) {
    const m = /^([^:]+):\s*(.*)$/.exec(line);
    if (m?.[1] && m[2] !== undefined) info[m[1].trim()] = m[2].trim();
  }
  return info;
}

export function pdfText(pdfFile: string, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', [...range, '-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' });
}

/** A word pdftotext found: its page and box (mm from the page's top-left corner). */
export interface PdfWord {
  page: number;
  word: string;
  xMinMm: number;
  xMaxMm: number;
  yMinMm: number;
  yMaxMm: number;
}

/** Words with their page and box (mm) from `pdftotext -bbox`. */
export function pdfWords(pdfFile: string): PdfWord[] {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const out: PdfWord[] = [];
  let page = 0;
  const mm = (pt: string): number => (Number(pt) * MM_PER_INCH) / 72;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(line);
    if (m?.[1] && m[2] && m[3] && m[4] && m[5] !== undefined) out.push({ page, word: m[5], xMinMm: mm(m[1]), xMaxMm: mm(m[3]), yMinMm: mm(m[2]), yMaxMm: mm(m[4]) });
  }
  return out;
}

/** Rows of `pdffonts` output: font name, whether it is embedded and whether as a subset. */
export function pdfFonts(pdfFile: string): { name: string; embedded: boolean; subset: boolean }[] {
  const out = execFileSync('pdffonts', [pdfFile], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const cols = l.trim().split(/\s+/);
      const emb = cols[cols.length - 5];
      return { name: cols[0] ?? '', embedded: emb === 'yes', subset: cols[cols.length - 4] === 'yes' };
    });
}

/** `qpdf --check`: exit status 0 and its report. */
export function qpdfCheck(pdfFile: string): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync('qpdf', ['--check', pdfFile], { encoding: 'utf8' }) };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}
