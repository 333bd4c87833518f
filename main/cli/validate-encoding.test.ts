import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent } from '../../core/systems/confrontation/tjost/organiser/new';
import { serializeEvent } from '../../core/systems/confrontation/tjost/organiser/serialize';
import { runCli } from './test-io';

/**
 * A file saved in Windows-1252 by a Windows editor (`ü` as the single byte 0xFC): `muster
 * validate` reads it as Windows-1252 and says so, as a repair (exit 1); a command that would
 * write or take over such a file refuses it, naming the file; none reads it into replacement characters.
 */

const SAMPLES = path.resolve(__dirname, '../../resources/samples');
let dir: string;
let latin1: string;
let original: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-validate-encoding-'));
  const sample = JSON.parse(await readFile(path.join(SAMPLES, 'valid.muster'), 'utf8')) as Record<string, unknown>;
  original = Buffer.from(JSON.stringify({ ...sample, name: 'Müllers Gobbos', player: 'Jörg Weiß' }, null, 2), 'latin1');
  latin1 = path.join(dir, 'latin1.muster');
  await writeFile(latin1, original);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('muster validate: a list file that is not UTF-8', () => {
  it('is read as Windows-1252, named as a repair on stderr, and not valid as written (exit 1)', async () => {
    const r = await runCli(['validate', 'latin1.muster'], dir);
    expect(r.err).toBe('muster validate: latin1.muster: is not UTF-8; read as Windows-1252\n');
    expect(r.out).toContain('latin1.muster: not valid as written: read only with 1 repairs');
    expect(r.code).toBe(1);
    // Nothing is written.
    expect(await readFile(latin1)).toEqual(original);
  });

  it('says so in German and in the JSON record', async () => {
    const de = await runCli(['validate', 'latin1.muster', '--lang', 'de'], dir);
    expect(de.err).toBe('muster validate: latin1.muster: ist kein UTF-8; als Windows-1252 gelesen\n');
    expect(de.code).toBe(1);
    const json = await runCli(['validate', 'latin1.muster', '--format', 'json'], dir);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({ valid: false, errors: 0, repaired: ['latin1.muster: is not UTF-8; read as Windows-1252'] });
  });

  it('a UTF-8 list with a byte order mark is read as before: valid, exit 0', async () => {
    await writeFile(path.join(dir, 'bom.muster'), `\uFEFF${await readFile(path.join(SAMPLES, 'valid.muster'), 'utf8')}`);
    const r = await runCli(['validate', 'bom.muster'], dir);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });
});

describe('other commands reading a file that is not UTF-8', () => {
  it('muster event refuses an event file in Windows-1252, naming it, and leaves it as it was', async () => {
    const file = path.join(dir, 'cup.muster-event');
    const bytes = Buffer.from(serializeEvent(newEvent({ id: 'cup', name: 'Pokal der Müllers', seed: 7, now: new Date('2026-03-01T12:00:00.000Z') })), 'latin1');
    await writeFile(file, bytes);
    const r = await runCli(['event', 'rename', 'cup.muster-event', 'p1', 'Jörg'], dir);
    expect(r.err).toContain('cup.muster-event: cannot read the event file: is not UTF-8 text; Muster reads this file only as UTF-8');
    expect(r.code).toBe(2);
    expect(await readFile(file)).toEqual(bytes);
  });

  it('muster export refuses a list file in Windows-1252, naming it', async () => {
    const r = await runCli(['export', 'latin1.muster'], dir);
    expect(r.err).toContain('latin1.muster: is not UTF-8 text');
    expect(r.out).not.toContain('\uFFFD');
    expect(r.code).toBe(2);
  });
});
