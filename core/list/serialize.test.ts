import { describe, expect, it } from 'vitest';
import type { ArmyList } from '../model/list';
import { parseListFile } from './load';
import { sameListContent } from './same-content';
import { serializeList } from './serialize';

const list: ArmyList = {
  entries: [
    { note: 'links', assignments: [{ role: 'servant', machine: 'e1', type: 'crew' }], count: 2, cardId: 'goblin-minelayer', id: 'e2' },
    { id: 'e1', cardId: 'goblin-mountain-breaker', count: 1, assignments: [] },
  ],
  updatedAt: '2024-05-02T08:00:00.000Z',
  createdAt: '2024-05-01T10:00:00.000Z',
  kind: 'standard',
  pointsLimit: 400,
  faction: 'goblins-no-dan-kar',
  system: 'confrontation',
  name: 'Ratten',
  id: 'l1',
  version: 2,
  format: 'muster-list',
  lastEntryNumber: 2,
};

describe('serializeList', () => {
  it('writes pretty JSON in a fixed key order', () => {
    expect(serializeList(list)).toBe(`{
  "format": "muster-list",
  "version": 2,
  "id": "l1",
  "name": "Ratten",
  "system": "confrontation",
  "faction": "goblins-no-dan-kar",
  "pointsLimit": 400,
  "kind": "standard",
  "createdAt": "2024-05-01T10:00:00.000Z",
  "updatedAt": "2024-05-02T08:00:00.000Z",
  "lastEntryNumber": 2,
  "entries": [
    {
      "id": "e2",
      "cardId": "goblin-minelayer",
      "count": 2,
      "assignments": [
        {
          "type": "crew",
          "machine": "e1",
          "role": "servant"
        }
      ],
      "note": "links"
    },
    {
      "id": "e1",
      "cardId": "goblin-mountain-breaker",
      "count": 1,
      "assignments": []
    }
  ]
}
`);
  });

  it('round-trips through parseListFile', () => {
    const text = serializeList({ ...list, player: 'Kim', selectionList: 'auswahl.muster.json' });
    const back = parseListFile(text, 'l.json');
    expect(back.problems).toEqual([]);
    expect(back.list).toEqual({ ...list, player: 'Kim', selectionList: 'auswahl.muster.json' });
    expect(serializeList(back.list!)).toBe(text);
  });
});

describe('sameListContent', () => {
  it('is the same list whatever its times and the order of its keys; any field changed is another', () => {
    const reordered = JSON.parse(JSON.stringify({ ...list, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-02-01T00:00:00.000Z' })) as ArmyList;
    expect(sameListContent(list, reordered)).toBe(true);
    expect(sameListContent(list, { ...list, name: 'Ratten 2' })).toBe(false);
    expect(sameListContent(list, { ...list, pointsLimit: 401 })).toBe(false);
    expect(sameListContent(list, { ...list, entries: list.entries.map((e, i) => (i === 0 ? { ...e, count: 3 } : e)) })).toBe(false);
    expect(sameListContent(list, { ...list, entries: list.entries.map((e, i) => (i === 1 ? { ...e, note: 'x' } : e)) })).toBe(false);
  });
});
