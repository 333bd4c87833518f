import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEventFile } from '../../core/systems/confrontation/tjost/organiser/load';
import { runCli } from './test-io';

const SAMPLES = path.resolve(__dirname, '../../resources/samples');

/** A selection list file for `player`: the valid 400 AP sample, or the one 44 AP over the limit. */
async function listFor(dir: string, player: string, sample = 'valid-tjost-selection.muster'): Promise<string> {
  const list = JSON.parse(await readFile(path.join(SAMPLES, sample), 'utf8')) as { player?: string };
  list.player = player;
  await writeFile(path.join(dir, `${player}.muster`), JSON.stringify(list));
  return `${player}.muster`;
}

interface PairJson {
  round: number;
  tables: { table: number; a: { id: string; name: string }; b: { id: string; name: string } }[];
  bye: { id: string; name: string } | null;
  repeats: unknown[];
}

describe('muster event', () => {
  let dir: string;
  const cli = (...args: string[]) => runCli(args, dir);
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'muster-event-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('new: creates the event file (a valid muster-event), never over an existing file; bad arguments exit 2', async () => {
    const r = await cli('event', 'new', 'new.muster-event', '--name', 'Spring Cup', '--date', '2025-03-01', '--rounds', '3', '--seed', '42');
    expect(r).toEqual({ code: 0, out: 'Event Spring Cup created: new.muster-event (3 rounds, draw seed 42).\n', err: '' });
    const text = await readFile(path.join(dir, 'new.muster-event'), 'utf8');
    expect(parseEventFile(text, 'new').event).toMatchObject({ name: 'Spring Cup', date: '2025-03-01', seed: 42, settings: { rounds: 3 }, players: [] });
    const again = await cli('event', 'new', 'new.muster-event', '--name', 'Other');
    expect([again.code, again.err]).toEqual([2, "muster event: new.muster-event exists already; name a new file (an event file is never written over by 'new')\n"]);
    expect(await readFile(path.join(dir, 'new.muster-event'), 'utf8')).toBe(text);
    for (const bad of [['x.muster-event'], ['x.muster-event', '--name', 'X', '--seed', '4294967296'], ['x.muster-event', '--name', 'X', '--date', '1.3.2025'], ['x.muster-event', '--name', 'X', '--date', '2025-02-30'], ['x.muster-event', '--name', 'X', '--date', '2025-13-45'], ['x.muster-event', '--name', 'X', '--rounds', '0']]) {
      const b = await cli('event', 'new', ...bad);
      expect(b.code, bad.join(' ')).toBe(2);
      expect(b.err).toContain('Usage: muster event');
    }
  });

  it('add: registers eight lists, each checked with the TJOST rules; the one over 400 AP is reported and exits 1', async () => {
    await cli('event', 'new', 'cup.muster-event', '--name', 'Cup', '--seed', '7');
    const files = [];
    for (const name of ['Ann', 'Ben', 'Cid', 'Dan', 'Eve', 'Fay', 'Gus']) files.push(await listFor(dir, name));
    files.push(await listFor(dir, 'Hal', 'tjost.selection-points.muster'));
    const r = await cli('event', 'add', 'cup.muster-event', ...files);
    expect([r.code, r.err]).toEqual([1, '']);
    expect(r.out).toContain('Ann – Griffins of Akkylannie – Ann.muster\n  valid (400 AP, warnings: 0)\n');
    expect(r.out).toContain('Hal – Griffins of Akkylannie – Hal.muster\n  not valid (444 AP, errors: 1, warnings: 0)\n  - error: ');
    expect(r.out).toContain('[tjost.selection-points]');
    expect(r.out.trimEnd().split('\n').at(-1)).toBe('Players registered: 8; the event has 8.');

    const check = await cli('event', 'check', 'cup.muster-event', '--format', 'json');
    const report = JSON.parse(check.out) as { summary: unknown; players: { name: string; valid: boolean; issues: { code: string }[] }[] };
    expect([check.code, report.summary]).toEqual([1, { players: 8, valid: 7, invalid: 1, missing: 0, dropped: 0 }]);
    expect(report.players.filter((p) => !p.valid).map((p) => [p.name, p.issues.map((i) => i.code)])).toEqual([['Hal', ['tjost.selection-points']]]);
    const de = await cli('event', 'check', 'cup.muster-event', '--lang', 'de');
    expect(de.out).toContain('8 Spieler: 7 Listen gültig, 1 mit Fehlern, 0 ohne Liste.');
  });

  it('add: a name already registered or an unreadable file exits 2, the other lists are registered', async () => {
    await cli('event', 'new', 'dup.muster-event', '--name', 'Dup');
    await listFor(dir, 'Ivy');
    await writeFile(path.join(dir, 'broken.muster'), '{ "format": "muster-list", ');
    await cli('event', 'add', 'dup.muster-event', 'Ivy.muster');
    const r = await cli('event', 'add', 'dup.muster-event', 'Ivy.muster', 'broken.muster', await listFor(dir, 'Jo'));
    expect(r.code).toBe(2);
    expect(r.err).toContain("muster event: Ivy.muster: a player named 'Ivy' is registered already (p1); replace that player's list with --replace p1\n");
    expect(r.err).toContain('broken.muster');
    expect(r.out.trimEnd().split('\n').at(-1)).toBe('Players registered: 1; the event has 2.');
  });

  it('add --replace: a player gets a new list, checked at once, until round 1 is paired', async () => {
    await cli('event', 'new', 'rep.muster-event', '--name', 'Rep', '--seed', '3');
    await cli('event', 'add', 'rep.muster-event', 'Ann.muster', 'Ben.muster');
    const over = await cli('event', 'add', 'rep.muster-event', await listFor(dir, 'Ann2', 'tjost.selection-points.muster'), '--replace', 'p1', '--format', 'json');
    expect(over.code).toBe(1);
    expect(JSON.parse(over.out)).toMatchObject({ registered: [{ playerId: 'p1', name: 'Ann', points: 444, valid: false }], players: 2, failed: 0 });
    const back = await cli('event', 'add', 'rep.muster-event', 'Ann.muster', '--replace', 'p1');
    expect([back.code, back.out.trimEnd().split('\n').at(-1)]).toEqual([0, 'The list of Ann was replaced.']);
    expect((await cli('event', 'add', 'rep.muster-event', 'Ann.muster', '--replace', 'p9')).err).toBe("muster event: no player 'p9' in rep.muster-event\n");
    await cli('event', 'pair', 'rep.muster-event');
    const late = await cli('event', 'add', 'rep.muster-event', 'Ann.muster', '--replace', 'p1');
    expect([late.code, late.err]).toEqual([2, 'muster event: the event has started (rounds paired: 1): lists can no longer be replaced\n']);
  });

  it('a file that is not a usable event is named with its problem and left as it was', async () => {
    await writeFile(path.join(dir, 'notes.muster-event'), 'my notes');
    for (const args of [['add', 'notes.muster-event', 'Ivy.muster'], ['pair', 'notes.muster-event'], ['result', 'notes.muster-event', '--round', '1', '--table', '1', '--outcome', 'a', '--a-pf', '1', '--b-pf', '0']]) {
      const r = await cli('event', ...args);
      expect([r.code, r.out], args.join(' ')).toEqual([2, '']);
      expect(r.err).toContain('muster event: notes.muster-event');
    }
    expect(await readFile(path.join(dir, 'notes.muster-event'), 'utf8')).toBe('my notes');
  });

  it("reproduces the rulebook's worked example through result entry and standings: XYZ ends with 3 games, 4 PH / 187 PF", async () => {
    await cli('event', 'new', 'xyz.muster-event', '--name', 'XYZ Cup', '--rounds', '3', '--seed', '42');
    for (const name of ['XYZ', 'Kim', 'Lea', 'Max']) await cli('event', 'add', 'xyz.muster-event', await listFor(dir, name));
    // XYZ's games (TJOST, Punktwertung): a win by breaking the opponent, a loss, a draw with both missions in round 3.
    const xyzGames = [
      { xyz: ['--pf', '151'], other: ['--pf', '20', '--losses', '210'], won: 'xyz' },
      { xyz: ['--pf', '4'], other: ['--pf', '120', '--mission-round', '2'], won: 'other' },
      { xyz: ['--pf', '32', '--mission-round', '3'], other: ['--pf', '40', '--mission-round', '3'], won: 'draw' },
    ];
    for (const [i, game] of xyzGames.entries()) {
      const pair = await cli('event', 'pair', 'xyz.muster-event', '--format', 'json');
      expect(pair.code).toBe(0);
      const round = JSON.parse(pair.out) as PairJson;
      expect(round.round).toBe(i + 1);
      for (const t of round.tables) {
        const xyzSide = t.a.name === 'XYZ' ? 'a' : t.b.name === 'XYZ' ? 'b' : undefined;
        const side = (s: string, opts: string[]) => opts.map((o) => (o.startsWith('--') ? `--${s}-${o.slice(2)}` : o));
        const args = xyzSide
          ? [...side(xyzSide, game.xyz), ...side(xyzSide === 'a' ? 'b' : 'a', game.other), '--outcome', game.won === 'draw' ? 'draw' : (game.won === 'xyz') === (xyzSide === 'a') ? 'a' : 'b']
          : ['--a-pf', '90', '--a-mission-round', '2', '--b-pf', '30', '--outcome', 'a'];
        const r = await cli('event', 'result', 'xyz.muster-event', '--round', String(round.round), '--table', String(t.table), ...args);
        expect([r.code, r.err], args.join(' ')).toEqual([0, '']);
      }
    }
    const json = await cli('event', 'standings', 'xyz.muster-event', '--format', 'json');
    const rows = (JSON.parse(json.out) as { rows: { name: string; games: number; ph: number; pf: number }[] }).rows;
    expect(rows.find((r) => r.name === 'XYZ')).toMatchObject({ games: 3, ph: 4, pf: 187 });
    const after = async (n: number) => (JSON.parse((await cli('event', 'standings', 'xyz.muster-event', '--round', String(n), '--format', 'json')).out) as { rows: typeof rows }).rows.find((r) => r.name === 'XYZ');
    expect([await after(1), await after(2)].map((r) => [r?.ph, r?.pf])).toEqual([
      [3, 151],
      [3, 155],
    ]);
    const text = await cli('event', 'standings', 'xyz.muster-event');
    expect(text.out.split('\n')[0]).toBe('Final standings');
    expect(text.out).toMatch(/\n\s+\d\s+XYZ\s+Griffins of Akkylannie\s+3\s+4\s+187\s+0\n/);
  });

  it('result: an impossible result is refused with the rules’ message and exit 1, the event file unchanged; an unknown table exits 2', async () => {
    await cli('event', 'new', 'ref.muster-event', '--name', 'Ref', '--seed', '1');
    await cli('event', 'add', 'ref.muster-event', 'Ann.muster', 'Ben.muster');
    await cli('event', 'pair', 'ref.muster-event');
    const before = await readFile(path.join(dir, 'ref.muster-event'), 'utf8');
    const r = await cli('event', 'result', 'ref.muster-event', '--round', '1', '--table', '1', '--a-pf', '100', '--b-pf', '50', '--outcome', 'draw');
    expect(r.code).toBe(1);
    expect(r.err).toContain('muster event: Result refused (round 1, table 1):\n  error: A draw needs both missions fulfilled in the same round');
    expect(r.err).toContain('[tjost.result-draw-missions]');
    expect(await readFile(path.join(dir, 'ref.muster-event'), 'utf8')).toBe(before);
    const noTable = await cli('event', 'result', 'ref.muster-event', '--round', '1', '--table', '5', '--a-pf', '1', '--b-pf', '0', '--outcome', 'both-lose');
    expect([noTable.code, noTable.err]).toEqual([2, 'muster event: Round 1 has no table 5.\n']);
    const badMission = await cli('event', 'result', 'ref.muster-event', '--round', '1', '--table', '1', '--a-pf', '1', '--b-pf', '0', '--outcome', 'a', '--a-mission-round', '5');
    expect(badMission.code).toBe(2);
    expect(badMission.err).toContain('--a-mission-round must be a number from 1 to 4');
    // The round is still open: the next cannot be paired.
    const pair = await cli('event', 'pair', 'ref.muster-event');
    expect([pair.code, pair.err]).toEqual([1, 'muster event: Round 1 has tables without a result: 1.\n']);
  });

  it('print: the organiser sheets as one PDF; never over the event file or a file of another kind', async () => {
    const r = await cli('event', 'print', 'xyz.muster-event', '--documents', 'pairings,slips,standings,registration', '--round', '3', '-o', 'sheets.pdf');
    expect([r.code, r.err]).toEqual([0, 'sheets.pdf written.\n']);
    const pdf = await readFile(path.join(dir, 'sheets.pdf'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);
    const over = await cli('event', 'print', 'xyz.muster-event', '--documents', 'standings', '-o', 'xyz.muster-event');
    expect([over.code, over.err]).toEqual([2, `muster event: --out ${path.join(dir, 'xyz.muster-event')} is the input file ${path.join(dir, 'xyz.muster-event')}; choose another output file\n`]);
    const other = await cli('event', 'print', 'xyz.muster-event', '--documents', 'standings', '-o', 'Ann.muster');
    expect([other.code, other.err]).toEqual([2, `muster event: --out ${path.join(dir, 'Ann.muster')} exists and is not a PDF; use --force to replace it\n`]);
    const badDoc = await cli('event', 'print', 'xyz.muster-event', '--documents', 'pairings,list', '-o', 'x.pdf');
    expect(badDoc.code).toBe(2);
  });

  it('export and league: the results as CSV and JSON; the league file is created with --name and ranks by the best games', async () => {
    const csv = await cli('event', 'export', 'xyz.muster-event', '--format', 'csv');
    expect(csv.out.split('\r\n')[0]).toBe('event,date,rank,player,faction,player_ph,player_pf,round,table,opponent,opponent_faction,outcome,pf,opponent_pf,mission,mission_round,bonus_pf,ph,total_pf');
    expect(csv.out.split('\r\n').filter((l) => l.includes(',XYZ,griffins-akkylannie,4,187,'))).toHaveLength(3);
    expect((await cli('event', 'export', 'xyz.muster-event', '-o', 'xyz-results.json')).code).toBe(0);
    const noName = await cli('league', 'add', 'season.muster-league', 'xyz-results.json');
    expect(noName.code).toBe(2);
    expect(noName.err).toContain('season.muster-league does not exist yet: give the league a name with --name to create it');
    const add = await cli('league', 'add', 'season.muster-league', 'xyz-results.json', '--name', 'Season 2025');
    expect(add).toEqual({ code: 0, out: 'League Season 2025 created: season.muster-league.\nXYZ Cup: added to the league (4 players).\n', err: '' });
    const again = await cli('league', 'add', 'season.muster-league', 'xyz-results.json');
    expect(again.out).toBe('XYZ Cup: replaced in the league (4 players).\n');
    // An event never played (no game result) is refused, and the league is left as it was.
    await cli('event', 'new', 'empty.muster-event', '--name', 'Empty Cup', '--seed', '1');
    expect((await cli('event', 'export', 'empty.muster-event', '-o', 'empty-results.json')).code).toBe(0);
    const league = await readFile(path.join(dir, 'season.muster-league'), 'utf8');
    const empty = await cli('league', 'add', 'season.muster-league', 'empty-results.json', '--lang', 'de');
    expect(empty).toEqual({ code: 1, out: '', err: 'muster league: empty-results.json: Empty Cup hat noch kein Spielergebnis: Für die Liga gibt es nichts. Füge das Turnier hinzu, wenn seine Runden gespielt sind.\n' });
    expect(await readFile(path.join(dir, 'season.muster-league'), 'utf8')).toBe(league);
    const table = JSON.parse((await cli('league', 'table', 'season.muster-league', '--format', 'json')).out) as { rows: { name: string; ph: number; pf: number; games: number }[] };
    expect(table.rows.find((r) => r.name === 'XYZ')).toMatchObject({ ph: 4, pf: 187, games: 3 });
    // The text table names each player's people in the language asked for, not by id.
    const text = await cli('league', 'table', 'season.muster-league', '--lang', 'de');
    expect(text.out.split('\n').find((l) => l.includes('XYZ'))).toMatch(/XYZ\s+Greifen von Akkylannie\s+4\s+187/);
    const before = await readFile(path.join(dir, 'Ann.muster'), 'utf8');
    const notLeague = await cli('league', 'add', 'Ann.muster', 'xyz-results.json', '--name', 'X');
    expect(notLeague.code).toBe(2);
    expect(notLeague.err).toContain('muster league: Ann.muster');
    expect(await readFile(path.join(dir, 'Ann.muster'), 'utf8')).toBe(before);
    const overEvent = await cli('event', 'export', 'xyz.muster-event', '--format', 'csv', '-o', 'xyz-results.json');
    expect(overEvent.err).toContain('exists and is not a CSV export of event results; use --force to replace it');
  });

  it('--help of every command and action names them', async () => {
    const event = await cli('event', '--help');
    for (const action of ['new', 'add', 'rename', 'drop', 'back', 'check', 'pair', 'unpair', 'swap', 'result', 'standings', 'print', 'export']) expect(event.out).toContain(`  ${action} FILE`);
    expect(event.out).toContain('--walkover');
    expect((await cli('event', 'drop', '--help')).out).toContain('  drop FILE ID ');
    expect((await cli('league', 'table', '--help')).out).toContain('Usage: muster league');
    const unknown = await cli('event', 'shuffle', 'x');
    expect([unknown.code, unknown.err.split('\n')[0]]).toEqual([2, "muster event: unknown action 'shuffle' (new, add, rename, drop, back, check, pair, unpair, swap, result, standings, print, export)"]);
  });
});
