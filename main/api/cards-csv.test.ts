import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from './handlers';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-cards-csv-api-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});
const handlers = () => createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });

describe('cards in a spreadsheet through the API', () => {
  it('imports rows as the user’s own cards (a bad row and a shipped id named), then exports exactly those', async () => {
    const api = handlers();
    expect((await api.exportCardsCsv({ own: true })).cards).toBe(0);
    const text = [
      'system,faction,faction_en,id,kind,name_de,name_en,points,size,stat:MOV',
      'confrontation,my-clan,My clan,my-scout,fighter,Späher,Scout,12,small,12',
      'confrontation,my-clan,My clan,my-brute,fighter,Schläger,Brute,20,large,10',
      'confrontation,my-clan,My clan,my-oops,fighter,Ups,Oops,-5,small,10',
      'confrontation,my-clan,My clan,dwarf-engineer,fighter,Kopie,Copy,5,small,10',
    ].join('\n');
    const out = await api.importCardsCsv({ fileName: 'clan.csv', text });
    expect(out).toMatchObject({ rows: 4, imported: 2, files: 1 });
    // Each named by its line and column, and as codes the UI words in its language.
    expect(out.problems).toEqual([
      expect.objectContaining({ file: 'clan.csv', path: 'line 4, column points', line: 4, column: 'points', issue: expect.objectContaining({ kind: 'cell', code: 'min' }) }),
      expect.objectContaining({ file: 'clan.csv', path: 'line 5, column id', line: 5, column: 'id', issue: { kind: 'file', code: 'shipped-id', params: { id: 'dwarf-engineer' } } }),
    ]);
    expect(out.replaced).toEqual([]);
    const found = await api.queryCards({ system: 'confrontation', faction: 'my-clan' });
    expect(found.map((c) => [c.id, c.source]).sort()).toEqual([
      ['my-brute', 'user'],
      ['my-scout', 'user'],
    ]);
    const csv = await api.exportCardsCsv({ own: true });
    expect(csv.cards).toBe(2);
    expect(csv.fileName).toBe('my-cards.csv');
    // A byte order mark first, so Excel reads UTF-8; the import leaves it out again.
    expect(csv.text.startsWith('\uFEFFsystem,faction,')).toBe(true);
    expect((await api.importCardsCsv({ fileName: 'again.csv', text: csv.text })).problems).toEqual([]);
    expect(csv.text).toContain('my-scout');
    expect(csv.text).not.toContain('dwarf-engineer');
  });

  it('a shipped faction keeps its names when the name columns are empty; an id of the user’s card in another faction is refused with its line', async () => {
    const api = handlers();
    const dirz = (await api.listFactions({ system: 'confrontation' })).find((f) => f.id === 'scorpions-dirz')!;
    const { system: _s, cardCount: _c, ...faction } = dirz;
    await api.saveUserCard({
      system: 'confrontation',
      faction,
      card: { id: 'my-alpha', kind: 'fighter', name: { de: 'Alpha', en: 'Alpha' }, source: 'user', points: 20, personality: false, figures: 1, mount: false, throne: false, stats: {}, abilities: [] },
    });
    const text = [
      'system,faction,id,kind,name_en,name_de,points',
      'confrontation,scorpions-dirz,my-dirz-clone-elite,fighter,Elite Clone,Elite-Klon,30',
      'confrontation,dwarves-mid-nor,my-alpha,fighter,Alpha copy,Alpha-Kopie,25',
    ].join('\n');
    const out = await api.importCardsCsv({ fileName: 'dirz.csv', text });
    expect(out).toMatchObject({ rows: 2, imported: 1, files: 1 });
    expect(out.problems).toEqual([expect.objectContaining({ line: 3, column: 'id', issue: { kind: 'file', code: 'elsewhere-id', params: { id: 'my-alpha', faction: 'scorpions-dirz' } } })]);
    expect((await api.listFactions({ system: 'confrontation' })).find((f) => f.id === 'scorpions-dirz')?.name).toEqual({ de: 'Skorpione von Dirz', en: 'Scorpions of Dirz' });
    expect(await api.getCard({ id: 'my-alpha' })).toMatchObject({ faction: 'scorpions-dirz', points: 20 });
    expect(await api.getCard({ id: 'my-dirz-clone-elite' })).toMatchObject({ faction: 'scorpions-dirz', source: 'user' });
  });

  it('importing into a card file that cannot be read keeps a copy of it and says so, naming the file and the field', async () => {
    const api = handlers();
    const folder = path.join(dir, 'cards', 'confrontation');
    await mkdir(folder, { recursive: true });
    const brokenText = '{"format": "muster-cards", "version": 2, "system": "confrontation", "faction": {"id": "my-clan", "name": {"de": "C", "en": "C"}}, "cards": 7}';
    await writeFile(path.join(folder, 'my-clan.json'), brokenText);
    const out = await api.importCardsCsv({ fileName: 'clan.csv', text: 'system,faction,faction_en,id,kind,name_de,name_en,points\nconfrontation,my-clan,My clan,my-scout,fighter,Späher,Scout,12\n' });
    expect(out.imported).toBe(1);
    expect(out.problems).toEqual([]);
    expect(out.replaced).toHaveLength(1);
    expect(out.replaced[0]).toMatch(/my-clan\.json: cards: .*a copy was kept as my-clan\.json\.broken-/);
    const copy = (await readdir(folder)).find((n) => n.startsWith('my-clan.json.broken-'));
    expect(copy).toBeDefined();
    expect(await readFile(path.join(folder, copy!), 'utf8')).toBe(brokenText);
    expect(await api.getCard({ id: 'my-scout' })).not.toBeNull();
  });
});
