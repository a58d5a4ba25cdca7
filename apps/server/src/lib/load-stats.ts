/**
 * Pure helpers of the load scripts (`npm run bench:http`, `npm run soak`; docs/performance.md):
 * percentiles, the flat-memory rule and the marked sections they write into docs/performance.md.
 */

/** The p-th percentile (nearest rank) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export type Summary = { count: number; p50: number; p95: number; p99: number; max: number; mean: number };

/** p50/p95/p99/max/mean of unsorted samples (milliseconds). */
export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
  };
}

export type MemorySample = { at: number; rss: number };

/**
 * The flat-memory rule of the soak: after `warmupMs` from the first sample, the median RSS of the
 * last `windowMs` may exceed the median of the first `windowMs` by at most `tolerance` (a fraction,
 * 0.1 = 10 %). Medians, so one garbage-collection peak does not decide. Too few samples (either
 * window empty, or the two windows overlap) is not flat: the run was too short to tell.
 */
export function memoryTrend(
  samples: readonly MemorySample[],
  opts: { warmupMs: number; windowMs: number; tolerance: number },
): { first: number; last: number; growth: number; flat: boolean; judged: boolean } {
  const start = samples[0]?.at ?? 0;
  const end = samples.at(-1)?.at ?? 0;
  const from = start + opts.warmupMs;
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const first = samples.filter((s) => s.at >= from && s.at < from + opts.windowMs).map((s) => s.rss);
  const last = samples.filter((s) => s.at > end - opts.windowMs).map((s) => s.rss);
  const judged = first.length > 0 && last.length > 0 && end - opts.windowMs >= from + opts.windowMs;
  const firstMedian = median(first);
  const lastMedian = median(last);
  const growth = judged ? (lastMedian - firstMedian) / firstMedian : Number.NaN;
  return { first: firstMedian, last: lastMedian, growth, flat: judged && growth <= opts.tolerance, judged };
}

/**
 * `text` with the block between `<!-- name:start -->` and `<!-- name:end -->` replaced by `body`
 * (markers kept); without the markers, `heading` and the marked block are appended at the end.
 */
export function replaceSection(text: string, name: string, heading: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) return `${text.slice(0, from)}${block}${text.slice(to + end.length)}`;
  return `${text.trimEnd()}\n\n${heading}\n\n${block}\n`;
}
