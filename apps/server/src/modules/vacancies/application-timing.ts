import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long the honeypot takes to answer (docs/decisions.md "The honeypot answers as slowly as an
 * application"): as long as a real application drawn at random from the last ones this process
 * stored, so a bot cannot tell from the clock that it was caught.
 */

/** The real applications' durations (ms) kept to draw from: the last ones, oldest first. */
const keep = 64;
/** Never answered faster than this, whatever was measured (a real one reads and writes the database and a file). */
export const honeypotFloorMs = 15;
/** A measured duration above this is an outlier (a slow disk, a lock), not drawn from. */
const ceilingMs = 2000;
/** Before any real application was measured: a duration drawn evenly from this range (17–50 ms measured). */
const unmeasured = { from: 20, to: 60 } as const;

export type ApplicationTiming = ReturnType<typeof createApplicationTiming>;

export function createApplicationTiming(random: () => number = Math.random) {
  const durations: number[] = [];
  return {
    /** Remembers how long a real application took, from its start to its answer. */
    record(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) return;
      durations.push(Math.min(ceilingMs, ms));
      if (durations.length > keep) durations.shift();
    },
    /** A duration for the honeypot's answer: one of the real ones (±10 %), never under the floor. */
    draw(): number {
      const measured = durations[Math.floor(random() * durations.length)];
      const ms =
        measured === undefined
          ? unmeasured.from + random() * (unmeasured.to - unmeasured.from)
          : measured * (0.9 + random() * 0.2);
      return Math.max(honeypotFloorMs, ms);
    },
    /** Waits until a honeypot answer started at `startedMs` (performance.now()) is as late as a real one. */
    async pad(startedMs: number) {
      const until = startedMs + this.draw();
      // a timer may fire a fraction of a millisecond early: wait again until the drawn moment
      for (let wait = until - performance.now(); wait > 0; wait = until - performance.now())
        await sleep(Math.max(1, wait));
    },
  };
}

/** This process's measure of its applications (each process answers with its own timing). */
export const applicationTiming = createApplicationTiming();
