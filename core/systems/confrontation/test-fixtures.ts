/** Inline cards for the bearer and item rule tests (not the shipped database). */
import { card, lookupOf } from '../../checks/test-fixtures';

const BEAR = {
  mage: card({ id: 'mage', points: 40, stats: { POW: 3 } }),
  /** A POW of 0 is no magician: the boundary of "has POW". */
  mageZero: card({ id: 'mage-zero', points: 20, stats: { POW: 0 } }),
  priest: card({ id: 'priest', points: 35, stats: { FAITH: 2 } }),
  warrior: card({ id: 'warrior', points: 15, stats: { STR: 4 } }),
  forgeLord: card({ id: 'forge-lord', points: 60, personality: true }),
  guards: card({ id: 'guards', points: 30, figures: 2 }),
  golem: card({ id: 'golem', points: 50, abilities: [{ id: 'inalterable' }], blisterItems: ['golem-core'] }),
  cannon: card({ id: 'cannon', kind: 'war-machine', points: 80, stats: { POW: 1 }, warMachine: { mobility: 'immobile', crew: 1 } }),
  naphthaBlast: card({ id: 'naphtha-blast', kind: 'spell', points: 10 }),
  blessing: card({ id: 'blessing', kind: 'miracle', points: 10 }),
  runeHammer: card({ id: 'rune-hammer', kind: 'artifact', points: 15 }),
  golemCore: card({ id: 'golem-core', kind: 'artifact', points: 5 }),
  potion: card({ id: 'potion', kind: 'equipment', points: 5 }),
} as const;

export const BEAR_LOOKUP = lookupOf(Object.values(BEAR));
