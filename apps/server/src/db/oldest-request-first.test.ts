import { describe, expect, it } from 'vitest';
import { oldestRequestFirst } from './oldest-request-first';

describe('oldestRequestFirst', () => {
  it('gives one turn at a time, to the earliest arrival among those waiting', async () => {
    const turns = oldestRequestFirst();
    const order: string[] = [];
    const first = await turns.take(10);
    const waiting = [
      ['late', 30],
      ['early', 20],
      ['late again', 30],
      ['earliest', 5],
    ].map(async ([name, at]) => {
      const release = await turns.take(at as number);
      order.push(name as string);
      await new Promise((resolve) => setTimeout(resolve, 1));
      release();
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual([]);
    first();
    await Promise.all(waiting);
    expect(order).toEqual(['earliest', 'early', 'late', 'late again']);
  });

  it('lets the event loop read its sockets between turns', async () => {
    const turns = oldestRequestFirst();
    const events: string[] = [];
    // an I/O-phase callback queued while a request's statements run back to back
    setImmediate(() => events.push('network read'));
    for (let i = 0; i < 3; i++) {
      const release = await turns.take(1);
      events.push(`statement ${i}`);
      release();
    }
    expect(events.indexOf('network read')).toBeLessThan(events.indexOf('statement 2'));
    expect(events.indexOf('network read')).toBeGreaterThanOrEqual(0);
  });

  it('releases a turn once however often it is called', async () => {
    const turns = oldestRequestFirst();
    const release = await turns.take(1);
    release();
    const second = await turns.take(2);
    release();
    let thirdStarted = false;
    const third = turns.take(3).then((r) => {
      thirdStarted = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(thirdStarted).toBe(false);
    second();
    (await third)();
  });
});
