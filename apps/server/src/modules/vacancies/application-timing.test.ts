import { describe, expect, it } from 'vitest';
import { createApplicationTiming, honeypotFloorMs } from './application-timing';

/** A fixed sequence of "random" numbers, repeated. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe("the honeypot's timing (issue 27 #12)", () => {
  it('before any real application: a duration in the measured range, never under the floor', () => {
    const timing = createApplicationTiming(sequence(0, 0.5, 0.999));
    const drawn = [timing.draw(), timing.draw(), timing.draw()];
    for (const ms of drawn) {
      expect(ms).toBeGreaterThanOrEqual(20);
      expect(ms).toBeLessThan(60);
    }
    expect(new Set(drawn).size).toBe(3);
  });

  it('draws from the real applications measured, within 10 %, and keeps the last 64', () => {
    const timing = createApplicationTiming(sequence(0.5));
    for (let i = 0; i < 100; i++) timing.record(i < 36 ? 500 : 40);
    // every one kept is now 40 ms: the 500 ms ones were pushed out
    for (let i = 0; i < 10; i++) expect(timing.draw()).toBeCloseTo(40, 5);
    const low = createApplicationTiming(sequence(0, 0, 0.999));
    low.record(30);
    expect(low.draw()).toBeCloseTo(27, 5);
    expect(low.draw()).toBeCloseTo(27, 5);
  });

  it('a fast or odd measure never makes the honeypot faster than the floor', () => {
    const timing = createApplicationTiming(sequence(0));
    timing.record(1);
    timing.record(Number.NaN);
    timing.record(-5);
    expect(timing.draw()).toBe(honeypotFloorMs);
  });

  it('pads an answer to the drawn duration from its start', async () => {
    const timing = createApplicationTiming(sequence(0.5));
    timing.record(40);
    const started = performance.now();
    await timing.pad(started);
    expect(performance.now() - started).toBeGreaterThanOrEqual(39);
    // an answer already past the drawn duration is not held back further
    const late = performance.now();
    await timing.pad(late - 1000);
    expect(performance.now() - late).toBeLessThan(20);
  });
});
