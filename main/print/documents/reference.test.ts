import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../../core/list/load';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../../services/card-db';
import type { PrintRecord } from '../context';
import { renderPrintJobDetailed } from '../engine';
import { manyCardList, fixtureList, fixtureLookup } from '../fixtures';
import { pdfText, pdfWords } from '../test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../../resources');
const CARDS = 24;
const dir = mkdtempSync(path.join(tmpdir(), 'muster-ref-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(['a4', 'letter'] as const)('reference sheet over several pages (%s)', (paper) => {
  const file = path.join(dir, `ref-${paper}.pdf`);
  let record: PrintRecord;

  beforeAll(async () => {
    const out = await renderPrintJobDetailed({ documents: ['reference'], paper, lang: 'de', list: manyCardList(CARDS) }, { lookup: fixtureLookup(CARDS), resourcesDir: RESOURCES });
    writeFileSync(file, out.pdf);
    record = out.record;
  });

  it('places every card block whole on one page, inside the content area', () => {
    expect(record.pages.length).toBeGreaterThanOrEqual(4);
    const cardBlocks = record.pages.flatMap((p) => p.blocks.filter((b) => b.id.startsWith('card:')).map((b) => ({ page: p, block: b })));
    expect(cardBlocks.map((b) => b.block.id)).toEqual(Array.from({ length: CARDS }, (_, i) => `card:fx-many-${i + 1}`));
    for (const { page, block } of cardBlocks) {
      expect(block.heightMm).toBeGreaterThan(20);
      expect(block.topMm).toBeGreaterThanOrEqual(page.content.yMm);
      expect(block.bottomMm).toBeLessThanOrEqual(page.content.yMm + page.content.heightMm + 1e-6);
      expect(block.bottomMm - block.topMm).toBeCloseTo(block.heightMm, 9);
    }
    // A page break happened because the next block did not fit, not earlier.
    for (let i = 0; i + 1 < record.pages.length; i++) {
      const page = record.pages[i];
      const next = record.pages[i + 1]?.blocks[0];
      const last = page?.blocks[page.blocks.length - 1];
      if (!page || !next || !last) continue;
      expect(last.bottomMm + 4 + next.heightMm).toBeGreaterThan(page.content.yMm + page.content.heightMm);
    }
  });

  it('draws each block’s text inside its recorded box, on its recorded page', () => {
    const words = pdfWords(file);
    for (const page of record.pages) {
      const inContent = words.filter((w) => w.page === page.number && w.yMinMm > page.content.yMm);
      expect(inContent.length).toBeGreaterThan(50);
      for (const w of inContent) {
        const inside = page.blocks.some((b) => w.yMinMm >= b.topMm - 0.5 && w.yMaxMm <= b.bottomMm + 0.5);
        expect(inside, `"${w.word}" on page ${page.number} at ${w.yMinMm.toFixed(1)} mm`).toBe(true);
      }
    }
    for (const page of record.pages) {
      const text = pdfText(file, page.number);
      for (const b of page.blocks.filter((x) => x.id.startsWith('card:'))) {
        const n = b.id.replace('card:fx-many-', '');
        expect(text).toContain(`Kriegsmaschine Nr. ${n} aus Tir-Nâ-Bor`);
      }
    }
  });
});

describe('reference sheet content', () => {
  it('shows profiles, explained abilities, war-machine data and the tables the list needs', async () => {
    const out = await renderPrintJobDetailed({ documents: ['reference'], paper: 'a4', lang: 'en', list: fixtureList() }, { lookup: fixtureLookup(), resourcesDir: RESOURCES });
    const file = path.join(dir, 'ref-content.pdf');
    writeFileSync(file, out.pdf);
    const text = pdfText(file).replace(/\s+/g, ' ');
    for (const s of [
      'Mountain-Breaker',
      'immobile · Weight 10 · Crew 1 · Full operation: 3',
      'Servants: Goblin Minelayer',
      'Substitutes: AIM ≥ 3, DIS ≥ 3',
      'Artillery: heavy, zone, template Ø 100 mm',
      'Transport / 4 (access at the rear) – Carries passengers on 4 places',
      'Impact / 3 – When it charges head-on',
      'steam equipment (Pressure roll)',
      'Structure Points 8:',
      'Damage table (machines with SP)',
      'Exceptional damage (doubles)',
      'Steam chariot of Tir-Nâ-Bor (8 SP) −1 from 2 SP lost, −2 from 4 SP lost, −3 from 6 SP lost',
      'Incidents (steam and naphtha)',
    ]) {
      expect(text).toContain(s);
    }
    const ids = out.record.pages.flatMap((p) => p.blocks.map((b) => b.id));
    expect(ids.filter((id) => id.startsWith('table:'))).toEqual(['table:damage', 'table:exceptional', 'table:penalties', 'table:wounds', 'table:stray', 'table:movement', 'table:incidents']);
  });
});

