import { describe, expect, it } from 'vitest';
import { migrateSiegeFile, SIEGE_FILE } from './migrate';
import { parseSiegeFile } from './load';
import { serializeSiege } from './serialize';
import { FORT, owList, rosterOf } from './test-fixtures';

const base = {
  format: 'muster-siege',
  version: 2,
  id: 's1',
  name: 'Siege',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};
const parse = (data: unknown) => parseSiegeFile(JSON.stringify(data), 'x.muster-siege');

describe('parseSiegeFile', () => {
  it('reads a minimal file with defaults', () => {
    expect(parse(base)).toEqual({
      roster: { ...base, nightBattle: false, fortress: { elements: [] }, devices: [], equipment: [], garrison: [] },
      problems: [],
      notes: [],
    });
  });
  it('reports JSON errors, wrong formats and newer versions', () => {
    expect(parseSiegeFile('{"format": ', 'a.muster-siege').problems[0]?.message).toMatch(/^invalid JSON at line 1, column 12/);
    expect(parse({ ...base, format: 'muster-list' }).problems).toMatchObject([{ file: 'x.muster-siege', path: 'format', message: "expected 'muster-siege', found 'muster-list'" }]);
    expect(parse({ ...base, version: 3 }).problems[0]).toMatchObject({ path: 'version' });
  });
  it('skips bad parts with a problem each and keeps the rest', () => {
    const r = parse({
      ...base,
      fortress: {
        elements: [{ id: 'w1', kind: 'wall' }, { id: 'w1', kind: 'tower' }, { id: 'x', kind: 'moat' }, { id: 't1', kind: 'tower', storeys: 0 }],
        gatehouse: 'gone',
      },
      devices: [{ id: 'd1', device: 'stones', element: 'nowhere' }, { id: 'd2', device: 'catapult' }],
      equipment: [{ id: 'q1', item: 'ram' }],
      garrison: [{ entry: 'e1', element: 'w1' }, { entry: 'e1', element: 'w1' }, { entry: 'e2', element: 'zz' }],
      extra: true,
    });
    expect(r.problems.map((p) => p.path)).toEqual([
      'extra',
      'fortress.elements[3].storeys',
      'fortress.elements[1].id',
      'fortress.elements[2].kind',
      'fortress.gatehouse',
      'devices[1].device',
      'devices[0].element',
      'garrison[1].entry',
      'garrison[2].element',
    ]);
    // A tower of 0 storeys is kept, at 1 storey (said so).
    expect(r.roster?.fortress).toEqual({ elements: [{ id: 'w1', kind: 'wall', name: '' }, { id: 't1', kind: 'tower', name: '', storeys: 1 }] });
    expect(r.roster?.devices).toEqual([{ id: 'd1', device: 'stones' }]);
    expect(r.roster?.garrison).toEqual([{ entry: 'e1', element: 'w1' }]);
  });
  it('a tower of more storeys than a roster holds keeps its gatehouse mark, devices and garrison, at the most storeys, said so', () => {
    const r = parse({
      ...base,
      fortress: { elements: [{ id: 'w1', kind: 'wall' }, { id: 't3', kind: 'tower', storeys: 11 }], gatehouse: 't3' },
      devices: [{ id: 'd1', device: 'stones', element: 't3' }],
      garrison: [{ entry: 'e1', element: 't3' }],
    });
    expect(r.roster?.fortress).toEqual({ elements: [{ id: 'w1', kind: 'wall', name: '' }, { id: 't3', kind: 'tower', name: '', storeys: 10 }], gatehouse: 't3' });
    expect(r.roster?.devices).toEqual([{ id: 'd1', device: 'stones', element: 't3' }]);
    expect(r.roster?.garrison).toEqual([{ entry: 'e1', element: 't3' }]);
    expect(r.problems).toMatchObject([{ path: 'fortress.elements[1].storeys', message: '11 storeys is outside what a roster holds (1 to 10); set to 10' }]);
    // A number of storeys that is no whole number is refused as before (the tower is not guessed).
    expect(parse({ ...base, fortress: { elements: [{ id: 't', kind: 'tower', storeys: 'many' }] } }).roster?.fortress.elements).toEqual([]);
  });
  it('checks embedded lists like list files and names the path', () => {
    const list = owList('def', 'high-elf-realms', [['e1', 'spears', 10]]);
    const bad = { ...list, entries: [{ id: 'e1', cardId: 'spears', count: 0 }] };
    const r = parse({ ...base, defender: { list: bad }, attacker: { listId: 'a' } });
    expect(r.problems).toMatchObject([{ file: 'x.muster-siege', path: 'defender.list.entries[0].count', message: 'should be at least 1' }]);
    expect(r.roster?.attacker).toEqual({ listId: 'a' });
    expect(r.roster?.defender?.list?.entries).toEqual([]);
  });
  it('is version 2: version 1 list paths become list ids where they name a list, anything else is dropped with a note', () => {
    expect(SIEGE_FILE).toMatchObject({ format: 'muster-siege', current: 2 });
    const v1 = { ...base, version: 1, attacker: { file: '../lists/abc-1.muster' }, defender: { file: 'def.muster' } };
    expect(migrateSiegeFile(v1)).toEqual({ ok: true, value: { ...base, attacker: { listId: 'abc-1' }, defender: { listId: 'def' } }, fromVersion: 1 });
    for (const file of ['/etc/hostname', '../lists/../x.muster', 'lists/x.muster', '../../x.muster', 'x.txt', 'C:\\x.muster']) {
      const r = parse({ ...base, version: 1, attacker: { file } });
      expect(r.roster?.attacker).toBeUndefined();
      expect(r.problems).toEqual([]);
      expect(r.notes).toMatchObject([{ file: 'x.muster-siege', path: 'attacker.file', message: `'${file}' does not name one of your lists; rosters link lists by their id, so this reference was removed` }]);
    }
    expect(parse({ ...base, attacker: { file: '../lists/a.muster' } }).notes).toHaveLength(1);
    expect(parse({ ...base, version: 1, attacker: { file: '../lists/a.muster' } }).notes).toEqual([]);
  });
});

