import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from './test-io';

const ROOT = path.resolve(__dirname, '../..');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-pack-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('faction packs on the command line', () => {
  it('exports a faction as a pack; importing it previews added, changed and removed cards, --dry-run writes nothing', async () => {
    const exported = await runCli(['cards', '--system', 'confrontation', '--faction', 'goblins-no-dan-kar', '--format', 'pack'], ROOT);
    expect(exported.code).toBe(0);
    const pack = JSON.parse(exported.out) as { format: string; version: number; cards: { id: string; points: number }[] };
    expect(pack).toMatchObject({ format: 'muster-pack', version: 1 });
    expect(pack.cards).toHaveLength(14);
    // The player's current file: one card the pack changes, one the pack does not have.
    const out = path.join(dir, 'cards');
    const target = path.join(out, 'confrontation', 'goblins-no-dan-kar.json');
    const first = pack.cards[0]!;
    await mkdir(path.dirname(target), { recursive: true });
    const current = {
      format: 'muster-cards',
      version: 2,
      system: 'confrontation',
      faction: { id: 'goblins-no-dan-kar', name: { de: 'Goblins', en: 'Goblins' } },
      cards: [
        { ...first, points: first.points + 1 },
        { id: 'my-own', kind: 'fighter', name: { de: 'Meiner', en: 'Mine' }, source: 'user', points: 5 },
      ],
    };
    await writeFile(target, JSON.stringify(current));
    const packFile = path.join(dir, 'goblins.muster-pack.json');
    await writeFile(packFile, exported.out);

    const dry = await runCli(['data', 'import', 'pack', packFile, '--out', out, '--dry-run', '--format', 'json'], ROOT);
    expect(dry.code).toBe(0);
    const preview = JSON.parse(dry.out) as { written: boolean; added: string[]; changed: { id: string; fields: string[] }[]; removed: string[] };
    expect(preview.written).toBe(false);
    expect(preview.added).toHaveLength(13);
    expect(preview.changed).toEqual([{ id: first.id, fields: ['points'] }]);
    expect(preview.removed).toEqual(['my-own']);
    expect(JSON.parse(await readFile(target, 'utf8'))).toEqual(current);

    const real = await runCli(['data', 'import', 'pack', packFile, '--out', out], ROOT);
    expect(real.code).toBe(0);
    expect(real.out).toMatch(/^13 added, 1 changed, 1 removed, 0 unchanged/);
    const written = JSON.parse(await readFile(target, 'utf8')) as { cards: { id: string; source: string }[] };
    expect(written.cards.map((c) => c.id)).toEqual(pack.cards.map((c) => c.id));
    expect(new Set(written.cards.map((c) => c.source))).toEqual(new Set(['user']));
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
