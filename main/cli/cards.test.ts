import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCardDatabase } from '../services/card-db';
import { defaultUserDataDir, userCardsDir } from '../services/paths';
import { runCards, type CardsDeps } from './cards';
import { main } from './index';
import type { CliIO } from './io';
import { UsageError } from './io';

function capture(cwd: string): CliIO & { out: string; err: string } {
  const io = { out: '', err: '', cwd, stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

const card = (id: string, de: string, en: string, points: number, extra: Record<string, unknown> = {}) => ({
  id, kind: 'fighter', name: { de, en }, source: 'sample', points, ...extra,
});
const cardFile = (faction: string, de: string, en: string, cards: unknown[]) =>
  JSON.stringify({ format: 'muster-cards', version: 2, system: 'confrontation', faction: { id: faction, name: { de, en } }, cards }, null, 2);

let tmp: string;
let deps: CardsDeps;
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-cli-cards-'));
  await fs.mkdir(path.join(tmp, 'shipped'));
  await fs.writeFile(
    path.join(tmp, 'shipped', 'dwarves.json'),
    cardFile('dwarves-tir-na-bor', 'Zwerge von Tir-Nâ-Bor', 'Dwarves of Tir-Nâ-Bor', [
      card('dwarf-guardian', 'Wächter', 'Guardian', 23),
      card('dwarf-chariot', 'Panzerwagen', 'Armoured Chariot', 140, { kind: 'war-machine', source: 'seed', warMachine: { mobility: 'mobile' } }),
    ]),
  );
  await fs.writeFile(path.join(tmp, 'shipped', 'goblins.json'), cardFile('goblins', 'Goblins', 'Goblins', [card('goblin-warrior', 'Goblin-Krieger', 'Goblin Warrior', 9)]));
  deps = { loadCards: ({ db }) => loadCardDatabase([path.join(tmp, 'shipped'), ...db]) };
});
afterEach(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('muster cards', () => {
  it('prints an aligned table', async () => {
    const io = capture(tmp);
    expect(await runCards([], io, deps)).toBe(0);
    expect(io.err).toBe('');
    expect(io.out).toBe(
      [
        'ID              NAME              FACTION                KIND         POINTS  SOURCE',
        '--------------  ----------------  ---------------------  -----------  ------  ------',
        'dwarf-guardian  Guardian          Dwarves of Tir-Nâ-Bor  fighter          23  sample',
        'dwarf-chariot   Armoured Chariot  Dwarves of Tir-Nâ-Bor  war-machine     140  seed',
        'goblin-warrior  Goblin Warrior    Goblins                fighter           9  sample',
        '',
        'Cards: 3',
        '',
      ].join('\n'),
    );
  });

  it('filters by faction and search text, in German', async () => {
    const io = capture(tmp);
    expect(await runCards(['--search', 'tir-na-bor', '--lang', 'de', '--faction', 'dwarves-tir-na-bor', '--system', 'confrontation'], io, deps)).toBe(0);
    expect(io.out.split('\n').slice(2, 4)).toEqual([
      'dwarf-guardian  Wächter      Zwerge von Tir-Nâ-Bor  fighter          23  sample',
      'dwarf-chariot   Panzerwagen  Zwerge von Tir-Nâ-Bor  war-machine     140  seed',
    ]);
    expect(io.out.endsWith('\nKarten: 2\n')).toBe(true);
  });

  it('prints JSON cards', async () => {
    const io = capture(tmp);
    expect(await runCards(['--search', 'wachter', '--format', 'json'], io, deps)).toBe(0);
    const cards = JSON.parse(io.out) as { id: string; faction: string; system: string; abilities: unknown[] }[];
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: 'dwarf-guardian', faction: 'dwarves-tir-na-bor', system: 'confrontation', abilities: [] });
  });

  it('lays --db folders over the shipped cards and reports their problems on stderr', async () => {
    await fs.mkdir(path.join(tmp, 'mine'));
    await fs.writeFile(path.join(tmp, 'mine', 'a.json'), cardFile('goblins', 'Goblins', 'Goblins', [card('goblin-warrior', 'Goblin-Krieger', 'Goblin Warrior', 12, { source: 'user' })]));
    await fs.writeFile(path.join(tmp, 'mine', 'b.json'), cardFile('goblins', 'Goblins', 'Goblins', [{ id: 'x', kind: 'fighter' }]));
    const io = capture(tmp);
    expect(await runCards(['--db', 'mine', '--faction', 'goblins'], io, deps)).toBe(0);
    expect(io.out).toContain('goblin-warrior  Goblin Warrior  Goblins  fighter      12  user');
    expect(io.err).toBe(
      [
        `${path.join('mine', 'b.json')}: cards[0].name: missing (an object is needed)`,
        `${path.join('mine', 'b.json')}: cards[0].source: should be one of "seed", "sample", "user", "dataset"`,
        `${path.join('mine', 'b.json')}: cards[0].points: missing (a number is needed)`,
        '',
      ].join('\n'),
    );
  });

  it('exits 2 for an unreadable --db folder, an unknown faction or bad options', async () => {
    const io = capture(tmp);
    expect(await runCards(['--db', 'nope'], io, deps)).toBe(2);
    expect(io.err).toBe(`muster cards: cannot read card folder ${path.join(tmp, 'nope')}: no such folder\n`);
    const io2 = capture(tmp);
    expect(await runCards(['--faction', 'elves'], io2, deps)).toBe(2);
    expect(io2.err).toBe(
      `muster cards: no faction 'elves'; known: dwarves-tir-na-bor, goblins\nmuster cards: searched the shipped cards; your own cards were read from ${userCardsDir(defaultUserDataDir())}\n`,
    );
    await expect(runCards(['--format', 'xml'], capture(tmp), deps)).rejects.toThrow(UsageError);
    const io3 = capture(tmp);
    expect(await main(['cards', '--colour'], io3)).toBe(2);
    expect(io3.err).toMatch(/^muster cards: Unknown option '--colour'/);
  });

  it('says in German with --lang de what it cannot read or find: a --db folder, a card file, a faction', async () => {
    await fs.writeFile(path.join(tmp, 'afile'), 'x');
    await fs.mkdir(path.join(tmp, 'mine'));
    await fs.writeFile(path.join(tmp, 'mine', 'b.json'), cardFile('goblins', 'Goblins', 'Goblins', [{ id: 'x', kind: 'fighter', source: 'user', points: 3 }]));
    const run = async (argv: string[]): Promise<[number, string]> => {
      const io = capture(tmp);
      return [await runCards(argv, io, deps), io.err];
    };
    expect(await run(['--db', 'nope', '--lang', 'de'])).toEqual([2, `muster cards: Kartenordner ${path.join(tmp, 'nope')} kann nicht gelesen werden: Ordner nicht vorhanden\n`]);
    expect(await run(['--db', 'afile', '--lang', 'de'])).toEqual([2, `muster cards: Kartenordner ${path.join(tmp, 'afile')} kann nicht gelesen werden: kein Ordner\n`]);
    expect(await run(['--db', 'afile'])).toEqual([2, `muster cards: cannot read card folder ${path.join(tmp, 'afile')}: not a folder\n`]);
    expect(await run(['--db', 'mine', '--faction', 'elves', '--no-user-cards', '--lang', 'de'])).toEqual([
      2,
      [
        `${path.join('mine', 'b.json')}: cards[0].name: fehlt (ein Objekt wird gebraucht)`,
        "muster cards: keine Fraktion „elves“; vorhanden: dwarves-tir-na-bor, goblins",
        `muster cards: durchsucht: die mitgelieferten Karten; deine eigenen Karten wurden ausgelassen (--no-user-cards); --db ${path.join(tmp, 'mine')}`,
        '',
      ].join('\n'),
    ]);
    expect(await run(['--db', 'mine', '--faction', 'elves', '--no-user-cards'])).toEqual([
      2,
      [
        `${path.join('mine', 'b.json')}: cards[0].name: missing (an object is needed)`,
        "muster cards: no faction 'elves'; known: dwarves-tir-na-bor, goblins",
        `muster cards: searched the shipped cards; your own cards were left out (--no-user-cards); --db ${path.join(tmp, 'mine')}`,
        '',
      ].join('\n'),
    ]);
    expect((await run(['--faction', 'elves', '--lang', 'de']))[1].split('\n')[1]).toBe(`muster cards: durchsucht: die mitgelieferten Karten; deine eigenen Karten wurden aus ${userCardsDir(defaultUserDataDir())} gelesen`);
    // A game none of whose factions were read.
    expect((await run(['--system', 'chronopia', '--faction', 'elves', '--lang', 'de']))[1].split('\n')[0]).toBe('muster cards: keine Fraktion „elves“ in chronopia; vorhanden: keine');
    expect((await run(['--system', 'chronopia', '--faction', 'elves']))[1].split('\n')[0]).toBe("muster cards: no faction 'elves' in chronopia; known: none");
    const io = capture(tmp);
    expect(await runCards(['--lang', 'de', '--faction', 'goblins'], io, deps)).toBe(0);
    expect(io.out.split('\n')[0]).toBe('ID              NAME            FRAKTION  ART      PUNKTE  QUELLE');
  });

  it('lists the shipped database by default', async () => {
    const io = capture(tmp);
    expect(await main(['cards', '--search', 'felsspalter', '--format', 'json'], io)).toBe(0);
    expect((JSON.parse(io.out) as { id: string }[]).map((c) => c.id)).toEqual(['goblin-mountain-breaker']);
  });
});