describe('rules that differ between the editions follow the list\'s edition, in the sheet\'s language', () => {
  it('a list played by the German edition printed in English: two thirds for -3, repairs lift it, a jam costs this round', async () => {
    const text = async (edition: 'de' | 'en') => {
      const out = await renderPrintJobDetailed({ documents: ['reference'], paper: 'a4', lang: 'en', list: { ...fixtureList(), edition } }, { lookup: fixtureLookup(), resourcesDir: RESOURCES });
      const file = path.join(dir, `ref-edition-${edition}.pdf`);
      writeFileSync(file, out.pdf);
      return pdfText(file).replace(/\s+/g, ' ');
    };
    const de = await text('de');
    expect(de).toContain('half (−2) or two thirds (−3)');
    expect(de).toContain('repairs can lift it again (German edition)');
    expect(de).toContain('it fires again from the next round (German edition)');
    expect(de).not.toContain('three quarters');
    const en = await text('en');
    expect(en).toContain('half (−2) or three quarters (−3)');
    expect(en).toContain('lasts to the end of the game (English edition)');
    expect(en).toContain('no shot next round (English edition)');
  });
});

describe('stat names in the sheet’s language', () => {
  it('a German reference sheet names every stat in German (ANGST, MACHT, GLAUBE), an English one in English', async () => {
    const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
    const name = 'valid-tjost-game.muster';
    const list = parseListFile(readFileSync(path.join(RESOURCES, 'samples', name), 'utf8'), name, db).list!;
    const words = async (lang: 'de' | 'en'): Promise<string[]> => {
      const out = await renderPrintJobDetailed({ documents: ['reference'], paper: 'a4', lang, list }, { lookup: db, resourcesDir: RESOURCES });
      const file = path.join(dir, `stats-${lang}.pdf`);
      writeFileSync(file, out.pdf);
      return pdfText(file).split(/\s+/);
    };
    const de = await words('de');
    for (const german of ['BEW', 'STÄ', 'VER', 'WK', 'FER', 'MUT', 'MACHT', 'GLAUBE']) expect(de, german).toContain(german);
    for (const english of ['MOV', 'STR', 'DEF', 'RES', 'AIM', 'COU', 'FEAR', 'POW', 'FAITH']) expect(de, english).not.toContain(english);
    const en = await words('en');
    for (const english of ['MOV', 'STR', 'POW', 'FAITH']) expect(en, english).toContain(english);
  });
});

describe('profile heads of every game in the sheet’s language', () => {
  it('Chronopia: BW NK FK … in German, MV CC RC … in English, the values under them (Confrontation: see above; The Old World: main/print/oldworld.test.ts)', async () => {
    const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
    const name = 'valid-chronopia.muster';
    const list = parseListFile(readFileSync(path.join(RESOURCES, 'samples', name), 'utf8'), name, db).list!;
    const text = async (lang: 'de' | 'en'): Promise<string> => {
      const out = await renderPrintJobDetailed({ documents: ['reference'], paper: 'a4', lang, list }, { lookup: db, resourcesDir: RESOURCES });
      const file = path.join(dir, `chronopia-stats-${lang}.pdf`);
      writeFileSync(file, out.pdf);
      return pdfText(file).replace(/\s+/g, ' ');
    };
    // The Goblin Chief: its heads in the game's order (the stat.* of the catalogue), its values under them.
    expect(await text('de')).toContain('Goblin-Häuptling (Beispiel) Anführer · Kämpfer · 32 Punkte BW NK FK ST R SCH VER FG G HDL 3 13 10 1 12 3 0 14 2 3');
    expect(await text('en')).toContain('Goblin Chief (sample) Leader · Fighter · 32 points MV CC RC ST AR DMG DEF LD SZ ACT 3 13 10 1 12 3 0 14 2 3');
  });
});

describe('the heading over a card’s abilities, in each game’s own word', () => {
  it('Chronopia says "Spezialfähigkeiten" (as its rules do), FORTIFICATION "Spezialfertigkeiten"', async () => {
    const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
    const name = 'valid-chronopia.muster';
    const list = parseListFile(readFileSync(path.join(RESOURCES, 'samples', name), 'utf8'), name, db).list!;
    // A Chronopia card with an ability of its own (the shipped ones have none yet; a user's card may).
    const first = db.card(list.entries[0]!.cardId)!;
    const lookup = { ...db, card: (id: string) => (id === first.id ? { ...first, abilities: [{ id: 'leadership', name: { de: 'Führungsstärke', en: 'Leadership' } }] } : db.card(id)) };
    const heading = async (lang: 'de' | 'en', what: 'chronopia' | 'fortification'): Promise<string> => {
      const out = what === 'chronopia'
        ? await renderPrintJobDetailed({ documents: ['reference'], paper: 'a4', lang, list }, { lookup, resourcesDir: RESOURCES })
        : await renderPrintJobDetailed({ documents: ['reference'], paper: 'a4', lang, list: fixtureList() }, { lookup: fixtureLookup(), resourcesDir: RESOURCES });
      const file = path.join(dir, `abilities-${what}-${lang}.pdf`);
      writeFileSync(file, out.pdf);
      return pdfText(file);
    };
    const chronopia = await heading('de', 'chronopia');
    expect(chronopia).toContain('Spezialfähigkeiten');
    expect(chronopia).toContain('Führungsstärke');
    expect(chronopia).not.toContain('Spezialfertigkeiten');
    const fortification = await heading('de', 'fortification');
    expect(fortification).toContain('Spezialfertigkeiten');
    expect(fortification).not.toContain('Spezialfähigkeiten');
    expect(await heading('en', 'chronopia')).toContain('Special abilities');
  });
});
