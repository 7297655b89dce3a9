/**
 * A seconds countdown for the 'Resend OTP' button: the server allows a new code only 30 s after
 * the last one (docs/product.md, 'Signing in'), so the button waits as long instead of collecting refusals.
 */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(initialSeconds: number): { remaining: number; restart: (seconds?: number) => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(
    (seconds = initialSeconds) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + seconds * 1000);
    },
    [initialSeconds],
  );

  return { remaining, restart };
}
