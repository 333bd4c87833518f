import { describe, expect, it } from 'vitest';
import { gameResultSchema, type GameResultInput } from './results';
import { CRUSADE_PF, MISSION_BY_ID } from './missions';
import { drawTiebreak, gameProblems, leagueTotals, missionBonus, rankPlayers, scoreGame, scoreGames } from './scoring';

const game = (g: Partial<GameResultInput>) => gameResultSchema.parse({ round: 1, outcome: 'win', pf: 0, ...g });

describe('the worked example of the rules (Punktwertung)', () => {
  it('3 PH / 151 PF, 0 PH / 4 PF, 1 PH / 32 PF gives 4 PH / 187 PF with running totals', () => {
    const { rows, totals } = scoreGames([
      game({ round: 1, outcome: 'win', pf: 151 }),
      game({ round: 2, outcome: 'loss', pf: 4 }),
      game({ round: 3, outcome: 'draw', pf: 32, opponentPf: 40 }),
    ]);
    expect(rows.map((r) => [r.score.ph, r.score.total])).toEqual([
      [3, 151],
      [0, 4],
      [1, 32],
    ]);
    expect(rows.map((r) => r.running)).toEqual([
      { ph: 3, pf: 151 },
      { ph: 3, pf: 155 },
      { ph: 4, pf: 187 },
    ]);
    expect(totals).toEqual({ games: 3, ph: 4, pf: 187, wins: 1, draws: 1, losses: 1 });
  });
});

describe('scoreGame', () => {
  it('win 3 PH, draw 1, loss and both-lose 0', () => {
    expect(['win', 'draw', 'loss', 'both-lose'].map((o) => scoreGame(game({ outcome: o as 'win', pf: 10, opponentPf: 10 })).ph)).toEqual([3, 1, 0, 0]);
  });

  it('mission bonus by round for a win: +100, +75, +50, +25', () => {
    expect([1, 2, 3, 4].map((r) => scoreGame(game({ outcome: 'win', pf: 60, missionRound: r, mission: 'bounty' })).total)).toEqual([160, 135, 110, 85]);
    expect(scoreGame(game({ outcome: 'win', pf: 60, missionRound: 2 }))).toMatchObject({ ph: 3, pf: 60, bonus: 75, total: 135 });
  });

  it('no bonus without a win', () => {
    expect(scoreGame(game({ outcome: 'draw', pf: 60, opponentPf: 50, missionRound: 2 }))).toMatchObject({ ph: 1, bonus: 0, total: 60 });
    expect(scoreGame(game({ outcome: 'loss', pf: 60, missionRound: 2 })).bonus).toBe(0);
  });

  it('Grenzsteine: 50 at the end of round 3, 75 when held on to round 4', () => {
    expect(scoreGame(game({ mission: 'boundary-stones', missionRound: 3, pf: 40 }))).toMatchObject({ bonus: 50, total: 90 });
    expect(scoreGame(game({ mission: 'boundary-stones', missionRound: 4, extended: true, pf: 40 }))).toMatchObject({ bonus: 75, total: 115 });
    expect(missionBonus(3, 'boundary-stones', true)).toBe(0);
    expect(missionBonus(undefined)).toBe(0);
  });

  it('the draw tiebreak: double the PF and 20 more wins', () => {
    expect(drawTiebreak(40, 20)).toBe('won');
    expect(drawTiebreak(39, 20)).toBeUndefined(); // not double
    expect(drawTiebreak(30, 15)).toBeUndefined(); // double, but only 15 more
    expect(drawTiebreak(10, 30)).toBe('lost');
    expect(drawTiebreak(0, 0)).toBeUndefined();
    const won = scoreGame(game({ outcome: 'draw', pf: 120, opponentPf: 50, missionRound: 3, mission: 'bounty' }));
    expect(won).toMatchObject({ agreed: 'draw', outcome: 'win', tiebreak: 'won', ph: 3, bonus: 50, total: 170 });
    const lost = scoreGame(game({ outcome: 'draw', pf: 50, opponentPf: 120, missionRound: 3 }));
    expect(lost).toMatchObject({ outcome: 'loss', tiebreak: 'lost', ph: 0, bonus: 0, total: 50 });
  });

  it('a broken army: 200 AP or more lost; a 20 PF lead over it decides the game', () => {
    const s = scoreGame(game({ outcome: 'win', pf: 210, opponentPf: 150 }));
    expect(s).toMatchObject({ broken: false, opponentBroken: true, breakWin: true, breakLoss: false });
    expect(scoreGame(game({ outcome: 'loss', pf: 150, opponentPf: 200 }))).toMatchObject({ broken: true, breakLoss: true });
    expect(scoreGame(game({ outcome: 'win', pf: 199, opponentPf: 100 })).opponentBroken).toBe(false);
    expect(scoreGame(game({ outcome: 'win', pf: 90, opponentLosses: 230, opponentPf: 80 }))).toMatchObject({ opponentBroken: true, breakWin: false });
  });
});

