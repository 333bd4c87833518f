/** One benchmark figure, printed as one JSON line. */
export interface BenchResult {
  name: string;
  median_ms: number;
  p95_ms: number;
  n: number;
  [extra: string]: string | number;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const idx = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, idx)] ?? 0;
}

/** Summarises raw timings (milliseconds) into a result. */
export function summarise(name: string, samples: number[], extra: Record<string, string | number> = {}): BenchResult {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (x: number): number => Math.round(x * 1000) / 1000;
  return { name, median_ms: round(quantile(sorted, 0.5)), p95_ms: round(quantile(sorted, 0.95)), n: samples.length, ...extra };
}

/** Times `fn` n times after a few warm-up runs. */
export async function measure(name: string, n: number, fn: () => unknown | Promise<unknown>, warmup = 3): Promise<BenchResult> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return summarise(name, samples);
}

export function report(result: BenchResult): void {
  process.stdout.write(JSON.stringify(result) + '\n');
}