describe('serializeSiege', () => {
  it('round-trips and writes the same bytes twice', () => {
    const defender = owList('def', 'high-elf-realms', [['e1', 'spears', 10]]);
    const roster = rosterOf({
      fortress: FORT,
      nightBattle: true,
      lastNumber: 9,
      defender: { listId: 'def', list: defender },
      devices: [{ id: 'd1', device: 'stones', element: 'w1' }, { id: 'd2', device: 'mage-tower' }],
      equipment: [{ id: 'q1', item: 'siege-ammunition', target: 'a1' }],
      garrison: [{ entry: 'e1', element: 'w1' }],
    });
    const text = serializeSiege(roster);
    const back = parseSiegeFile(text, 'r.muster-siege');
    expect(back.problems).toEqual([]);
    expect(back.roster).toEqual(roster);
    expect(serializeSiege(back.roster!)).toBe(text);
    expect(text.endsWith('}\n')).toBe(true);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'format', 'version', 'id', 'name', 'createdAt', 'updatedAt', 'nightBattle', 'lastNumber', 'defender', 'fortress', 'devices', 'equipment', 'garrison',
    ]);
  });
  it('writes Rodell for walls and storeys for towers only', () => {
    const r = rosterOf({ fortress: { elements: [{ id: 'w1', kind: 'wall', rodell: true, storeys: 3 }, { id: 't1', kind: 'tower', rodell: true, storeys: 3 }] } });
    expect((JSON.parse(serializeSiege(r)) as { fortress: unknown }).fortress).toEqual({
      elements: [{ id: 'w1', kind: 'wall', name: '', rodell: true }, { id: 't1', kind: 'tower', name: '', storeys: 3 }],
    });
  });

  it('keeps the victory conditions and drops an element at stake that the fortress lacks, naming its place', () => {
    const parsed = parse({ ...base, fortress: { elements: [{ id: 'w1', kind: 'wall' }] }, victory: { elements: ['w1', 'w7', 'w1'], rounds: 5, note: 'Hold the wall' } });
    expect(parsed.roster?.victory).toEqual({ elements: ['w1'], rounds: 5, note: 'Hold the wall' });
    expect(parsed.problems.map((p) => [p.path, p.message])).toEqual([
      ['victory.elements[1]', "no element 'w7' in the fortress; removed"],
      ['victory.elements[2]', "element 'w1' is named twice; removed"],
    ]);
    const again = parseSiegeFile(serializeSiege(parsed.roster!), 'y.muster-siege');
    expect(again.roster?.victory).toEqual(parsed.roster?.victory);
  });
  it('drops victory rounds out of range (13) with their place and keeps the roster and the rest of the conditions', () => {
    const parsed = parse({ ...base, fortress: { elements: [{ id: 'w1', kind: 'wall' }] }, victory: { elements: ['w1'], rounds: 13, note: 'Hold' } });
    expect(parsed.roster?.victory).toEqual({ elements: ['w1'], note: 'Hold' });
    expect(parsed.problems.map((p) => p.path)).toEqual(['victory.rounds']);
    expect(parsed.problems[0]?.message).toMatch(/; removed$/);
    expect(parse({ ...base, victory: 'all of it' }).problems.map((p) => [p.path, p.message])).toEqual([['victory', 'not an object of victory conditions; removed']]);
  });
  it('names a device by its place in the file, after a bad device before it was skipped', () => {
    const parsed = parse({
      ...base,
      fortress: { elements: [{ id: 'w1', kind: 'wall' }] },
      devices: [{ id: 'd1', device: 'flaming-moat' }, { id: 'd2', device: 'stones', element: 'w1' }, { id: 'd3', device: 'stones', element: 'zz' }],
    });
    expect(parsed.problems.map((p) => [p.path, p.message])).toEqual([
      ['devices[0].device', expect.any(String)],
      ['devices[2].element', "no element 'zz' in the fortress; the device is left unassigned"],
    ]);
  });
});
