import { describe, expect, it } from 'vitest';
import { validateList } from '../../checks/validate-list';
import { newList } from '../../list/new';
import { addEntry } from '../../list/ops';
import type { ArmyList } from '../../model/list';
import { owFacts } from './facts';
import { shippedOldWorld } from './test-support/shipped';
import { newEntryStart } from './unit';

/**
 * Mercenaries as Old World Builder offers them: exactly the units a composition's list names
 * (the army data's `mercenaries`), of its own army or another, with the shipped armies.
 */
const db = shippedOldWorld();

function list(faction: string, composition: string, cards: string[]): ArmyList {
  let l: ArmyList = { ...newList({ id: 'l', name: 'x', system: 'oldworld', faction, pointsLimit: 2000, now: new Date(0) }), composition };
  for (const cardId of cards) {
    const start = newEntryStart(db.card(cardId), l);
    const added = addEntry(l, cardId, start.count, start.options);
    if (!added.ok) throw new Error(`cannot add ${cardId}`);
    l = added.list;
  }
  return l;
}
const categories = (l: ArmyList) => Object.fromEntries(owFacts(l, db).units.map((u) => [u.card.id, u.category]));
const compositionIssues = (l: ArmyList) => validateList(l, db).filter((i) => i.code === 'oldworld.composition').map((i) => l.entries.find((e) => e.id === i.entryId)?.cardId);

describe('mercenaries of a composition', () => {
  it('Order of the Knights Panther: Knights of the White Wolf are its mercenaries (named by its list), not its Core or Special', () => {
    const panther = list('empire-of-man', 'knightly-order-panther', ['empire-of-man-chapter-master', 'empire-of-man-empire-knights-panther', 'empire-of-man-empire-knights-white-wolf', 'empire-of-man-inner-circle-knights-white-wolf']);
    expect(categories(panther)).toMatchObject({
      'empire-of-man-empire-knights-panther': 'core',
      'empire-of-man-empire-knights-white-wolf': 'mercenaries',
      'empire-of-man-inner-circle-knights-white-wolf': 'mercenaries',
    });
    expect(compositionIssues(panther)).toEqual([]);
    // In the Order of the White Wolf they are its own Core and Special.
    expect(categories(list('empire-of-man', 'knightly-order-white-wolf', ['empire-of-man-chapter-master', 'empire-of-man-empire-knights-white-wolf']))).toMatchObject({ 'empire-of-man-empire-knights-white-wolf': 'core' });
  });

  it('Orc & Goblin Tribes: the Bonegrinder Giant is a mercenary of the grand army, the Nomadic Waaagh! and the Troll Horde', () => {
    for (const composition of ['orc-and-goblin-tribes', 'nomadic-waaagh', 'troll-horde']) {
      const l = list('orc-and-goblin-tribes', composition, ['orc-and-goblin-tribes-orc-warboss', 'orc-and-goblin-tribes-bonegrinder-giant']);
      expect(categories(l)['orc-and-goblin-tribes-bonegrinder-giant'], composition).toBe('mercenaries');
      expect(compositionIssues(l), composition).toEqual([]);
    }
  });

  it("an army's own mercenary units only where the composition's list names them: Imperial Ogres in the grand army, not in a Knightly Order of the White Wolf; Imperial Dwarf Mercenaries not in a Slayer Host", () => {
    expect(compositionIssues(list('empire-of-man', 'empire-of-man', ['empire-of-man-general-of-the-empire', 'empire-of-man-imperial-ogres']))).toEqual([]);
    expect(compositionIssues(list('empire-of-man', 'knightly-order-white-wolf', ['empire-of-man-chapter-master', 'empire-of-man-imperial-ogres']))).toEqual(['empire-of-man-imperial-ogres']);
    expect(compositionIssues(list('empire-of-man', 'knightly-order-panther', ['empire-of-man-chapter-master', 'empire-of-man-imperial-ogres']))).toEqual(['empire-of-man-imperial-ogres']);
    expect(compositionIssues(list('dwarfen-mountain-holds', 'slayer-host', ['dwarfen-mountain-holds-dragon-slayer', 'dwarfen-mountain-holds-imperial-dwarf-mercenaries']))).toEqual(['dwarfen-mountain-holds-imperial-dwarf-mercenaries']);
    expect(compositionIssues(list('dwarfen-mountain-holds', 'dwarfen-mountain-holds', ['dwarfen-mountain-holds-dragon-slayer', 'dwarfen-mountain-holds-imperial-dwarf-mercenaries']))).toEqual([]);
  });
});

describe('the card picker offers what the composition offers', () => {
  const groups = (faction: string, composition: string, allFactions = false) => db.pick({ system: 'oldworld', faction, composition, allFactions, limit: 5000 });
  const inGroup = (r: ReturnType<typeof groups>, cardId: string) => r.cards.map((c, i) => [c.id, r.groupOf[i]] as const).filter(([id]) => id === cardId).map(([, g]) => g);

  it('Knights of the White Wolf under Mercenaries in an Order of the Knights Panther; no Imperial Ogres in the Order of the White Wolf', () => {
    expect(inGroup(groups('empire-of-man', 'knightly-order-panther'), 'empire-of-man-empire-knights-white-wolf')).toEqual(['category:mercenaries']);
    expect(inGroup(groups('empire-of-man', 'knightly-order-white-wolf'), 'empire-of-man-imperial-ogres')).toEqual([]);
    expect(inGroup(groups('orc-and-goblin-tribes', 'troll-horde'), 'orc-and-goblin-tribes-bonegrinder-giant')).toEqual(['category:mercenaries']);
  });

  it('no allies for a composition without a share for them (Troll Horde, Knights Panther); the grand army has them', () => {
    const ally = (g: string) => g === 'category:allies' || g.startsWith('ally:');
    expect(groups('orc-and-goblin-tribes', 'troll-horde', true).groups.map((g) => g.id).filter(ally)).toEqual([]);
    expect(groups('empire-of-man', 'knightly-order-panther', true).groups.map((g) => g.id).filter(ally)).toEqual([]);
    expect(groups('empire-of-man', 'empire-of-man', true).groups.map((g) => g.id).filter(ally).length).toBeGreaterThan(0);
  });
});
