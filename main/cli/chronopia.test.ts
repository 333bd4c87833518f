import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type CliRun } from './test-io';

const ROOT = path.resolve(__dirname, '../..');

function run(args: string[]): Promise<CliRun> {
  return runCli(['chronopia', ...args], ROOT);
}

describe('muster chronopia', () => {
  it('sizes: the four game sizes', async () => {
    expect(await run(['sizes'])).toEqual({ code: 0, out: 'Hero (up to 40)\nPatrol (up to 200)\nArmy (up to 400)\nGrand (500 and more)\n', err: '' });
    const json = JSON.parse((await run(['sizes', '--format', 'json', '--lang', 'de'])).out) as { id: string; name: string; points: number }[];
    expect(json.map((s) => [s.id, s.name, s.points])).toEqual([
      ['hero', 'Held', 40],
      ['patrol', 'Patrouille', 200],
      ['army', 'Armee', 400],
      ['grand', 'Große Schlacht', 500],
    ]);
  });

  it('fall: the rulebook example and a safe drop', async () => {
    expect((await run(['fall', '--size', '3', '--height', '8', '--victim-fg', '12'])).out).toBe('damage 13 (x3), lands prone\ndodge: roll under 9 (LD test)\n');
    expect((await run(['fall', '--size', '3', '--height', '1,5', '--lang', 'de'])).out).toBe('kein Schaden (sicher bis 1,5 Zoll)\n');
    expect(JSON.parse((await run(['fall', '--size', '3', '--height', '8', '--format', 'json'])).out)).toEqual({
      safeHeight: 1.5, extraInches: 6, harmed: true, damage: 13, multiplier: 3, prone: true,
    });
  });

  it('fall: one inch in the singular; no dodge line when the fall does no damage (nothing to dodge)', async () => {
    expect(await run(['fall', '--size', '2', '--height', '1', '--victim-fg', '10'])).toEqual({ code: 0, out: 'no damage (safe up to 1 inch)\n', err: '' });
    expect((await run(['fall', '--size', '3', '--height', '1', '--victim-fg', '10'])).out).toBe('no damage (safe up to 1.5 inches)\n');
    expect((await run(['fall', '--size', '2', '--height', '0', '--victim-fg', '10', '--lang', 'de'])).out).toBe('kein Schaden (sicher bis 1 Zoll)\n');
    expect(JSON.parse((await run(['fall', '--size', '2', '--height', '1', '--victim-fg', '10', '--format', 'json'])).out)).not.toHaveProperty('dodge');
    expect(JSON.parse((await run(['fall', '--size', '3', '--height', '8', '--victim-fg', '12', '--format', 'json'])).out)).toMatchObject({ dodge: 9 });
  });

  it('melee: an option that works only with another is bad usage naming the one missing, in the language asked for', async () => {
    const cases: [string[], string][] = [
      [['--attacker', '3', '--attacker', '3'], '--attacker needs --target-size'],
      [['--nk', '15', '--charge'], '--nk needs --damage'],
      [['--damage', '11', '--charge'], '--damage needs --nk'],
    ];
    for (const [args, text] of cases) {
      const r = await run(['melee', ...args]);
      expect([r.code, r.out]).toEqual([2, '']);
      expect(r.err.startsWith(`muster chronopia: ${text}:`)).toBe(true);
    }
    const de = await run(['melee', '--attacker', '3', '--lang', 'de']);
    expect([de.code, de.err.split('\n')[0]]).toEqual([2, 'muster chronopia: --attacker braucht --target-size: die Größe der Angreifer zusammen wird gegen 4 x die Größe des Ziels geprüft']);
    expect((await run(['melee', '--damage', '11', '--lang', 'de'])).err).toContain('--damage braucht --nk');
    // The target's size alone says the limit.
    expect(await run(['melee', '--target-size', '2'])).toEqual({ code: 0, out: 'CC 0, DMG 0\nsize limit 0 of 8: allowed\n', err: '' });
  });

  it('melee: --friends up to the bound the app takes too (core MELEE_LIMITS)', async () => {
    expect((await run(['melee', '--friends', '39'])).out).toBe('CC +39, DMG +39\n');
    const r = await run(['melee', '--friends', '40']);
    expect([r.code, r.err.split('\n')[0]]).toEqual([2, "muster chronopia: --friends must be a number from 0 to 39, a whole number (got '40')"]);
  });

  it('melee: NK, damage and VER in the ranges the app’s boxes take (core MELEE_LIMITS), ends included', async () => {
    expect((await run(['melee', '--nk', '12', '--damage', '30', '--ver', '-10'])).out).toBe('CC -10, DMG 0\nto hit 2 or less, damage 30\n');
    expect((await run(['melee', '--nk', '0', '--damage', '0', '--ver', '10'])).out).toBe('CC +10, DMG 0\nto hit 10 or less, damage 0\n');
    const refused: [string[], string][] = [
      [['--nk', '-5', '--damage', '4'], "--nk must be a number from 0 to 30, a whole number (got '-5')"],
      [['--nk', '5', '--damage', '31'], "--damage must be a number from 0 to 30, a whole number (got '31')"],
      [['--ver', '11'], "--ver must be a number from -10 to 10, a whole number (got '11')"],
    ];
    for (const [args, text] of refused) {
      const r = await run(['melee', ...args]);
      expect([r.code, r.out, r.err.split('\n')[0]]).toEqual([2, '', `muster chronopia: ${text}`]);
    }
    expect((await run(['fall', '--size', '3', '--height', '8', '--victim-fg', '31'])).code).toBe(2);
  });

  it('melee: modifiers, final values, ignored bonuses and the size limit', async () => {
    const r = await run(['melee', '--nk', '12', '--damage', '4', '--charge', '--hidden', '--friends', '1', '--target-size', '1', '--attacker', '1', '--attacker', '2', '--attacker', '2']);
    expect(r).toEqual({ code: 0, out: 'CC +3, DMG +3\nto hit 15 or less, damage 7\nsize limit 5 of 4: too many\n', err: '' });
    expect((await run(['melee', '--dive', '--charge', '--lang', 'de'])).out).toBe('NK -4, SCH -2\nohne Wirkung: Sturmangriff (Sturzflug)\n');
  });

  it('units: warbands, game size and markers of a list', async () => {
    const r = await run(['units', 'resources/samples/valid-chronopia.muster', '--format', 'json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      gameSize: 'patrol',
      markers: { activation: 4, wait: 18, hidden: 18, panic: 4, prone: 9 },
    });
  });

  it('units as text: kinds and markers in the language asked for, figures on the table so named', async () => {
    const de = await run(['units', 'resources/samples/valid-chronopia.muster', '--lang', 'de']);
    expect(de.code).toBe(0);
    const lines = de.out.split('\n');
    expect(lines.slice(1, 5).map((l) => l.split(/ {2,}| \d/)[0]?.trim())).toEqual(['Einzelfigur', 'Kampfverband', 'Kampfverband', 'Streitwagen']);
    expect(de.out).not.toMatch(/\b(warband|single|chariot)\b/);
    expect(lines[5]).toBe('Einheiten 4, Figuren auf dem Tisch 18 (ein Streitwagen mit seiner Besatzung ist eine)');
    expect(lines[6]).toBe('Aktivierung 4, Wartestellung 18, Versteckt 18, Panik 4, Hingestreckt 9');
    const en = (await run(['units', 'resources/samples/valid-chronopia.muster'])).out.split('\n');
    expect(en.slice(1, 5).map((l) => l.split(/ {2,}| \d/)[0]?.trim())).toEqual(['Single figure', 'Warband', 'Warband', 'Chariot']);
    expect(en[6]).toBe('Activation 4, Wait 18, Hidden 18, Panic 4, Prone 9');
  });

  it('bad usage exits 2', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['jump'])).code).toBe(2);
    expect((await run(['fall', '--size', 'x', '--height', '2'])).err).toContain('--size must be a number');
    expect((await run(['fall', '--size', '3'])).err).toContain('--height is required');
    expect((await run(['fall', '--size', '0', '--height', '2'])).code).toBe(2);
    expect((await run(['units', 'resources/samples/valid.muster'])).err).toContain('not a Chronopia list');
    expect((await run(['units', 'nope.muster'])).code).toBe(2);
    const device = await run(['units', '/dev/zero']);
    expect([device.code, device.err]).toEqual([2, 'muster chronopia: /dev/zero: cannot read the list file: is not a regular file\n']);
    expect((await run(['sizes', '--colour'])).code).toBe(2);
  });
});
