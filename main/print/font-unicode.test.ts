/**
 * Text stays text across documents: the fonts are parsed once per process and shared, and a letter
 * first met as part of another (DejaVu's Ü is built from U and the diaeresis) must still map to
 * its character in every later document's text layer (pdftotext, search, copy).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAPERS } from '../../templates/paper';
import { defaultResourcesDir } from '../services/card-db';
import { Pdf, type TextStyle } from './pdf';

const fonts = path.join(defaultResourcesDir({}), 'fonts');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-font-unicode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function textOf(name: string, lines: string[], style: TextStyle = { sizePt: 10 }): Promise<string> {
  const pdf = new Pdf(fonts, { title: name, subject: 's', lang: 'de', creationDate: new Date(0) });
  pdf.addPage(PAPERS.a4);
  lines.forEach((line, i) => pdf.text(line, 10, 10 + i * 8, style));
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await pdf.finish());
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
}

describe('the text layer across documents of one process', () => {
  it('keeps U, A, O and a after documents that had only Ü, Ä, Ö and â (composite glyphs)', async () => {
    for (const weight of ['regular', 'bold'] as const) {
      const first = await textOf(`composites-${weight}`, ['Überhitzung Ärger Öl Tir-Nâ-Bor'], { sizePt: 10, weight });
      expect(first).toContain('Überhitzung Ärger Öl Tir-Nâ-Bor');
      const second = await textOf(`plain-${weight}`, ['Unaufhaltsam Umkreis Unempfindlich', 'Abzug Ofen name'], { sizePt: 10, weight });
      expect(second).toContain('Unaufhaltsam Umkreis Unempfindlich');
      expect(second).toContain('Abzug Ofen name');
    }
  });
});
