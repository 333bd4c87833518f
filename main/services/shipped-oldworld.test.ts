import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWB_LICENCE } from '../../core/systems/oldworld/import/owb';
import { defaultResourcesDir, IMPORT_REPORT, loadCardDatabase, shippedCardsDir } from './card-db';

const ARMIES = [
  'beastmen-brayherds',
  'chaos-dwarfs',
  'daemons-of-chaos',
  'dark-elves',
  'dwarfen-mountain-holds',
  'empire-of-man',
  'grand-cathay',
  'high-elf-realms',
  'kingdom-of-bretonnia',
  'lizardmen',
  'ogre-kingdoms',
  'orc-and-goblin-tribes',
  'renegade-crowns',
  'skaven',
  'tomb-kings-of-khemri',
  'vampire-counts',
  'warriors-of-chaos',
  'wood-elf-realms',
];

/** The shipped Old World data (resources/cards/oldworld): every army converted from Old World Builder's CC BY 4.0 datasets. */
describe('shipped Old World data', async () => {
  const dir = shippedCardsDir(defaultResourcesDir({}));
  const { db, problems } = await loadCardDatabase([dir]);
  const ow = db.all().filter((c) => c.system === 'oldworld');
  const report = JSON.parse(readFileSync(path.join(dir, 'oldworld', IMPORT_REPORT), 'utf8')) as {
    version: string;
    mapped: Record<string, number>;
    dropped: string[];
    problems: string[];
    files: { name: string; as: string }[];
  };

  it('holds all 18 armies and loads without problems', () => {
    expect(problems).toEqual([]);
    const armies = db.factions('oldworld').filter((f) => !f.itemList);
    expect(armies.map((f) => f.id)).toEqual(ARMIES);
    for (const a of armies) {
      expect(a.oldworld?.compositions.length, a.id).toBeGreaterThan(0);
      expect(a.oldworld?.compositions[0]?.id, a.id).toBe(a.id);
      expect(a.oldworld?.itemLists.length, a.id).toBeGreaterThan(0);
      expect(a.provenance).toMatchObject({ dataset: 'Old World Builder', licence: OWB_LICENCE, originalId: a.id, version: report.version });
    }
  });

  it('the import that made it dropped nothing and met no problem; its counts match the shipped cards', () => {
    expect(report.dropped).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.files.filter((f) => f.as === 'army').length).toBe(18);
    const units = ow.filter((c) => c.oldworld);
    const items = ow.filter((c) => c.item);
    expect(report.mapped.units).toBe(units.length);
    expect(report.mapped['magic items']).toBe(items.length);
    expect(report.mapped.armies).toBe(18);
    expect(units.length).toBeGreaterThan(600);
    expect(items.length).toBeGreaterThan(700);
  });

  it('every card names where it comes from: dataset, version, original id, licence', () => {
    for (const c of ow) {
      expect(c.source, c.id).toBe('dataset');
      expect(c.provenance, c.id).toMatchObject({ dataset: 'Old World Builder', version: report.version, licence: OWB_LICENCE });
      expect(c.provenance?.originalId, c.id).toBeTruthy();
      expect(c.name.de && c.name.en, c.id).toBeTruthy();
    }
  });

  it('units carry their category, unit size, choices, profiles and troop types as printed ("D6", "-")', () => {
    const warriors = db.card('dwarfen-mountain-holds-dwarf-warriors')!;
    expect(warriors.unitSize).toEqual({ min: 5 });
    expect(warriors.points).toBe(8);
    expect(warriors.troopType).toBe('heavy-infantry');
    expect(warriors.oldworld?.category).toBe('core');
    expect(warriors.oldworld?.command.map((c) => c.name.en)).toEqual(['Veteran (champion)', 'Standard bearer', 'Musician']);
    expect(warriors.oldworld?.command[1]?.magic).toMatchObject({ types: ['banner-runes'], maxPoints: 50, compositions: { 'royal-clan': { maxPoints: 75 } } });
    expect(warriors.oldworld?.profiles.map((p) => p.name)).toEqual(['Dwarf Warrior', 'Veteran']);
    const statsText = ow.flatMap((c) => c.oldworld?.profiles ?? []).flatMap((p) => Object.values(p.stats));
    expect(statsText).toContain('D6');
    expect(statsText).toContain('-');
    const king = db.card('dwarfen-mountain-holds-king')!;
    expect(king.oldworld?.items[0]).toMatchObject({ types: ['weapon-runes', 'ranged-weapon-runes', 'armor-runes', 'talismanic-runes'], maxPoints: 125, maxPerType: 3 });
    expect(king.oldworld?.mounts.map((m) => m.name.de)).toEqual(['Zu Fuß', 'Eidstein', 'Schildträger']);
  });

  it('magic items carry their list, type, points and once-per-army', () => {
    const blade = db.card('item-general-ogre-blade')!;
    expect(blade).toMatchObject({ kind: 'artifact', points: 75, item: { list: 'general', type: 'weapon', onePerArmy: true } });
    expect(db.factions('oldworld').find((f) => f.id === 'magic-general')?.itemList).toBe(true);
  });
});
