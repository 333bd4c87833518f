/**
 * Old World lists in print: what each entry bought (options, mount, command, magic items with
 * their points), its category and role, profiles on the reference sheet, no FORTIFICATION tables.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listToText } from '../../core/export/text';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import { addItem } from '../../core/systems/oldworld/options';
import { loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { renderPrintJob } from './engine';
import { pdfText } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-ow-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Old World lists in print', async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(RESOURCES)]);
  const sample = parseListFile(readFileSync(path.join(RESOURCES, 'samples', 'valid-oldworld-high-elves.muster'), 'utf8'), 'he', db).list!;
  const list: ArmyList = addItem(sample, 'e1', 'items.magic-items', 'item-general-ogre-blade', db).list;
  let text: { en: string; de: string };

  beforeAll(async () => {
    text = { en: '', de: '' };
    for (const lang of ['en', 'de'] as const) {
      const pdf = await renderPrintJob({ documents: ['list', 'reference'], paper: 'a4', lang, list }, { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-01-01T00:00:00Z') });
      const file = path.join(dir, `ow-${lang}.pdf`);
      writeFileSync(file, pdf);
      text[lang] = pdfText(file).replace(/\s+/g, ' ');
    }
  });

  it('the list sheet shows what each unit bought with its points, its category and the General', () => {
    expect(text.en).toContain('Prince');
    expect(text.en).toMatch(/Heavy armour \+\d+/);
    expect(text.en).toContain('Ogre Blade 75');
    expect(text.en).toContain('Standard bearer +');
    expect(text.en).toMatch(/Characters, General/);
    expect(text.en).toContain('Core units');
    expect(text.de).toContain('Ogerklinge 75');
    expect(text.de).toMatch(/Charaktere, General/);
  });

  it('the reference sheet has the profiles as printed and the special rules, and no FORTIFICATION tables', () => {
    expect(text.en).toMatch(/M WS BS S T W I A Ld/);
    expect(text.en).toContain('Special rules:');
    expect(text.de).toContain('Sonderregeln:');
    expect(text.en).not.toMatch(/Damage table|Structure Points|Stray/);
  });

  it("'all' for an Old World list: its sheets, blast templates and rulers; no FORTIFICATION, TJOST or siege pages", async () => {
    const pdf = await renderPrintJob({ documents: ['all'], paper: 'a4', lang: 'en', list }, { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-01-01T00:00:00Z') });
    const file = path.join(dir, 'ow-all.pdf');
    writeFileSync(file, pdf);
    const all = pdfText(file).replace(/\s+/g, ' ');
    expect(all).toContain('Blast templates');
    expect(all).toContain('Range rulers');
    expect(all).not.toMatch(/FORTIFICATION|Structure Points|Damage table|TJOST|Siege tower|quick reference/i);
    expect(all).not.toMatch(/\bRam\b/);
  });

  it("a unit made of detachments shows them with their points (a Primal Warherd's Gors and Ungors)", () => {
    const herd: ArmyList = { ...list, faction: 'beastmen-brayherds', composition: 'wild-herd', lastEntryNumber: 1, entries: [{ id: 'e1', cardId: 'beastmen-brayherds-primal-warherd', count: 1, assignments: [] }] };
    expect(listToText(herd, db, { lang: 'en' })).toMatch(/1x Primal Warherd: 130 points\n {3}10× Gors \+70, 10× Ungors \+60/);
  });

  it('the text export lists the bought options and the points per category', () => {
    const out = listToText(list, db, { lang: 'en' });
    expect(out).toMatch(/1x Prince: \d+ points\n {3}Hand weapon, .*Heavy armour \+\d+.*General, Ogre Blade 75/);
    expect(out).toMatch(/Characters \d+ \(\d+(\.\d)?%\) · Core units \d+/);
  });
});
