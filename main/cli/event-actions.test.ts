import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { parseEventFile } from '../../core/systems/confrontation/tjost/organiser/load';
import { enterResult } from '../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { serializeEvent } from '../../core/systems/confrontation/tjost/organiser/serialize';
import { eventWith, T0, win } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { runCli } from './test-io';

const SAMPLES = path.resolve(import.meta.dirname, '../../resources/samples');

/** Four players named as below, round 1 paired (table 1: Anna – Ben, table 2: Eva Roth – Jürgen Müller), table 1 played. */
function roundOne(): EventFile {
  const base = eventWith(4, { rounds: 3 });
  const names = ['Anna', 'Ben', 'Eva Roth', 'Jürgen Müller'];
  const event = { ...base, players: base.players.map((p, i) => ({ ...p, name: names[i]! })) };
  const at = T0.toISOString();
  return { ...event, rounds: [{ number: 1, pairedAt: at, pairings: [{ table: 1, a: 'p1', b: 'p2', result: win(120, 30) }, { table: 2, a: 'p3', b: 'p4' }] }] };
}

/**
 * `muster event drop|back|swap|unpair` and walkovers on the command line, as a tester's league
 * season needed them: a player who leaves mid-round, the table closed with a walkover, the
 * round finished and the next paired; a draw won on PF said as such; "Juergen Mueller" known as
 * "Jürgen Müller".
 */
