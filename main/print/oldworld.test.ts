/**
 * Old World lists in print: what each entry bought (options, mount, command, magic items with
 * their points), its category and role, profiles on the reference sheet (a mounted character with
 * its mount's troop type and profile row), no FORTIFICATION tables.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listToText } from '../../core/export/text';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import { addItem, setChoice } from '../../core/systems/oldworld/options';
import { loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { renderPrintJob } from './engine';
import { pdfText, pdfWords } from './test-support';

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

  it('the list sheet groups the units under their categories with points and share, whatever order they were added in', async () => {
    // The Prince added last: printed under Characters all the same, with the list's row number.
    const late: ArmyList = { ...list, entries: [...list.entries.slice(1), list.entries[0]!] };
    const { categoryTotals } = await import('../../core/systems/oldworld/facts');
    const characters = categoryTotals(late, db).find((c) => c.category === 'characters')!;
    for (const lang of ['en', 'de'] as const) {
      const pdf = await renderPrintJob({ documents: ['list'], paper: 'a4', lang, list: late }, { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-01-01T00:00:00Z') });
      const file = path.join(dir, `ow-grouped-${lang}.pdf`);
      writeFileSync(file, pdf);
      const sheet = pdfText(file).replace(/\s+/g, ' ');
      const [chars, core, unit, category] = lang === 'en' ? ['Characters', 'Core units', 'Unit', 'Category'] : ['Charaktere', 'Kerneinheiten', 'Einheit', 'Kategorie'];
      // The share as the editor writes it (core/i18n/decimal.ts percent): 6.7% in English, 6,7 % in German.
      const percent = lang === 'en' ? `${characters.percent}%` : `${characters.percent}`.replace('.', ',') + ' %';
      // The heading's points stand in the points column (after that column's head on the first page).
      expect(sheet).toMatch(new RegExp(`${chars} \\(${percent}\\)( \\S+)? ${characters.points} `));
      expect(sheet.indexOf(`${chars} (`)).toBeLessThan(sheet.indexOf(` ${late.entries.length} 1 Prin`));
      expect(sheet.indexOf(` ${late.entries.length} 1 Prin`)).toBeLessThan(sheet.indexOf(`${core} (`));
      expect(sheet).toContain(`${lang === 'en' ? '# Count' : 'Nr. Anz.'} ${unit} ${category}`);
    }
  });

  it('prints an own name after the card’s only where it says more', async () => {
    const named = (name: string): ArmyList => ({ ...list, entries: list.entries.map((e, i) => (i === 0 ? { ...e, name } : e)) });
    const sheet = async (l: ArmyList): Promise<string> => {
      const file = path.join(dir, `own-${l.entries[0]!.name!.replace(/\W/g, '')}.pdf`);
      writeFileSync(file, await renderPrintJob({ documents: ['list'], paper: 'a4', lang: 'en', list: l }, { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-01-01T00:00:00Z') }));
      return pdfText(file).replace(/\s+/g, ' ');
    };
    expect(await sheet(named('Prince'))).not.toContain('"Prince"');
    expect(await sheet(named('Tyrion'))).toContain('Prince "Tyrion"');
  });

  it('the reference sheet has the profiles as printed and the special rules, and no FORTIFICATION tables', () => {
    expect(text.en).toMatch(/M WS BS S T W I A Ld/);
    // German heads as a German player reads them (stat.* of the catalogue): W is Widerstand (toughness), the wounds are LP.
    expect(text.de).toMatch(/B KG BF S W LP I A MW/);
    expect(text.de).not.toMatch(/WS BS|\bLd\b/);
    // A row named as its unit is in the language: the rules index names rows in English only.
    expect(text.en).toContain('130 points Prince M WS BS S T W I A Ld 5 7 7 4 3 3 6 4 10');
    expect(text.de).toContain('130 Punkte Prinz B KG BF S W LP I A MW 5 7 7 4 3 3 6 4 10');
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

  it('a role line ("Charaktere, Armeestandartenträger") is printed in the same type size as every other row', async () => {
    const noble = { id: 'e8', cardId: 'high-elf-realms-noble', count: 1, assignments: [], options: ['equipment.hand-weapon', 'mounts.on-foot', 'command.battle-standard-bearer'] };
    const withBsb: ArmyList = { ...list, lastEntryNumber: 8, entries: [...list.entries, noble] };
    const pdf = await renderPrintJob({ documents: ['list'], paper: 'a4', lang: 'de', list: withBsb }, { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-01-01T00:00:00Z') });
    const file = path.join(dir, 'ow-bsb-de.pdf');
    writeFileSync(file, pdf);
    const height = (word: string) => pdfWords(file).filter((w) => w.word === word).map((w) => Math.round((w.yMaxMm - w.yMinMm) * 100) / 100);
    const core = height('Kerneinheiten');
    expect(core.length).toBeGreaterThan(0);
    // In the rank column (the role) and in the card column (the bought command): the size of the rest of the table.
    expect(height('Armeestandartenträger')).toEqual([core[0], core[0]]);
    expect(new Set(height('Charaktere,'))).toEqual(new Set([core[0]]));
  });

  it("a unit made of detachments shows them with their points (a Primal Warherd's Gors and Ungors)", () => {
    const herd: ArmyList = { ...list, faction: 'beastmen-brayherds', composition: 'wild-herd', lastEntryNumber: 1, entries: [{ id: 'e1', cardId: 'beastmen-brayherds-primal-warherd', count: 1, assignments: [] }] };
    expect(listToText(herd, db, { lang: 'en' })).toMatch(/1x Primal Warherd: 130 points\n {3}10× Gors \+70, 10× Ungors \+60/);
  });

  it('the text export lists the bought options and the points per category', () => {
    const out = listToText(list, db, { lang: 'en' });
    expect(out).toMatch(/1x Prince: \d+ points\n {3}Hand weapon, .*Heavy armour \+\d+.*General, Ogre Blade 75/);
    expect(out).toMatch(/^\+\+ Characters \[\d+ points, \d+(\.\d)?%\] \+\+$/m);
    expect(out).toMatch(/^\+\+ Core units \[\d+ points, \d+(\.\d)?%\] \+\+$/m);
    // German: the decimal comma and the space before the sign, as the editor and the list sheet write it.
    const de = listToText(list, db, { lang: 'de' });
    expect(de).toMatch(/^\+\+ Charaktere \[\d+ Punkte, \d+(,\d)?\u00a0%\] \+\+$/m);
    expect(de).not.toMatch(/\d\.\d%/);
  });
});

describe('a mounted character on the reference sheet', async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(RESOURCES)]);
  const sample = parseListFile(readFileSync(path.join(RESOURCES, 'samples', 'valid-oldworld-high-elves.muster'), 'utf8'), 'he', db).list!;
  const mounted = (list: ArmyList, entryId: string, mount: string): ArmyList => {
    const out = setChoice(list, entryId, mount, true, db);
    expect(out.ok).toBe(true);
    return out.list;
  };
  /** The Prince's block as text: from its name to the next card's (the Mage). */
  async function princeBlock(list: ArmyList, lang: 'de' | 'en'): Promise<string> {
    const pdf = await renderPrintJob({ documents: ['reference'], paper: 'a4', lang, list }, { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-01-01T00:00:00Z') });
    const file = path.join(dir, `mounted-${lang}-${list.entries.length}.pdf`);
    writeFileSync(file, pdf);
    const all = pdfText(file).replace(/\s+/g, ' ');
    const start = all.indexOf(db.card('high-elf-realms-prince')!.name[lang]);
    return all.slice(start, all.indexOf(db.card('high-elf-realms-mage')!.name[lang], start + 1));
  }

  it('a Prince on a Griffon fights as a Monstrous Creature and shows the Griffon’s profile row', async () => {
    const list = mounted({ ...sample, pointsLimit: 2000 }, 'e1', 'mounts.griffon-high-elves');
    const en = await princeBlock(list, 'en');
    expect(en).toContain('Characters · Monstrous Creature · 130 points');
    // A character is one model: its points are the character's, not per model.
    expect(en).not.toContain('per model');
    expect(en).not.toContain('Regular Infantry');
    expect(en).toMatch(/Prince 5 7 7 4 3 3 6 4 10 Griffon 6 5 - 5 \(\+2\) \(\+3\) 5 4 -/);
    const de = await princeBlock(list, 'de');
    expect(de).toContain('Monströse Kreatur');
    expect(de).not.toContain('Reguläre Infanterie');
  });

  it('on a barded steed Heavy Cavalry, on a Star Dragon a Behemoth; two Princes, one on foot, show both', async () => {
    expect(await princeBlock(mounted(sample, 'e1', 'mounts.barded-elven-steed'), 'en')).toMatch(/Characters · Heavy Cavalry · .* Barded Elven Steed 8 3 - 3/);
    expect(await princeBlock(mounted({ ...sample, pointsLimit: 3000 }, 'e1', 'mounts.star-dragon'), 'en')).toContain('Characters · Behemoth ·');
    const second = { ...sample.entries[0]!, id: 'e99', options: (sample.entries[0]!.options ?? []).filter((o) => o !== 'command.general') };
    const two = mounted({ ...sample, pointsLimit: 3000, entries: [...sample.entries, second] }, 'e1', 'mounts.griffon-high-elves');
    expect(await princeBlock(two, 'en')).toContain('Characters · Monstrous Creature / Regular Infantry ·');
  });
});

