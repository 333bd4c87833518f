import { describe, expect, it } from 'vitest';
import type { EventFile } from './event';
import { parseEventFile } from './load';
import { EVENT_FILE } from './migrate';
import { serializeEvent } from './serialize';
import { eventWith, playRounds } from './test-support';

describe('event files', () => {
  const event = playRounds(eventWith(5, { rounds: 3 }), 2);

  it('round-trip: save and load give the same event', () => {
    const text = serializeEvent(event);
    const parsed = parseEventFile(text, 'cup.muster-event');
    expect(parsed.problems).toEqual([]);
    expect(parsed.event).toEqual(event);
    expect(serializeEvent(parsed.event!)).toBe(text);
  });

  it('refuses a broken file, naming the file and the field', () => {
    expect(parseEventFile('{', 'x.muster-event').problems[0]?.message).toMatch(/^invalid JSON/);
    expect(parseEventFile(JSON.stringify({ ...event, version: 2 }), 'n.muster-event').problems[0]).toMatchObject({ path: 'version', message: expect.stringMatching(/newer than this Muster reads/) });
    expect(parseEventFile(JSON.stringify({ ...event, format: 'muster-list' }), 'f.muster-event').problems[0]).toMatchObject({ path: 'format' });
    expect(parseEventFile(JSON.stringify({ ...event, seed: -1 }), 's.muster-event').problems[0]?.path).toBe('seed');
    const badResult = structuredClone(event) as EventFile & { rounds: { pairings: { result?: { a: { pf: number } } }[] }[] };
    badResult.rounds[0]!.pairings[0]!.result!.a.pf = -3;
    expect(parseEventFile(JSON.stringify(badResult), 'r.muster-event').problems).toMatchObject([{ file: 'r.muster-event', path: 'rounds[0].pairings[0].result.a.pf', message: 'PF cannot be negative' }]);
  });

  it('refuses an event that does not hang together', () => {
    const broken = structuredClone(event);
    broken.players.push({ ...broken.players[0]! });
    broken.rounds[1]!.number = 3;
    broken.rounds[0]!.pairings[0]!.b = 'ghost';
    broken.rounds[0]!.pairings[1]!.a = broken.rounds[0]!.pairings[0]!.a;
    broken.rounds[1]!.pairings[1]!.table = broken.rounds[1]!.pairings[0]!.table;
    const paths = parseEventFile(JSON.stringify(broken), 'b.muster-event').problems.map((p) => `${p.path}: ${p.message}`);
    expect(paths).toEqual([
      `players[5].id: duplicate player id 'p1' (first at players[0])`,
      `rounds[0].pairings[0].b: no player 'ghost' in this event`,
      `rounds[0].pairings[1].a: player '${broken.rounds[0]!.pairings[0]!.a}' is already placed in this round (rounds[0].pairings[0].a)`,
      'rounds[1].number: round 3 where round 2 belongs; rounds are numbered 1, 2, 3 … in order',
      `rounds[1].pairings[1].table: table ${broken.rounds[1]!.pairings[0]!.table} is used twice in round 3`,
    ]);
  });

  it('reads its format and version through the migrations registry (version 1 is the first)', () => {
    expect(EVENT_FILE).toMatchObject({ format: 'muster-event', current: 1 });
    expect(parseEventFile(JSON.stringify({ ...event, version: 0 }), 'v.muster-event').problems[0]).toMatchObject({ path: 'version', message: 'expected a whole number of at least 1' });
  });
});
