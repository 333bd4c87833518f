import { describe, expect, it } from 'vitest';
import { problemMessage } from '../../../files/problems';
import { emptyResults, parseResultsFile, serializeResults } from './results';

describe('results files', () => {
  const file = {
    format: 'muster-results',
    version: 1,
    player: 'XYZ',
    faction: 'griffins-akkylannie',
    games: [
      { round: 1, opponent: 'A', outcome: 'win', pf: 151, mission: 'crusade' },
      { round: 2, opponent: 'B', outcome: 'loss', pf: 4 },
    ],
  };

  it('round-trips a results file', () => {
    const parsed = parseResultsFile(JSON.stringify(file), 'r.json');
    expect(parsed.problems).toEqual([]);
    expect(parsed.results?.games).toHaveLength(2);
    const again = parseResultsFile(serializeResults(parsed.results!), 'r.json');
    expect(again.results).toEqual(parsed.results);
    expect(parseResultsFile(serializeResults(emptyResults('Me')), 'e.json').results).toEqual(emptyResults('Me'));
  });

  it('refuses impossible results and bad files, naming the file and the field', () => {
    const bad = { ...file, games: [{ round: 1, outcome: 'win', pf: -3, missionRound: 5 }] };
    expect(parseResultsFile(JSON.stringify(bad), 'r.json').problems).toMatchObject([
      { file: 'r.json', path: 'games[0].pf', message: 'PF cannot be negative' },
      { file: 'r.json', path: 'games[0].missionRound', message: 'a mission is fulfilled in round 1 to 4 (never later)' },
    ]);
    // Said in German too (a German organiser reads the same file), the field named in German.
    const bad2 = { ...file, games: [{ round: 1, outcome: 'win', pf: 2.5, opponentLosses: 10001, missionRound: 0 }] };
    expect(parseResultsFile(JSON.stringify(bad2), 'r.json').problems.map((p) => [p.path, problemMessage(p, 'de')])).toEqual([
      ['games[0].pf', 'PF müssen eine ganze Zahl sein'],
      ['games[0].missionRound', 'eine Mission wird in Runde 1 bis 4 erfüllt (nicht vor Runde 1)'],
      ['games[0].opponentLosses', 'verlorene AP des Gegners können nicht mehr als 10000 sein'],
    ]);
    expect(parseResultsFile(JSON.stringify(bad2), 'r.json').problems.map((p) => p.message)).toEqual(['PF must be a whole number', 'a mission is fulfilled in round 1 to 4 (not before round 1)', 'opponent losses cannot be more than 10000']);
    expect(parseResultsFile('{', 'x.json').problems[0]?.message).toMatch(/^invalid JSON/);
    expect(parseResultsFile(JSON.stringify({ ...file, version: 2 }), 'n.json').problems[0]?.message).toMatch(/newer than this Muster reads/);
    expect(parseResultsFile(JSON.stringify({ ...file, games: [{ round: 1, outcome: 'won', pf: 1 }] }), 'o.json').problems[0]?.path).toBe('games[0].outcome');
    expect(parseResultsFile(JSON.stringify({ ...file, extra: 1 }), 'k.json').problems[0]?.message).toBe("unknown field 'extra'");
  });
});
