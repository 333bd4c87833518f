import { describe, expect, it } from 'vitest';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from './card-db';

/** The shipped Old World starter database (resources/cards/oldworld): two armies, sample values. */
describe('shipped Old World cards', async () => {
  const { db, problems } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  const ow = db.all().filter((c) => c.system === 'oldworld');

  it('loads without problems: High Elves and Dwarfs', () => {
    expect(problems).toEqual([]);
    expect(db.factions('oldworld').map((f) => [f.id, f.name.en, f.cardCount])).toEqual([
      ['dwarfen-mountain-holds', 'Dwarfen Mountain Holds', 10],
      ['high-elf-realms', 'High Elf Realms', 11],
    ]);
  });

  it('every card is sample data with a troop type, both names and points', () => {
    for (const c of ow) {
      expect(c.source, c.id).toBe('sample');
      expect(c.troopType, c.id).toBeDefined();
      expect(c.name.de && c.name.en, c.id).toBeTruthy();
      expect(c.points, c.id).toBeGreaterThan(0);
    }
  });

  it('each army has infantry, a beast or swarm unit, cavalry, a war machine and a character', () => {
    for (const faction of ['high-elf-realms', 'dwarfen-mountain-holds']) {
      const types = new Set(ow.filter((c) => c.faction === faction).map((c) => c.troopType));
      expect(types.has('regular-infantry') && types.has('heavy-infantry'), faction).toBe(true);
      expect(types.has('beasts') || types.has('swarm'), faction).toBe(true);
      expect(types.has('heavy-cavalry') || types.has('light-cavalry'), faction).toBe(true);
      expect(types.has('war-machine'), faction).toBe(true);
      // Characters fight as their troop type (on foot: regular infantry); their rank says they are characters.
      expect(ow.some((c) => c.faction === faction && c.rank?.en === 'Character'), faction).toBe(true);
    }
  });

  it('units have a size and per-model options; war machines are war-machine cards of one model', () => {
    expect(db.card('high-elf-spearmen')).toMatchObject({ points: 9, unitSize: { min: 10 }, troopType: 'regular-infantry' });
    expect(db.card('high-elf-spearmen')?.options?.find((o) => o.id === 'shields')).toEqual({ id: 'shields', name: { de: 'Schilde', en: 'Shields' }, points: 1, per: 'model' });
    expect(db.card('high-elf-war-lions')?.unitSize).toEqual({ min: 2, max: 6 });
    for (const c of ow.filter((x) => x.troopType === 'war-machine')) expect([c.kind, c.unitSize], c.id).toEqual(['war-machine', { min: 1, max: 1 }]);
  });
});
