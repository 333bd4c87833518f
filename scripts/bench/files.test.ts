import { describe, expect, it } from 'vitest';
import { run } from './files';

describe('files bench', () => {
  it('reports load-list-dup-5000 and api-during-print with their 100 ms budgets, and the lists overview (a small run; npm run bench measures)', async () => {
    const results = await run({ n: 1, rounds: 1, entries: 50, lists: 3 });
    expect(results.map((r) => [r.name, r.budget_p95_ms])).toEqual([
      ['load-list-dup-5000', 100],
      ['api-during-print', 100],
      ['list-overview-3-first', undefined],
      ['list-overview-3', undefined],
    ]);
    expect(results.slice(2).map((r) => r.lists)).toEqual([3, 3]);
    expect(results[0]?.n).toBe(1);
    expect(results[1]?.n).toBeGreaterThan(0);
    expect(results[1]?.entries).toBe(50);
  }, 60_000);
});
