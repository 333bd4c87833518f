import type { Localized } from '../../../model/system';
import { localized } from '../../../i18n/localized';

/** The eight TJOST missions, in the order of the rulebook. */
export const MISSION_IDS = [
  'breakthrough',
  'messenger',
  'bounty',
  'crusade',
  'loot',
  'retaliation',
  'boundary-stones',
  'for-honour',
] as const;
export type MissionId = (typeof MISSION_IDS)[number];

/** Mission bonus PF by the round (1-4) in which a winning mission was fulfilled. */
export const MISSION_BONUS_BY_ROUND: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 100, 2: 75, 3: 50, 4: 25 };
/** Grenzsteine (boundary stones): fulfilled at the end of round 3, or held on to round 4. */
export const BOUNDARY_STONES_BONUS = { round3: 50, extended: 75 } as const;

/**
 * The first round at whose end a mission can be fulfilled, where it is not the first: Durchbruch
 * needs its figures in the enemy quarter since the round before (round 2), Für die Ehre a marker
 * held two rounds after it was taken (round 3); Grenzsteine has its own rounds (3, or 4 held on).
 */
export const EARLIEST_ROUND: Readonly<Partial<Record<MissionId, number>>> = { breakthrough: 2, 'for-honour': 3 };

/**
 * Kreuzzug (crusade): the PF a player must have reached at the end of the round the mission is
 * fulfilled in. The game ends with that round, so the game's PF are at least this.
 */
export const CRUSADE_PF: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 90, 2: 120, 3: 150, 4: 170 };

export interface Mission {
  id: MissionId;
  /** The name as in the German rules and an English name. */
  name: Localized;
  /** What the player must do, in Muster's own short words. */
  goal: Localized;
  /** Figures that count only half or may not count, or other fine print. */
  fine?: Localized;
  /** Bonus PF line for the card. */
  bonus: Localized;
  /** The player must secretly note a figure on the tournament form (when several tie). */
  designation?: Localized;
}

const STANDARD_BONUS: Localized = localized('domain.missions.standardBonus');

const HALF: Localized = localized('domain.missions.half');

export const MISSIONS: readonly Mission[] = [
  {
    id: 'breakthrough',
    name: localized('domain.missions.breakthrough.name'),
    goal: localized('domain.missions.breakthrough.goal'),
    fine: {
      de: `${HALF.de} Herbeigerufene Figuren zählen nicht; Flieger nur am Boden.`,
      en: `${HALF.en} Figures brought into play do not count; flyers only on the ground.`,
    },
    bonus: STANDARD_BONUS,
  },
  {
    id: 'messenger',
    name: localized('domain.missions.messenger.name'),
    goal: localized('domain.missions.messenger.goal'),
    fine: localized('domain.missions.messenger.fine'),
    bonus: STANDARD_BONUS,
    designation: localized('domain.missions.messenger.designation'),
  },
  {
    id: 'bounty',
    name: localized('domain.missions.bounty.name'),
    goal: localized('domain.missions.bounty.goal'),
    bonus: STANDARD_BONUS,
  },
  {
    id: 'crusade',
    name: localized('domain.missions.crusade.name'),
    goal: localized('domain.missions.crusade.goal'),
    bonus: STANDARD_BONUS,
  },
  {
    id: 'loot',
    name: localized('domain.missions.loot.name'),
    goal: localized('domain.missions.loot.goal'),
    fine: {
      de: `${HALF.de} Herbeigerufene Figuren zählen halb.`,
      en: `${HALF.en} Figures brought into play count half.`,
    },
    bonus: STANDARD_BONUS,
  },
  {
    id: 'retaliation',
    name: localized('domain.missions.retaliation.name'),
    goal: localized('domain.missions.retaliation.goal'),
    fine: localized('domain.missions.retaliation.fine'),
    bonus: STANDARD_BONUS,
  },
  {
    id: 'boundary-stones',
    name: localized('domain.missions.boundary-stones.name'),
    goal: localized('domain.missions.boundary-stones.goal'),
    fine: localized('domain.missions.boundary-stones.fine'),
    bonus: localized('domain.missions.boundary-stones.bonus'),
  },
  {
    id: 'for-honour',
    name: localized('domain.missions.for-honour.name'),
    goal: localized('domain.missions.for-honour.goal'),
    fine: localized('domain.missions.for-honour.fine'),
    bonus: STANDARD_BONUS,
    designation: localized('domain.missions.for-honour.designation'),
  },
];

export const MISSION_BY_ID: Readonly<Record<MissionId, Mission>> = Object.fromEntries(MISSIONS.map((m) => [m.id, m])) as Record<
  MissionId,
  Mission
>;