describe('categories on the reference sheet', async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(RESOURCES)]);
  const render = async (list: ArmyList, name: string): Promise<string> => {
    const pdf = await renderPrintJob({ documents: ['reference'], paper: 'a4', lang: 'en', list }, { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-01-01T00:00:00Z') });
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    return pdfText(file).replace(/\s+/g, ' ');
  };

  it('a detachment is named one, after its unit: Fanatics with the Night Goblin Mob', async () => {
    const goblins = parseListFile(readFileSync(path.join(RESOURCES, 'samples', 'valid-oldworld-night-goblins.muster'), 'utf8'), 'ng', db).list!;
    const text = await render(goblins, 'goblins');
    expect(text).toContain('Fanatics Detachment · Regular Infantry · 25 points per model');
    expect(text.indexOf('Fanatics Detachment')).toBeGreaterThan(text.indexOf('Night Goblin Mob Core units'));
  });

  it("an ally shows the list's category, Allies, not the one of its own army's list", async () => {
    const empire = parseListFile(readFileSync(path.join(RESOURCES, 'samples', 'valid-oldworld-dwarfs.muster'), 'utf8'), 'dw', db).list!;
    const knights = db.query({ system: 'oldworld', faction: 'empire-of-man', text: 'Inner Circle Knights Panther' })[0]!;
    const withAlly = { ...empire, entries: [...empire.entries, { id: 'e99', cardId: knights.id, count: 5, assignments: [] }] };
    expect(await render(withAlly, 'ally')).toMatch(/Inner Circle Knights Panther Allies · Heavy Cavalry/);
  });

  it('a unit paid through its parts gives their price per model, not "0 points per model" (a Skeleton Infantry Cohort; a Primal Warherd)', async () => {
    const list = parseListFile(readFileSync(path.join(RESOURCES, 'samples', 'valid-oldworld-dwarfs.muster'), 'utf8'), 'dw', db).list!;
    const cohort: ArmyList = { ...list, faction: 'tomb-kings-of-khemri', composition: 'nehekharan-royal-hosts', lastEntryNumber: 1, entries: [{ id: 'e1', cardId: 'tomb-kings-of-khemri-skeleton-infantry-cohorts', count: 1, assignments: [], options: ['options.royal-host-warriors', 'options.royal-host-archers'] }] };
    const text = await render(cohort, 'cohort');
    expect(text).toContain('Skeleton Infantry Cohort Core units · Regular Infantry · Royal Host Warriors 5 points per model, Royal Host Archers 5 points per model');
    expect(text).not.toContain('0 points per model');
    const herd: ArmyList = { ...list, faction: 'beastmen-brayherds', composition: 'wild-herd', lastEntryNumber: 1, entries: [{ id: 'e1', cardId: 'beastmen-brayherds-primal-warherd', count: 1, assignments: [] }] };
    expect(await render(herd, 'herd')).toContain('Gors 7 points per model, Ungors 6 points per model');
  });
});

