import { describe, expect, it } from 'vitest';
import { SYSTEM_IDS } from '../../core/model/system';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from './card-db';

/** The shipped Confrontation database: loads cleanly and holds what rules, tests and docs rely on. */
describe('shipped card database', async () => {
  const { db, problems } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  const card = (id: string) => {
    const c = db.card(id);
    if (!c) throw new Error(`missing card ${id}`);
    return c;
  };
  const meets = (machineId: string, figureId: string) =>
    card(machineId).warMachine!.substitute.every((s) => (card(figureId).stats[s.stat] ?? -Infinity) >= s.min);

  it('loads without problems: at least 3 factions and 40 cards', () => {
    expect(problems).toEqual([]);
    expect(db.counts().confrontation).toBe(57);
    expect(db.factions().filter((f) => f.system === 'confrontation').map((f) => [f.id, f.cardCount])).toEqual([
      ['dwarves-mid-nor', 2],
      ['dwarves-tir-na-bor', 14],
      ['goblins-no-dan-kar', 14],
      ['griffins-akkylannie', 24],
      ['scorpions-dirz', 3],
    ]);
  });

  it("keeps each system's cards in the system's own folder, so a command loading one system misses none", async () => {
    for (const system of SYSTEM_IDS) {
      const one = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}), system)]);
      expect(one.problems).toEqual([]);
      const ids = (cards: { id: string }[]) => cards.map((c) => c.id).sort();
      expect(ids(one.db.all()), system).toEqual(ids(db.all().filter((c) => c.system === system)));
      expect(one.db.all().length, system).toBeGreaterThan(0);
      expect(one.db.factions().map((f) => f.id), system).toEqual(db.factions(system).map((f) => f.id));
    }
  });

  it('has the Mountain-Breaker with the values of the FORTIFICATION example', () => {
    const mb = card('goblin-mountain-breaker');
    expect(mb.faction).toBe('goblins-no-dan-kar');
    expect(mb.name).toEqual({ de: 'Felsspalter', en: 'Mountain-Breaker' });
    expect(mb.warMachine).toMatchObject({
      mobility: 'immobile', crew: 1, servants: ['goblin-minelayer'],
      substitute: [{ stat: 'AIM', min: 3 }, { stat: 'DIS', min: 3 }],
      artillery: { kind: 'zone', templateDiameterMm: 100 },
    });
    expect(card('goblin-minelayer')).toMatchObject({ size: 'small', abilities: [{ id: 'minelayer' }] });
    expect(meets('goblin-mountain-breaker', 'griffin-thallion')).toBe(true);
    expect(meets('goblin-mountain-breaker', 'griffin-musketeer')).toBe(true);
    expect(meets('goblin-mountain-breaker', 'dirz-crossbowman')).toBe(false);
  });

  it('has the machines the rules examples use', () => {
    expect(card('dwarf-armoured-chariot')).toMatchObject({
      faction: 'dwarves-tir-na-bor', stats: { MOV: 20, RES: 14 },
      abilities: [{ id: 'transport', value: 4, access: 'rear' }, { id: 'impact', value: 3 }, { id: 'irrepressible' }],
      warMachine: { mobility: 'mobile', weight: 10, structurePoints: 8, equipment: 'steam' },
    });
    expect(card('griffin-ballista').warMachine).toMatchObject({ mobility: 'immobile', weight: 8, crew: 2, servants: ['griffin-engineer'] });
    expect(card('griffin-engineer').abilities).toEqual([{ id: 'mechanic', value: 4 }]);
    const bombardier = card('dwarf-bombardier').warMachine!;
    expect([bombardier.mobility, bombardier.weight, bombardier.structurePoints, bombardier.crew, bombardier.equipment]).toEqual(['mobile', undefined, undefined, undefined, 'steam']);
    expect(card('khor-warrior')).toMatchObject({ size: 'normal', figures: 3 });
  });

  it('covers every size, mounts, thrones, personalities and every card kind', () => {
    const all = db.all();
    expect(new Set(all.map((c) => c.size).filter(Boolean))).toEqual(new Set(['small', 'normal', 'large', 'very-large']));
    expect(new Set(all.map((c) => c.kind))).toEqual(new Set(['fighter', 'war-machine', 'spell', 'miracle', 'artifact', 'equipment', 'experience']));
    expect(card('griffin-knight').mount).toBe(true);
    expect(card('dwarf-forge-lord').throne).toBe(true);
    expect(all.filter((c) => c.personality).length).toBeGreaterThanOrEqual(3);
    expect(all.some((c) => /[äöüß]/.test(c.name.de))).toBe(true);
  });

  it('names only existing cards as servants', () => {
    for (const c of db.all()) for (const s of c.warMachine?.servants ?? []) expect(db.card(s), `${c.id} -> ${s}`).toBeDefined();
  });
});
