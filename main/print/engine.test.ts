import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PrintJob, PrintProgress } from '../../core/print/job';
import { PrintJobError, PrintWriteError, renderPrintJob, renderPrintJobDetailed, renderPrintJobToFile } from './engine';
import { fixtureList, fixtureLookup } from './fixtures';
import { pdfText } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const deps = { lookup: fixtureLookup(), resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
const dir = mkdtempSync(path.join(tmpdir(), 'muster-engine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const job = (over: Partial<PrintJob>): PrintJob => ({ documents: ['blast'], paper: 'a4', lang: 'en', ...over });

function textOf(pdf: Uint8Array, name: string, page?: number): string {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  return pdfText(file, page).replace(/\s+/g, ' ');
}

describe('renderPrintJob', () => {
  it('refuses documents that need a list, templates without a source, and invalid jobs', async () => {
    await expect(renderPrintJob(job({ documents: ['list'] }), deps)).rejects.toMatchObject({ name: 'PrintJobError', message: "document 'list' needs a list", problems: [{ code: 'needs-list', document: 'list' }] });
    await expect(renderPrintJob(job({ documents: ['templates'] }), deps)).rejects.toThrow(PrintJobError);
    const noZone = { ...fixtureList(), entries: fixtureList().entries.filter((e) => e.cardId === 'fx-baron') };
    await expect(renderPrintJob(job({ documents: ['templates'], list: noZone }), deps)).rejects.toThrow(/zone artillery or a template diameter/);
    await expect(renderPrintJob({ ...job({}), paper: 'a3' } as unknown as PrintJob, deps)).rejects.toThrow(/invalid print job: paper/);
  });

  it('refuses a template that does not fit the paper instead of scaling it', async () => {
    const base = fixtureLookup();
    const mortar = base.card('fx-mortar');
    if (!mortar?.warMachine) throw new Error('fixture');
    const huge = { ...mortar, warMachine: { ...mortar.warMachine, artillery: { class: 'light' as const, kind: 'zone' as const, templateDiameterMm: 250 } } };
    const lookup = { card: (id: string) => (id === 'fx-mortar' ? huge : base.card(id)) };
    await expect(renderPrintJob(job({ documents: ['templates'], list: fixtureList() }), { ...deps, lookup })).rejects.toThrow(
      'Dispersion templates: a piece of 250.0 x 250.0 mm does not fit the printable area of 186.0 x 240.0 mm on A4',
    );
  });

  it('expands `all` to what the list needs and reports progress per document', async () => {
    const progress: PrintProgress[] = [];
    const out = await renderPrintJobDetailed(job({ documents: ['all'], list: fixtureList() }), deps, (p) => progress.push(p));
    expect(out.documents).toEqual(['list', 'opponent', 'reference', 'templates', 'rulers', 'tokens', 'markers', 'quickref']);
    expect(progress.map((p) => [p.done, p.total])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((d) => [d, 8]));
    expect(progress[0]?.label).toBe('Army list – organiser copy');
    expect(Buffer.from(out.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('prints the FORTIFICATION tables once: the reference sheet leaves them to the quick reference when both are printed', async () => {
    const count = (text: string): number => text.split('Damage table (machines with SP)').length - 1;
    const both = await renderPrintJobDetailed(job({ documents: ['all'], list: fixtureList() }), deps);
    expect(count(textOf(both.pdf, 'all.pdf'))).toBe(1);
    const quickref = both.record.pages.filter((p) => p.document === 'quickref').map((p) => p.number);
    expect(quickref.some((n) => count(textOf(both.pdf, 'all.pdf', n)) === 1)).toBe(true);
    // The reference sheet alone keeps the tables the list needs.
    const alone = await renderPrintJob(job({ documents: ['reference'], list: fixtureList() }), deps);
    expect(count(textOf(alone, 'reference.pdf'))).toBe(1);
  });

  it('hides the notes on the opponent copy and names the player and validation result', async () => {
    const out = await renderPrintJobDetailed(job({ documents: ['list', 'opponent'], list: fixtureList(), lang: 'de', options: { player: 'Anna Weiß' } }), deps);
    const pages = out.record.pages;
    const organiser = textOf(out.pdf, 'sheets.pdf', pages.find((p) => p.document === 'list')?.number);
    const opponent = textOf(out.pdf, 'sheets.pdf', pages.find((p) => p.document === 'opponent')?.number);
    expect(organiser).toContain('Notiz: Geheim: Minen links');
    expect(opponent).not.toContain('Geheim');
    for (const t of [organiser, opponent]) {
      expect(t).toContain('Spieler: Anna Weiß');
      expect(t).toContain('Volk: Zwerge von Tir-Nâ-Bor');
      expect(t).toContain('Datum: 04.03.2025');
      expect(t).toContain('481 / 600');
      expect(t).toContain('1 Fehler, 0 Warnungen');
      expect(t).toContain('Feuermörser (#8)');
      expect(t).toContain('Musketenschütze (Beispiel)');
    }
    const hidden = await renderPrintJob(job({ documents: ['list'], list: fixtureList(), options: { hideNotes: true } }), deps);
    expect(textOf(hidden, 'hidden.pdf')).not.toContain('Geheim');
  });

  it('makes tokens from the list plus extras, traps and decoys first on duplex pages', async () => {
    const out = await renderPrintJobDetailed(job({ documents: ['tokens'], list: fixtureList(), options: { extraTokens: { speed: 2, decoy: 1 } } }), deps);
    const count = (kind: string): number => out.record.pages.flatMap((p) => p.pieces).filter((p) => p.kind === kind).length;
    expect([count('token-trap'), count('token-decoy'), count('token-trap-back'), count('token-decoy-back')]).toEqual([2, 3, 2, 3]);
    expect([count('token-speed'), count('token-jammed'), count('token-overheating'), count('token-leak'), count('sp-tracker')]).toEqual([3, 2, 2, 2, 3]);
    // The single-sided counters fill the room beside the traps and decoys: one sheet, front and back.
    expect(out.record.pages.map((p) => p.side)).toEqual(['front', 'back']);
    expect(out.record.pages[1]!.pieces.every((p) => p.kind === 'token-trap-back' || p.kind === 'token-decoy-back')).toBe(true);
  });

  it('prints rulers and markers for the list, or all kinds without one', async () => {
    const withList = await renderPrintJobDetailed(job({ documents: ['rulers', 'markers'], list: fixtureList() }), deps);
    const kinds = (r: typeof withList): string[] => r.record.pages.flatMap((p) => p.pieces.map((x) => `${x.kind}:${x.widthMm}x${Math.round(x.heightMm * 10) / 10}`));
    expect(kinds(withList)).toEqual(['range-ruler-cm:14x200', 'range-ruler-cm:14x200', 'camp-marker:50x50', 'edge-marker:50x50', 'barricade:25x50', 'barricade:25x50']);
    const bare = await renderPrintJobDetailed(job({ documents: ['rulers', 'markers'] }), deps);
    expect(kinds(bare)).toEqual([
      'range-ruler-cm:14x200',
      'range-ruler-cm:14x200',
      'range-ruler-inch:14x152.4',
      'range-ruler-inch:14x152.4',
      'camp-marker:50x50',
      'edge-marker:50x50',
      'footprint:60x100',
      'footprint:60x100',
    ]);
  });
});

describe('renderPrintJobToFile', () => {
  it('writes the PDF', async () => {
    const file = path.join(dir, 'out.pdf');
    await renderPrintJobToFile(job({ documents: ['blast'] }), deps, file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('leaves no file behind when the job or the write fails', async () => {
    const target = mkdtempSync(path.join(dir, 'fail-'));
    const file = path.join(target, 'out.pdf');
    await expect(renderPrintJobToFile(job({ documents: ['tokens'] }), deps, file)).rejects.toThrow(PrintJobError);
    await expect(renderPrintJobToFile(job({ documents: ['blast'] }), deps, path.join(target, 'missing', 'out.pdf'))).rejects.toThrow(PrintWriteError);
    await expect(renderPrintJobToFile(job({ documents: ['blast'] }), deps, target)).rejects.toThrow(PrintWriteError);
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(target)).toEqual([]);
  });
});

describe('a job without a list, for the game chosen', () => {
  const kinds = (r: Awaited<ReturnType<typeof renderPrintJobDetailed>>): string[] => r.record.pages.flatMap((p) => p.pieces.map((x) => x.kind));

  it('prints the markers of that game only: camp and edge for Confrontation, the footprints for The Old World', async () => {
    expect(kinds(await renderPrintJobDetailed(job({ documents: ['markers'], system: 'confrontation' }), deps))).toEqual(['camp-marker', 'edge-marker']);
    expect(kinds(await renderPrintJobDetailed(job({ documents: ['markers'], system: 'oldworld' }), deps))).toEqual(['footprint', 'footprint']);
    expect(kinds(await renderPrintJobDetailed(job({ documents: ['markers'] }), deps))).toEqual(['camp-marker', 'edge-marker', 'footprint', 'footprint']);
  });

  it('prints the quick reference of that game, and refuses what is not made for it', async () => {
    const oldWorld = await renderPrintJobDetailed(job({ documents: ['quickref'], system: 'oldworld' }), deps);
    expect(textOf(oldWorld.pdf, 'qr-ow.pdf')).toContain('Siege – quick reference');
    expect(textOf((await renderPrintJobDetailed(job({ documents: ['quickref'], system: 'confrontation' }), deps)).pdf, 'qr-c.pdf')).toContain('FORTIFICATION');
    await expect(renderPrintJob(job({ documents: ['blast'], system: 'chronopia' }), deps)).rejects.toMatchObject({
      message: "document 'blast' is not made for Chronopia (only for Warhammer: The Old World)",
      problems: [{ code: 'other-system', document: 'blast', system: 'chronopia' }],
    });
  });
});