describe('muster event: drop, back, swap, unpair and walkovers', () => {
  let dir: string;
  const cli = (...args: string[]) => runCli(args, dir);
  const eventIn = async (file: string) => parseEventFile(await readFile(path.join(dir, file), 'utf8'), file).event!;
  const write = (file: string, event: EventFile) => writeFile(path.join(dir, file), serializeEvent(event));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'muster-event-actions-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('drop: the player is out, the table left open is named with the walkover that closes it; a walkover finishes the round', async () => {
    await write('drop.muster-event', roundOne());
    const d = await cli('event', 'drop', 'drop.muster-event', 'p4', '--lang', 'de');
    expect(d).toEqual({
      code: 0,
      err: '',
      out:
        'Jürgen Müller (p4) ist ausgeschieden: wird nicht mehr gepaart; die bisherigen Ergebnisse bleiben.\n' +
        'Runde 1, Tisch 2 hat noch kein Ergebnis; die nächste Runde wird erst gepaart, wenn es eines hat. Trage das Ergebnis des Spiels ein, oder einen kampflosen Sieg für Eva Roth: muster event result drop.muster-event --round 1 --table 2 --outcome a --walkover\n',
    });
    expect((await eventIn('drop.muster-event')).players[3]).toMatchObject({ id: 'p4', dropped: true });
    // Dropped again: nothing changes, and the table still open is named again.
    expect((await cli('event', 'drop', 'drop.muster-event', 'p4')).out.split('\n').slice(0, 2)).toEqual(['Jürgen Müller (p4) has dropped out already; nothing changed.', expect.stringMatching(/^Round 1, table 2 has no result yet; .+ a walkover for Eva Roth: muster event result drop.muster-event --round 1 --table 2 --outcome a --walkover$/)]);
    // The round cannot be paired on; a win at 0:0 is no game result …
    expect((await cli('event', 'pair', 'drop.muster-event')).err).toBe('muster event: Round 1 has tables without a result: 2.\n');
    const game = await cli('event', 'result', 'drop.muster-event', '--round', '1', '--table', '2', '--outcome', 'a', '--a-pf', '0', '--b-pf', '0');
    expect([game.code, game.err]).toEqual([1, expect.stringContaining('[tjost.result-break-win]')]);
    // … a walkover is: the player present wins with a win's PH, PF as a bye scores (0) unless given.
    const walkover = await cli('event', 'result', 'drop.muster-event', '--round', '1', '--table', '2', '--outcome', 'a', '--walkover', '--b-pf', '40', '--lang', 'de');
    expect(walkover).toEqual({ code: 0, err: '', out: 'Runde 1, Tisch 2: Eva Roth 3 PH / 0 PF – Jürgen Müller 0 PH / 40 PF (Eva Roth gewinnt kampflos).\n' });
    expect((await eventIn('drop.muster-event')).rounds[0]!.pairings[1]!.result).toMatchObject({ outcome: 'a', walkover: true, a: { pf: 0 }, b: { pf: 40 } });
    const pair = await cli('event', 'pair', 'drop.muster-event', '--format', 'json');
    expect(pair.code).toBe(0);
    expect(JSON.stringify(JSON.parse(pair.out))).not.toContain('p4');
    // The standings name the walkover in its column; the export lists it apart from the games.
    const st = await cli('event', 'standings', 'drop.muster-event', '--round', '1', '--lang', 'de', '--no-user-cards');
    expect(st.out.split('\n')[2]).toMatch(/Platz\s+Spieler\s+Volk\s+Spiele\s+PH\s+PF\s+Freilose\s+Kampflos$/);
    expect(st.out).toMatch(/Eva Roth\s+0\s+3\s+0\s+0\s+1\n/);
    const csv = await cli('event', 'export', 'drop.muster-event', '--format', 'csv');
    expect(csv.out).toContain('Eva Roth,,3,0,1,2,Jürgen Müller,,walkover-win,0,40,,,0,3,0\r\n');
    expect(csv.out).toContain('Jürgen Müller,,0,40,1,2,Eva Roth,,walkover-loss,40,0,,,0,0,40\r\n');
    const json = JSON.parse((await cli('event', 'export', 'drop.muster-event')).out) as { players: { name: string; games: unknown[]; walkovers?: unknown[] }[] };
    expect(json.players.find((p) => p.name === 'Eva Roth')).toMatchObject({ games: [], walkovers: [{ round: 1, table: '2', opponent: 'Jürgen Müller', won: true, pf: 0, opponentPf: 40 }] });
  });

  it('result --walkover: the player present is --outcome a or b, and no option of a game played', async () => {
    await write('wo.muster-event', roundOne());
    const before = await readFile(path.join(dir, 'wo.muster-event'), 'utf8');
    for (const bad of [['--walkover'], ['--walkover', '--outcome', 'draw'], ['--walkover', '--outcome', 'a', '--a-mission-round', '2'], ['--walkover', '--outcome', 'b', '--a-pf', '8O']]) {
      const r = await cli('event', 'result', 'wo.muster-event', '--round', '1', '--table', '2', ...bad);
      expect(r.code, bad.join(' ')).toBe(2);
    }
    expect((await cli('event', 'result', 'wo.muster-event', '--round', '1', '--table', '2', '--walkover', '--outcome', 'a', '--a-mission-round', '2')).err).toContain('--walkover is no game played: it takes --a-pf, --b-pf and --note, not --a-mission-round');
    expect(await readFile(path.join(dir, 'wo.muster-event'), 'utf8')).toBe(before);
    const json = await cli('event', 'result', 'wo.muster-event', '--round', '1', '--table', '2', '--walkover', '--outcome', 'b', '--format', 'json');
    expect(JSON.parse(json.out)).toMatchObject({ accepted: true, outcome: 'b', walkover: true, text: 'Jürgen Müller won by walkover', a: { outcome: 'loss', ph: 0, pf: 0 }, b: { outcome: 'win', ph: 3, pf: 0 } });
    // Undone as any result: --clear removes it.
    expect((await cli('event', 'result', 'wo.muster-event', '--round', '1', '--table', '2', '--clear')).out).toBe('Round 1, table 2: result removed.\n');
  });

  it('back: the player is in again; an unknown id is named', async () => {
    await write('back.muster-event', roundOne());
    await cli('event', 'drop', 'back.muster-event', 'p2');
    expect(await cli('event', 'back', 'back.muster-event', 'p2')).toEqual({ code: 0, err: '', out: 'Ben (p2) is back in: paired again from the next round.\n' });
    expect((await eventIn('back.muster-event')).players[1]!.dropped).toBeUndefined();
    expect((await cli('event', 'back', 'back.muster-event', 'p2', '--lang', 'de')).out).toBe('Ben (p2) ist dabei; nichts geändert.\n');
    expect(await cli('event', 'drop', 'back.muster-event', 'p9')).toEqual({ code: 2, out: '', err: "muster event: no player 'p9' in back.muster-event\n" });
    expect(JSON.parse((await cli('event', 'drop', 'back.muster-event', 'p1', '--format', 'json')).out)).toEqual({ id: 'p1', name: 'Anna', dropped: true, changed: true, openTable: null });
    expect((await cli('event', 'drop', 'back.muster-event')).code).toBe(2);
    // By name, in the other spelling, as an organiser reads it off the standings.
    expect((await cli('event', 'back', 'back.muster-event', 'anna')).out).toBe('Anna (p1) is back in: paired again from the next round.\n');
    expect(await cli('event', 'drop', 'back.muster-event', 'Anne')).toEqual({ code: 2, out: '', err: "muster event: no player 'Anne' in back.muster-event\n" });
  });

  it('swap: two players of a round change places (warning on a repeat); refusals name the player, the round and the table', async () => {
    await write('swap.muster-event', roundOne());
    expect(await cli('event', 'swap', 'swap.muster-event', 'p3', 'p9')).toEqual({ code: 2, out: '', err: 'muster event: p9 is not in round 1.\n' });
    expect(await cli('event', 'swap', 'swap.muster-event', 'p1', 'p3')).toEqual({ code: 1, out: '', err: "muster event: Round 1, table 1 has a result; remove it first ('result --clear') to swap its players.\n" });
    expect(await cli('event', 'swap', 'swap.muster-event', 'p3', 'p4', '--lang', 'de')).toEqual({ code: 1, out: '', err: 'muster event: Eva Roth (p3) und Jürgen Müller (p4) spielen in Runde 1 schon an Tisch 2 gegeneinander.\n' });
    expect((await cli('event', 'swap', 'swap.muster-event', 'eva roth', 'Juergen Mueller', '--lang', 'de')).err).toBe('muster event: Eva Roth (p3) und Jürgen Müller (p4) spielen in Runde 1 schon an Tisch 2 gegeneinander.\n');
    expect((await cli('event', 'swap', 'swap.muster-event', 'p3', 'p4', '--round', '4')).err).toBe('muster event: The event has no round 4.\n');
    // Round 2: the last round, swapped by hand.
    let event = addNextRound(enterResult(roundOne(), 1, 2, win(100, 20), T0).event!, T0).event!;
    await write('swap.muster-event', event);
    const [t1, t2] = event.rounds[1]!.pairings;
    const r = await cli('event', 'swap', 'swap.muster-event', t1!.b, t2!.a);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/^Round 2: .+ \(p\d\) and .+ \(p\d\) swapped\.$/);
    event = await eventIn('swap.muster-event');
    expect(event.rounds[1]).toMatchObject({ manual: true, pairings: [{ a: t1!.a, b: t2!.a }, { a: t1!.b, b: t2!.b }] });
  });

  it('unpair: takes back the last round while it has no result; else says which tables have one', async () => {
    await write('unpair.muster-event', roundOne());
    expect(await cli('event', 'unpair', 'unpair.muster-event', '--lang', 'de')).toEqual({ code: 1, out: '', err: 'muster event: Runde 1 hat Ergebnisse (Tische 1); entferne sie zuerst (‚result --clear‘).\n' });
    await cli('event', 'result', 'unpair.muster-event', '--round', '1', '--table', '1', '--clear');
    expect(await cli('event', 'unpair', 'unpair.muster-event')).toEqual({ code: 0, err: '', out: 'Round 1 taken back: its pairings are removed.\n' });
    expect((await eventIn('unpair.muster-event')).rounds).toEqual([]);
    expect(await cli('event', 'unpair', 'unpair.muster-event')).toEqual({ code: 1, out: '', err: 'muster event: No round has been paired yet.\n' });
  });

  it('result: a mission by its id or its name in either language, in any case, is saved by its id', async () => {
    await write('mission.muster-event', roundOne());
    const enter = (a: string, b: string) =>
      cli('event', 'result', 'mission.muster-event', '--round', '1', '--table', '2', '--outcome', 'a', '--a-pf', '160', '--a-mission-round', '3', '--a-mission', a, '--b-pf', '40', '--b-mission', b);
    const r = await enter('Kreuzzug', 'für die ehre');
    expect([r.code, r.err]).toEqual([0, '']);
    expect((await eventIn('mission.muster-event')).rounds[0]!.pairings[1]!.result).toMatchObject({ a: { mission: 'crusade' }, b: { mission: 'for-honour' } });
    expect((await enter('CRUSADE', 'Boundary stones')).code).toBe(0);
    expect((await eventIn('mission.muster-event')).rounds[0]!.pairings[1]!.result).toMatchObject({ a: { mission: 'crusade' }, b: { mission: 'boundary-stones' } });
    const bad = await enter('Siegeszug', 'crusade');
    expect([bad.code, bad.err.split('\n')[0]]).toEqual([2, "muster event: --a-mission must be one of breakthrough, messenger, bounty, crusade, loot, retaliation, boundary-stones, for-honour (got 'Siegeszug')"]);
  });

  it('result: a draw won on PF says the outcome entered and what it scored', async () => {
    await write('draw.muster-event', roundOne());
    const r = await cli('event', 'result', 'draw.muster-event', '--round', '1', '--table', '2', '--outcome', 'draw', '--a-pf', '125', '--a-mission-round', '3', '--b-pf', '40', '--b-mission-round', '3');
    expect(r).toEqual({ code: 0, err: '', out: 'Round 1, table 2: Eva Roth 3 PH / 175 PF – Jürgen Müller 0 PH / 40 PF (Draw, won on PF: Eva Roth).\n' });
    const de = await cli('event', 'result', 'draw.muster-event', '--round', '1', '--table', '2', '--outcome', 'draw', '--a-pf', '125', '--a-mission-round', '3', '--b-pf', '40', '--b-mission-round', '3', '--lang', 'de', '--format', 'json');
    expect(JSON.parse(de.out)).toMatchObject({ outcome: 'draw', text: 'Unentschieden, nach PF gewonnen: Eva Roth', a: { outcome: 'win', tiebreak: 'won', ph: 3 }, b: { outcome: 'loss', tiebreak: 'lost', ph: 0 } });
  });

  it('add and league: "Juergen Mueller" is "Jürgen Müller", refused as a second player and one row of the league', async () => {
    const list = JSON.parse(await readFile(path.join(SAMPLES, 'valid-tjost-selection.muster'), 'utf8')) as { player?: string };
    for (const [file, player] of [['j1.muster', 'Jürgen Müller'], ['j2.muster', 'Juergen Mueller'], ['j3.muster', 'Jurgen Muller']]) await writeFile(path.join(dir, file!), JSON.stringify({ ...list, player }));
    await cli('event', 'new', 'names.muster-event', '--name', 'Namen');
    const r = await cli('event', 'add', 'names.muster-event', 'j1.muster', 'j2.muster', 'j3.muster', '--lang', 'de', '--no-user-cards');
    expect(r.err).toBe('muster event: j2.muster: Ein Spieler namens „Jürgen Müller“ ist schon angemeldet (p1); ersetze seine Liste mit --replace p1\n');
    expect((await eventIn('names.muster-event')).players.map((p) => p.name)).toEqual(['Jürgen Müller', 'Jurgen Muller']);
    // Two events, the name spelt two ways: one row of the league.
    for (const [id, name] of [['e1', 'Jürgen Müller'], ['e2', 'Juergen Mueller']] as const) {
      const e = roundOne();
      await write(`${id}.muster-event`, { ...e, id, players: e.players.map((p) => (p.id === 'p4' ? { ...p, name } : p)), rounds: [enterResult(e, 1, 2, win(100, 20), T0).event!.rounds[0]!] });
      await cli('event', 'export', `${id}.muster-event`, '-o', `${id}.results.json`);
    }
    await cli('league', 'add', 'season.muster-league', 'e1.results.json', 'e2.results.json', '--name', 'Liga');
    const table = JSON.parse((await cli('league', 'table', 'season.muster-league', '--format', 'json')).out) as { rows: { name: string; events: number; played: number }[] };
    expect(table.rows.filter((row) => /j(ü|ue)rgen/i.test(row.name)).map((row) => [row.name, row.events, row.played])).toEqual([['Jürgen Müller', 2, 2]]);
  });
});
