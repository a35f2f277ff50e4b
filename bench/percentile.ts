/**
 * The nearest-rank percentile `p` (0–100) of latencies sorted ascending; NaN when there are none.
 * One definition, so every benchmark's p50/p95/p99 mean the same thing.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
