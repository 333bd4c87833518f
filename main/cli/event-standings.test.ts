import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { enterResult } from '../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { serializeEvent } from '../../core/systems/confrontation/tjost/organiser/serialize';
import { eventWith, playRounds, T0, win } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { runCli } from './test-io';

/**
 * `muster event standings` while the last round has tables without a result: the heading says the
 * standings are provisional and names the tables (as the app and the printed standings do); once
 * the last table is entered it no longer does.
 */
describe('muster event standings: provisional while tables of the round have no result', () => {
  let dir: string;
  const cli = (...args: string[]) => runCli(args, dir);
  /** Seven players, 3 rounds: rounds 1 and 2 played, round 3 paired (three tables and a bye) with results at the tables given. */
  const thirdRound = (entered: number[]): EventFile => {
    let e = addNextRound(playRounds(eventWith(7, { rounds: 3 }), 2), T0).event!;
    for (const table of entered) e = enterResult(e, 3, table, win(90, 30), T0).event!;
    return e;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'muster-event-standings-'));
    await writeFile(path.join(dir, 'open.muster-event'), serializeEvent(thirdRound([1, 2])));
    await writeFile(path.join(dir, 'two.muster-event'), serializeEvent(thirdRound([2])));
    await writeFile(path.join(dir, 'done.muster-event'), serializeEvent(thirdRound([1, 2, 3])));
    await writeFile(path.join(dir, 'paired.muster-event'), serializeEvent(thirdRound([])));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const heading = async (file: string, ...more: string[]): Promise<string> => {
    const r = await cli('event', 'standings', file, '--no-user-cards', ...more);
    expect([r.code, r.err]).toEqual([0, '']);
    return r.out.split('\n')[0]!;
  };

  it('one table open: the heading names it, in English and German; the JSON lists the open tables', async () => {
    expect(await heading('open.muster-event')).toBe('Standings after round 3 – provisional: table 3 has no result yet');
    expect(await heading('open.muster-event', '--lang', 'de')).toBe('Tabelle nach Runde 3 – vorläufig: Tisch 3 hat noch kein Ergebnis');
    expect(await heading('open.muster-event', '--round', '3')).toBe('Standings after round 3 – provisional: table 3 has no result yet');
    expect(await heading('two.muster-event', '--lang', 'de')).toBe('Tabelle nach Runde 3 – vorläufig: Tische 1, 3 haben noch kein Ergebnis');
    const json = JSON.parse((await cli('event', 'standings', 'open.muster-event', '--format', 'json')).out) as { round: number; final: boolean; open: number[] };
    expect([json.round, json.final, json.open]).toEqual([3, false, [3]]);
    // An earlier round is complete.
    expect(await heading('open.muster-event', '--round', '2')).toBe('Standings after round 2');
  });

  it('the last table entered makes them final; a round just paired leaves them after the round before', async () => {
    expect(await heading('done.muster-event', '--lang', 'de')).toBe('Endstand');
    expect(await heading('paired.muster-event')).toBe('Standings after round 2');
    const json = JSON.parse((await cli('event', 'standings', 'paired.muster-event', '--format', 'json')).out) as { round: number; open: number[] };
    expect([json.round, json.open]).toEqual([2, []]);
  });
});
