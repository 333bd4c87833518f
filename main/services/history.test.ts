import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileHistory, spreadOut } from './history';

/** What `spread` pruning keeps of versions saved at `times` (seconds), `keep` at most, as ages at the last save. */
function kept(times: number[], keep = 20): number[] {
  let left: number[] = [];
  for (const t of times) {
    left = [...left, t];
    const dropped = new Set(spreadOut(left.map((s) => s * 1000), t * 1000, keep));
    left = left.filter((_, i) => !dropped.has(i));
  }
  const last = times.at(-1)!;
  return left.map((t) => last - t);
}
const range = (from: number, to: number, step = 1): number[] => Array.from({ length: Math.ceil((to - from) / step) }, (_, i) => from + i * step);

describe('spread pruning of a document saved at every change', () => {
  it('100 clicks a second apart after a version of an hour ago: that one stays, and the clicks are kept ever further apart the older they are', () => {
    expect(kept([-3600, ...range(0, 100)])).toEqual([3699, 99, 83, 67, 51, 43, 35, 27, 23, 19, 15, 11, 9, 7, 5, 4, 3, 2, 1, 0]);
  });

  it('an hour of changes every 5 seconds reaches back over the hour, not over the last 100 seconds', () => {
    expect(kept([-3600, ...range(0, 3600, 5)])).toEqual([7195, 3595, 2315, 1675, 1035, 715, 555, 395, 315, 235, 155, 115, 75, 55, 35, 25, 15, 10, 5, 0]);
  });

  it('keeps the oldest, the new one and the one before it (the backup of the file replaced); drops nothing within the limit', () => {
    expect(spreadOut([1000, 2000, 3000], 3000, 20)).toEqual([]);
    expect(spreadOut([0, 1, 2, 3, 4], 4, 3)).toEqual([1, 2]);
    // Two saved in the same millisecond: one of them goes first.
    expect(spreadOut([0, 5000, 5000, 9000, 10_000], 10_000, 4)).toEqual([2]);
  });
});

describe('fileHistory with spread pruning', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'muster-history-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps at most the limit, spread over the saves; the oldest-first history of lists drops the oldest', async () => {
    const spread = fileHistory(path.join(dir, 'spread'), '.x', 5, undefined, 'spread');
    const oldest = fileHistory(path.join(dir, 'oldest'), '.x', 5);
    const t0 = Date.parse('2026-01-01T00:00:00.000Z');
    for (const s of [0, 600, 601, 602, 603, 604, 605, 606]) {
      await spread.record(`at ${s}`, new Date(t0 + s * 1000));
      await oldest.record(`at ${s}`, new Date(t0 + s * 1000));
    }
    const texts = async (h: typeof spread) => Promise.all((await h.list()).map(async (v) => h.read(v.version)));
    // Ages 0, 1, 3, 6 and 606 seconds at the last save; the version of ten minutes before stays.
    expect(await texts(spread)).toEqual(['at 606', 'at 605', 'at 603', 'at 600', 'at 0']);
    expect(await texts(oldest)).toEqual(['at 606', 'at 605', 'at 604', 'at 603', 'at 602']);
    expect(await readdir(path.join(dir, 'spread'))).toHaveLength(5);
  });
});
