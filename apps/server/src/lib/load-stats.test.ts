import { describe, expect, it } from 'vitest';
import { memoryTrend, percentile, replaceSection, summarize } from './load-stats';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarizes unsorted samples', () => {
    const s = summarize([5, 1, 4, 2, 3]);
    expect(s).toMatchObject({ count: 5, p50: 3, p95: 5, p99: 5, max: 5, mean: 3 });
  });
});

describe('memoryTrend', () => {
  const series = (rss: (t: number) => number) =>
    Array.from({ length: 61 }, (_, i) => ({ at: i * 5000, rss: rss(i * 5000) }));
  const rule = { warmupMs: 30_000, windowMs: 60_000, tolerance: 0.1 };

  it('is flat when the last minute stays within the tolerance of the first after warm-up', () => {
    // a warm-up climb, then a sawtooth around 200 MB
    const t = memoryTrend(
      series((at) => (at < 30_000 ? 100 + at / 300 : 200 + ((at / 5000) % 3) * 4)),
      rule,
    );
    expect(t.judged).toBe(true);
    expect(t.flat).toBe(true);
  });

  it('is not flat when memory keeps growing', () => {
    const t = memoryTrend(
      series((at) => 200 + at / 1000),
      rule,
    );
    expect(t.flat).toBe(false);
    expect(t.growth).toBeGreaterThan(0.1);
  });

  it('does not judge a run too short for two windows', () => {
    const t = memoryTrend(
      Array.from({ length: 10 }, (_, i) => ({ at: i * 5000, rss: 100 })),
      rule,
    );
    expect(t.judged).toBe(false);
    expect(t.flat).toBe(false);
  });
});

describe('replaceSection', () => {
  it('replaces the marked block and keeps the rest', () => {
    const text = 'a\n<!-- x:start -->\nold\n<!-- x:end -->\nb\n';
    expect(replaceSection(text, 'x', '## X', 'new')).toBe('a\n<!-- x:start -->\nnew\n<!-- x:end -->\nb\n');
  });

  it('appends a heading and the block when the markers are missing', () => {
    expect(replaceSection('a\n', 'x', '## X', 'new')).toBe(
      'a\n\n## X\n\n<!-- x:start -->\nnew\n<!-- x:end -->\n',
    );
  });
});
