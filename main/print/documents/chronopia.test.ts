import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../../core/list/load';
import type { PrintJob } from '../../../core/print/job';
import { listTotals } from '../../../core/list/totals';
import { chronopiaMarkerCounts } from '../../../core/systems/chronopia/markers';
import { chronopiaUnits } from '../../../core/systems/chronopia/warbands';
import { loadCardDatabase, shippedCardsDir } from '../../services/card-db';
import { renderPrintJobDetailed } from '../engine';
import { darkRunsAlongRow, pdfFonts, pdfText, qpdfCheck, renderGray } from '../test-support';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RESOURCES = path.join(ROOT, 'resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-chronopia-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Chronopia printing', async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(RESOURCES)]);
  const parsed = parseListFile(readFileSync(path.join(RESOURCES, 'samples/valid-chronopia.muster'), 'utf8'), 'valid-chronopia.muster', db);
  if (!parsed.list) throw new Error('sample list');
  const list = parsed.list;
  const deps = { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
  const render = async (over: Partial<PrintJob>, name: string) => {
    const out = await renderPrintJobDetailed({ documents: ['markers'], paper: 'a4', lang: 'de', list, ...over }, deps);
    const file = path.join(dir, name);
    writeFileSync(file, out.pdf);
    return { ...out, file };
  };

  it('`all` of a Chronopia list brings the 12 inch rulers, the markers and the Chronopia quick reference', async () => {
    const out = await render({ documents: ['all'], lang: 'en' }, 'all.pdf');
    expect(out.documents).toEqual(['list', 'opponent', 'reference', 'rulers', 'markers', 'quickref']);
    const rulers = out.record.pages.flatMap((p) => p.pieces.filter((x) => x.document === 'rulers').map((x) => x.kind));
    expect(rulers).toEqual(['range-ruler-inch', 'range-ruler-inch']);
    expect(qpdfCheck(out.file).ok).toBe(true);
    expect(pdfFonts(out.file).every((f) => f.embedded)).toBe(true);
  });

  it('the reference sheet names a chariot\'s crew and draft animals', async () => {
    const out = await render({ documents: ['reference'] }, 'reference.pdf');
    const text = pdfText(out.file).replace(/\s+/g, ' ');
    expect(text).toMatch(/Besatzung: 1 × [^;]+, 1 × [^;]+; gezogen von 2 × /);
  });

  it('prints the markers the list needs (4 units, 18 figures) plus extras, with the calibration ruler', async () => {
    const out = await render({ options: { extraTokens: { panic: 2, speed: 5 } } }, 'markers.pdf');
    const pages = out.record.pages.filter((p) => p.document === 'markers');
    const kinds = pages.flatMap((p) => p.pieces.map((x) => x.kind));
    const count = (k: string) => kinds.filter((x) => x === k).length;
    expect([count('marker-activation'), count('marker-wait'), count('marker-hidden'), count('marker-panic'), count('marker-prone')]).toEqual([4, 18, 18, 6, 9]);
    expect(kinds.every((k) => k.startsWith('marker-'))).toBe(true);
    for (const p of pages) expect(p.calibration).toBeDefined();
    const text = pdfText(out.file).replace(/\s+/g, ' ');
    for (const word of ['Chronopia – Statusmarker', 'Aktivierung', 'Wartestellung', 'Versteckt', 'Panik', 'Hingestreckt', 'in Originalgröße drucken']) expect(text).toContain(word);
  });

  it('draws each marker at its true size: 22 mm across the cut line (within 0.3 mm), on A4 and Letter', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      const out = await render({ paper }, `size-${paper}.pdf`);
      const page = out.record.pages.find((p) => p.document === 'markers');
      const piece = page?.pieces.find((p) => p.kind === 'marker-wait');
      if (!page || !piece) throw new Error('no marker');
      const img = renderGray(out.file, page.number, 300, { x: piece.xMm - 2, y: piece.yMm - 2, w: piece.widthMm + 4, h: piece.heightMm + 4 });
      const runs = darkRunsAlongRow(img, piece.yMm + piece.heightMm / 2, piece.xMm - 1.5, piece.xMm + piece.widthMm + 1.5);
      const width = (runs.at(-1) ?? 0) - (runs[0] ?? 0);
      expect(Math.abs(width - 22)).toBeLessThan(0.3);
    }
  });

  it('the quick reference holds the turn sequence, actions, falling damage and melee modifiers in both languages', async () => {
    const en = await render({ documents: ['quickref'], lang: 'en' }, 'quickref-en.pdf');
    const textEn = pdfText(en.file).replace(/\s+/g, ' ');
    for (const s of ['Chronopia – quick reference', 'Game size: Patrol (up to 200)', 'Turn sequence', 'Actions', 'Falling', 'Melee modifiers', '13 (x3)', 'CC -4, DMG -2', 'size (SZ)', 'the highest LD']) expect(textEn).toContain(s);
    // The rules a player looks up at the table: jumping down, counter-charge and stand fast, riders and chariots, flyers aloft, the armour roll.
    for (const s of ['Jumping down', 'Undead and constructs need no test', 'Counter-charge', 'Stand fast', "adds the mount's ST", 'counter-charges only to its front 180°', 'SZ 5: 7 inches', 'AR minus the damage']) expect(textEn).toContain(s);
    // English terms throughout: none of the German abbreviations.
    for (const german of [' NK', ' SCH', ' FG', ' VER', ' HDL', ' BW ', ' FK', 'G/2', '(G)']) expect(textEn).not.toContain(german);
    const de = await render({ documents: ['quickref'], lang: 'de' }, 'quickref-de.pdf');
    const textDe = pdfText(de.file).replace(/\s+/g, ' ');
    for (const s of ['Chronopia – Kurzreferenz', 'Zugablauf', 'Handlungen', 'Fallschaden nach Größe (G)', 'Nahkampf-Modifikatoren', 'Überzahl', 'NK -4, SCH -2', 'FG-Probe']) expect(textDe).toContain(s);
    expect(de.record.pages.filter((p) => p.document === 'quickref').length).toBeLessThanOrEqual(2);
    expect(en.record.pages.filter((p) => p.document === 'quickref').length).toBeLessThanOrEqual(2);
    for (const p of de.record.pages) for (const b of p.blocks) expect(b.bottomMm).toBeLessThanOrEqual(p.content.yMm + p.content.heightMm + 1e-6);
  });

  it('the list sheet names the game size, the warbands and the chariot crew', async () => {
    const out = await render({ documents: ['list'] }, 'sheet.pdf');
    const text = pdfText(out.file).replace(/\s+/g, ' ');
    for (const s of ['200 Punkte · Patrouille (bis 200)', 'Kampfverband: Spear wall', 'Kampfverband: Reed archers', 'Besatzung: Goblin-Streitwagen (#4)', 'Gültig']) expect(text).toContain(s);
  });

  it('the list sheet counts the figures on the table as the editor, the Chronopia panel and the markers do: a chariot with its crew is one', async () => {
    // The sample: a chief, 10 warriors, 6 archers, a chariot with its driver and spearman (20 figures as cards).
    const onTable = chronopiaMarkerCounts(list, db).figures;
    expect(onTable).toBe(chronopiaUnits(list, db).reduce((n, u) => n + u.figures, 0));
    expect(onTable).toBe(18);
    expect(listTotals(list, db).figures).toBe(18);
    for (const [lang, total] of [['de', 'Summe (18 Figuren auf dem Tisch)'], ['en', 'Total (18 figures on the table)']] as const) {
      const out = await render({ documents: ['list'], lang }, `figures-${lang}.pdf`);
      const text = pdfText(out.file).replace(/\s+/g, ' ');
      expect(text).toContain(total);
      expect(text).not.toMatch(/\(20 (Figuren|figures)\)/);
    }
  });

  it('the PDF of a Chronopia quick reference is titled as Chronopia\'s, not as FORTIFICATION\'s', async () => {
    const out = await render({ documents: ['quickref'], lang: 'en' }, 'title.pdf');
    const info = execFileSync('pdfinfo', [out.file], { encoding: 'utf8' });
    expect(info).toMatch(/Title:\s+Chronopia – quick reference – /);
    expect(info).not.toContain('FORTIFICATION');
  });

  it('the counters document is not made for a Chronopia list; its markers are the markers document', async () => {
    await expect(render({ documents: ['tokens'] }, 'tokens.pdf')).rejects.toThrow("document 'tokens' is not made for Chronopia (only for Confrontation, Warhammer: The Old World); for Chronopia print 'markers' instead");
  });

  it('without a list, Chronopia chosen as the game: its quick reference, titled as Chronopia\'s', async () => {
    const out = await render({ documents: ['quickref'], list: undefined, system: 'chronopia', lang: 'en' }, 'quickref-nolist.pdf');
    const text = pdfText(out.file).replace(/\s+/g, ' ');
    for (const s of ['Chronopia – quick reference', 'Turn sequence', 'Actions', 'Falling', 'Melee modifiers']) expect(text).toContain(s);
    expect(text).not.toContain('FORTIFICATION');
    expect(text).not.toContain('Game size');
    expect(execFileSync('pdfinfo', [out.file], { encoding: 'utf8' })).toMatch(/Title:\s+Chronopia – quick reference\n/);
  });

  it('without a list, Chronopia chosen as the game: its status markers, 6 of each or the extras asked for, at true size', async () => {
    const counts = (out: Awaited<ReturnType<typeof render>>) => {
      const kinds = out.record.pages.flatMap((p) => p.pieces.map((x) => x.kind));
      return ['activation', 'wait', 'hidden', 'panic', 'prone'].map((k) => kinds.filter((x) => x === `marker-${k}`).length);
    };
    const plain = await render({ list: undefined, system: 'chronopia', paper: 'letter' }, 'markers-nolist.pdf');
    expect(counts(plain)).toEqual([6, 6, 6, 6, 6]);
    expect(pdfText(plain.file).replace(/\s+/g, ' ')).toContain('Ohne Liste gedruckt: je 6 von jedem Marker');
    const page = plain.record.pages.find((p) => p.document === 'markers')!;
    const piece = page.pieces.find((p) => p.kind === 'marker-hidden')!;
    const img = renderGray(plain.file, page.number, 300, { x: piece.xMm - 2, y: piece.yMm - 2, w: piece.widthMm + 4, h: piece.heightMm + 4 });
    const runs = darkRunsAlongRow(img, piece.yMm + piece.heightMm / 2, piece.xMm - 1.5, piece.xMm + piece.widthMm + 1.5);
    expect(Math.abs((runs.at(-1) ?? 0) - (runs[0] ?? 0) - 22)).toBeLessThan(0.3);
    const extras = await render({ list: undefined, system: 'chronopia', options: { extraTokens: { activation: 3, prone: 1, speed: 4 } } }, 'markers-nolist-extras.pdf');
    expect(counts(extras)).toEqual([3, 0, 0, 0, 1]);
  });

  it('a Confrontation list still gets the FORTIFICATION quick reference', async () => {
    const out = await render({ documents: ['quickref'], list: undefined, lang: 'en' }, 'fort.pdf');
    expect(pdfText(out.file)).toContain('FORTIFICATION');
  });
});
