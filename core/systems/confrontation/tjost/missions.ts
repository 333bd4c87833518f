import type { Localized } from '../../../model/system';

/** The eight TJOST missions (seed 004), in the order of the rulebook. */
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
/** Kreuzzug (crusade): PF needed by the end of rounds 1-4. */
export const CRUSADE_THRESHOLDS: readonly [number, number, number, number] = [90, 120, 150, 170];

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

const STANDARD_BONUS: Localized = {
  de: 'Bonus bei Sieg: Runde 1 +100 PF, Runde 2 +75, Runde 3 +50, Runde 4 +25',
  en: 'Bonus on a win: round 1 +100 PF, round 2 +75, round 3 +50, round 4 +25',
};

const HALF: Localized = {
  de: 'Halb zählen: Aufklärer, Figuren mit erhöhter BEW und Flieger.',
  en: 'Count half: scouts, figures whose MOV was raised, and flyers.',
};

export const MISSIONS: readonly Mission[] = [
  {
    id: 'breakthrough',
    name: { de: 'Durchbruch', en: 'Breakthrough' },
    goal: {
      de: 'Am Ende einer Runde (spätestens der 4.) steht mindestens die Hälfte deiner Startfiguren ganz in den 30 cm vor der gegnerischen Kante, und zwar schon seit der Runde davor.',
      en: 'At the end of a round (the 4th at the latest) at least half of your starting figures stand wholly within 30 cm of the enemy table edge, and have been there since the round before.',
    },
    fine: {
      de: `${HALF.de} Herbeigerufene Figuren zählen nicht; Flieger nur am Boden.`,
      en: `${HALF.en} Figures brought into play do not count; flyers only on the ground.`,
    },
    bonus: STANDARD_BONUS,
  },
  {
    id: 'messenger',
    name: { de: 'Der Bote', en: 'The Messenger' },
    goal: {
      de: 'Deine zu Spielbeginn teuerste Figur (mit Zaubern, Wundern, Gegenständen) erreicht in den ersten 4 Runden die gegnerische Kante und lebt bis zum Ende dieser Runde.',
      en: 'Your most expensive figure at the start (with spells, miracles, items) reaches the enemy table edge within the first 4 rounds and lives to the end of that round.',
    },
    fine: {
      de: 'Nicht: herbeigerufen, je in der Luft, mit erhöhter BEW oder versetzt. Verwundet: nachwürfeln (leicht 2+, schwer 3+, kritisch 4+).',
      en: 'Not: brought into play, ever airborne, MOV raised or moved by other effects. Wounded: roll on (light 2+, serious 3+, critical 4+).',
    },
    bonus: STANDARD_BONUS,
    designation: { de: 'Bote bei Gleichstand', en: 'Messenger if tied' },
  },
  {
    id: 'bounty',
    name: { de: 'Kopfgeld', en: 'Bounty' },
    goal: {
      de: 'Schalte in den ersten 4 Runden die teuerste gegnerische Figur aus (mit Zaubern, Wundern, Gegenständen). Bei Gleichstand genügt eine davon.',
      en: 'Take out the most expensive enemy figure (with spells, miracles, items) within the first 4 rounds. If several tie, any one of them will do.',
    },
    bonus: STANDARD_BONUS,
  },
  {
    id: 'crusade',
    name: { de: 'Kreuzzug', en: 'Crusade' },
    goal: {
      de: 'Erreiche am Ende einer Runde genug PF: Runde 1: 90, Runde 2: 120, Runde 3: 150, Runde 4: 170.',
      en: 'Reach enough PF at the end of a round: round 1: 90, round 2: 120, round 3: 150, round 4: 170.',
    },
    bonus: STANDARD_BONUS,
  },
  {
    id: 'loot',
    name: { de: 'Beute', en: 'Loot' },
    goal: {
      de: 'Erobere in den ersten 4 Runden das gegnerische Lager: mindestens 3 eigene Figuren und mehr als der Gegner in Basenkontakt.',
      en: 'Take the enemy camp within the first 4 rounds: at least 3 of your figures, and more than the enemy, in base contact with it.',
    },
    fine: {
      de: `${HALF.de} Herbeigerufene Figuren zählen halb.`,
      en: `${HALF.en} Figures brought into play count half.`,
    },
    bonus: STANDARD_BONUS,
  },
  {
    id: 'retaliation',
    name: { de: 'Vergeltung', en: 'Retaliation' },
    goal: {
      de: 'Zerstöre in den ersten 4 Runden das gegnerische Lager: WK 8, 8 SP, keine Kampfwürfel, keine Verteidigung.',
      en: 'Destroy the enemy camp within the first 4 rounds: RES 8, 8 SP, no combat dice, no defence.',
    },
    fine: {
      de: 'Verletzungen: leicht -1 SP, schwer -2, kritisch -3, sofort tot -4.',
      en: 'Wounds: light -1 SP, serious -2, critical -3, killed outright -4.',
    },
    bonus: STANDARD_BONUS,
  },
  {
    id: 'boundary-stones',
    name: { de: 'Grenzsteine', en: 'Boundary Stones' },
    goal: {
      de: 'Besetze bis Ende Runde 2 beide Kantenmarker mit je einer eigenen Figur und halte sie mit denselben Figuren bis Ende Runde 3. Verlängern bis Runde 4 möglich (am Ende von Runde 3 ansagen).',
      en: 'By the end of round 2 hold both edge markers with one of your figures each, and keep them with the same figures to the end of round 3. You may announce at the end of round 3 to hold on to round 4.',
    },
    fine: {
      de: 'Höchstens eine Figur je Kantenmarker; keine Aufstellung darauf.',
      en: 'One figure per edge marker at most; no deploying on them.',
    },
    bonus: { de: 'Bonus bei Sieg: Ende Runde 3 +50 PF, verlängert bis Runde 4 +75 PF', en: 'Bonus on a win: end of round 3 +50 PF, held to round 4 +75 PF' },
  },
  {
    id: 'for-honour',
    name: { de: 'Für die Ehre', en: 'For Honour' },
    goal: {
      de: 'Besetze bis Ende Runde 2 einen Kantenmarker mit deiner teuersten Figur (mit Zaubern, Wundern, Gegenständen) und halte ihn mit ihr zwei Runden lang.',
      en: 'By the end of round 2 hold an edge marker with your most expensive figure (with spells, miracles, items), and keep it there for two rounds.',
    },
    fine: {
      de: 'Höchstens eine Figur je Kantenmarker; keine Aufstellung darauf.',
      en: 'One figure per edge marker at most; no deploying on them.',
    },
    bonus: STANDARD_BONUS,
    designation: { de: 'Besetzer bei Gleichstand', en: 'Holder if tied' },
  },
];

export const MISSION_BY_ID: Readonly<Record<MissionId, Mission>> = Object.fromEntries(MISSIONS.map((m) => [m.id, m])) as Record<
  MissionId,
  Mission
>;
