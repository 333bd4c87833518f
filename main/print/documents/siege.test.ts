/**
 * The siege sheet: text, structure, and the ram and siege tower footprints measured with
 * pdftoppm at 300 dpi (60 x 100 mm within 0.3 mm on A4 and Letter).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaperId } from '../../../core/print/job';
import { embedSides } from '../../../core/systems/oldworld/siege/sides';
import { FORT, OW_LOOKUP, owList, rosterOf } from '../../../core/systems/oldworld/siege/test-fixtures';
import type { PrintRecord } from '../context';
import { PrintJobError, renderPrintJobDetailed } from '../engine';
import { darkRunsAlongColumn, darkRunsAlongRow, pdfFonts, pdfText, qpdfCheck, renderGray } from '../test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../../resources');
const TOLERANCE_MM = 0.3;
const DPI = 300;
const dir = mkdtempSync(path.join(tmpdir(), 'muster-siege-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const attacker = owList('att', 'orc-tribes', [['a1', 'spears', 20], ['a2', 'cannon']]);
const defender = owList('def', 'high-elf-realms', [['e1', 'spears', 20], ['e2', 'bolt-thrower'], ['e3', 'knights', 5]]);
const roster = embedSides(
  rosterOf({
    name: 'Belagerung von Weißfels – Tür & Tor',
    nightBattle: true,
    fortress: { elements: [...FORT.elements, { id: 'w9', kind: 'wall', name: 'Südmauer' }], gatehouse: 'g' },
    devices: [
      { id: 'd1', device: 'mage-tower', element: 't1' },
      { id: 'd2', device: 'covered-walkway', element: 'w1' },
      { id: 'd3', device: 'protective-runes', element: 'g' },
    ],
    equipment: [
      { id: 'q1', item: 'ram' },
      { id: 'q2', item: 'siege-tower' },
      { id: 'q3', item: 'siege-ammunition', target: 'a2' },
    ],
    garrison: [
      { entry: 'e1', element: 'w2' },
      { entry: 'e2', element: 'w2' },
      { entry: 'e3', element: 'w9' },
    ],
  }),
  { attacker, defender },
);
const deps = { lookup: OW_LOOKUP, resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };

describe.each(['a4', 'letter'] as const)('siege sheet on %s', (paper: PaperId) => {
  const file = path.join(dir, `siege-${paper}.pdf`);
  let record: PrintRecord;

  beforeAll(async () => {
    const out = await renderPrintJobDetailed({ documents: ['siege'], paper, lang: paper === 'a4' ? 'de' : 'en', siege: roster }, deps);
    writeFileSync(file, out.pdf);
    record = out.record;
  });

  it('prints the ram and siege tower footprints at 60 x 100 mm, measured on their cut lines', () => {
    const footprints = record.pages.flatMap((page) => page.pieces.filter((p) => p.kind === 'footprint').map((piece) => ({ page, piece })));
    expect(footprints.map((f) => [f.piece.widthMm, f.piece.heightMm])).toEqual([
      [60, 100],
      [60, 100],
    ]);
    for (const { page, piece: f } of footprints) {
      expect(page.calibration).toBeDefined();
      const img = renderGray(file, page.number, DPI, { x: f.xMm - 3, y: f.yMm - 3, w: f.widthMm + 6, h: f.heightMm + 6 });
      // Across the middle (away from the label): the outermost dark runs are the grey cut lines.
      const across = darkRunsAlongRow(img, f.yMm + f.heightMm * 0.8, f.xMm - 1.5, f.xMm + f.widthMm + 1.5);
      const down = darkRunsAlongColumn(img, f.xMm + f.widthMm * 0.2, f.yMm - 1.5, f.yMm + f.heightMm + 1.5);
      const width = (across[across.length - 1] ?? NaN) - (across[0] ?? NaN);
      const height = (down[down.length - 1] ?? NaN) - (down[0] ?? NaN);
      expect(Math.abs(width - 60), `width ${width}`).toBeLessThan(TOLERANCE_MM);
      expect(Math.abs(height - 100), `height ${height}`).toBeLessThan(TOLERANCE_MM);
      expect(Math.abs((across[0] ?? NaN) - f.xMm)).toBeLessThan(TOLERANCE_MM);
    }
  });

  it('only the footprint page has the calibration ruler', () => {
    const physical = record.pages.filter((p) => p.calibration);
    expect(physical.length).toBe(1);
    expect(record.pages.every((p) => p.document === 'siege')).toBe(true);
  });

  it('is a valid PDF with embedded fonts', () => {
    expect(qpdfCheck(file).ok).toBe(true);
    for (const f of pdfFonts(file)) expect(f.embedded, f.name).toBe(true);
  });
});

describe('siege sheet text', () => {
  it('German: fortress elements with Toughness and Wounds, gate, hit allocation, devices, equipment, night battle', async () => {
    const out = await renderPrintJobDetailed({ documents: ['siege'], paper: 'a4', lang: 'de', siege: roster }, deps);
    const file = path.join(dir, 'de.pdf');
    writeFileSync(file, out.pdf);
    const t = pdfText(file).replace(/\s+/g, ' ');
    for (const s of [
      'Belagerungsbogen – Belagerung von Weißfels – Tür & Tor',
      'Widerstand 10 · Lebenspunkte 7 · Stärketests auf 5',
      'Turm 1 – Turm, 2 Stockwerke',
      'Widerstand 10 · Lebenspunkte 8',
      'Tor: Widerstand 6 · Lebenspunkte 5 · Rüstungswurf 3+',
      'Beschuss trifft (W6): 1: Tor · 2–5: Element · 6: Einheit darin',
      'Beschuss trifft (W6): 1–5: Element · 6: Einheit darin',
      'Magierturm',
      'Südmauer',
      'Belagerungsturm',
      'Nachtschlacht',
      '18"',
      'S7, DS -3',
      'Diese Belagerung findet bei Nacht statt.',
    ]) {
      expect(t, s).toContain(s);
    }
    // the knights on the Südmauer break siege.occupant-type, and the sheet says so
    expect(t).toContain('[siege.occupant-type]');
    expect(t).toContain('knights ×5 (Schwere Kavallerie)');
  });

  it('boiling oil brings its 3" template, true to scale on the footprints page; without it there is none', async () => {
    const oil = { ...roster, devices: [...roster.devices, { id: 'd4', device: 'boiling-oil' as const, element: 'w9' }] };
    const out = await renderPrintJobDetailed({ documents: ['siege'], paper: 'a4', lang: 'en', siege: oil }, deps);
    const templates = out.record.pages.flatMap((p) => p.pieces.filter((x) => x.kind === 'blast-template').map((piece) => ({ page: p, piece })));
    expect(templates).toHaveLength(1);
    expect(templates[0]?.piece.widthMm).toBeCloseTo(76.2, 6);
    const file = path.join(dir, 'oil.pdf');
    writeFileSync(file, out.pdf);
    const { page, piece } = templates[0]!;
    const img = renderGray(file, page.number, 300, { x: piece.xMm - 2, y: piece.yMm - 2, w: piece.widthMm + 4, h: piece.heightMm + 4 });
    const runs = darkRunsAlongRow(img, piece.yMm + piece.heightMm / 2, piece.xMm - 1.5, piece.xMm + piece.widthMm + 1.5);
    expect(Math.abs((runs.at(-1) ?? 0) - (runs[0] ?? 0) - 76.2)).toBeLessThan(0.3);
    const none = await renderPrintJobDetailed({ documents: ['siege'], paper: 'a4', lang: 'en', siege: roster }, deps);
    expect(none.record.pages.flatMap((p) => p.pieces).some((x) => x.kind === 'blast-template')).toBe(false);
  });

  it('English: points of both sides and the ram profile', async () => {
    const out = await renderPrintJobDetailed({ documents: ['siege'], paper: 'letter', lang: 'en', siege: roster }, deps);
    const file = path.join(dir, 'en.pdf');
    writeFileSync(file, out.pdf);
    const t = pdfText(file).replace(/\s+/g, ' ');
    expect(t).toContain('Attacker: att (orc-tribes)');
    expect(t).toContain('Points: 280 list + 250 siege = 530 (list limit 2000)');
    expect(t).toContain('Points: 335 list + 160 siege = 495 (list limit 2000)');
    expect(t).toContain('Troop type: Heavy Chariot · Base: 60 x 100 mm · Unit size: 1 · Armour save: 4+');
    expect(t).toContain('Weapon: Battering ram – Range close combat, S9, AP -2, Multiple Wounds (D6)');
  });

  it('needs a roster, and prints no footprint page without ram or siege tower', async () => {
    await expect(renderPrintJobDetailed({ documents: ['siege'], paper: 'a4', lang: 'en' }, deps)).rejects.toThrow(PrintJobError);
    const bare = await renderPrintJobDetailed({ documents: ['siege'], paper: 'a4', lang: 'en', siege: rosterOf({ fortress: FORT }) }, deps);
    expect(bare.record.pages.some((p) => p.calibration)).toBe(false);
  });
});

describe('victory conditions on the siege sheet', () => {
  it('name the elements the attacker must take, the rounds the defender must hold and the note', async () => {
    const withVictory = { ...roster, victory: { elements: ['w1', 't1'], rounds: 5, note: 'The gatehouse counts double.' } };
    for (const [lang, line] of [
      ['en', 'Victory: The attacker must take Wall 1, Tower 1. The defender must hold out for 5 rounds. The gatehouse counts double.'],
      ['de', 'Sieg: Der Angreifer muss Mauer 1, Turm 1 einnehmen. Der Verteidiger muss 5 Runden durchhalten. The gatehouse counts double.'],
    ] as const) {
      const out = await renderPrintJobDetailed({ documents: ['siege'], paper: 'a4', lang, siege: withVictory }, deps);
      const file = path.join(dir, `siege-victory-${lang}.pdf`);
      writeFileSync(file, out.pdf);
      expect(pdfText(file).replace(/\s+/g, ' ')).toContain(line);
    }
  });
});

describe('siege quick reference', () => {
  it('for a siege roster: the siege sheet first, then every device and piece of equipment with its points, the element profiles and night battles', async () => {
    const out = await renderPrintJobDetailed({ documents: ['quickref', 'siege'], paper: 'a4', lang: 'en', siege: roster }, deps);
    const file = path.join(dir, 'siege-quickref.pdf');
    writeFileSync(file, out.pdf);
    expect([...new Set(out.record.pages.map((p) => p.document))]).toEqual(['siege', 'quickref']);
    const quickref = out.record.pages.filter((p) => p.document === 'quickref').map((p) => p.number);
    const text = execFileSync('pdftotext', ['-layout', '-f', String(quickref[0]), '-l', String(quickref[quickref.length - 1]), file, '-'], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim().replace(/\s+/g, ' '));
    expect(text[0]).toMatch(/^Siege – quick reference/);
    for (const row of ['Protective runes 20 Wall, Tower every army', 'Stones 25 Wall, Tower every army', 'Boiling oil 50 Wall every army', 'Covered walkway 20 Wall every army', 'Mage tower 120 Tower High Elves', 'Mountain fortress 20 Wall Dwarfs', 'Ram 80', 'Siege tower 150']) {
      expect(text.some((l) => l.startsWith(row)), row).toBe(true);
    }
    expect(text.some((l) => l.startsWith('Siege ammunition 20 per war'))).toBe(true);
    // Strength tests are taken against 5 (half the Toughness, rounded up): passed on 5 or less, so no "5+".
    expect(text.some((l) => l.startsWith('Wall 10 7 5 1–4: element · 5–6: unit inside'))).toBe(true);
    expect(text.some((l) => l.startsWith('Tower 10 4 per storey 5 1–5: element · 6: unit inside'))).toBe(true);
    expect(text.join(' ')).not.toMatch(/\b5\+ 1–[45]/);
    expect(text.some((l) => l.startsWith('Gate 6 5 – 3+ armour save'))).toBe(true);
    expect(text.join(' ')).toContain('18"');
  });

  it('is the quick reference of an Old World list, in German too', async () => {
    const out = await renderPrintJobDetailed({ documents: ['quickref'], paper: 'a4', lang: 'de', list: defender }, deps);
    const file = path.join(dir, 'siege-quickref-de.pdf');
    writeFileSync(file, out.pdf);
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain('Belagerung – Kurzreferenz');
    expect(text).toContain('Festungselemente');
    expect(text).not.toContain('FORTIFICATION');
  });
});


describe('rulers for a siege', () => {
  it('are the Old World\'s 12 inch rulers only, not Confrontation\'s 20 cm ones', async () => {
    const out = await renderPrintJobDetailed({ documents: ['rulers'], paper: 'a4', lang: 'en', siege: roster }, deps);
    const kinds = out.record.pages.flatMap((p) => p.pieces.map((x) => x.kind));
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((k) => k === 'range-ruler-inch')).toBe(true);
  });
});
