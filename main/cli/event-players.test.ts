import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEventFile } from '../../core/systems/confrontation/tjost/organiser/load';
import { setDropped } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { serializeEvent } from '../../core/systems/confrontation/tjost/organiser/serialize';
import { enterResult } from '../../core/systems/confrontation/tjost/organiser/results-entry';
import { eventWith, finishedEvent, playRounds, T0, win } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { runCli } from './test-io';

const SAMPLES = path.resolve(import.meta.dirname, '../../resources/samples');

/**
 * `muster event` and `muster league` on what an organiser's tester found: one player registered
 * under several spellings of the name, players who never played ranked in the export, the export
 * refusing to replace its own results file, English in `--lang de`, dropped players in the report.
 */
describe('muster event: players, the results export and German', () => {
  let dir: string;
  const cli = (...args: string[]) => runCli(args, dir);
  /** A selection list file for `player` (the valid 400 AP sample, or the one 44 AP over). */
  const listFor = async (file: string, player: string, sample = 'valid-tjost-selection.muster'): Promise<string> => {
    const list = JSON.parse(await readFile(path.join(SAMPLES, sample), 'utf8')) as { player?: string };
    list.player = player;
    await writeFile(path.join(dir, file), JSON.stringify(list));
    return file;
  };
  const eventIn = async (file: string) => parseEventFile(await readFile(path.join(dir, file), 'utf8'), file).event!;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'muster-event-players-'));
    await writeFile(path.join(dir, 'finished.muster-event'), serializeEvent(finishedEvent()));
    await writeFile(path.join(dir, 'big.muster-event'), serializeEvent(playRounds(eventWith(10, { rounds: 3 }), 3)));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('add: "Jürgen Müller", "jürgen  müller", "JÜRGEN   MÜLLER" and a decomposed "Jürgen" are one player; the others are refused, in German', async () => {
    await cli('event', 'new', 'names.muster-event', '--name', 'Namen', '--seed', '1');
    const files = [];
    for (const [i, name] of ['Jürgen Müller', 'jürgen  müller', 'JÜRGEN   MÜLLER', 'Ju\u0308rgen Mu\u0308ller'].entries()) files.push(await listFor(`j${i}.muster`, name));
    const r = await cli('event', 'add', 'names.muster-event', ...files, '--lang', 'de');
    expect(r.code).toBe(2);
    // Each refusal names the player who is registered, as the players table shows them, whichever spelling the list gave.
    expect(r.err).toBe(['j1', 'j2', 'j3'].map((f) => `muster event: ${f}.muster: Ein Spieler namens „Jürgen Müller“ ist schon angemeldet (p1); ersetze seine Liste mit --replace p1\n`).join(''));
    expect(r.out.trimEnd().split('\n').at(-1)).toBe('Angemeldete Spieler: 1; das Turnier hat 1.');
    expect((await eventIn('names.muster-event')).players.map((p) => [p.id, p.name])).toEqual([['p1', 'Jürgen Müller']]);
    // Once round 1 is paired the list can no longer be replaced, so --replace is not advised.
    await cli('event', 'add', 'names.muster-event', await listFor('k.muster', 'Karl'));
    await cli('event', 'pair', 'names.muster-event');
    const late = await cli('event', 'add', 'names.muster-event', 'j2.muster');
    expect([late.code, late.err]).toEqual([2, "muster event: j2.muster: a player named 'Jürgen Müller' is registered already (p1); lists can no longer be replaced once round 1 is paired\n"]);
  });

  it('add: a list of another game registers no player (app and command line say the same), in both languages; --replace by one is refused too', async () => {
    await cli('event', 'new', 'games.muster-event', '--name', 'Spiele', '--seed', '1');
    const chronopia = await listFor('gobbos.muster', 'Jürgen', 'chronopia.chariot-crew.muster');
    const anna = await listFor('anna.muster', 'Anna');
    const de = await cli('event', 'add', 'games.muster-event', chronopia, anna, '--lang', 'de');
    expect([de.code, de.err]).toEqual([
      2,
      'muster event: gobbos.muster: Jürgen wurde nicht angemeldet: Das ist eine Liste für Chronopia, ein TJOST-Turnier spielt Confrontation. Bitte den Spieler um seine Confrontation-Auswahlliste.\n',
    ]);
    expect((await eventIn('games.muster-event')).players.map((p) => p.name)).toEqual(['Anna']);
    const before = await readFile(path.join(dir, 'games.muster-event'), 'utf8');
    const replace = await cli('event', 'add', 'games.muster-event', chronopia, '--replace', 'Anna');
    expect([replace.code, replace.err]).toEqual([2, "muster event: gobbos.muster: Anna's list was not replaced: it is a list for Chronopia, and a TJOST event plays Confrontation. Ask the player for their Confrontation selection list.\n"]);
    expect(await readFile(path.join(dir, 'games.muster-event'), 'utf8')).toBe(before);
  });

  it('add: a player is refused once every planned round has its results (he could play no round), in both languages', async () => {
    const before = await readFile(path.join(dir, 'finished.muster-event'), 'utf8');
    const file = await listFor('hanna.muster', 'Hanna');
    const en = await cli('event', 'add', 'finished.muster-event', file);
    expect([en.code, en.err]).toEqual([
      2,
      'muster event: hanna.muster: Hanna was not registered: the event is over (all 2 rounds have their results), so a new player could not play; to add one, raise the number of rounds (settings.rounds, or under “Event” in the app) first\n',
    ]);
    const de = await cli('event', 'add', 'finished.muster-event', file, '--lang', 'de');
    expect(de.err).toBe(
      'muster event: hanna.muster: Hanna wurde nicht angemeldet: Das Turnier ist beendet (alle 2 Runden haben ihre Ergebnisse), ein neuer Spieler könnte nicht mehr spielen; um einen anzumelden, erhöhe zuerst die Zahl der Runden (settings.rounds, oder in der App unter „Turnier“)\n',
    );
    expect(await readFile(path.join(dir, 'finished.muster-event'), 'utf8')).toBe(before);
  });

  it('standings and export list the players who played, with the same exact ranks; never the one dropped before round 1 nor the one registered after the last', async () => {
    const expected = [
      [1, 'Anna'],
      [2, 'Cid'],
      [3, 'Dora'],
      [4, 'Fritz'],
      [5, 'Ben'],
    ];
    const standings = JSON.parse((await cli('event', 'standings', 'finished.muster-event', '--format', 'json')).out) as { rows: { rank: number; name: string }[] };
    expect(standings.rows.map((r) => [r.rank, r.name])).toEqual(expected);
    const exported = await cli('event', 'export', 'finished.muster-event');
    const results = JSON.parse(exported.out) as { players: { rank: number; name: string; games: unknown[]; byes: number }[] };
    expect(results.players.map((p) => [p.rank, p.name])).toEqual(expected);
    expect(results.players.find((p) => p.name === 'Fritz')).toMatchObject({ byes: 1, games: [] });
    const text = await cli('event', 'standings', 'finished.muster-event', '--lang', 'de');
    expect(text.out.split('\n')[0]).toBe('Endstand');
    expect(text.out).not.toMatch(/Emil|Gustav/);
    // The league gets the players with a game: Fritz's bye is no game.
    await cli('event', 'export', 'finished.muster-event', '-o', 'finished.results.json');
    await cli('league', 'add', 'l.muster-league', 'finished.results.json', '--name', 'Liga');
    const league = JSON.parse((await cli('league', 'table', 'l.muster-league', '--format', 'json')).out) as { rows: { rank: number; name: string; played: number }[] };
    expect(league.rows.map((r) => [r.rank, r.name, r.played])).toEqual([
      [1, 'Anna', 2],
      [2, 'Cid', 2],
      [3, 'Dora', 2],
      [4, 'Ben', 2],
    ]);
  });

  it('standings of a round just paired, before any result: "no results yet", in German too', async () => {
    const { rounds, ...rest } = finishedEvent();
    const paired = { ...rest, rounds: [{ ...rounds[0]!, pairings: rounds[0]!.pairings.map(({ result: _r, ...p }) => p) }] };
    const { bye: _b, ...noBye } = paired.rounds[0]!;
    await writeFile(path.join(dir, 'paired.muster-event'), serializeEvent({ ...paired, rounds: [noBye] }));
    const de = await cli('event', 'standings', 'paired.muster-event', '--lang', 'de');
    expect(de).toEqual({ code: 0, out: 'Noch keine Ergebnisse: Ein Spieler steht in der Tabelle, sobald ein Spiel von ihm ein Ergebnis hat (oder er ein Freilos hatte).\n', err: '' });
  });

  it('export -o replaces its own results file of more than 4 KB (and the CSV its own), and still refuses another kind', async () => {
    const first = await cli('event', 'export', 'big.muster-event', '-o', 'own.results.json');
    expect(first.code).toBe(0);
    // Its "format" is written last, past the first 4 KB.
    const written = await readFile(path.join(dir, 'own.results.json'), 'utf8');
    expect([written.length > 4096, written.indexOf('"format"') > 4096]).toEqual([true, true]);
    const again = await cli('event', 'export', 'big.muster-event', '-o', 'own.results.json', '--lang', 'de');
    expect(again).toEqual({ code: 0, out: '', err: 'own.results.json geschrieben.\n' });
    expect((await cli('event', 'export', 'finished.muster-event', '--format', 'csv', '-o', 'own.csv')).code).toBe(0);
    expect((await cli('event', 'export', 'finished.muster-event', '--format', 'csv', '-o', 'own.csv')).code).toBe(0);
    // A file naming the results format only inside a text (not as its format) is not one.
    await writeFile(path.join(dir, 'notes.json'), JSON.stringify({ format: 'my-notes', text: '"format": "muster-event-results"' }));
    const other = await cli('event', 'export', 'finished.muster-event', '-o', 'notes.json', '--lang', 'de');
    expect([other.code, other.err]).toEqual([2, `muster event: --out ${path.join(dir, 'notes.json')} gibt es schon und ist keine Ergebnisdatei eines Muster-Turniers; ersetze sie mit --force\n`]);
  });

  it('check: a dropped player is marked, and an invalid list of a dropped player does not fail the check (exit 0)', async () => {
    await cli('event', 'new', 'drop.muster-event', '--name', 'Drop', '--date', '2025-10-18', '--seed', '1');
    await cli('event', 'add', 'drop.muster-event', await listFor('ann.muster', 'Ann'), await listFor('hal.muster', 'Hal', 'tjost.selection-points.muster'));
    expect((await cli('event', 'check', 'drop.muster-event')).code).toBe(1);
    await writeFile(path.join(dir, 'drop.muster-event'), serializeEvent(setDropped(await eventIn('drop.muster-event'), 'p2', true, T0)));
    const en = await cli('event', 'check', 'drop.muster-event');
    expect(en.code).toBe(0);
    expect(en.out.split('\n').slice(0, 2)).toEqual(['Registration report: Drop 2025-10-18', '2 players: 1 list valid, 0 with errors, 0 without a list; 1 dropped out.']);
    expect(en.out).toContain('\nHal (dropped out) – Griffins of Akkylannie – hal.muster\n  not valid (444 AP');
    const de = await cli('event', 'check', 'drop.muster-event', '--lang', 'de');
    expect(de.out.split('\n').slice(0, 2)).toEqual(['Prüfbericht der Anmeldung: Drop 18.10.2025', '2 Spieler: 1 Liste gültig, 0 mit Fehlern, 0 ohne Liste; 1 ausgeschieden.']);
    expect(de.out).toContain('\nHal (ausgeschieden) – Greifen von Akkylannie');
    const json = JSON.parse((await cli('event', 'check', 'drop.muster-event', '--format', 'json')).out) as { summary: unknown; players: { name: string; dropped: boolean }[] };
    expect([json.summary, json.players.map((p) => [p.name, p.dropped])]).toEqual([{ players: 2, valid: 1, invalid: 0, missing: 0, dropped: 1 }, [['Ann', false], ['Hal', true]]]);
  });

  it('pair: round 1 with a list that breaks the rules pairs, and names it (lists can no longer be replaced); round 2 says nothing', async () => {
    await cli('event', 'new', 'faulty.muster-event', '--name', 'Faulty', '--seed', '1', '--rounds', '3');
    await cli('event', 'add', 'faulty.muster-event', await listFor('ann.muster', 'Ann'), await listFor('hal.muster', 'Hal', 'tjost.selection-points.muster'));
    const en = await cli('event', 'pair', 'faulty.muster-event');
    expect(en.code).toBe(0);
    expect(en.err).toBe("muster event: Note: selection lists that break the rules: Hal (p2); lists can no longer be replaced now that round 1 is paired ('muster event unpair' takes it back).\n");
    expect((await eventIn('faulty.muster-event')).rounds).toHaveLength(1);
    await cli('event', 'unpair', 'faulty.muster-event');
    const de = await cli('event', 'pair', 'faulty.muster-event', '--lang', 'de');
    expect(de.err).toBe('muster event: Hinweis: Auswahllisten, die gegen die Regeln verstoßen: Hal (p2); seit Runde 1 gepaart ist, können Listen nicht mehr ersetzt werden (‚muster event unpair‘ nimmt die Runde zurück).\n');
    const paired = await eventIn('faulty.muster-event');
    await writeFile(path.join(dir, 'faulty.muster-event'), serializeEvent(enterResult(paired, 1, paired.rounds[0]!.pairings[0]!.table, win(120, 30), T0).event!));
    const second = await cli('event', 'pair', 'faulty.muster-event');
    expect([second.code, second.err]).toEqual([0, '']);
  });

  it('rename: any time, pairings and results kept; the standings, export and (after league add again) the league use the new name; a taken name refused in both languages', async () => {
    await writeFile(path.join(dir, 'rename.muster-event'), serializeEvent(finishedEvent()));
    await cli('event', 'export', 'rename.muster-event', '-o', 'rename.results.json');
    await cli('league', 'add', 'rename.muster-league', 'rename.results.json', '--name', 'Liga');
    const before = await eventIn('rename.muster-event');
    const done = await cli('event', 'rename', 'rename.muster-event', 'p2', ' Bernd  Ébert ');
    expect(done).toEqual({
      code: 0,
      out: "p2 renamed: Ben → Bernd Ébert.\nThe event has results: if they are in a league, export them again and add them with 'muster league add' (the event is replaced there).\n",
      err: '',
    });
    const after = await eventIn('rename.muster-event');
    expect(after.players.map((p) => p.name)).toEqual(['Anna', 'Bernd Ébert', 'Cid', 'Dora', 'Emil', 'Fritz', 'Gustav']);
    expect(after.rounds).toEqual(before.rounds);
    const standings = JSON.parse((await cli('event', 'standings', 'rename.muster-event', '--format', 'json')).out) as { rows: { rank: number; name: string }[] };
    expect(standings.rows.map((r) => [r.rank, r.name])).toEqual([[1, 'Anna'], [2, 'Cid'], [3, 'Dora'], [4, 'Fritz'], [5, 'Bernd Ébert']]);
    const csv = (await cli('event', 'export', 'rename.muster-event', '--format', 'csv')).out;
    expect([csv.includes('Ben,'), csv.split('\r\n').filter((l) => l.includes('Bernd Ébert')).length]).toEqual([false, 4]);
    // The league keeps the results it was given until the event is added again, which replaces them.
    const table = async () => (JSON.parse((await cli('league', 'table', 'rename.muster-league', '--format', 'json')).out) as { rows: { name: string; played: number }[] }).rows.map((r) => [r.name, r.played]);
    expect(await table()).toContainEqual(['Ben', 2]);
    await cli('event', 'export', 'rename.muster-event', '-o', 'rename.results.json');
    expect((await cli('league', 'add', 'rename.muster-league', 'rename.results.json')).code).toBe(0);
    expect(await table()).toEqual([['Anna', 2], ['Cid', 2], ['Dora', 2], ['Bernd Ébert', 2]]);

    const file = await readFile(path.join(dir, 'rename.muster-event'), 'utf8');
    const taken = await cli('event', 'rename', 'rename.muster-event', 'p3', 'ANNA', '--lang', 'de');
    expect(taken).toEqual({ code: 1, out: '', err: 'muster event: „ANNA“ ist vergeben: Anna (p1) ist schon unter diesem Namen angemeldet (Groß- und Kleinschreibung, Leerzeichen, ü oder ue, ß oder ss machen keinen anderen Namen)\n' });
    const takenEn = await cli('event', 'rename', 'rename.muster-event', 'p3', 'bernd ébert');
    expect([takenEn.code, takenEn.err]).toEqual([1, "muster event: 'bernd ébert' is taken: Bernd Ébert (p2) is registered under that name already (case, spaces, ü or ue, ß or ss do not make another name)\n"]);
    const empty = await cli('event', 'rename', 'rename.muster-event', 'p3', '  ', '--lang', 'de');
    expect([empty.code, empty.err]).toEqual([2, 'muster event: Ein Spieler braucht einen Namen; p3 behält den Namen „Cid“\n']);
    const nobody = await cli('event', 'rename', 'rename.muster-event', 'p99', 'Zoe');
    expect([nobody.code, nobody.err]).toEqual([2, "muster event: no player 'p99' in rename.muster-event\n"]);
    const same = await cli('event', 'rename', 'rename.muster-event', 'p3', 'Cid', '--lang', 'de');
    expect(same).toEqual({ code: 0, out: 'p3 heißt schon Cid; nichts geändert.\n', err: '' });
    expect(await readFile(path.join(dir, 'rename.muster-event'), 'utf8')).toBe(file);
    const usage = await cli('event', 'rename', 'rename.muster-event', 'p3');
    expect(usage.code).toBe(2);
    // JSON, and German: the event's own player in another case is no other player.
    const json = await cli('event', 'rename', 'rename.muster-event', 'p3', 'CID', '--format', 'json');
    expect([json.code, JSON.parse(json.out)]).toEqual([0, { id: 'p3', previous: 'Cid', name: 'CID', changed: true }]);
    const de = await cli('event', 'rename', 'rename.muster-event', 'p3', 'Cid', '--lang', 'de');
    expect(de.out).toBe('p3 umbenannt: CID → Cid.\nDas Turnier hat Ergebnisse: Sind sie in einer Liga, exportiere sie erneut und füge sie mit ‚muster league add‘ hinzu (das Turnier wird dort ersetzt).\n');
  });

  it('--lang de: a missing or wrong event file, an existing file for new, and an unreadable list are said in German', async () => {
    const missing = await cli('event', 'pair', 'nope.muster-event', '--lang', 'de');
    expect([missing.code, missing.err]).toEqual([2, 'muster event: nope.muster-event: Die Turnierdatei kann nicht gelesen werden: Datei nicht vorhanden\n']);
    const list = await cli('event', 'standings', 'ann.muster', '--lang', 'de');
    expect([list.code, list.err]).toEqual([2, "muster event: ann.muster: format: 'muster-event' erwartet, 'muster-list' gefunden\n"]);
    const exists = await cli('event', 'new', 'drop.muster-event', '--name', 'X', '--lang', 'de');
    expect([exists.code, exists.err]).toEqual([2, 'muster event: drop.muster-event gibt es schon; nenne eine neue Datei (‚new‘ schreibt nie über eine Turnierdatei)\n']);
    const unreadable = await cli('event', 'add', 'drop.muster-event', 'nope.muster', '--lang', 'de');
    expect([unreadable.code, unreadable.err]).toEqual([2, 'muster event: nope.muster: Die Listendatei kann nicht gelesen werden: Datei nicht vorhanden\n']);
    const league = await cli('league', 'add', 'new.muster-league', 'nope.results.json', '--name', 'Liga', '--lang', 'de');
    expect([league.code, league.err]).toEqual([2, 'muster league: nope.results.json: Die Ergebnisdatei kann nicht gelesen werden: Datei nicht vorhanden\n']);
    const print = await cli('event', 'print', 'finished.muster-event', '--documents', 'standings', '-o', 'ann.muster', '--lang', 'de');
    expect([print.code, print.err]).toEqual([2, `muster event: --out ${path.join(dir, 'ann.muster')} gibt es schon und ist kein PDF; ersetze sie mit --force\n`]);
  });
});
