import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { factionSchema, type Card } from '../../core/model/card';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { createUserCards } from '../services/user-cards';
import { runCli } from './test-io';

const ROOT = path.resolve(__dirname, '../..');
let dir: string;
let userData: string;
let envBefore: string | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-pack-'));
  // The user's own cards, read by `muster cards` as the app reads them: an empty folder of this test's own.
  userData = path.join(dir, 'user-data');
  envBefore = process.env.MUSTER_USER_DATA;
  process.env.MUSTER_USER_DATA = userData;
});
afterEach(async () => {
  if (envBefore === undefined) delete process.env.MUSTER_USER_DATA;
  else process.env.MUSTER_USER_DATA = envBefore;
  await rm(dir, { recursive: true, force: true });
});

const GOBLINS = 'goblins-no-dan-kar';
const mine = (id: string, points: number): Card => ({ id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points, personality: false, figures: 1, mount: false, throne: false, stats: { MOV: 10 }, abilities: [] });

/** As the app saves them: a shipped goblin the user changed, and a goblin of the user's own. */
async function ownGoblins(): Promise<{ changed: string; shipped: number }> {
  const shipped = await loadCardDatabase([shippedCardsDir(defaultResourcesDir(), 'confrontation')]);
  const goblins = shipped.db.query({ faction: GOBLINS });
  const { system: _s, faction: _f, ...first } = goblins[0]!;
  const store = createUserCards(userData);
  const faction = factionSchema.parse(shipped.db.faction('confrontation', GOBLINS));
  await store.save('confrontation', faction, { ...first, points: first.points + 7 });
  await store.save('confrontation', faction, mine('my-goblin', 9));
  return { changed: first.id, shipped: goblins.length };
}

describe('faction packs on the command line', () => {
  it("exports the faction's own cards as a pack, not the shipped ones; importing it previews added, changed and removed cards, --dry-run writes nothing", async () => {
    const { changed, shipped } = await ownGoblins();
    expect(shipped).toBeGreaterThan(2);
    const exported = await runCli(['cards', '--system', 'confrontation', '--faction', GOBLINS, '--format', 'pack'], ROOT);
    expect([exported.code, exported.err]).toEqual([0, '']);
    const pack = JSON.parse(exported.out) as { format: string; version: number; cards: { id: string; points: number; source: string }[] };
    expect(pack).toMatchObject({ format: 'muster-pack', version: 1 });
    // The changed shipped card and the user's own one; none of the shipped cards as they are.
    expect(pack.cards.map((c) => [c.id, c.source])).toEqual([
      [changed, 'user'],
      ['my-goblin', 'user'],
    ]);
    // The receiver's current file: one card the pack changes, one the pack does not have.
    const out = path.join(dir, 'cards');
    const target = path.join(out, 'confrontation', `${GOBLINS}.json`);
    const first = pack.cards[0]!;
    await mkdir(path.dirname(target), { recursive: true });
    const current = {
      format: 'muster-cards',
      version: 2,
      system: 'confrontation',
      faction: { id: GOBLINS, name: { de: 'Goblins', en: 'Goblins' } },
      cards: [
        { ...first, points: first.points + 1 },
        { id: 'their-own', kind: 'fighter', name: { de: 'Seiner', en: 'Theirs' }, source: 'user', points: 5 },
      ],
    };
    await writeFile(target, JSON.stringify(current));
    const packFile = path.join(dir, 'goblins.muster-pack.json');
    await writeFile(packFile, exported.out);

    const dry = await runCli(['data', 'import', 'pack', packFile, '--out', out, '--dry-run', '--format', 'json'], ROOT);
    expect(dry.code).toBe(0);
    const preview = JSON.parse(dry.out) as { written: boolean; added: string[]; changed: { id: string; fields: string[] }[]; removed: string[] };
    expect(preview.written).toBe(false);
    expect(preview.added).toEqual(['my-goblin']);
    expect(preview.changed).toEqual([{ id: first.id, fields: ['points'] }]);
    expect(preview.removed).toEqual(['their-own']);
    expect(JSON.parse(await readFile(target, 'utf8'))).toEqual(current);

    const real = await runCli(['data', 'import', 'pack', packFile, '--out', out], ROOT);
    expect(real.code).toBe(0);
    expect(real.out).toMatch(/^1 added, 1 changed, 1 removed, 0 unchanged/);
    const written = JSON.parse(await readFile(target, 'utf8')) as { cards: { id: string; source: string }[] };
    expect(written.cards.map((c) => c.id)).toEqual(pack.cards.map((c) => c.id));
    expect(new Set(written.cards.map((c) => c.source))).toEqual(new Set(['user']));
  });

  it('a faction without cards of the user\'s own makes no pack: a message in --lang, exit 1, nothing on stdout', async () => {
    const none = await runCli(['cards', '--system', 'chronopia', '--faction', 'dwarves', '--format', 'pack'], ROOT);
    expect([none.code, none.out]).toEqual([1, '']);
    expect(none.err.split('\n')[0]).toBe('muster cards: Dwarves (dwarves in chronopia) has no cards of your own to put in a pack: a pack holds only your own cards, not the shipped ones; no pack was made');
    expect(none.err).toContain(`your own cards were read from ${path.join(userData, 'cards')}`);
    const de = await runCli(['cards', '--system', 'chronopia', '--faction', 'dwarves', '--format', 'pack', '--lang', 'de'], ROOT);
    expect([de.code, de.out]).toEqual([1, '']);
    expect(de.err).toMatch(/^muster cards: \S.* \(dwarves in chronopia\) hat keine eigenen Karten für ein Paket/);
    // The user's own goblins are no pack of the dwarves; left out, they are none at all.
    await ownGoblins();
    expect((await runCli(['cards', '--system', 'chronopia', '--faction', 'dwarves', '--format', 'pack'], ROOT)).code).toBe(1);
    expect((await runCli(['cards', '--system', 'confrontation', '--faction', GOBLINS, '--format', 'pack', '--no-user-cards'], ROOT)).code).toBe(1);
  });

  it('a pack holds all of the faction\'s own cards: --search is refused (exit 2)', async () => {
    await ownGoblins();
    const r = await runCli(['cards', '--system', 'confrontation', '--faction', GOBLINS, '--format', 'pack', '--search', 'my-goblin'], ROOT);
    expect([r.code, r.out, r.err]).toEqual([2, '', "muster cards: --format pack takes all of the faction's own cards; leave out --search\n"]);
  });

  it('a pack export needs a faction; a card file is not a pack', async () => {
    const noFaction = await runCli(['cards', '--system', 'confrontation', '--format', 'pack'], ROOT);
    expect(noFaction.code).toBe(2);
    expect(noFaction.err).toMatch(/--format pack needs --system and --faction/);
    const cardFile = path.join(dir, 'x.json');
    await writeFile(cardFile, JSON.stringify({ format: 'muster-cards', version: 2 }));
    const refused = await runCli(['data', 'import', 'pack', cardFile, '--out', dir], ROOT);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/x\.json: .*not a Muster faction pack/);
  });
});
