import type { Clock } from '@betshell/domain';
import { useEffect, useState } from 'react';

/** The clock's time in whole seconds, renewed every second while the component is mounted. */
export function useNowSeconds(clock: Clock): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    let cancel = (): void => undefined;
    const tick = (): void => {
      setNow(clock.now());
      cancel = clock.schedule(1000, tick);
    };
    cancel = clock.schedule(1000, tick);
    return () => cancel();
  }, [clock]);
  return Math.floor(now / 1000);
}
