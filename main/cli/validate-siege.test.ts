import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIEGE_RULES } from '../../core/checks/registry';
import type { ValidateSiegeJson } from './validate';
import { runCli, type CliRun } from './test-io';

const ROOT = path.resolve(__dirname, '../..');
const SAMPLES = path.join(ROOT, 'resources/samples');

function run(args: string[], cwd = ROOT): Promise<CliRun> {
  return runCli(['validate', ...args], cwd);
}

describe('muster validate: siege roster samples', async () => {
  const files = (await readdir(SAMPLES)).filter((f) => f.endsWith('.muster-siege')).sort();

  it('has a valid roster and one sample per siege code (docs/rules.md)', () => {
    const codes = files.map((f) => f.replace(/\.muster-siege$/, ''));
    expect(codes).toContain('valid-siege');
    for (const rule of SIEGE_RULES) expect(codes).toContain(rule.code);
  });

  for (const file of files) {
    const code = file.replace(/\.muster-siege$/, '');
    it(file, async () => {
      const r = await run([path.join(SAMPLES, file), '--format', 'json']);
      expect(r.err).toBe('');
      const json = JSON.parse(r.out) as ValidateSiegeJson;
      if (code.startsWith('valid')) {
        expect(json).toEqual({ valid: true, errors: 0, warnings: 0, issues: [] });
        expect(r.code).toBe(0);
        return;
      }
      const severity = SIEGE_RULES.find((x) => x.code === code)?.severity;
      expect(severity, `a siege rule named ${code}`).toBeDefined();
      expect(json.issues.length).toBeGreaterThan(0);
      expect([...new Set(json.issues.map((i) => i.code))]).toEqual([code]);
      expect(r.code).toBe(severity === 'error' ? 1 : 0);
    });
  }
});

describe('muster validate: siege output', () => {
  it('JSON names the subject and the element', async () => {
    const r = await run([path.join(SAMPLES, 'siege.occupant-type.muster-siege'), '--format', 'json']);
    expect(JSON.parse(r.out)).toEqual({
      valid: false,
      errors: 1,
      warnings: 0,
      issues: [
        {
          code: 'siege.occupant-type',
          severity: 'error',
          subject: 'occupant:e6',
          elementId: 'w3',
          message:
            'Silver Helms (Heavy Cavalry) cannot occupy East wall: only Regular or Heavy Infantry, Beasts, Swarms and war machines hold fortress elements; for every other troop type they are impassable. (Sieges: the fortress)',
        },
      ],
    });
  });
  it('text output in German', async () => {
    const r = await run(['resources/samples/siege.device-element.muster-siege', '--lang', 'de']);
    expect(r.code).toBe(1);
    expect(r.out).toBe(
      'Fehler   w1  Magierturm steht auf West wall, gehört aber auf einen Turm. (Belagerung: Verteidigungsgeräte)\n' +
        'resources/samples/siege.device-element.muster-siege: ungültig. Fehler: 1, Warnungen: 0.\n',
    );
  });
});

describe('muster validate: siege files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'muster-siege-'));
    for (const f of ['valid-oldworld-dwarfs.muster', 'valid-oldworld-high-elves.muster']) await copyFile(path.join(SAMPLES, f), path.join(dir, f));
    await copyFile(path.join(SAMPLES, 'valid-siege.muster-siege'), path.join(dir, 'roster.json'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('detects a roster by its format field and resolves list files relative to it', async () => {
    const r = await run(['roster.json', '--format', 'json'], dir);
    expect([r.code, r.err, (JSON.parse(r.out) as ValidateSiegeJson).valid]).toEqual([0, '', true]);
  });
  it('a missing list is bad input naming the field (exit 2)', async () => {
    const text = (await readFile(path.join(dir, 'roster.json'), 'utf8')).replace('"sample-oldworld-dwarfs"', '"nope"');
    await writeFile(path.join(dir, 'broken.muster-siege'), text);
    const r = await run(['broken.muster-siege'], dir);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe("muster validate: broken.muster-siege: attacker.listId: cannot find the attacker's list: there is no list with the id 'nope' (deleted, or not beside the roster)\n");
  });
  it('a list named for the id that cannot be read is said so with its reason, not called missing (exit 2), in the language asked for', async () => {
    const text = (await readFile(path.join(dir, 'roster.json'), 'utf8')).replace('"sample-oldworld-dwarfs"', '"torn"');
    await writeFile(path.join(dir, 'torn.muster-siege'), text);
    await writeFile(path.join(dir, 'torn.muster'), '{ "format": "muster-list", ');
    const r = await run(['torn.muster-siege'], dir);
    expect([r.code, r.out]).toEqual([2, '']);
    expect(r.err).toMatch(/^muster validate: torn\.muster-siege: attacker\.listId: cannot read the attacker's list: torn\.muster: .+\n/);
    expect(r.err).not.toContain('cannot find');
    const de = await run(['torn.muster-siege', '--lang', 'de'], dir);
    expect(de.err).toMatch(/^muster validate: torn\.muster-siege: attacker\.listId: .*torn\.muster: /);
    expect(de.err).not.toContain('cannot read');
  });
  it('a roster read only with repairs is checked without what was left out, which is named; not valid as written (exit 1)', async () => {
    const text = (await readFile(path.join(dir, 'roster.json'), 'utf8')).replace('"element": "w1"', '"element": "w99"');
    await writeFile(path.join(dir, 'hand.muster-siege'), text);
    const r = await run(['hand.muster-siege', '--format', 'json'], dir);
    expect(r.code).toBe(1);
    expect(r.err).toBe("muster validate: hand.muster-siege: garrison[0].element: no element 'w99' in the fortress; removed\n");
    expect(JSON.parse(r.out)).toMatchObject({ valid: false, repaired: ["hand.muster-siege: garrison[0].element: no element 'w99' in the fortress; removed"] });
  });
  it('a broken roster names the field', async () => {
    await writeFile(path.join(dir, 'bad.muster-siege'), JSON.stringify({ format: 'muster-siege', version: 1, id: 'x', name: 'x', createdAt: 'no', updatedAt: '2024-01-01T00:00:00.000Z' }));
    const r = await run(['bad.muster-siege'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toBe('muster validate: bad.muster-siege: createdAt: Invalid ISO datetime\n');
  });
});
