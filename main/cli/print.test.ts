import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureList, fixtureLookup } from '../print/fixtures';
import { main } from './index';
import type { CliIO } from './io';
import { runPrint, type PrintCliDeps } from './print';
import { pageSizePt, pdfText } from '../print/test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-cli-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'fixture.muster'), JSON.stringify(fixtureList()));
writeFileSync(path.join(dir, 'broken.muster'), '{ "format": "muster-list", ');

const deps: PrintCliDeps = {
  loadCards: async () => ({ db: fixtureLookup(), problems: [] }),
  shippedDirs: () => [],
  resourcesDir: () => RESOURCES,
  now: () => new Date('2025-03-04T12:00:00Z'),
};

function io(): CliIO & { out: string; err: string } {
  const c = { out: '', err: '', cwd: dir, stdout: (t: string) => void (c.out += t), stderr: (t: string) => void (c.err += t) };
  return c;
}

/** Runs through the dispatcher (usage errors become exit 2) with the fixture cards. */
async function print(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const c = io();
  const code = await main(['print', ...args], c).catch(async () => -1);
  return { code, out: c.out, err: c.err };
}

describe('muster print: usage errors exit 2 and write nothing', () => {
  it.each([
    [['list', '--out', 'a.pdf'], "document 'list' needs a list"],
    [['all', '--out', 'a.pdf'], "document 'all' needs a list"],
    [['poster', '--list', 'fixture.muster', '--out', 'a.pdf'], "unknown document 'poster'"],
    [['blast'], 'missing --out'],
    [['templates', '--out', 'a.pdf'], "'templates' needs a list with zone artillery"],
    [['templates', '--diameter', '500', '--out', 'a.pdf'], '--diameter must be a number'],
    [['blast', '--paper', 'a3', '--out', 'a.pdf'], '--paper must be one of a4, letter'],
    [['blast', '--colour', 'red', '--out', 'a.pdf'], "Unknown option '--colour'"],
    [['blast', 'rulers', '--out', 'a.pdf'], 'one document only'],
    [['list', '--list', 'broken.muster', '--out', 'a.pdf'], 'broken.muster'],
    [['list', '--list', 'nothing.muster', '--out', 'a.pdf'], 'cannot read the list file'],
  ])('%j', async (args, message) => {
    const r = await print(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.out).toBe('');
    expect(existsSync(path.join(dir, 'a.pdf'))).toBe(false);
  });
});

describe('muster print: writing', () => {
  it('writes the PDF, prints its path, and reports progress only with --verbose', async () => {
    const quiet = io();
    expect(await runPrint(['all', '--list', 'fixture.muster', '--out', 'all.pdf', '--paper', 'letter', '--lang', 'de'], quiet, deps)).toBe(0);
    expect(quiet.out).toBe(`${path.join(dir, 'all.pdf')}\n`);
    expect(quiet.err).toBe('');
    expect(readFileSync(path.join(dir, 'all.pdf')).subarray(0, 5).toString()).toBe('%PDF-');

    const loud = io();
    expect(await runPrint(['templates', '--diameter', '80', '--diameter', '45', '--out', 'tpl.pdf', '--verbose'], loud, deps)).toBe(0);
    expect(loud.err.split('\n').filter(Boolean)).toEqual(['muster print: [1/1] Dispersion templates', 'muster print: [1/1] done']);
  });

  it('exits 2 without leaving a file when the output cannot be written', async () => {
    const target = mkdtempSync(path.join(dir, 'locked-'));
    for (const out of [path.join(target, 'no', 'such', 'dir', 'x.pdf'), target]) {
      const c = io();
      expect(await runPrint(['blast', '--out', out], c, deps)).toBe(2);
      expect(c.err).toContain('cannot write');
      expect(c.out).toBe('');
    }
    expect(readdirSync(target)).toEqual([]);
  });
});

