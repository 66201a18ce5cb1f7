import { useEffect, useRef, useState } from 'react';
import { countdownParts, msToNextTick, type CountdownParts } from '@client/features/contest/utils/countdown';

/** Time left until `endsAt`, re-rendered each second; `onEnd` runs once when it runs out. */
export function useCountdown(endsAt: string | null | undefined, onEnd?: () => void): CountdownParts | null {
  const [parts, setParts] = useState(() => (endsAt ? countdownParts(endsAt, Date.now()) : null));
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  });

  useEffect(() => {
    if (!endsAt) {
      setParts(null);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasRunning = false;
    const tick = () => {
      const next = countdownParts(endsAt, Date.now());
      setParts(next);
      if (next) {
        wasRunning = true;
        timer = setTimeout(tick, msToNextTick(next));
      } else if (wasRunning) {
        ended.current?.();
      }
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);
  return parts;
}
