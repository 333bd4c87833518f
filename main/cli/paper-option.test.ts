import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureLookup } from '../print/fixtures';
import { pageSizePt } from '../print/test-support';
import { createSettingsStore, settingsFile } from '../services/settings-store';
import type { CliIO } from './io';
import { savedPaper } from './paper-option';
import { runPrint, type PrintCliDeps } from './print';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-cli-paper-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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

/** The user data folder the command line reads (MUSTER_USER_DATA), fresh for each test. */
let userData = '';
let envBefore: string | undefined;
beforeEach(() => {
  userData = mkdtempSync(path.join(dir, 'user-data-'));
  envBefore = process.env.MUSTER_USER_DATA;
  process.env.MUSTER_USER_DATA = userData;
});
afterEach(() => {
  if (envBefore === undefined) delete process.env.MUSTER_USER_DATA;
  else process.env.MUSTER_USER_DATA = envBefore;
});

/** Width and height of the first page in whole points (Letter 612 x 792, A4 595 x 842). */
function pageOf(file: string): [number, number] {
  const size = pageSizePt(path.join(dir, file));
  return [Math.round(size.width), Math.round(size.height)];
}

describe("muster print: the paper defaults to the app's settings", () => {
  it('prints on Letter without --paper when the settings say Letter; --paper a4 still wins', async () => {
    await createSettingsStore(userData, 'en').update({ paper: 'letter' });
    const c = io();
    expect(await runPrint(['rulers', '--out', 'settings-letter.pdf'], c, deps)).toBe(0);
    expect(c.err).toBe('');
    expect(pageOf('settings-letter.pdf')).toEqual([612, 792]);

    const a4 = io();
    expect(await runPrint(['rulers', '--paper', 'a4', '--out', 'given-a4.pdf'], a4, deps)).toBe(0);
    expect(a4.err).toBe('');
    expect(pageOf('given-a4.pdf')).toEqual([595, 842]);
  });

  it('prints on A4 without settings, and with settings that say A4', async () => {
    const none = io();
    expect(await runPrint(['rulers', '--out', 'no-settings.pdf'], none, deps)).toBe(0);
    expect(none.err).toBe('');
    expect(pageOf('no-settings.pdf')).toEqual([595, 842]);
    await createSettingsStore(userData, 'en').update({ paper: 'a4' });
    expect(await savedPaper('en', () => undefined)).toBe('a4');
  });

  it('a corrupt settings file prints on A4 with one line on stderr (no stack trace) and is left as it is', async () => {
    writeFileSync(settingsFile(userData), '{ "paper": "letter", ');
    const c = io();
    expect(await runPrint(['rulers', '--out', 'corrupt.pdf'], c, deps)).toBe(0);
    expect(pageOf('corrupt.pdf')).toEqual([595, 842]);
    const lines = c.err.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^muster print: cannot read the app's settings, so the paper is A4 \(--paper chooses it\): .*settings\.json: /);
    // Only read: no copy of the broken file is kept, nothing written.
    expect(readdirSync(userData)).toEqual(['settings.json']);
  });

  it('a settings file of another shape, or that is a folder, gives A4 and says why, in the language asked', async () => {
    writeFileSync(settingsFile(userData), JSON.stringify({ paper: 'a3' }));
    const said: string[] = [];
    expect(await savedPaper('de', (line) => said.push(line))).toBe('a4');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^die Einstellungen der App sind nicht lesbar, darum ist das Papier A4 \(--paper wählt es\): .*settings\.json: paper: /);

    const data = mkdtempSync(path.join(dir, 'data-'));
    mkdirSync(settingsFile(data));
    const folderSaid: string[] = [];
    expect(await savedPaper('en', (line) => folderSaid.push(line), data)).toBe('a4');
    expect(folderSaid).toHaveLength(1);
  });
});
