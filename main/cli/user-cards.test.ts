import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSchema, factionSchema } from '../../core/model/card';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { checkedCardsRecord } from '../services/paths';
import { createUserCards } from '../services/user-cards';
import { runCli } from './test-io';

/**
 * Every command that reads cards reads what the app reads: the shipped cards, then the user's own
 * (the cards folder of the user data folder, written here by the app's own store), then --db;
 * --no-user-cards leaves the user's out.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SAMPLES = path.join(ROOT, 'resources', 'samples');
let dir: string;
let userData: string;
let envBefore: string | undefined;
let shippedGuardian: number;

const WOLFEN = { id: 'wolfen-yllia', name: { de: 'Wolfen von Yllia', en: 'Wolfen of Yllia' } };
const wolfenList = {
  format: 'muster-list',
  version: 2,
  id: 'pack',
  name: 'The Pack',
  system: 'confrontation',
  faction: WOLFEN.id,
  pointsLimit: 200,
  kind: 'standard',
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
  lastEntryNumber: 1,
  entries: [{ id: 'e1', cardId: 'wolfen-hunter', count: 2, assignments: [] }],
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-cli-user-cards-'));
  userData = path.join(dir, 'user-data');
  envBefore = process.env.MUSTER_USER_DATA;
  process.env.MUSTER_USER_DATA = userData;
  // As the app saves them: a shipped card the user changed, and a card of a faction of the user's own.
  const shipped = await loadCardDatabase([shippedCardsDir(defaultResourcesDir(), 'confrontation')]);
  const { system: _system, faction: _faction, ...guardian } = shipped.db.card('dwarf-guardian')!;
  shippedGuardian = guardian.points;
  const store = createUserCards(userData);
  await store.save('confrontation', factionSchema.parse(shipped.db.faction('confrontation', 'dwarves-tir-na-bor')), { ...guardian, points: guardian.points + 7 });
  await store.save('confrontation', WOLFEN, cardSchema.parse({ id: 'wolfen-hunter', kind: 'fighter', name: { de: 'Wolfen-Jäger', en: 'Wolfen Hunter' }, source: 'user', points: 31 }));
  await writeFile(path.join(dir, 'pack.muster'), JSON.stringify(wolfenList));
});
afterAll(async () => {
  if (envBefore === undefined) delete process.env.MUSTER_USER_DATA;
  else process.env.MUSTER_USER_DATA = envBefore;
  await rm(dir, { recursive: true, force: true });
});

describe('the command line reads the user cards the app reads', () => {
  it('cards: lists a faction of the user own, and only the shipped cards with --no-user-cards', async () => {
    const own = await runCli(['cards', '--faction', WOLFEN.id, '--format', 'json'], dir);
    expect([own.code, own.err]).toEqual([0, '']);
    expect(JSON.parse(own.out)).toMatchObject([{ id: 'wolfen-hunter', faction: WOLFEN.id, points: 31, source: 'user' }]);
    const changed = await runCli(['cards', '--search', 'dwarf-guardian', '--format', 'json'], dir);
    expect((JSON.parse(changed.out) as { id: string; points: number }[]).find((c) => c.id === 'dwarf-guardian')?.points).toBe(shippedGuardian + 7);

    const without = await runCli(['cards', '--faction', WOLFEN.id, '--no-user-cards'], dir);
    expect(without.code).toBe(2);
    expect(without.err).toContain(`muster cards: no faction '${WOLFEN.id}'`);
    expect(without.err).toContain('muster cards: searched the shipped cards; your own cards were left out (--no-user-cards)\n');
  });

  it('export: the points are those of the user card, the shipped ones with --no-user-cards', async () => {
    const line = (points: number) => new RegExp(`^2x .+: ${points * 2} AP$`, 'm');
    const own = await runCli(['export', path.join(SAMPLES, 'valid.muster')], dir);
    expect([own.code, own.err]).toEqual([0, '']);
    expect(own.out).toMatch(line(shippedGuardian + 7));
    const shipped = await runCli(['export', path.join(SAMPLES, 'valid.muster'), '--no-user-cards'], dir);
    expect(shipped.code).toBe(0);
    expect(shipped.out).toMatch(line(shippedGuardian));
    expect(shipped.out).not.toMatch(line(shippedGuardian + 7));
    const pack = await runCli(['export', 'pack.muster'], dir);
    expect(pack.out).toContain('2x Wolfen Hunter: 62 AP');
  });

  it('validate: a list of the user own faction is valid; without the user cards its card is unknown', async () => {
    const own = await runCli(['validate', 'pack.muster', '--format', 'json'], dir);
    expect([own.code, own.err]).toEqual([0, '']);
    expect(JSON.parse(own.out)).toMatchObject({ valid: true, errors: 0, totals: { points: 62 } });
    const without = await runCli(['validate', 'pack.muster', '--format', 'json', '--no-user-cards'], dir);
    expect(without.code).toBe(1);
    expect((JSON.parse(without.out) as { issues: { code: string }[] }).issues.map((i) => i.code)).toContain('card.unknown');
  });

  it('shares the app record of the user card files checked clean (stamped with the version)', async () => {
    const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const record = (await readFile(checkedCardsRecord(userData), 'utf8')).split('\n');
    expect(record[0]).toMatch(new RegExp(`stamp ${version.replace(/\./g, '\\.')}$`));
    expect(record.filter((l) => /^[0-9a-f]{64}$/.test(l))).toHaveLength(2);
  });

  it('every command that reads cards takes --no-user-cards (and --db)', async () => {
    expect((await runCli(['event', 'new', 'cup.muster-event', '--name', 'Cup', '--seed', '1'], dir)).code).toBe(0);
    const runs = [
      ['chronopia', 'units', path.join(SAMPLES, 'valid-chronopia.muster'), '--no-user-cards'],
      ['event', 'check', 'cup.muster-event', '--no-user-cards', '--db', dir],
      ['event', 'standings', 'cup.muster-event', '--no-user-cards'],
      ['import', path.join(SAMPLES, 'oldworld-list.owb.json'), '--out', 'imported.muster', '--no-user-cards'],
      ['print', 'blast', '--out', 'blast.pdf', '--no-user-cards'],
    ];
    for (const argv of runs) {
      const r = await runCli(argv, dir);
      expect([argv.slice(0, 2), r.err]).toEqual([argv.slice(0, 2), expect.not.stringContaining('Unknown option')]);
      expect(r.code).toBeLessThan(2);
    }
  });

  it('names problems of the user card files on stderr and reads the rest; a user data folder without cards is no problem', async () => {
    const broken = path.join(userData, 'cards', 'confrontation', 'broken.json');
    await writeFile(broken, '{ "format": "muster-cards", ');
    try {
      const r = await runCli(['cards', '--faction', WOLFEN.id], dir);
      expect(r.code).toBe(0);
      expect(r.out).toContain('wolfen-hunter');
      expect(r.err).toMatch(/broken\.json: invalid JSON/);
      const v = await runCli(['validate', 'pack.muster'], dir);
      expect(v.code).toBe(0);
      expect(v.err).toMatch(/^muster validate: card database: .*broken\.json: invalid JSON/m);
    } finally {
      await rm(broken);
    }
    const empty = path.join(dir, 'no-cards');
    await mkdir(empty);
    process.env.MUSTER_USER_DATA = empty;
    try {
      const r = await runCli(['cards', '--search', 'felsspalter', '--format', 'json'], dir);
      expect([r.code, r.err]).toEqual([0, '']);
      const missing = await runCli(['validate', path.join(SAMPLES, 'valid.muster')], dir);
      expect([missing.code, missing.err]).toEqual([0, '']);
    } finally {
      process.env.MUSTER_USER_DATA = userData;
    }
  });
});
