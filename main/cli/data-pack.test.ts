import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { factionSchema, type Card, type CardFile } from '../../core/model/card';
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

  describe('a pack with cards that cannot be read or imported', () => {
    const TNB = 'dwarves-tir-na-bor';
    const ID = `confrontation/${TNB}`;
    const tnb = { id: TNB, name: { de: 'Zwerge von Tir-Nâ-Bor', en: 'Dwarves of Tir-Nâ-Bor' } };
    const crossbow: Card = { ...mine('club-tnb-crossbow', 19), name: { de: 'Armbrustschütze', en: 'Crossbowman' } };
    const cannon: Card = { ...mine('club-tnb-cannon', 85), name: { de: 'Kanone', en: 'Cannon' } };
    const userFile = (): string => path.join(userData, 'cards', 'confrontation', `${TNB}.json`);
    /** The user's faction file as the app saves it (through the store: its history holds each save). */
    async function saved(): Promise<string> {
      const store = createUserCards(userData);
      await store.save('confrontation', tnb, crossbow);
      await store.save('confrontation', tnb, cannon);
      return readFile(userFile(), 'utf8');
    }
    /** A pack of the two cards (the cannon cheaper), changed by `edit`, written as a file of the test folder. */
    async function packFile(name: string, edit: (cards: Record<string, unknown>[]) => void): Promise<string> {
      const cards: Record<string, unknown>[] = [{ ...crossbow }, { ...cannon, points: 80 }];
      edit(cards);
      const file = path.join(dir, name);
      await writeFile(file, JSON.stringify({ format: 'muster-pack', version: 1, system: 'confrontation', faction: tnb, cards }));
      return file;
    }

    it("a card the pack could not read keeps the user's card (kept, not removed); the file written keeps the version before in its history; the pack is named as given", async () => {
      const before = await saved();
      const pack = await packFile('p-onebad.json', (cards) => void (cards[0]!.stats = { MOV: '10 cm' }));
      // The pack named by its absolute path from another folder: shown as given, not as ../../…
      const r = await runCli(['data', 'import', 'pack', pack], ROOT);
      expect([r.code, r.err]).toEqual([1, `muster data: ${pack}: cards[0].stats.MOV: should be a number, not a text\n`]);
      expect(r.out).toBe(
        [
          '0 added, 1 changed, 0 removed, 0 unchanged, 1 kept',
          '  ~ club-tnb-cannon (Cannon): points',
          '  = club-tnb-crossbow (Crossbowman): kept: the pack’s card could not be read',
          `2 cards written to ${userFile()}`,
          '',
        ].join('\n'),
      );
      const written = JSON.parse(await readFile(userFile(), 'utf8')) as CardFile;
      expect(written.cards.map((c) => [c.id, c.points])).toEqual([
        ['club-tnb-cannon', 80],
        ['club-tnb-crossbow', 19],
      ]);
      // Written as the app writes: the newest version in the file's history is what was written, the one before it the file as it was.
      const store = createUserCards(userData);
      const versions = await store.history(ID);
      expect(versions).toHaveLength(3);
      expect(await store.version(ID, versions[0]!.version)).toEqual(written);
      expect(await store.version(ID, versions[1]!.version)).toEqual(JSON.parse(before));
    });

    it('a pack without a card to import changes nothing: its problems on stderr, exit 2, the file as it was (also with --dry-run)', async () => {
      const before = await saved();
      const pack = await packFile('p-badcards.json', (cards) => {
        cards[0]!.stats = { MOV: 'ten' };
        delete cards[1]!.points;
      });
      for (const extra of [[], ['--dry-run']]) {
        const r = await runCli(['data', 'import', 'pack', 'p-badcards.json', ...extra], dir);
        expect([r.code, r.out, r.err]).toEqual([
          2,
          '',
          [
            'muster data: p-badcards.json: cards[0].stats.MOV: should be a number, not a text',
            'muster data: p-badcards.json: cards[1].points: missing (a number is needed)',
            'muster data: p-badcards.json: cards: no card of the pack can be imported, so nothing is changed',
            '',
          ].join('\n'),
        ]);
      }
      const de = await runCli(['data', 'import', 'pack', pack, '--lang', 'de'], dir);
      expect([de.code, de.err.split('\n').at(-2)]).toEqual([2, `muster data: ${pack}: cards: keine Karte des Pakets kann importiert werden, also wird nichts geändert`]);
      expect(await readFile(userFile(), 'utf8')).toBe(before);
      expect(await createUserCards(userData).history(ID)).toHaveLength(2);
    });

    it('a card with the id of a shipped card is left out as the CSV import refuses it (exit 1); into an --out folder, without a history there', async () => {
      await packFile('p-shipped.json', (cards) => void (cards[1]!.id = 'khor-warrior'));
      const out = path.join(dir, 'shared', 'cards');
      const r = await runCli(['data', 'import', 'pack', 'p-shipped.json', '--out', out, '--format', 'json'], dir);
      expect([r.code, r.err]).toEqual([1, "muster data: p-shipped.json: cards[1].id: 'khor-warrior' is the id of a shipped card; give your card another id\n"]);
      expect(JSON.parse(r.out)).toMatchObject({ written: true, added: ['club-tnb-crossbow'], removed: [], kept: [] });
      const written = JSON.parse(await readFile(path.join(out, 'confrontation', `${TNB}.json`), 'utf8')) as CardFile;
      expect(written.cards.map((c) => c.id)).toEqual(['club-tnb-crossbow']);
      expect(await readdir(path.join(dir, 'shared'))).toEqual(['cards']);
      expect(await readdir(out)).toEqual(['confrontation']);
    });

    it('a zip archive is named as one, to unpack first', async () => {
      // A zip of a pack: its local file header, then (stored) the pack's name and text.
      await writeFile(path.join(dir, 'p.zip'), Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]), Buffer.from('tnb.muster-pack.json{}')]));
      const r = await runCli(['data', 'import', 'pack', 'p.zip'], dir);
      expect([r.code, r.out, r.err]).toEqual([2, '', `muster data: ${path.join(dir, 'p.zip')}: is a zip archive, not a text file; unpack it first and choose the file inside\n`]);
    });
  });
});
