import { describe, expect, it } from 'vitest';
import { run } from './print';

describe('print bench', () => {
  it('reports print-all-40 with its PDF size, print-all-400 and print-templates', async () => {
    const results = await run({ n: 1 });
    expect(results.map((r) => [r.name, r.n])).toEqual([
      ['print-all-40', 1],
      ['print-all-400', 1],
      ['print-templates', 1],
    ]);
    expect(results[1]?.entries).toBe(400);
    expect(results[0]?.entries).toBe(40);
    expect(results[0]?.bytes).toBeGreaterThan(20_000);
    expect(results[0]?.bytes).toBeLessThan(2_000_000);
  });
});
