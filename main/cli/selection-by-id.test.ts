import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './test-io';

/**
 * A TJOST game list saved with the app's "Save list file": the files are named after the lists,
 * while the game list links its selection list as `<selection id>.muster` (its name in the app's
 * lists folder). The command line then finds the selection list beside it by its id.
 */
const SAMPLES = path.resolve(import.meta.dirname, '../../resources/samples');
const ID = '925eec11-4a14-47c3-9ce2-bb534b690f75';
const root = mkdtempSync(path.join(tmpdir(), 'muster-cli-selection-id-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const sample = (name: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(SAMPLES, name), 'utf8')) as Record<string, unknown>;

/** A folder with the game list (from `gameSample`) linking `<ID>.muster`, and the selection list saved under its name. */
function savedFolder(name: string, gameSample = 'valid-tjost-game.muster', withSelection = true): string {
  const dir = path.join(root, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'Ozohn Artillery Train – game.muster'), JSON.stringify({ ...sample(gameSample), selectionList: `${ID}.muster` }));
  if (withSelection) writeFileSync(path.join(dir, 'Ozohn Artillery Train.muster'), JSON.stringify({ ...sample('valid-tjost-selection.muster'), id: ID }));
  // Files looked at and passed over: not JSON, another list, not a list file at all.
  writeFileSync(path.join(dir, 'A broken.muster'), '{ "format": ');
  writeFileSync(path.join(dir, 'B other.muster'), JSON.stringify(sample('valid-tjost-selection.muster')));
  writeFileSync(path.join(dir, `${ID}.txt`), 'not a list');
  return dir;
}

describe('a game list whose linked selection list is saved under its name', () => {
  it('validate: finds the selection list beside it by its id, says which file, and checks against it', async () => {
    const dir = savedFolder('valid');
    const r = await runCli(['validate', 'Ozohn Artillery Train – game.muster'], dir);
    expect(r.err).toBe('muster validate: selection list found by its id: Ozohn Artillery Train.muster\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Ozohn Artillery Train – game.muster: valid.');

    const de = await runCli(['validate', 'Ozohn Artillery Train – game.muster', '--lang', 'de', '--format', 'json'], dir);
    expect(de.err).toBe('muster validate: Auswahlliste über ihre ID gefunden: Ozohn Artillery Train.muster\n');
    expect(JSON.parse(de.out)).toMatchObject({ valid: true, notices: ['Auswahlliste über ihre ID gefunden: Ozohn Artillery Train.muster'] });
  });

  it('validate: the list is judged against the selection list found (exit 1 for a card not in it)', async () => {
    const dir = savedFolder('missing-card', 'tjost.not-in-selection.muster');
    const r = await runCli(['validate', path.join(dir, 'Ozohn Artillery Train – game.muster'), '--format', 'json'], root);
    expect(r.code).toBe(1);
    // The game list was given with an absolute path: the file found is named so too.
    expect(r.err).toBe(`muster validate: selection list found by its id: ${path.join(dir, 'Ozohn Artillery Train.muster')}\n`);
    expect(JSON.parse(r.out)).toMatchObject({ valid: false, issues: [{ code: 'tjost.not-in-selection' }] });
    // Given relative to the working folder, it is named relative to it.
    const relative = await runCli(['validate', path.join('missing-card', 'Ozohn Artillery Train – game.muster'), '--format', 'json'], root);
    expect(relative.err).toBe(`muster validate: selection list found by its id: ${path.join('missing-card', 'Ozohn Artillery Train.muster')}\n`);
  });

  it('validate: a folder with more list files than are looked through says it was searched only in part', async () => {
    const dir = savedFolder('crowded', 'valid-tjost-game.muster', false);
    // 1,500 list files (3 from savedFolder): only the first 1,000 of them are looked at.
    for (let i = 0; i < 1497; i++) writeFileSync(path.join(dir, `list ${String(i).padStart(4, '0')}.muster`), '{}');
    const r = await runCli(['validate', 'Ozohn Artillery Train – game.muster'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `muster validate: ${ID}.muster: cannot read the selection list of this game list (named by Ozohn Artillery Train – game.muster as '${ID}.muster'): no such file; looked at the first 1000 of 1500 list files in its folder for its id (the rest were not searched); link the game list to its selection list again or use --selection FILE\n`,
    );
    const de = await runCli(['validate', 'Ozohn Artillery Train – game.muster', '--lang', 'de'], dir);
    expect(de.err).toBe(
      `muster validate: ${ID}.muster: Die Auswahlliste dieser Spielliste kann nicht gelesen werden (Ozohn Artillery Train – game.muster nennt sie „${ID}.muster“): Datei nicht vorhanden; nach ihrer ID wurden die ersten 1000 von 1500 Listendateien in ihrem Ordner angesehen (die übrigen nicht); verknüpfe die Spielliste neu mit ihrer Auswahlliste oder nutze --selection DATEI\n`,
    );
  });

  it('validate: without a list file of that id in the folder, the old refusal stands (exit 2)', async () => {
    const dir = savedFolder('none', 'valid-tjost-game.muster', false);
    // A list of that id in another folder, and a link to it here, are not looked at.
    const elsewhere = path.join(root, 'elsewhere');
    mkdirSync(elsewhere);
    writeFileSync(path.join(elsewhere, 'Ozohn Artillery Train.muster'), JSON.stringify({ ...sample('valid-tjost-selection.muster'), id: ID }));
    symlinkSync(path.join(elsewhere, 'Ozohn Artillery Train.muster'), path.join(dir, 'Linked.muster'));
    const r = await runCli(['validate', 'Ozohn Artillery Train – game.muster'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `muster validate: ${ID}.muster: cannot read the selection list of this game list (named by Ozohn Artillery Train – game.muster as '${ID}.muster'): no such file; link the game list to its selection list again or use --selection FILE\n`,
    );
  });

  it('print: prints the form with the selection list found by its id, naming it', async () => {
    const dir = savedFolder('print');
    const r = await runCli(['print', 'form', '--list', 'Ozohn Artillery Train – game.muster', '--out', 'form.pdf', '--lang', 'de'], dir);
    expect(r.err).toBe('muster print: Auswahlliste über ihre ID gefunden: Ozohn Artillery Train.muster\n');
    expect(r.code).toBe(0);
    expect(existsSync(path.join(dir, 'form.pdf'))).toBe(true);
  });
});
