import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inactivityLimit, inactivityPath, useIdleTimer } from './idle-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const seconds = (n: number) =>
  act(() => {
    vi.advanceTimersByTime(n * 1000);
  });

const activity = (event: Event) =>
  act(() => {
    window.dispatchEvent(event);
  });

describe('useIdleTimer', () => {
  it('defaults to the limit of docs/domain.md (10,000,000 s) and sends to /login', () => {
    expect(inactivityLimit).toBe(Number(import.meta.env.VITE_INACTIVITY_LIMIT ?? 10_000_000));
    if (!import.meta.env.VITE_INACTIVITY_LIMIT) expect(inactivityLimit).toBe(10_000_000);
    if (!import.meta.env.VITE_INACTIVITY_PATH) expect(inactivityPath).toBe('/login');
  });

  it('fires once when the limit is reached, counting per second', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer({ enabled: true, limitSeconds: 5, onIdle }));
    seconds(4);
    expect(onIdle).not.toHaveBeenCalled();
    seconds(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    seconds(60);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('resets on mouse, click, touch and keyboard activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer({ enabled: true, limitSeconds: 5, onIdle }));
    for (const event of [
      new MouseEvent('mousemove'),
      new MouseEvent('mousedown'),
      new MouseEvent('click'),
      new Event('touchstart'),
      new KeyboardEvent('keydown', { key: 'a' }),
    ]) {
      seconds(4);
      activity(event);
    }
    // 20 s have passed, but never 5 idle seconds in a row
    expect(onIdle).not.toHaveBeenCalled();
    seconds(4);
    expect(onIdle).not.toHaveBeenCalled();
    seconds(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled (signed out)', () => {
    const onIdle = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useIdleTimer({ enabled, limitSeconds: 3, onIdle }), {
      initialProps: { enabled: false },
    });
    seconds(10);
    expect(onIdle).not.toHaveBeenCalled();
    // enabling starts a fresh count
    rerender({ enabled: true });
    seconds(2);
    expect(onIdle).not.toHaveBeenCalled();
    seconds(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops counting and listening when unmounted', () => {
    const onIdle = vi.fn();
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useIdleTimer({ enabled: true, limitSeconds: 3, onIdle }));
    unmount();
    seconds(10);
    expect(onIdle).not.toHaveBeenCalled();
    const removed = remove.mock.calls.map(([type]) => type);
    expect(removed).toEqual(
      expect.arrayContaining(['mousemove', 'mousedown', 'click', 'touchstart', 'keydown']),
    );
    remove.mockRestore();
  });

  it('calls the latest onIdle without restarting the count', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(
      ({ onIdle }) => useIdleTimer({ enabled: true, limitSeconds: 4, onIdle }),
      {
        initialProps: { onIdle: first },
      },
    );
    seconds(3);
    rerender({ onIdle: second });
    seconds(1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
