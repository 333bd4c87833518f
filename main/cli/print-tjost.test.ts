import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '../print/test-support';
import { runCli, type CliRun } from './test-io';

const SAMPLES = path.resolve(import.meta.dirname, '../../resources/samples');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-cli-tjost-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function print(args: string[]): Promise<CliRun> {
  return runCli(['print', ...args], dir);
}

describe('muster print: TJOST documents', () => {
  it('form: the tournament form of a game list, checked against the selection list it names', async () => {
    const r = await print(['form', '--list', path.join(SAMPLES, 'tjost.not-in-selection.muster'), '--event', 'Herbst-Tjost', '--round', '3', '--out', 'form.pdf']);
    expect(r).toMatchObject({ code: 0, err: '' });
    const text = pdfText(path.join(dir, 'form.pdf'));
    expect(text).toContain('Herbst-Tjost');
    expect(text).toContain('Griffin Knight (#6) is not in the selection list');
  });

  it('selection, missions and tjost-quickref print', async () => {
    for (const [doc, extra] of [
      ['selection', ['--list', path.join(SAMPLES, 'valid-tjost-selection.muster')]],
      ['missions', []],
      ['tjost-quickref', ['--lang', 'de']],
    ] as const) {
      const r = await print([doc, ...extra, '--out', `${doc}.pdf`]);
      expect(r.code, `${doc}: ${r.err}`).toBe(0);
      expect(readFileSync(path.join(dir, `${doc}.pdf`)).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('results: from --results FILE; an impossible result is refused with exit 2', async () => {
    const ok = await print(['results', '--results', path.join(SAMPLES, 'tjost-results.json'), '--out', 'results.pdf']);
    expect(ok).toMatchObject({ code: 0, err: '' });
    expect(pdfText(path.join(dir, 'results.pdf'))).toContain('4 PH / 187 PF');
    const bad = JSON.parse(readFileSync(path.join(SAMPLES, 'tjost-results.json'), 'utf8')) as { games: Record<string, unknown>[] };
    bad.games[1] = { ...bad.games[1], pf: -4, missionRound: 0 };
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(bad));
    const r = await print(['results', '--results', 'bad.json', '--out', 'bad.pdf']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'muster print: bad.json: games[1].pf: PF cannot be negative\nmuster print: bad.json: games[1].missionRound: a mission is fulfilled in round 1 to 4 (not before round 1)\n',
    );
    expect(existsSync(path.join(dir, 'bad.pdf'))).toBe(false);
    expect((await print(['results', '--results', 'none.json', '--out', 'x.pdf'])).err).toContain('none.json: cannot read the results file: no such file');
  });

  it('a game list whose selection list is missing exits 2 and writes nothing', async () => {
    copyFileSync(path.join(SAMPLES, 'valid-tjost-game.muster'), path.join(dir, 'game.muster'));
    const r = await print(['form', '--list', 'game.muster', '--out', 'lost.pdf']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("valid-tjost-selection.muster: cannot read the selection list of this game list (named by game.muster as 'valid-tjost-selection.muster'): no such file");
    expect(existsSync(path.join(dir, 'lost.pdf'))).toBe(false);
    const fixed = await print(['form', '--list', 'game.muster', '--selection', path.join(SAMPLES, 'valid-tjost-selection.muster'), '--out', 'found.pdf']);
    expect(fixed.code).toBe(0);
  });

  it('form and selection need a list', async () => {
    for (const doc of ['form', 'selection']) {
      const r = await print([doc, '--out', 'x.pdf']);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`document '${doc}' needs a list: --list FILE`);
    }
  });
});