describe('impossible results are refused', () => {
  it('by the file schema, with a message', () => {
    const bad = (g: object) => gameResultSchema.safeParse({ round: 1, outcome: 'win', pf: 0, ...g }).error?.issues[0]?.message;
    expect(bad({ pf: -5 })).toBe('PF cannot be negative');
    expect(bad({ opponentPf: -1 })).toBe('opponent PF cannot be negative');
    expect(bad({ missionRound: 0 })).toBe('a mission is fulfilled in round 1 to 4 (not before round 1)');
    expect(bad({ missionRound: 5 })).toBe('a mission is fulfilled in round 1 to 4 (never later)');
    expect(bad({ pf: 2.5 })).toBe('PF must be a whole number');
  });

  it('by gameProblems, for input typed into a form', () => {
    expect(gameProblems({ pf: -1, opponentPf: 1.5, missionRound: 0 })).toEqual([
      { code: 'negative', field: 'pf' },
      { code: 'not-whole', field: 'opponentPf' },
      { code: 'mission-round', field: 'missionRound' },
    ]);
    expect(gameProblems({ missionRound: 5 })).toEqual([{ code: 'mission-round', field: 'missionRound' }]);
    expect(gameProblems({ mission: 'boundary-stones', missionRound: 2 })).toEqual([{ code: 'boundary-stones-round', field: 'missionRound' }]);
    expect(gameProblems({ mission: 'boundary-stones', missionRound: 4 })).toEqual([{ code: 'boundary-stones-round', field: 'missionRound' }]);
    expect(gameProblems({ mission: 'crusade', extended: true })).toEqual([{ code: 'extended-needs-boundary-stones', field: 'extended' }]);
    expect(gameProblems({ pf: 0, missionRound: 4, mission: 'boundary-stones', extended: true })).toEqual([]);
  });

  it('a mission fulfilled before it can be: Durchbruch from round 2 (figures there since the round before), Für die Ehre from round 3 (held two rounds)', () => {
    expect(gameProblems({ mission: 'breakthrough', missionRound: 1 })).toEqual([{ code: 'mission-round-early', field: 'missionRound', earliest: 2 }]);
    expect(gameProblems({ mission: 'breakthrough', missionRound: 2 })).toEqual([]);
    expect(gameProblems({ mission: 'for-honour', missionRound: 2 })).toEqual([{ code: 'mission-round-early', field: 'missionRound', earliest: 3 }]);
    expect(gameProblems({ mission: 'for-honour', missionRound: 3 })).toEqual([]);
    expect(gameProblems({ mission: 'bounty', missionRound: 1 })).toEqual([]);
  });

  it('Kreuzzug needs 90, 120, 150 or 170 PF by the end of the round it is fulfilled in, one below is refused', () => {
    const needed = { 1: 90, 2: 120, 3: 150, 4: 170 } as const;
    for (const round of [1, 2, 3, 4] as const) {
      expect(gameProblems({ mission: 'crusade', missionRound: round, pf: needed[round] })).toEqual([]);
      expect(gameProblems({ mission: 'crusade', missionRound: round, pf: needed[round] - 1 })).toEqual([{ code: 'crusade-pf', field: 'pf', needed: needed[round], round }]);
    }
    // Other missions have no PF threshold; a crusade not fulfilled needs none.
    expect(gameProblems({ mission: 'bounty', missionRound: 1, pf: 10 })).toEqual([]);
    expect(gameProblems({ mission: 'crusade', pf: 10 })).toEqual([]);
    expect(scoreGame(game({ mission: 'crusade', missionRound: 1, pf: 10 }))).toMatchObject({ ph: 0, bonus: 0, total: 0 });
    // The mission card states the same thresholds as the check.
    for (const lang of ['de', 'en'] as const) for (const n of Object.values(CRUSADE_PF)) expect(MISSION_BY_ID.crusade.goal[lang]).toContain(`: ${n}`);
  });

  it('a game with problems scores nothing and keeps them', () => {
    const s = scoreGame(game({ mission: 'boundary-stones', missionRound: 1, pf: 80 }));
    expect(s).toMatchObject({ ph: 0, total: 0, problems: [{ code: 'boundary-stones-round', field: 'missionRound' }] });
  });
});

describe('league and ranking', () => {
  it('only the 12 best games count: most PH, then most PF', () => {
    const games = [
      ...Array.from({ length: 10 }, (_, i) => game({ round: i + 1, outcome: 'win', pf: 100 + i })),
      game({ round: 11, outcome: 'loss', pf: 300 }),
      game({ round: 12, outcome: 'draw', pf: 5, opponentPf: 5 }),
      game({ round: 13, outcome: 'draw', pf: 50, opponentPf: 40 }),
      game({ round: 14, outcome: 'loss', pf: 1 }),
    ];
    const league = leagueTotals(games);
    expect(league.counted).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12]);
    expect(league).toMatchObject({ games: 12, ph: 32, pf: 1045 + 5 + 50 });
    expect(leagueTotals(games.slice(0, 3)).counted).toEqual([0, 1, 2]);
  });

  it('players rank by PH, then PF; equal scores share a rank', () => {
    const ranked = rankPlayers([
      { name: 'A', ph: 4, pf: 187 },
      { name: 'B', ph: 6, pf: 100 },
      { name: 'C', ph: 4, pf: 200 },
      { name: 'D', ph: 4, pf: 187 },
    ]);
    expect(ranked.map((p) => [p.rank, p.name])).toEqual([
      [1, 'B'],
      [2, 'C'],
      [3, 'A'],
      [3, 'D'],
    ]);
  });
});
