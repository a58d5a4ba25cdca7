import { useEffect, useRef } from 'react';

/** Inactivity limit in seconds (docs/domain.md#pages-menu-and-the-browser: default 10,000,000) and where the user is sent. */
export const inactivityLimit = Number(import.meta.env.VITE_INACTIVITY_LIMIT ?? 10_000_000);
export const inactivityPath = String(import.meta.env.VITE_INACTIVITY_PATH ?? '/login');

const activityEvents = ['mousemove', 'mousedown', 'click', 'touchstart', 'keydown', 'scroll'] as const;

/**
 * Counts idle seconds (one tick per second); mouse, click, touch and keys reset it.
 * At the limit it calls onIdle once.
 */
export function useIdleTimer(options: { enabled: boolean; limitSeconds?: number; onIdle: () => void }) {
  const idle = useRef(0);
  const { enabled, limitSeconds = inactivityLimit, onIdle } = options;
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (!enabled) return;
    idle.current = 0;
    const reset = () => {
      idle.current = 0;
    };
    for (const event of activityEvents) window.addEventListener(event, reset, { passive: true });
    const timer = window.setInterval(() => {
      idle.current += 1;
      if (idle.current >= limitSeconds) {
        window.clearInterval(timer);
        onIdleRef.current();
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const event of activityEvents) window.removeEventListener(event, reset);
    };
  }, [enabled, limitSeconds]);
}
