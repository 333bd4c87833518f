import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type CliRun } from './test-io';

const ROOT = path.resolve(__dirname, '../..');
const run = (args: string[]): Promise<CliRun> => runCli(['fortification', ...args], ROOT);
const json = async (args: string[]): Promise<unknown> => JSON.parse((await run([...args, '--format', 'json'])).out);

describe('muster fortification (the seeds’ worked examples)', () => {
  it('damage: STR 10 + 5 + 3 − RES 14 = 4 → 1 SP; a double is exceptional damage unless it is an Impact roll', async () => {
    expect(await run(['damage', '--str', '10', '--res', '14', '--dice', '5,3'])).toEqual({ code: 0, out: 'Damage 4 (STR 10 + 5 + 3 − RES 14) on the Structure: 1 SP lost.\n', err: '' });
    expect(await json(['damage', '--str', '10', '--res', '14', '--dice', '5', '--dice', '3'])).toEqual({ damage: 4, location: 'structure', exceptional: false, spLost: 1 });
    expect(await json(['damage', '--str', '3', '--res', '14', '--dice', '4,4'])).toMatchObject({ exceptional: true, spLost: 2 });
    expect(await json(['damage', '--str', '3', '--res', '14', '--dice', '4,4', '--impact-roll'])).toMatchObject({ exceptional: false });
    expect((await run(['damage', '--str', '10', '--res', '14', '--dice', '5,3', '--lang', 'de'])).out).toBe('Schaden 4 (STÄ 10 + 5 + 3 − WK 14) am Bereich Struktur: 1 SP verloren.\n');
  });

  it('penalty: the steps of each edition, at their boundaries', async () => {
    // 12 SP: a quarter (3) −1, half (6) −2; −3 from three quarters (9) in English, from two thirds (8) in German.
    expect(await json(['penalty', '--sp', '12', '--edition', 'en'])).toMatchObject({ steps: [{ lost: 3, penalty: -1 }, { lost: 6, penalty: -2 }, { lost: 9, penalty: -3 }] });
    expect(await json(['penalty', '--sp', '12', '--edition', 'de'])).toMatchObject({ steps: [{ lost: 3, penalty: -1 }, { lost: 6, penalty: -2 }, { lost: 8, penalty: -3 }] });
    expect(await json(['penalty', '--sp', '12', '--lost', '8', '--edition', 'en'])).toMatchObject({ penalty: -2 });
    expect(await json(['penalty', '--sp', '12', '--lost', '8', '--edition', 'de'])).toMatchObject({ penalty: -3 });
    expect(await json(['penalty', '--sp', '12', '--lost', '2'])).toMatchObject({ penalty: 0 });
    expect(await json(['penalty', '--sp', '12', '--lost', '11', '--immobile'])).toMatchObject({ penalty: 0 });
    expect((await run(['penalty', '--sp', '4', '--lost', '5'])).code).toBe(2);
  });

  it('stray: 4, 6, 8, 10, 12, 14 cm by the die', async () => {
    const cms = [];
    for (const d of ['1', '2', '3', '4', '5', '6']) cms.push(((await json(['stray', '--roll', d])) as { cm: number }).cm);
    expect(cms).toEqual([4, 6, 8, 10, 12, 14]);
    expect((await run(['stray', '--roll', '3', '--direction', '5'])).out).toBe('The shot strays 8 cm in direction 5 of the template.\n');
    expect((await run(['stray', '--roll', '7'])).code).toBe(2);
  });

  it('impact: 3 sections give STR 9; with a speed counter (MOV 20: 40 cm) STR 12', async () => {
    expect(await json(['impact', '--impact', '3', '--distance', '25'])).toEqual({ impact: 3, distanceCm: 25, sections: 3, str: 9 });
    expect(await json(['impact', '--impact', '3', '--distance', '25', '--speed-counter', '--mov', '20'])).toEqual({ impact: 3, distanceCm: 40, sections: 4, str: 12 });
    expect((await run(['impact', '--impact', '3', '--speed-counter'])).code).toBe(2);
  });

  it('impact in words: no "1 sections" (command-line texts have no plural forms), in both languages', async () => {
    expect((await run(['impact', '--impact', '3', '--distance', '5'])).out).toBe('Sections of 10 cm: 1 (5 cm). Impact STR 3.\n');
    expect((await run(['impact', '--impact', '3', '--distance', '25'])).out).toBe('Sections of 10 cm: 3 (25 cm). Impact STR 9.\n');
    expect((await run(['impact', '--impact', '3', '--distance', '5', '--lang', 'de'])).out).toBe('Abschnitte zu 10 cm: 1 (5 cm). Ramme mit STÄ 3.\n');
  });

  it('movement: Weight 8 moved by 1, 2, 3 servants gives 8, 6, 4', async () => {
    const p = [];
    for (const n of ['1', '2', '3']) p.push(((await json(['movement', '--weight', '8', '--servants', n])) as { penalty: number }).penalty);
    expect(p).toEqual([8, 6, 4]);
    expect(await json(['movement', '--weight', '8', '--servants', '0'])).toEqual({ weight: 8, servants: 0, penalty: null });
  });

  it('repair: X or more gives 1 SP back, a 1 costs one more', async () => {
    expect(await json(['repair', '--x', '4', '--roll', '4'])).toMatchObject({ spChange: 1 });
    expect(await json(['repair', '--x', '4', '--roll', '3'])).toMatchObject({ spChange: 0 });
    expect(await json(['repair', '--x', '1', '--roll', '1'])).toMatchObject({ spChange: -1 });
  });

  it('incident: a 1 among the dice is an incident (a 2 too after Cracked structure); the incident die names it', async () => {
    expect(await json(['incident', '--dice', '4 5 2'])).toEqual({ equipment: 'steam', bonus: 11, incident: false });
    expect(await json(['incident', '--dice', '4 5 2', '--cracked'])).toMatchObject({ incident: true });
    expect(await json(['incident', '--dice', '6 5', '--damaged-valve'])).toMatchObject({ bonus: 0, incident: false });
    const r = await run(['incident', '--equipment', 'naphtha', '--dice', '1 6', '--incident-roll', '3', '--lang', 'de']);
    expect(r.out).toContain('Injektionswurf: Zwischenfall!');
    expect(r.out).toContain('Zwischenfall 3: Rissige Struktur.');
    // The incident die given: nothing more to roll, so nothing is asked for.
    expect(r.out).not.toContain('--incident-roll');
    expect((await run(['incident', '--dice', '1 4', '--incident-roll', '2'])).out).toMatch(/^Pressure Roll: incident!\nIncident 2: /);
    expect((await run(['incident', '--dice', '1 4'])).out).toBe('Pressure Roll: incident! Roll a die for it (--incident-roll).\n');
  });

  it('movement: one servant is one (singular), in both languages', async () => {
    expect((await run(['movement', '--weight', '8', '--servants', '1'])).out).toBe('Moved by 1 servant: movement penalty 8.\n');
    expect((await run(['movement', '--weight', '8', '--servants', '1', '--lang', 'de'])).out).toBe('Von 1 Mitglied der Mannschaft bewegt: Bewegungsabzug 8.\n');
    expect((await run(['movement', '--weight', '8', '--servants', '3'])).out).toBe('Moved by 3 servants: movement penalty 4.\n');
  });

  it('speaks German with the rulebook\'s terms: WK, Abzug, immobil, Mannschaft', async () => {
    const de = async (args: string[]): Promise<string> => (await run([...args, '--lang', 'de'])).out;
    expect(await de(['penalty', '--sp', '8', '--lost', '4', '--edition', 'de'])).toBe('4 von 8 SP verloren: Abzug -2 (Ausgabe: deutsch).\n');
    expect(await de(['penalty', '--sp', '8', '--lost', '4', '--immobile'])).toBe('Immobile Maschinen erleiden nie den SP-Abzug.\n');
    expect(await de(['movement', '--weight', '8', '--servants', '2'])).toBe('Von 2 Mitgliedern der Mannschaft bewegt: Bewegungsabzug 6.\n');
    expect(await de(['movement', '--weight', '8', '--servants', '0'])).toBe('Nur ihre Mannschaft kann eine immobile Maschine bewegen (mindestens 1).\n');
  });

  it('refuses bad usage with exit 2 and names the option', async () => {
    const r = await run(['damage', '--str', 'ten', '--res', '14', '--dice', '5,3']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--str');
    expect((await run(['teleport'])).code).toBe(2);
    expect((await run([])).err).toContain('missing what to compute');
  });
});
