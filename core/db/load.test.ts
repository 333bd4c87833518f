import { describe, expect, it } from 'vitest';
import { MAX_CARDS_PER_FILE } from '../model/card-terms';
import { parseCardFile } from './load';
import { migrateCardFile } from './migrate';

const goodCard = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'fighter',
  name: { de: `${id} de`, en: `${id} en` },
  source: 'sample',
  points: 10,
  ...extra,
});

const fileText = (cards: unknown[], envelope: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'muster-cards',
    version: 2,
    system: 'confrontation',
    faction: { id: 'goblins-no-dan-kar', name: { de: 'Goblins', en: 'Goblins' } },
    cards,
    ...envelope,
  });

describe('parseCardFile', () => {
  it('loads a valid file with defaults filled in', () => {
    const r = parseCardFile(fileText([goodCard('a')]), 'a.json');
    expect(r.problems).toEqual([]);
    expect(r.file?.cards).toEqual([
      { ...goodCard('a'), personality: false, figures: 1, mount: false, throne: false, stats: {}, abilities: [] },
    ]);
    expect(r.file?.faction.id).toBe('goblins-no-dan-kar');
  });

  it('skips a bad card, reports its path and loads the others', () => {
    const bad = goodCard('m', { kind: 'war-machine', warMachine: { mobility: 'immobile', crew: -1 } });
    const r = parseCardFile(fileText([goodCard('a'), goodCard('b'), goodCard('c'), bad, goodCard('d')]), 'g.json');
    expect(r.file?.cards.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(r.problems).toMatchObject([
      { file: 'g.json', path: 'cards[3].warMachine.crew', message: 'should be at least 0' },
    ]);
  });

  it('reports duplicate ids within a file and keeps the first', () => {
    const r = parseCardFile(fileText([goodCard('a', { points: 1 }), goodCard('a', { points: 2 })]), 'd.json');
    expect(r.file?.cards.map((c) => c.points)).toEqual([1]);
    expect(r.problems).toMatchObject([
      { file: 'd.json', path: 'cards[1].id', message: "duplicate card id 'a' (first at cards[0]); this card is skipped" },
    ]);
  });

  it('reports unknown fields but still loads the card', () => {
    const card = goodCard('m', {
      kind: 'war-machine',
      abilities: [{ id: 'impact', value: 3, valu: 4 }],
      warMachine: { mobility: 'mobile', strucurePoints: 3, artillery: { class: 'light', kind: 'zone', diameter: 5 } },
    });
    const r = parseCardFile(fileText([card], { $schema: '../schema.json', comment: 'x' }), 'u.json');
    expect(r.file?.cards).toHaveLength(1);
    expect(r.problems.map((p) => p.path)).toEqual([
      'comment',
      'cards[0].abilities[0].valu',
      'cards[0].warMachine.strucurePoints',
      'cards[0].warMachine.artillery.diameter',
    ]);
    expect(r.problems[0]?.message).toBe('unknown field (ignored)');
  });

  it('rejects a broken envelope as a whole', () => {
    const r = parseCardFile(fileText([], { system: 'warmachine', faction: { id: 'Bad Id', name: { de: 'x', en: 'x' } } }), 'e.json');
    expect(r.file).toBeUndefined();
    expect(r.problems).toMatchObject([
      { file: 'e.json', path: 'system', message: 'should be one of "confrontation", "oldworld", "chronopia"' },
      { file: 'e.json', path: 'faction.id', message: 'use lower-case letters, digits and dashes' },
    ]);
    expect(parseCardFile(fileText([], { cards: {} }), 'e.json').problems).toMatchObject([
      { file: 'e.json', path: 'cards', message: 'should be a list, not an object' },
    ]);
  });

  it('holds at most 20,000 cards: a bigger file is refused before any card is checked, naming the file', () => {
    expect(MAX_CARDS_PER_FILE).toBe(20000);
    const r = parseCardFile(fileText(Array.from({ length: MAX_CARDS_PER_FILE + 1 }, () => ({}))), 'huge.json');
    expect(r.file).toBeUndefined();
    expect(r.problems).toMatchObject([{ file: 'huge.json', path: 'cards', message: 'a card file holds at most 20000 cards' }]);
  });

  it('reports syntax errors with file and position', () => {
    expect(parseCardFile('{\n "format": "muster-cards",\n}', 's.json')).toMatchObject({
      problems: [{ file: 's.json', path: '', message: 'invalid JSON at line 3, column 1: expected a property name in double quotes (no comma before })' }],
    });
  });

  it('reports wrong formats and newer versions clearly', () => {
    expect(parseCardFile(fileText([], { version: 3 }), 'v.json').problems).toMatchObject([
      { file: 'v.json', path: 'version', message: 'version 3 is newer than this Muster reads (up to 2); update Muster to open this file' },
    ]);
    expect(parseCardFile(fileText([], { format: 'muster-list' }), 'v.json').problems).toMatchObject([
      { file: 'v.json', path: 'format', message: "expected 'muster-cards', found 'muster-list'" },
    ]);
    expect(parseCardFile('[]', 'v.json').problems[0]?.message).toBe('expected a JSON object (a muster-cards file)');
  });
});

describe('migrateCardFile', () => {
  it('passes the current version through unchanged and takes version 1 as it is (its fields are all valid in version 2)', () => {
    const raw = { format: 'muster-cards', version: 2, cards: [] };
    expect(migrateCardFile(raw)).toEqual({ ok: true, value: raw, fromVersion: 2 });
    expect(migrateCardFile({ ...raw, version: 1 })).toEqual({ ok: true, value: raw, fromVersion: 1 });
  });
});
