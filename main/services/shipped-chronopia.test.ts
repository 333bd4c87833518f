import { describe, expect, it } from 'vitest';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from './card-db';

/** Every Chronopia profile's values (a caster also has MG, the magic value). */
const PROFILE = ['BW', 'NK', 'FK', 'ST', 'R', 'SCH', 'VER', 'FG', 'G', 'HDL'];

/** The shipped Chronopia starter database (resources/cards/chronopia/*.json). */
describe('shipped Chronopia cards', async () => {
  const { db, problems } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  const cards = db.all().filter((c) => c.system === 'chronopia');

  it('load cleanly: four factions, all sample values with the full profile', () => {
    expect(problems).toEqual([]);
    expect(db.factions().filter((f) => f.system === 'chronopia').map((f) => [f.id, f.name.de, f.cardCount])).toEqual([
      ['devout', 'Lakaien', 3],
      ['dwarves', 'Zwerge', 3],
      ['firstborn', 'Erstgeborene', 3],
      ['swamp-goblins', 'Sumpfgoblins', 6],
    ]);
    for (const c of cards) {
      expect(c.source, c.id).toBe('sample');
      expect(Object.keys(c.stats).sort(), c.id).toEqual([...PROFILE].sort());
    }
  });

  it('every faction has a leader and two warbands', () => {
    for (const faction of ['devout', 'dwarves', 'firstborn', 'swamp-goblins']) {
      const own = cards.filter((c) => c.faction === faction);
      expect(own.filter((c) => c.warband === true), faction).toHaveLength(2);
      expect(own.filter((c) => c.rank?.en === 'Leader' && !c.warband && !c.chariot), faction).toHaveLength(1);
    }
  });

  it('the Goblin Chariot names crew cards that exist, drawn by two Rippers', () => {
    const chariot = db.card('swamp-goblin-chariot');
    expect(chariot?.chariot).toEqual({
      crew: [
        { cardId: 'swamp-goblin-chariot-driver', count: 1 },
        { cardId: 'swamp-goblin-chariot-spearman', count: 1 },
      ],
      draft: [{ name: { de: 'Goblin-Reißer', en: 'Goblin Ripper' }, count: 2 }],
    });
    for (const c of chariot?.chariot?.crew ?? []) expect(db.card(c.cardId)).toMatchObject({ system: 'chronopia', faction: 'swamp-goblins', points: 0 });
  });
});
