import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseListFile } from '../list/load';
import { listPoints } from '../list/totals';
import { importOwbList } from './owb-list-import';
import { exportOwbList } from './owb-list-export';
import { owbListPoints } from './owb-points';
import { shippedOldWorld } from './test-support/shipped';

const SAMPLES = path.resolve(__dirname, '../../resources/samples');

describe('exploration', () => {
  it('round trips the samples', () => {
    const db = shippedOldWorld();
    for (const name of ['valid-oldworld-dwarfs.muster', 'valid-oldworld-high-elves.muster']) {
      const list = parseListFile(readFileSync(path.join(SAMPLES, name), 'utf8'), name, db).list!;
      const notes: string[] = [];
      const file = exportOwbList(list, db, notes);
      const back = importOwbList(JSON.parse(JSON.stringify(file)), db, 'x.owb.json', { id: list.id });
      console.log(name, listPoints(list, db), owbListPoints(file as never), back.list && listPoints(back.list, db), notes, back.problems, back.notes);
      console.log(JSON.stringify(list.entries.map((e) => [e.cardId, e.count, e.options, e.items, e.counts])));
      console.log(JSON.stringify(back.list!.entries.map((e) => [e.cardId, e.count, e.options, e.items, e.counts])));
    }
    expect(1).toBe(1);
  });
});