describe('muster print --paper and --lang: any case and common spellings', () => {
  it.each([
    ['Letter', 'letter'],
    ['LETTER', 'letter'],
    ['US-Letter', 'letter'],
    ['us letter', 'letter'],
    ['us_letter', 'letter'],
    ['A4', 'a4'],
    ['DIN-A4', 'a4'],
  ] as const)('--paper %s prints on %s', async (given, paper) => {
    const c = io();
    const out = `paper-${given.replace(/\W/g, '_')}.pdf`;
    expect(await runPrint(['rulers', '--paper', given, '--lang', 'DE', '--out', out], c, deps)).toBe(0);
    expect(c.err).toBe('');
    const size = pageSizePt(path.join(dir, out));
    // Letter is 612 x 792 pt, A4 595.28 x 841.89 pt.
    expect(Math.round(size.width)).toBe(paper === 'letter' ? 612 : 595);
    expect(Math.round(size.height)).toBe(paper === 'letter' ? 792 : 842);
    expect(pdfText(path.join(dir, out), 1)).toContain('in Originalgröße drucken');
  });

  it('takes -o for --out, as every command that writes a file', async () => {
    const c = io();
    expect(await runPrint(['rulers', '--paper', 'letter', '-o', 'short-o.pdf'], c, deps)).toBe(0);
    expect(Math.round(pageSizePt(path.join(dir, 'short-o.pdf')).width)).toBe(612);
  });

  it('still refuses a paper it does not have, naming the choices', async () => {
    const r = await print(['rulers', '--paper', 'Legal', '--out', 'a.pdf']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("--paper must be one of a4, letter (got 'Legal')");
  });
});

describe('muster print --system: the game of a document printed without a list', () => {
  const run = async (args: string[]) => {
    const c = io();
    const code = await main(['print', ...args], c).catch(async () => -1);
    return { code, out: c.out, err: c.err };
  };
  const text = (file: string) => pdfText(path.join(dir, file)).replace(/\s+/g, ' ');

  it('prints the quick reference of the game chosen, FORTIFICATION\'s without one (as before)', async () => {
    expect((await run(['quickref', '--system', 'chronopia', '--lang', 'de', '--out', 'qr-chronopia.pdf'])).code).toBe(0);
    expect(text('qr-chronopia.pdf')).toContain('Chronopia – Kurzreferenz');
    expect(text('qr-chronopia.pdf')).not.toContain('FORTIFICATION');
    expect((await run(['quickref', '--system', 'Oldworld', '--out', 'qr-oldworld.pdf'])).code).toBe(0);
    expect(text('qr-oldworld.pdf')).toContain('Siege – quick reference');
    expect((await run(['quickref', '--system', 'confrontation', '--out', 'qr-confrontation.pdf'])).code).toBe(0);
    expect(text('qr-confrontation.pdf')).toContain('FORTIFICATION');
    expect((await run(['quickref', '--out', 'qr-default.pdf'])).code).toBe(0);
    expect(text('qr-default.pdf')).toContain('FORTIFICATION');
    expect(text('qr-default.pdf')).not.toContain('Chronopia');
  });

  it('prints Chronopia\'s status markers as the markers without a list', async () => {
    expect((await run(['markers', '--system', 'chronopia', '--out', 'markers-chronopia.pdf'])).code).toBe(0);
    const t = text('markers-chronopia.pdf');
    expect(t).toContain('Chronopia – status markers');
    expect(t).toContain('Printed without a list: 6 of each marker');
    expect(t).not.toContain('Camp');
  });

  it('refuses a document that is not made for the game chosen, or a game the list is not of', async () => {
    const templates = await run(['templates', '--system', 'chronopia', '--diameter', '80', '--out', 'a.pdf']);
    expect(templates.code).toBe(2);
    expect(templates.err).toContain("document 'templates' is not made for Chronopia (only for Confrontation)");
    const missions = await run(['missions', '--system', 'oldworld', '--out', 'a.pdf']);
    expect(missions.code).toBe(2);
    expect(missions.err).toContain("document 'missions' is not made for Warhammer: The Old World (only for Confrontation)");
    const other = await run(['quickref', '--list', 'fixture.muster', '--system', 'chronopia', '--out', 'a.pdf']);
    expect(other.code).toBe(2);
    expect(other.err).toContain("--system chronopia does not match the list's game, Confrontation");
    const bad = await run(['quickref', '--system', 'warmachine', '--out', 'a.pdf']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--system must be one of confrontation, oldworld, chronopia');
    expect(existsSync(path.join(dir, 'a.pdf'))).toBe(false);
  });

  it('names a card of another game on the list sheet as the app does, not as an unknown card', async () => {
    const sample = JSON.parse(readFileSync(path.join(RESOURCES, 'samples', 'valid-chronopia.muster'), 'utf8')) as { entries: unknown[] };
    sample.entries.push({ id: 'e7', cardId: 'mid-nor-pit-warrior', count: 1, assignments: [] });
    writeFileSync(path.join(dir, 'other-game.muster'), JSON.stringify(sample));
    const r = await run(['list', '--list', 'other-game.muster', '--out', 'other-game.pdf']);
    expect(r.err).not.toContain('unknown card');
    expect(r.code).toBe(0);
    expect(text('other-game.pdf')).toContain('Pit Warrior (#7) is a card of Confrontation, not of Chronopia');
  });

  it('points a Chronopia list\'s counters to the markers, and the help says what each document holds per game', async () => {
    writeFileSync(path.join(dir, 'chronopia.muster'), readFileSync(path.join(RESOURCES, 'samples', 'valid-chronopia.muster')));
    const tokens = await run(['tokens', '--list', 'chronopia.muster', '--out', 'a.pdf']);
    expect(tokens.code).toBe(2);
    expect(tokens.err).toContain("document 'tokens' is not made for Chronopia (only for Confrontation, Warhammer: The Old World); for Chronopia print 'markers' instead");
    const help = (await run(['--help'])).out.replace(/\s+/g, ' ');
    expect(help).toContain("Chronopia's status markers are 'markers'");
    expect(help).toContain('Chronopia: status markers (activation, wait, hidden, panic, prone)');
    expect(help).toContain('quickref quick reference of the game: FORTIFICATION tables (Confrontation, the default); Chronopia: turn, actions, falling damage, melee; The Old World: sieges');
    expect(help).not.toContain('quickref FORTIFICATION quick reference');
  });
});