describe('what a unit bought on the list sheet, as the text export writes it', async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(RESOURCES)]);
  it('a banner after its bearer (Standard bearer +7 [Banner of Châlons 20]) and the weapon a character always carries (Duke: Hand weapon, Lance +4)', async () => {
    let l: ArmyList = { format: 'muster-list', version: 2, id: 'l', name: 'Bretonnia', system: 'oldworld', faction: 'kingdom-of-bretonnia', pointsLimit: 2000, kind: 'standard', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', lastEntryNumber: 2, entries: [
      { id: 'e1', cardId: 'kingdom-of-bretonnia-duke', count: 1, assignments: [], options: ['equipment.lance', 'armour.heavy-armour', 'mounts.bretonnian-warhorse', 'command.general'] },
      { id: 'e2', cardId: 'kingdom-of-bretonnia-mounted-knights-of-the-realm', count: 8, assignments: [], options: ['equipment.hand-weapons-lances-shields', 'armour.heavy-armour-barding', 'command.standard-bearer', 'command.musician'] },
    ] } as ArmyList;
    l = addItem(l, 'e2', 'command.standard-bearer.magic', 'item-kingdom-of-bretonnia-banner-of-chalons', db).list;
    const pdf = await renderPrintJob({ documents: ['list'], paper: 'a4', lang: 'en', list: l }, { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-01-01T00:00:00Z') });
    const file = path.join(dir, 'bret-list.pdf');
    writeFileSync(file, pdf);
    const sheet = pdfText(file).replace(/\s+/g, ' ');
    expect(sheet).toContain('Standard bearer +7 [Banner of Châlons 20], Musician +7');
    expect(sheet).not.toMatch(/Musician \+7, Banner of Châlons/);
    expect(sheet).toContain('Hand weapon, Lance +4, Heavy armour');
    const text = listToText(l, db, { lang: 'en' });
    expect(text).toContain('Standard bearer +7 [Banner of Châlons 20], Musician +7');
    expect(text).toContain('Hand weapon, Lance +4, Heavy armour');
  });
});
