import { useEffect, useState } from 'react';
import { LOADING_SCREEN_MAX_MS } from './loadingScreenTimeout';

/** Visible until `ready`, and never longer than 4 s. */
export function useLoadingScreen(ready: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), LOADING_SCREEN_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  return !ready && !timedOut;
}
