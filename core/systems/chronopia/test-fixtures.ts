/** Small inline Chronopia cards and lists for tests (not the shipped database). */
import { card, listOf, lookupOf, type EntrySpec } from '../../checks/test-fixtures';
import type { ArmyList } from '../../model/list';
import { markCrewCards } from './chariot';

/** A Chronopia card (the lists of these tests are Chronopia lists). */
const chr = (input: Parameters<typeof card>[0]) => card(input, 'test', 'chronopia');

export const CHR_CARDS = [
  chr({
    id: 'gob-chariot',
    points: 60,
    stats: { BW: 5, G: 3 },
    chariot: {
      crew: [
        { cardId: 'gob-driver', count: 1 },
        { cardId: 'gob-spear', count: 2 },
      ],
      draft: [{ name: { de: 'Reißer', en: 'Ripper' }, count: 2 }],
    },
  }),
  chr({ id: 'gob-driver', points: 0, stats: { G: 1 } }),
  chr({ id: 'gob-spear', points: 0, stats: { G: 1 } }),
  chr({ id: 'gob-spear-pair', points: 0, figures: 2, stats: { G: 1 } }),
  chr({ id: 'gob-warrior', points: 8, warband: true, stats: { G: 1 } }),
  chr({ id: 'gob-archer', points: 10, warband: true, stats: { G: 1 } }),
  chr({ id: 'gob-boss', points: 30, stats: { G: 2 } }),
];

// Crew cards carry the mark the database gives them (DbCard.crewOf).
markCrewCards(CHR_CARDS, (id) => CHR_CARDS.find((c) => c.id === id));

export const CHR_LOOKUP = lookupOf(CHR_CARDS);

export function chrList(entries: (EntrySpec & { group?: string })[], pointsLimit = 1000): ArmyList {
  const list = listOf(entries, { system: 'chronopia', pointsLimit });
  return {
    ...list,
    entries: list.entries.map((e, i) => {
      const group = entries[i]?.group;
      return group === undefined ? e : { ...e, group };
    }),
  };
}
