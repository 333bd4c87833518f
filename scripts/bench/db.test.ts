import { describe, expect, it } from 'vitest';
import { generatedCardFiles, loadGenerated, run } from './db';

describe('card database bench', () => {
  it('generates 5,000 valid cards in 10 files', () => {
    const texts = generatedCardFiles();
    expect(texts).toHaveLength(10);
    const db = loadGenerated(texts);
    expect(db.size).toBe(5000);
    expect(db.query({ text: 'wachter tir-na-bor' })).toHaveLength(500);
  });

  it('reports load-5000 and search-5000', async () => {
    const results = await run({ n: 1, large: false });
    expect(results.map((r) => [r.name, r.n, r.cards])).toEqual([
      ['load-5000', 1, 5000],
      ['search-5000', 10, 5000],
    ]);
    expect(results[1]?.hits).toBe(500);
  });
});
