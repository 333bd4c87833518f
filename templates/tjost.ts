/** Layouts of the TJOST documents, in millimetres (drawing code holds no sizes of its own). */

/** Mission cards: poker size. */
export const MISSION_CARD = {
  widthMm: 63,
  heightMm: 88,
  paddingMm: 4,
  /** Inner frame drawn inside the cut line. */
  frameInsetMm: 2,
  /** Height of the bonus band at the bottom of the front. */
  bonusBandMm: 15,
  /** Back: size of the diamond in the middle. */
  backDiamondMm: 30,
} as const;

/** The tournament form (Turnierformblatt). */
export const TJOST_FORM = {
  /** Label width of the header fields (event, round, ...). */
  fieldLabelMm: 27,
  /** A header row of one-line fields; a row whose value wraps is as much taller as its text. */
  fieldRowMm: 7.5,
  /** Tick boxes for missions and rounds. */
  boxMm: 3.6,
  missionColumns: 4,
  missionRowMm: 9,
  terrainRows: 3,
  terrainRowMm: 7.5,
  /** Terrain table columns as fractions of the width: piece, height class, sight, movement, size. */
  terrainColumns: [0.3, 0.16, 0.18, 0.18, 0.18],
  /** Game list columns: row, count, card, rank, AP, bearer. */
  listColumns: [0.05, 0.07, 0.32, 0.14, 0.09, 0.33],
  /**
   * A game list left blank to write in (a form printed without the list: every player's form of a
   * round): lines of this height, as many as the page holds above the result and signatures
   * (roomy where at least `blankListRoomyRows` fit, else tight), from `blankListMinRows` to one per figure (20).
   */
  blankListRowMm: 6.5,
  blankListMinRows: 6,
  blankListRoomyRows: 8,
  blankListMaxRows: 20,
  /** Result boxes: width of each of PH, PF, bonus, total. */
  resultBoxMm: 30,
  resultBoxHeightMm: 10,
  signatureGapMm: 14,
  sectionGapMm: 4,
  /** The smallest gap between sections: a header whose long event or opponent wraps takes its room from the gaps down to this. */
  sectionGapMinMm: 1.5,
  /**
   * The result and signatures where they would not stay on the game list's page otherwise (a long
   * list, Letter paper, German texts): smaller boxes and signing space, still room to write.
   */
  tight: { resultBoxHeightMm: 8, signatureGapMm: 8, sectionGapMm: 2 },
  cellPaddingMm: 1,
} as const;

/** The selection list form: row, count, card, kind, rank, AP each, AP. */
export const SELECTION_FORM = {
  columns: [0.05, 0.07, 0.34, 0.14, 0.16, 0.12, 0.12],
  cellPaddingMm: 1,
  checkRowMm: 5.5,
  signatureGapMm: 14,
} as const;

/** The results sheet: game, round, opponent, mission, outcome, mission round, PH, PF, bonus, game PF, Σ PH, Σ PF. */
export const RESULTS_SHEET = {
  columns: [0.05, 0.06, 0.17, 0.13, 0.12, 0.07, 0.06, 0.07, 0.07, 0.07, 0.06, 0.07],
  cellPaddingMm: 1,
  /** Empty rows of a blank sheet (no results given). */
  blankRows: 8,
  blankRowMm: 8,
} as const;

/** The organiser's score slip: one per table, several to a page, cut apart. */
export const ORGANISER_SLIP = {
  /** At least this tall (three to an A4 page, two to a Letter page); taller only when a half needs it. */
  heightMm: 80,
  /** Space between two slips; the cut line runs in its middle. */
  gapMm: 6,
  /** The slip's title line, above the players' halves. */
  headMm: 7,
  /** The note at the bottom. */
  noteMm: 5,
  afterNameMm: 1,
  /** The PF and AP lost boxes. */
  numberBoxHeightMm: 6,
  /** PF's box takes at most this share of a half's width (AP lost the rest). */
  pfShare: 0.62,
  /** Between the groups of a half: boxes, missions, rounds, result. */
  blockGapMm: 1.5,
  tickMm: 3.5,
  /** One line of tick boxes. */
  tickRowMm: 4.6,
  tickTextGapMm: 1,
  /** The word beside a tick box is set this much lower than the box's top. */
  tickTextDropMm: 0.3,
  /** After a tick box's word, before the next box. */
  tickGapMm: 3,
  /** The eight missions in at most this many columns. */
  missionColumns: 3,
  signatureGapMm: 6,
} as const;
